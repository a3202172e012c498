/**
 * Decisions the scripted bot has no rule of thumb for: a kind the engine added after the bot was
 * written (a ruleset's new question to a coach). The bot must still answer legally and keep the
 * game going, so it declines what it can (no re-roll, no skill, no spell, no move) and otherwise
 * takes the first action offered; a mistake in reading such a decision never throws.
 *
 * A decision the bot will want its own answer for later has its place here, with the kinds
 * it knows listed in `KNOWN_KINDS` (scripted.ts dispatches those):
 * - [000] third-party assists (`thirdPartyAssist`) have theirs now: scripted-assist.ts.
 */
import type { Action, Decision } from '@dungeonbowl/engine';
import { miscAction } from './scripted-dice.ts';
import type { Sit } from './scripted-situation.ts';

/** The decision kinds the scripted bot was written for (the rest come here). */
export const KNOWN_KINDS: ReadonlySet<string> = new Set([
  'placeChest',
  'placePortal',
  'chooseEndZone',
  'placeTrap',
  'deploy',
  'teamTurn',
  'activation',
  'reroll',
  'blockReroll',
  'blockDie',
  'blockSkill',
  'juggernaut',
  'followUp',
  'standFirm',
  'push',
  'interference',
  'argueCall',
  'bombTarget',
  'dumpOff',
  'dumpOffTarget',
  'trickster',
  'tricksterSquare',
  'onTheBall',
  'onTheBallMove',
  'portalPasser',
  'shadowing',
  'lashOut',
  'bloodlustMove',
  'bite',
  'spell',
  'spellTarget',
  'climbHelpers',
  'climbSquare',
  'thirdPartyAssist',
]);

/** Action types that decline or pass (the safe answer to a question the bot cannot read). */
const DECLINE = new Set(['noReroll', 'noSpell', 'noInterference', 'endActivation', 'endTurn']);

/** The answer that does least: a declining action, a "no", else the first offered. */
export function safeDefault(actions: Action[]): Action {
  const decline = actions.find((a) => DECLINE.has(a.type));
  if (decline) return decline;
  const no = actions.find((a) => 'yes' in a && a.yes === false);
  return no ?? actions[0];
}

/** A decision of a kind the bot does not know: the usual answer by action type, or the safe one. */
export function unknownDecision(s: Sit, _d: Decision, actions: Action[]): Action {
  try {
    const a = miscAction(s, actions);
    return actions.includes(a) ? a : safeDefault(actions);
  } catch {
    return safeDefault(actions);
  }
}
