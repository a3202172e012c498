/**
 * Grasping Vines (College of Life, Jade wizard): at the start of an opponent's team turn, one of
 * that team's players may not be activated this turn and has no tackle zone until its next
 * activation.
 *
 * Readings chosen here: with more than two teams, any other team's turn, and the player is one
 * of the team whose turn starts ("cannot be activated this turn"). Only a player that could be
 * activated is offered (standing or prone, not yet activated). It counts as activated for the
 * turn; its tackle zone comes back when its next activation starts (activation.ts), or when it
 * is knocked down (a prone player has none anyway).
 */
import { emit } from '../../core.ts';
import { activeTeam } from '../../state.ts';
import type { CastAction, SpellRule } from './rule.ts';

export const graspingVines: SpellRule = {
  casts(ctx) {
    const team = activeTeam(ctx.g);
    const out: CastAction[] = [];
    for (const p of ctx.g.players) {
      if (p.team !== team || p.activated || (p.status !== 'standing' && p.status !== 'prone')) continue;
      out.push({ type: 'castSpell', spell: 'graspingVines', player: p.id });
    }
    return out;
  },
  cast(ctx, _f, caster, a) {
    const p = ctx.g.players[a.player!];
    p.activated = true;
    p.lostTackleZone = true;
    emit(ctx, { type: 'spell', team: caster, spell: 'graspingVines', what: 'hit', player: p.id });
  },
};
