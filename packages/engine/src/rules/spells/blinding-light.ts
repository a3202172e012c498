/**
 * Blinding Light (College of Light): at the start of an opponent's team turn; until the start of
 * that team's next turn its players may not declare a Pass or Hand-off action and give no
 * offensive or defensive assists (to blocks and fouls alike).
 *
 * Readings chosen here:
 * - With more than two teams, "the opponent's team turn" is any other team's turn, and the
 *   "opponents" blinded are the team whose turn is starting (the only team "their next turn"
 *   can mean). The effect ends when that team's next turn starts (turn.ts startTurn).
 * - "Cannot Pass" also stops the Pass that Dump-off and Portal Passer would make; Throw
 *   Team-mate, Kick Team-mate and Throw Bomb are not Pass actions and stay allowed.
 */
import { emit } from '../../core.ts';
import { activeTeam } from '../../state.ts';
import type { SpellRule } from './rule.ts';

export const blindingLight: SpellRule = {
  casts() {
    return [{ type: 'castSpell', spell: 'blindingLight' }];
  },
  cast(ctx, _f, caster) {
    const team = activeTeam(ctx.g);
    ctx.g.teams[team].blinded = true;
    emit(ctx, { type: 'spell', team: caster, spell: 'blindingLight', what: 'hit', against: team });
  },
};
