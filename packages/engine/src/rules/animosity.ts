/**
 * Animosity (X) (BB2020 trait, rules.md 4): a player who wants to hand the ball off to a team-mate
 * of the type named, or to pass to a target square occupied by one, rolls a D6 first. On a 1 it
 * refuses: nothing is given, it keeps the ball and its activation ends. No turnover, and the
 * team's Hand-off or Pass action still counts as used (it was declared).
 *
 * Readings chosen here:
 * - The type is the skill's parameter: 'animosity:all' is every team-mate; otherwise position id
 *   fragments separated by '/' (skills.ts hasAnimosityTowards).
 * - The roll is made after the receiver or target square is chosen, before On the Ball and the
 *   accuracy test. It is a roll for the active player, so a team re-roll may be offered (like Bone
 *   Head's); a skill such as Pro could re-roll it too.
 * - A Dump-off pass is "as if a Pass action": Animosity applies; a refusal just means no pass.
 * - A wall throw has no receiver, so it never triggers Animosity.
 */
import { type Ctx, emit } from '../core.ts';
import { hasAnimosityTowards } from '../skills.ts';
import { activationOf } from './step.ts';
import { pushTest } from './test.ts';

/** Does the player at `giver` dislike whoever stands in square `to`? */
export function animosityApplies(ctx: Ctx, giver: number, to: number): boolean {
  const g = ctx.g;
  const o = to >= 0 ? g.occ[to] : -1;
  return o >= 0 && hasAnimosityTowards(g.players[giver], g.players[o]);
}

/** The D6: 2+ to go ahead, a 1 refuses. The result comes back in the parent frame's `res`. */
export function pushAnimosityTest(ctx: Ctx, giver: number): void {
  pushTest(ctx.g, { test: 'animosity', player: giver, target: 2, modifier: 0, naturals: false });
}

/** The player refuses: it keeps the ball and its activation (if it is in one) ends. */
export function refuse(ctx: Ctx, giver: number, what: string): void {
  emit(ctx, { type: 'skill', player: giver, skill: 'animosity', detail: `refuses to ${what}` });
  const act = activationOf(ctx, giver);
  if (act) act.ended = true;
}
