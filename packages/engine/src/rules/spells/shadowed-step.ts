/**
 * Shadowed Step (College of Shadow, Grey wizard): at the start of its own team turn, the caster
 * moves one of its players who is not holding the ball to any square within 5 squares.
 *
 * Readings chosen here:
 * - "Within 5 squares": at most 5 king moves, counted around walls and unopened chests (the
 *   shadows do not pass through walls) but through other players. No dodge, rush or other roll.
 * - The square must be empty floor with no unopened chest and no portal (a player placed on a
 *   portal would teleport on; as for Trickster). A placement is not a move: a loose ball in the
 *   square bounces, no tackle zone is left, Shadowing is not triggered.
 * - Any of the caster's players on the pitch may go (prone and stunned ones keep their status);
 *   the player may still be activated this turn as usual.
 */
import { isBlocked, portalAt } from '../../board.ts';
import { emit } from '../../core.ts';
import { isOnPitch } from '../../state.ts';
import { carriesBall, looseBall, placePlayer } from '../common.ts';
import { squaresWithin } from './area.ts';
import type { CastAction, SpellRule } from './rule.ts';

export const shadowedStep: SpellRule = {
  casts(ctx, _f, caster) {
    const g = ctx.g;
    const out: CastAction[] = [];
    for (const p of g.players) {
      if (p.team !== caster || !isOnPitch(p) || carriesBall(ctx, p)) continue;
      for (const s of squaresWithin(ctx, p.sq, 5)) {
        if (isBlocked(ctx, s, p) || g.occ[s] >= 0 || portalAt(g, s) !== null) continue;
        out.push({ type: 'castSpell', spell: 'shadowedStep', player: p.id, sq: s });
      }
    }
    return out;
  },
  cast(ctx, _f, _caster, a) {
    const g = ctx.g;
    const p = g.players[a.player!];
    const from = p.sq;
    const ballHere = g.ball.state === 'ground' && g.ball.sq === a.sq;
    placePlayer(ctx, p, a.sq!);
    emit(ctx, { type: 'move', player: p.id, from, to: p.sq, kind: 'place' });
    if (ballHere) looseBall(ctx, p.sq);
  },
};
