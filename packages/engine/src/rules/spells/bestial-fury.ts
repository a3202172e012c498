/**
 * Bestial Fury (College of Beasts, Amber wizard): at the start of one of the caster's
 * activations, after the action is declared, that player's blocks this turn roll three block
 * dice and its coach chooses the result; strength is not compared (assists do not count and
 * Dauntless is not rolled: block.ts).
 *
 * Readings chosen here: offered only when the action declared is a Block or a Blitz (no other
 * action blocks, so casting it then would only waste the spell), straight after the declaration
 * and before any roll the player makes then (Bone Head and the like). "This turn" covers every
 * block the player makes in the turn (Frenzy's second block included); the fury ends when the
 * next team turn starts (turn.ts startTurn).
 */
import { emit } from '../../core.ts';
import { activationOf } from '../step.ts';
import type { SpellRule } from './rule.ts';

export const bestialFury: SpellRule = {
  casts(ctx, f) {
    const act = activationOf(ctx, f.player);
    if (!act || (act.action !== 'block' && act.action !== 'blitz')) return [];
    return [{ type: 'castSpell', spell: 'bestialFury', player: f.player }];
  },
  cast(ctx, _f, caster, a) {
    const p = ctx.g.players[a.player!];
    p.furious = true;
    emit(ctx, { type: 'spell', team: caster, spell: 'bestialFury', what: 'hit', player: p.id });
  },
};
