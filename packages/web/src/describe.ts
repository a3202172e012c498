/** What the engine is waiting for, in words: the heading of the decision panel. */
import { climbTarget, type Decision, type Game } from '@dungeonbowl/engine';
import { genericPrompt } from './generic.ts';
import { declareName } from './labels.ts';
import { markersLeftWords, playerName, playerOfTeam, teamName, trapWord } from './names.ts';
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
  // [000]: a player in a pit is offered the escape instead of its steps.
  if (d.actions.some((a) => a.type === 'useSkill' && a.skill === 'escapePit'))
    return `${playerName(g, player)}: ${declared}, in a pit: escape it (an Agility test) before stepping out, or choose below.`;
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

/**
 * Placing trap counters face down ([003]), or [000]'s markers, whose kind the coach names as it
 * places each: the kinds left are said (only to that coach: the panel shows this to the coach
 * who decides).
 */
function placeTrap(g: Game, d: Of<'placeTrap'>): string {
  const markers = d.context.markers;
  if (!markers) return `Place a trap counter face down (${d.context.left} left): click a highlighted square`;
  return `Place your ${trapWord(g)}s face down (${d.context.left} left: ${markersLeftWords(markers)}): pick a kind, then click a highlighted square`;
}

/** [000] A third team's player next to a block may assist either side: who blocks whom, who is asked. */
function thirdPartyAssist(g: Game, d: Of<'thirdPartyAssist'>): string {
  const c = d.context;
  const named = (ids: number[], side: string) =>
    ids.length > 0
      ? ` ${ids.map((p) => playerOfTeam(g, p)).join(', ')} already assist${ids.length === 1 ? 's' : ''} ${side}.`
      : '';
  const so = named(c.forAttacker, 'the blocker') + named(c.forDefender, 'the target');
  return `${playerOfTeam(g, c.attacker)} blocks ${playerOfTeam(g, c.defender)}.${so} Your ${playerName(g, d.player)} is next to the fight: assist the blocker, the target, or neither?`;
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
    case 'placeTrap':
      return placeTrap(g, d);
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
    case 'thirdPartyAssist':
      return thirdPartyAssist(g, d);
    case 'climbSquare':
      return `${playerName(g, d.player ?? -1)} climbs out of the pit: click a highlighted square next to it`;
    default: {
      const by = ASKED_BY[d.kind];
      return by ? `${words(by)}: choose` : genericPrompt(g, d);
    }
  }
}

/**
 * The team turn's prompt while the coach has a player selected: what that player can do now,
 * read from the declarations the engine offers it ("Lineman #3: click a square to move, or pick
 * an action").
 */
export function selectedPrompt(g: Game, d: Decision, player: number): string {
  const mine = d.actions.filter((a) => a.type === 'activate' && a.player === player);
  const move = mine.some((a) => a.type === 'activate' && a.action === 'move');
  const block = mine.some((a) => a.type === 'activate' && a.action === 'block');
  const click = [move ? 'a square to move' : '', block ? 'an opponent to block' : ''].filter(Boolean);
  const how = click.length > 0 ? `click ${click.join(' or ')}, or pick an action` : 'pick an action';
  return `${playerName(g, player)}: ${how} (or select another player)`;
}
