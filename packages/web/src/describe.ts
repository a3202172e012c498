/** What the engine is waiting for, in words: the heading of the decision panel. */
import type { Decision, Game } from '@dungeonbowl/engine';
import { fieldWords, genericPrompt } from './generic.ts';
import { climbTarget, declareName } from './labels.ts';
import { playerName, teamName } from './names.ts';
import { words } from './words.ts';

type Of<K extends Decision['kind']> = Extract<Decision, { kind: K }>;

function reroll(g: Game, d: Of<'reroll'>): string {
  const c = d.context;
  const modifier = c.modifier ? `${c.modifier > 0 ? '+' : ''}${c.modifier}` : '';
  const roll = ` (rolled ${c.roll}${modifier}, needed ${c.target}+)`;
  return `${playerName(g, d.player ?? -1)}: the ${words(c.test)} roll failed${roll}. Re-roll?`;
}

function activation(g: Game, d: Of<'activation'>): string {
  const player = d.player ?? -1;
  const left = g.players[player].ma - d.context.moved;
  const ma = left > 0 ? `${left} MA left` : 'no MA left (rushes only)';
  const declared = d.activation ? declareName(d.activation.action) : '';
  return `${playerName(g, player)}: ${declared}, ${ma}. Click a square, or choose below.`;
}

/**
 * [002] A player in a pit climbs out on a 6, +1 for each team-mate helping (next to the pit or in
 * it, unmarked, not yet activated: helping spends its movement).
 */
function climbHelpers(g: Game, d: Of<'climbHelpers'>): string {
  const named = d.context.helpers;
  const so = named.length > 0 ? ` (${named.map((p) => playerName(g, p)).join(', ')} helping)` : '';
  return `${playerName(g, d.player ?? -1)} is in a pit: climb out on ${climbTarget(named.length)}+${so}. Ask a highlighted team-mate to help (+1 each, it spends its turn), or climb now.`;
}

/** Decisions without a sentence of their own are named by the procedure that asks them. */
const ASKED_BY: Partial<Record<Decision['kind'], string>> = {
  lashOut: 'activationRoll',
  bloodlustMove: 'activationRoll',
  bite: 'bite',
  dumpOff: 'dumpOff',
  dumpOffTarget: 'dumpOff',
  trickster: 'trickster',
  tricksterSquare: 'trickster',
  onTheBall: 'onTheBall',
  onTheBallMove: 'onTheBall',
  portalPasser: 'portalPasser',
  shadowing: 'shadow',
};

export function describeDecision(g: Game, d: Decision | null): string {
  if (!d) return g.result ? 'The game is over' : 'Waiting';
  switch (d.kind) {
    case 'placeChest':
      return 'Place a chest: click a highlighted square';
    case 'placePortal':
      return 'Place a portal: click a highlighted square';
    case 'chooseEndZone':
      return 'Choose your end zone';
    case 'placeTrap': {
      // [000]'s markers: the context may name the marker's kind (a pit, a spiked pit, a blank).
      const more = fieldWords(g, d.context as unknown as Record<string, unknown>, ['left']);
      const what = more.length > 0 ? ` (${more.join(', ')})` : '';
      return `Place a trap counter face down${what} (${d.context.left} left): click a highlighted square`;
    }
    case 'deploy':
      return `Deploy your players (${d.context.deployed} of ${d.context.of}): pick a player, then a square`;
    case 'teamTurn':
      return 'Select a player to act, or end the turn';
    case 'activation':
      return activation(g, d);
    case 'reroll':
      return reroll(g, d);
    case 'blockDie':
      return `Choose a block die (${teamName(g, d.context.chooser)} picks)`;
    case 'followUp':
      return `${playerName(g, d.context.attacker)}: follow up?`;
    case 'blockReroll':
      return 'Re-roll the block dice?';
    case 'blockSkill':
      return `${playerName(g, d.player)}: use ${words(d.context.skill)}?`;
    case 'juggernaut':
      return `Block: ${words('juggernaut')}`;
    case 'standFirm':
      return `${playerName(g, d.context.pushed)}: use Stand Firm?`;
    case 'push':
      return `Choose where ${playerName(g, d.context.pushed)} is pushed`;
    case 'argueCall':
      return 'The referee saw the foul: argue the call?';
    case 'interference':
      return 'Interfere with the throw?';
    case 'bombTarget':
      return words('bomb');
    case 'spell':
    case 'spellTarget':
      return 'Cast your wizard’s spell?';
    case 'climbHelpers':
      return climbHelpers(g, d);
    case 'climbSquare':
      return `${playerName(g, d.player ?? -1)} climbs out of the pit: click a highlighted square next to it`;
    default: {
      const by = ASKED_BY[d.kind];
      return by ? `${words(by)}: choose` : genericPrompt(g, d);
    }
  }
}
