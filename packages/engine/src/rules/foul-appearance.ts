/**
 * Foul Appearance (BB2020, rules.md 4): when an opponent is about to block this player, or to use
 * a special action made instead of a block on it (Stab, Projectile Vomit), the opponent's coach
 * first rolls a D6; on a 1 the action is lost.
 *
 * Readings chosen here:
 * - The D6 is rolled where the block (or special action) starts: after any Dump-off and
 *   Trickster, and before a blitz pays its square of MA for the block (a lost block costs none).
 * - It works whatever state the player is in (it needs no tackle zone).
 * - It is a dice roll for the blocking player in its own team turn, so a team re-roll may be used
 *   on a 1 (as FFB does); Loner applies to that team re-roll like any other.
 * - A lost block in a Blitz is the blitz's block: the blitzer may go on moving (FFB), but not block.
 *   A Block action ends. A lost action is no turnover.
 * - Frenzy's second block is a block: the D6 is rolled again.
 */
import { type Ctx, emit } from '../core.ts';
import type { TestResult } from '../frames.ts';
import { hasFoulAppearance } from '../skills.ts';
import { pushTest } from './test.ts';

interface Targeting {
  attacker: number;
  defender: number;
  appearance?: boolean;
  res?: TestResult;
}

/**
 * Call at the start of a block or special action until it answers: 'wait' while the D6 is
 * rolled (a test frame is on top), then 'lost' or 'go'. Move on to the next phase after 'go'.
 */
export function foulAppearanceCheck(ctx: Ctx, f: Targeting): 'wait' | 'lost' | 'go' {
  const g = ctx.g;
  const d = g.players[f.defender];
  if (!hasFoulAppearance(d)) return 'go';
  if (!f.appearance) {
    f.appearance = true;
    pushTest(g, { test: 'foulAppearance', player: f.attacker, target: 2, modifier: 0, naturals: false });
    return 'wait';
  }
  const ok = f.res?.ok ?? true;
  f.res = undefined;
  emit(ctx, {
    type: 'skill',
    player: d.id,
    skill: 'foulAppearance',
    detail: ok ? 'the attacker braves it' : 'the attacker is put off: the action is lost',
  });
  return ok ? 'go' : 'lost';
}
