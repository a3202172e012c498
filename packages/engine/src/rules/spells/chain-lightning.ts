/**
 * Chain Lightning (College of Heavens, Celestial wizard): at the start of its own team turn, an
 * armour roll against one opposing player. Then on a D6 3+ the lightning jumps to another player
 * (friend or foe) within 2 squares of the last one hit, who takes an armour roll; and so on until
 * a 1-2 or no player left to jump to. No player is hit twice.
 *
 * Readings chosen here:
 * - "An armour roll" only: a player hit is not knocked down. If its armour breaks it is placed
 *   prone and takes an injury roll (as for a Stab: rules/stab.ts unmodifiedHit); if not, nothing
 *   happens and a standing player stays standing. The rolls are unmodified.
 * - Any player on the pitch may be hit, whatever its status. "Within 2 squares": at most 2 king
 *   moves from the last player hit (from the square it stood in), around walls and unopened
 *   chests. With no player left in reach no D6 is rolled.
 * - When several players are in reach, the caster's coach picks the one it jumps to.
 * - No turnover, even when a player of the caster's team is hit or drops the ball.
 */
import type { Action } from '../../actions.ts';
import type { Ctx } from '../../core.ts';
import { emit, roll } from '../../core.ts';
import type { SpellFrame } from '../../frames.ts';
import { isOnPitch } from '../../state.ts';
import { unmodifiedHit } from '../stab.ts';
import { squaresWithin } from './area.ts';
import type { CastAction, SpellRule } from './rule.ts';

function strike(ctx: Ctx, f: SpellFrame, caster: number, pi: number, what: 'hit' | 'jump'): void {
  const p = ctx.g.players[pi];
  f.hit.push(pi);
  f.from = p.sq;
  f.phase = 'resolve';
  emit(ctx, { type: 'spell', team: caster, spell: 'chainLightning', what, player: pi });
  unmodifiedHit(ctx, p, caster);
}

/** Players the lightning may jump to: on the pitch, within 2 squares, not hit yet. */
function inReach(ctx: Ctx, f: SpellFrame): number[] {
  const out: number[] = [];
  for (const s of squaresWithin(ctx, f.from, 2)) {
    const pi = ctx.g.occ[s];
    if (pi >= 0 && !f.hit.includes(pi)) out.push(pi);
  }
  return out;
}

function fizzle(ctx: Ctx, f: SpellFrame, caster: number): void {
  emit(ctx, { type: 'spell', team: caster, spell: 'chainLightning', what: 'fizzles', sq: f.from });
  f.phase = 'done';
}

export const chainLightning: SpellRule = {
  casts(ctx, _f, caster) {
    const out: CastAction[] = [];
    for (const p of ctx.g.players) {
      if (p.team !== caster && isOnPitch(p))
        out.push({ type: 'castSpell', spell: 'chainLightning', player: p.id });
    }
    return out;
  },
  cast(ctx, f, caster, a) {
    f.hit = [];
    strike(ctx, f, caster, a.player!, 'hit');
  },
  resolve(ctx, f, caster) {
    const reach = inReach(ctx, f);
    if (reach.length === 0) return fizzle(ctx, f, caster);
    if (roll(ctx, 6, 'chain lightning') <= 2) return fizzle(ctx, f, caster);
    if (reach.length === 1) return strike(ctx, f, caster, reach[0], 'jump');
    f.phase = 'pick';
  },
  choices(ctx, f) {
    return inReach(ctx, f).map((player): Action => ({ type: 'choosePlayer', player }));
  },
  chosen(ctx, f, caster, a) {
    if (a.type === 'choosePlayer') strike(ctx, f, caster, a.player, 'jump');
  },
};
