/**
 * Projectile Vomit (BB2020, rules.md 4): instead of a block (a Block action, or the block of a
 * Blitz), the player vomits on a Standing opponent it marks. Roll a D6: on 2+ the target is hit,
 * on a 1 the vomiting player is. An armour roll that cannot be modified is made against the
 * player hit; if it breaks, that player is Placed Prone and an injury roll that cannot be
 * modified is made.
 *
 * Readings chosen here:
 * - "Once per turn": no limit on how many players vomit in a team turn; each may do it once per
 *   activation. It replaces the block, and only a block can be repeated (Frenzy), so nothing needs
 *   counting.
 * - The D6 may be re-rolled with a team re-roll (it is a dice roll of the active team's player,
 *   not an armour or injury roll; FFB allows it), Loner permitting.
 * - In a Blitz it takes the block's square of MA, or a rush once the MA is used, and like Stab it
 *   ends the blitzer's movement.
 * - The player hit is Placed Prone, which is no turnover, except for the vomiting player hitting
 *   itself while holding the ball (a player of the active team placed prone with the ball).
 *   A ball the player hit held bounces.
 * - "Cannot be modified" removes modifiers only: the Stunty table and Thick Skull still apply
 *   (as for Stab).
 * - Foul Appearance on the target is rolled first (rules/foul-appearance.ts); Dump-off and
 *   Trickster are asked as for a block (activation.ts pushBlock).
 */
import { type Ctx, emit, pop, register } from '../core.ts';
import type { VomitFrame } from '../frames.ts';
import { activeTeam } from '../state.ts';
import { carriesBall, turnover } from './common.ts';
import { foulAppearanceCheck } from './foul-appearance.ts';
import { goDown } from './injury.ts';
import { unmodifiedHit } from './stab.ts';
import { blitzSquare } from './step.ts';
import { pushTest } from './test.ts';

export function vomitFrame(attacker: number, defender: number, blitz: boolean): VomitFrame {
  return { t: 'vomit', attacker, defender, blitz, phase: 'footing' };
}

function hit(ctx: Ctx, f: VomitFrame, onTarget: boolean): void {
  const g = ctx.g;
  const victim = g.players[onTarget ? f.defender : f.attacker];
  emit(ctx, {
    type: 'skill',
    player: f.attacker,
    skill: 'projectileVomit',
    detail: onTarget ? `hits ${victim.name}` : 'hits itself',
  });
  const hadBall = carriesBall(ctx, victim);
  const broken = unmodifiedHit(ctx, victim, g.players[f.attacker].team);
  // Placed prone with the ball in its own team turn: a turnover (only the vomiting player can be).
  if (broken && hadBall && victim.team === activeTeam(g)) turnover(ctx, 'placed prone with the ball');
}

register('vomit', {
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
      f.phase = 'roll';
      blitzSquare(ctx, f.blitz, f.attacker);
      return;
    }
    if (f.phase === 'roll') {
      if (f.res && !f.res.ok) {
        pop(g);
        goDown(ctx, a, 'fallsOver', { reason: 'failed rush' });
        return;
      }
      f.res = undefined;
      f.phase = 'hit';
      pushTest(g, { test: 'projectileVomit', player: a.id, target: 2, modifier: 0, naturals: false });
      return;
    }
    pop(g);
    hit(ctx, f, f.res?.ok ?? false);
  },
});
