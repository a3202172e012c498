/**
 * Always Hungry (BB2020 trait, rules.md 4): before throwing a team-mate this player rolls a D6.
 * On a 1 it tries to eat the team-mate, who rolls a D6 to escape: on a 1 it is eaten, removed
 * for good (a ball it held bounces from its square); on 2+ it squirms free and the throw counts
 * as fumbled (it bounces from the thrower's square and lands at -1; a turnover).
 *
 * Readings chosen here:
 * - A team-mate eaten is a turnover only if it held the ball: [004]'s turnover list names "a
 *   player in possession of the ball who is thrown ... and fails to land or is eaten" (the brief
 *   said "turnover"; the rules summary is followed). The thrower's activation ends either way.
 * - Eaten is recorded as a casualty with the result 'dead' (removed from the roster for good).
 *   A ruleset with its own injury steps takes the Dead result instead (Ruleset.applyCasualty;
 *   [000]'s ladder: two injuries, so it may come back).
 * - Both rolls are tests of the active team (target 2, no naturals), so a team re-roll may be
 *   offered for each, as for Bone Head.
 * - A Kick Team-mate follows the Throw Team-mate rules, so a kicker with Always Hungry rolls too;
 *   a kicked player who squirms free is a fumbled kick (rules/kick-team-mate.ts).
 */
import { type Ctx, emit, pop } from '../core.ts';
import type { ThrowTeamMateFrame } from '../frames.ts';
import { isAlwaysHungry } from '../skills.ts';
import { carriesBall, removeFromPitch, turnover } from './common.ts';
import { casualtyEvent } from './injury.ts';
import { pushTest } from './test.ts';

/** Rolls the thrower's hunger D6 if it has the trait; true when a roll was pushed. */
export function startHunger(ctx: Ctx, f: ThrowTeamMateFrame): boolean {
  if (!isAlwaysHungry(ctx.g.players[f.thrower])) return false;
  f.phase = 'hungryDone';
  pushTest(ctx.g, { test: 'alwaysHungry', player: f.thrower, target: 2, modifier: 0, naturals: false });
  return true;
}

/** True when the throw goes ahead; on a 1 the team-mate must roll to escape. */
export function afterHunger(ctx: Ctx, f: ThrowTeamMateFrame): boolean {
  const ok = f.res?.ok ?? true;
  f.res = undefined;
  if (ok) return true;
  emit(ctx, {
    type: 'skill',
    player: f.thrower,
    skill: 'alwaysHungry',
    detail: 'tries to eat its team-mate',
  });
  f.phase = 'escapeDone';
  pushTest(ctx.g, { test: 'escape', player: f.thrown, target: 2, modifier: 0, naturals: false });
  return false;
}

/** Escaped: the throw is a fumble (quality from a natural 1). Eaten: removed for good. */
export function afterEscape(ctx: Ctx, f: ThrowTeamMateFrame): void {
  const g = ctx.g;
  const ok = f.res?.ok ?? true;
  if (ok) {
    emit(ctx, { type: 'skill', player: f.thrown, skill: 'alwaysHungry', detail: 'squirms free: a fumble' });
    f.res = { ok: false, roll: 1, total: 1 };
    f.phase = 'qualityDone';
    return;
  }
  f.res = undefined;
  pop(g);
  const p = g.players[f.thrown];
  emit(ctx, { type: 'skill', player: f.thrower, skill: 'alwaysHungry', detail: 'eats its team-mate' });
  if (carriesBall(ctx, p)) turnover(ctx, 'ball carrier eaten');
  // Both remove it from the pitch, which bounces a ball it held from its square.
  const cause = { by: g.players[f.thrower].team };
  if (ctx.rules.applyCasualty) {
    ctx.rules.applyCasualty(ctx, p, 'dead', cause);
    return;
  }
  removeFromPitch(ctx, p, 'casualty');
  p.casualty = 'dead';
  emit(ctx, casualtyEvent(p, 0, 'dead', cause));
}
