/**
 * Life Drain (College of Death, Amethyst wizard): at the start of its own team turn, the caster
 * picks an opposing player marked by one of its players and makes an injury roll against it,
 * with no armour roll.
 *
 * Readings chosen here: "marked" is the usual marking, a caster's player with a tackle zone next
 * to it; the target may be standing, prone or stunned. A Stunned result leaves a standing player
 * stunned (it drops the ball); the injury table is the usual one (Stunty, Thick Skull apply).
 */
import { markers } from '../../board.ts';
import { emit } from '../../core.ts';
import { isOnPitch } from '../../state.ts';
import { injuryRoll } from '../injury.ts';
import type { CastAction, SpellRule } from './rule.ts';

export const lifeDrain: SpellRule = {
  casts(ctx, _f, caster) {
    const g = ctx.g;
    const out: CastAction[] = [];
    for (const p of g.players) {
      if (p.team === caster || !isOnPitch(p)) continue;
      if (!markers(ctx, p.sq, p.team).some((m) => g.players[m].team === caster)) continue;
      out.push({ type: 'castSpell', spell: 'lifeDrain', player: p.id });
    }
    return out;
  },
  cast(ctx, _f, caster, a) {
    const p = ctx.g.players[a.player!];
    emit(ctx, { type: 'spell', team: caster, spell: 'lifeDrain', what: 'hit', player: p.id });
    injuryRoll(ctx, p, 0, { by: caster });
  },
};
