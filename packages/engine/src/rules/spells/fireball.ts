/**
 * Fireball (College of Fire, Bright wizard): at the end of any team's turn, pick a square; each
 * Standing player in it or next to it is hit on a D6 4+: Knocked Down, with +1 to the armour or
 * the injury roll (the same choice as Mighty Blow's, made where it helps).
 *
 * Readings chosen here:
 * - Offered at the end of every team turn, the caster's own included ("either team's turn").
 * - Any square that is not a wall; only squares where it could hit someone are offered (casting
 *   it anywhere else would only waste the spell).
 * - The D6 for every player is rolled first, in square order (the centre, then its neighbours
 *   row by row); then the players hit are knocked down in the same order.
 * - No turnover: the turn is over. Walls do not shield the neighbours (as for a bomb).
 */
import { around } from '../../board.ts';
import { type Ctx, emit, roll } from '../../core.ts';
import type { Player } from '../../state.ts';
import { goDown } from '../injury.ts';
import type { CastAction, SpellRule } from './rule.ts';

function area(ctx: Ctx, sq: number): number[] {
  return [sq, ...around(ctx.d, sq)];
}

function standingIn(ctx: Ctx, squares: number[]): Player[] {
  const out: Player[] = [];
  for (const s of squares) {
    const pi = ctx.g.occ[s];
    if (pi >= 0 && ctx.g.players[pi].status === 'standing') out.push(ctx.g.players[pi]);
  }
  return out;
}

export const fireball: SpellRule = {
  casts(ctx) {
    const out: CastAction[] = [];
    for (let s = 0; s < ctx.g.occ.length; s++) {
      if (ctx.d.wall[s] || standingIn(ctx, area(ctx, s)).length === 0) continue;
      out.push({ type: 'castSpell', spell: 'fireball', sq: s });
    }
    return out;
  },
  cast(ctx, _f, caster, a) {
    const hit: Player[] = [];
    for (const p of standingIn(ctx, area(ctx, a.sq!))) {
      const ok = roll(ctx, 6, 'fireball', p.id) >= 4;
      emit(ctx, {
        type: 'spell',
        team: caster,
        spell: 'fireball',
        what: ok ? 'hit' : 'missed',
        player: p.id,
      });
      if (ok) hit.push(p);
    }
    for (const p of hit) {
      if (p.status === 'standing')
        goDown(ctx, p, 'knockedDown', { eitherMod: 1, noTurnover: true, by: caster });
    }
  },
};
