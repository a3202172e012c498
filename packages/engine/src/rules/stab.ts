/**
 * Stab (BB2020, rules.md 4): instead of a block, the player stabs an opponent it marks. An armour
 * roll that cannot be modified is made against the target; if it breaks, the target becomes Prone
 * and an injury roll that cannot be modified is made. A Stab is never a turnover for the stabber,
 * and in a Blitz it ends the player's movement.
 *
 * Readings chosen here:
 * - In a Blitz the Stab takes the block's place, so it costs the block's square of MA; with no MA
 *   left that square is a rush (a failed rush is the blitzer falling over, which is a turnover
 *   like any fall; it is the rush that causes it, not the Stab).
 * - "Cannot be modified" removes modifiers only: the target's Stunty injury table and Thick Skull
 *   are tables, not modifiers, so they still apply.
 * - A target holding the ball drops it (it bounces) when its armour is broken; that is no
 *   turnover for the stabber's team.
 * - Foul Appearance on the target is rolled first (rules/foul-appearance.ts).
 */
import { type Ctx, emit, pop, register, roll } from '../core.ts';
import type { StabFrame } from '../frames.ts';
import type { Player } from '../state.ts';
import { carriesBall, looseBall } from './common.ts';
import { foulAppearanceCheck } from './foul-appearance.ts';
import { goDown, injuryRoll } from './injury.ts';
import { blitzSquare } from './step.ts';

export function stabFrame(attacker: number, defender: number, blitz: boolean): StabFrame {
  return { t: 'stab', attacker, defender, blitz, phase: 'footing' };
}

/**
 * An armour roll that cannot be modified and, when it breaks, the player goes Prone (placed, not
 * knocked down) and an injury roll that cannot be modified is made. Stab and Projectile Vomit.
 * Returns whether the armour broke. `by`: the team whose player hit it.
 */
export function unmodifiedHit(ctx: Ctx, d: Player, by: number): boolean {
  const a = roll(ctx, 6, 'armour', d.id);
  const b = roll(ctx, 6, 'armour', d.id);
  const broken = a + b >= d.av;
  emit(ctx, { type: 'armour', player: d.id, roll: a + b, modifier: 0, av: d.av, broken });
  if (!broken) return false;
  const from = d.sq;
  d.status = 'prone';
  d.lostTackleZone = false;
  emit(ctx, { type: 'knockedDown', player: d.id, how: 'placedProne' });
  injuryRoll(ctx, d, 0, { by });
  // The injury drops the ball when it stuns or removes the target; a prone carrier drops it too.
  if (carriesBall(ctx, d)) looseBall(ctx, from);
  return true;
}

register('stab', {
  run(ctx, f) {
    const g = ctx.g;
    const a = g.players[f.attacker];
    if (f.phase === 'footing') {
      const seen = foulAppearanceCheck(ctx, f);
      if (seen === 'wait') return;
      if (seen === 'lost') {
        pop(g);
        return;
      }
      f.phase = 'stab';
      blitzSquare(ctx, f.blitz, a.id);
      return;
    }
    pop(g);
    if (f.res && !f.res.ok) {
      goDown(ctx, a, 'fallsOver', { reason: 'failed rush' });
      return;
    }
    const d = g.players[f.defender];
    emit(ctx, { type: 'skill', player: f.attacker, skill: 'stab', detail: `stabs ${d.name}` });
    unmodifiedHit(ctx, d, a.team);
  },
});
