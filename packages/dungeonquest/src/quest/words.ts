/**
 * DungeonQuest's whole game in words, for every client (the browser's log, the CLI's story): the
 * board's spaces, and one line for each of the engine's events. Only words: what is legal and what
 * happens is the engine's. A fight's rounds (`fight` events) are told by each client its own way
 * (the browser with its fight screen's words, the CLI in short).
 */
import { HEROES, type HeroId } from '../heroes.ts';
import { MONSTERS, type MonsterType } from '../monsters.ts';
import type { Content, DeckId, Dir } from './content-types.ts';
import { type QuestEvent, type QuestState, type Sq, sqX, sqY, TOWERS, TREASURE } from './types.ts';

const COLUMNS = 'ABCDEFGHIJKLM';
const TOWER_NAMES = [
  'the north-west tower',
  'the north-east tower',
  'the south-west tower',
  'the south-east tower',
];
export const DIR_NAMES: Record<Dir, string> = { N: 'north', E: 'east', S: 'south', W: 'west' };

/** A space as the board's margins label it: column letter A–M, row 1–10 ("C4"). */
export function sqName(at: Sq): string {
  return `${COLUMNS[sqX(at)]}${sqY(at) + 1}`;
}

/** A space in a sentence: the towers and the treasure chamber by name. */
export function placeName(at: Sq): string {
  const t = TOWERS.indexOf(at);
  if (t >= 0) return `${TOWER_NAMES[t]} (${sqName(at)})`;
  if (TREASURE.includes(at)) return `the treasure chamber (${sqName(at)})`;
  return sqName(at);
}

export function towerName(i: number): string {
  return TOWER_NAMES[i];
}

const DECK_NAMES: Record<DeckId, string> = {
  dungeon: 'a dungeon card',
  search: 'a search card',
  trap: 'a trap card',
  door: 'a door card',
  corpse: 'a corpse card',
  crypt: 'a crypt card',
  catacomb: 'a catacomb card',
  dragon: "a dragon's card",
  treasure: 'a treasure card',
  rune: 'a rune card',
};

/** What the log needs besides the events: the players' names and the content's texts. */
export interface Namer {
  /** The seat's name in a sentence: the player's, with the hero's when they differ. */
  seat(i: number): string;
  hero(i: number): HeroId;
  content: Content;
}

export function seatLabel(name: string, hero: string): string {
  const short = HEROES[hero as HeroId]?.short ?? hero;
  return name === short ? short : `${name} (${short})`;
}

/** The names a game's events need: its players' (with their heroes') and its content's texts. */
export function questNamer(g: QuestState): Namer {
  return {
    seat: (i) => seatLabel(g.heroes[i].name, g.heroes[i].hero),
    hero: (i) => g.heroes[i].hero,
    content: g.content,
  };
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const monster = (t: MonsterType) => MONSTERS[t].name;

function cardText(c: Content, deck: DeckId, id: string): string {
  return c.decks[deck].find((x) => x.id === id)?.text ?? '';
}

/** One line for an event (null: nothing worth a line, and a fight's rounds: the client's own). */
export function eventWords(e: QuestEvent, n: Namer): string | null {
  switch (e.type) {
    case 'first-player':
      return e.rolls.length === 0
        ? `${n.seat(e.seat)} goes first.`
        : `${n.seat(e.seat)} goes first (rolled ${e.rolls.map((r) => r.join(', ')).join('; then ')}).`;
    case 'placed':
      return `${n.seat(e.seat)} starts in ${placeName(e.at)}.`;
    case 'round':
      return `Round ${e.round}.`;
    case 'sun':
      if (e.roll === undefined) return `The sun moves on to space ${e.space}.`;
      return `The sun reaches end space ${e.needed}: rolled ${e.roll}, ${e.roll <= e.needed! ? 'it sets' : `it still shines (${e.needed} or less sets it)`}.`;
    case 'sunset':
      return e.entombed.length === 0
        ? 'The sun sets.'
        : `The sun sets: ${e.entombed.map((s) => n.seat(s)).join(', ')} ${e.entombed.length === 1 ? 'is' : 'are'} shut in the dungeon for ever.`;
    case 'turn':
      return `${n.seat(e.seat)}'s turn.`;
    case 'skipped':
      return `${n.seat(e.seat)} misses this turn${e.left > 0 ? ` (${plural(e.left, 'more turn')} to miss)` : ''}.`;
    case 'moved':
      return `${n.seat(e.seat)} moves to ${placeName(e.to)}.`;
    default:
      return moreWords(e, n);
  }
}

function moreWords(e: QuestEvent, n: Namer): string | null {
  switch (e.type) {
    case 'tile': {
      const t = n.content.tiles.find((x) => x.id === e.tile);
      return `A new chamber at ${sqName(e.at)}: ${t?.name ?? e.tile}${t?.text ? `. ${t.text}` : ''}`;
    }
    case 'pile-empty':
      return `No chamber tile is left for ${sqName(e.at)}: nobody can go there.`;
    case 'rotated':
      return `The chamber at ${sqName(e.at)} turns (rolled ${e.roll}).`;
    case 'portcullis':
      return `A portcullis crashes down behind, on the ${DIR_NAMES[e.side]} side of ${sqName(e.at)}.`;
    case 'dark':
      return `${n.seat(e.seat)} stumbles in the dark (rolled ${e.roll}): ${DIR_NAMES[e.dir]}.`;
    case 'blocked':
      return `${n.seat(e.seat)} bumps into a wall to the ${DIR_NAMES[e.dir]} and stays.`;
    case 'card': {
      const text = cardText(n.content, e.deck, e.card);
      return `${n.seat(e.seat)} draws ${DECK_NAMES[e.deck]}: ${e.name}.${text ? ` ${text}` : ''}`;
    }
    case 'deck-empty':
      return `The ${e.deck} deck is empty.`;
    case 'reshuffled':
      return `The ${e.deck} deck is shuffled again.`;
    case 'rune-drawn': {
      // The card is named only in its owner's events (questViewEvents).
      const c = e.card && n.content.decks.rune.find((x) => x.id === e.card);
      return c
        ? `${n.seat(e.seat)} draws a rune card: ${c.name} (kept face down).`
        : `${n.seat(e.seat)} draws a rune card (kept face down).`;
    }
    case 'rune-used': {
      const c = n.content.decks.rune.find((x) => x.id === e.card);
      return `${n.seat(e.seat)} uses a rune: ${c?.name ?? e.card}.`;
    }
    case 'test': {
      const sum = e.dice.reduce((a, b) => a + b, 0);
      const attr = e.attr.charAt(0).toUpperCase() + e.attr.slice(1);
      return `${n.seat(e.seat)} tests ${attr}: ${e.dice.join(' + ')} = ${sum} ${e.pass ? '≤' : '>'} ${e.target}, ${e.pass ? 'passed' : 'failed'}.`;
    }
    case 'roll':
      return `${n.seat(e.seat)} rolls a ${e.roll}.`;
    default:
      return heroWords(e, n);
  }
}

function heroWords(e: QuestEvent, n: Namer): string | null {
  switch (e.type) {
    case 'wounded':
      return `${n.seat(e.seat)} takes ${plural(e.wounds, 'wound')} (${e.total} in all).`;
    case 'healed':
      return e.wounds === 0
        ? `${n.seat(e.seat)} has no wound to heal.`
        : `${n.seat(e.seat)} heals ${plural(e.wounds, 'wound')} (${e.total} left).`;
    case 'loot':
      return `${n.seat(e.seat)} takes ${e.card.name} (${e.card.gold ?? 0} gold).`;
    case 'loot-lost':
      return `${n.seat(e.seat)} loses ${e.cards.map((c) => c.name).join(', ') || 'nothing'}.`;
    case 'skip-turns':
      return `${n.seat(e.seat)} will miss ${plural(e.turns, 'turn')}.`;
    case 'moved-back':
      return `${n.seat(e.seat)} goes back to ${placeName(e.to)}.`;
    case 'turn-ended':
      return `${n.seat(e.seat)}'s turn ends.`;
    case 'entrance':
      return `A catacomb entrance at ${sqName(e.at)}.`;
    case 'secret-door':
      return `A secret door opens on the ${DIR_NAMES[e.side]} side of ${sqName(e.at)}.`;
    case 'searched':
      return `${n.seat(e.seat)} searches the chamber at ${sqName(e.at)}.`;
    case 'descended':
      return `${n.seat(e.seat)} goes down into the catacombs at ${sqName(e.at)}, heading ${DIR_NAMES[e.facing]}.`;
    case 'tunnel':
      return `${n.seat(e.seat)} goes on underground: under ${sqName(e.at)}, heading ${DIR_NAMES[e.facing]}.`;
    case 'climbed-out':
      return `${n.seat(e.seat)} climbs out of the catacombs at ${sqName(e.at)}.`;
    case 'turned-back':
      return `${n.seat(e.seat)} must turn back: now heading ${DIR_NAMES[e.facing]}.`;
    default:
      return fightWords(e, n);
  }
}

function fightWords(e: QuestEvent, n: Namer): string | null {
  switch (e.type) {
    case 'monster': {
      // The life is in the Monster player's events only (and everybody's in solo play).
      const m = e.life === undefined ? monster(e.monster) : `${monster(e.monster)} of life ${e.life}`;
      const where = e.at < 0 ? 'underground' : `at ${sqName(e.at)}`;
      if (e.from === 'board') return `The ${m} left ${where} attacks ${n.seat(e.seat)}.`;
      if (e.from === 'moved')
        return `${n.seat(e.monsterSeat)} sends a ${m} from the board to ${n.seat(e.seat)}.`;
      const by = e.monsterSeat === e.seat ? 'face up' : `drawn by ${n.seat(e.monsterSeat)}`;
      return `A ${m} (${by}) attacks ${n.seat(e.seat)} ${where}.`;
    }
    case 'fight-over': {
      const hurt = e.wounds > 0 ? `, ${plural(e.wounds, 'wound')} taken` : '';
      const what: Record<string, string> = {
        won: 'wins the fight',
        lost: 'falls in the fight',
        mutual: 'and the monster fall together',
        escaped: 'escapes',
      };
      return `${n.seat(e.seat)} ${what[e.outcome] ?? e.outcome}${hurt}.`;
    }
    case 'monster-gone':
      return `No monster comes for ${n.seat(e.seat)}.`;
    case 'dragon':
      return e.rage
        ? `The dragon wakes and rages at ${n.seat(e.seat)}!`
        : `The dragon sleeps on while ${n.seat(e.seat)} fills a sack.`;
    case 'died':
      return `${n.seat(e.seat)} dies: ${e.cause}.`;
    case 'left':
      return `${n.seat(e.seat)} leaves the dungeon from ${placeName(e.at)}.`;
    case 'game-over': {
      const r = e.result;
      if (r.kalladraWins) return 'The game is over: nobody escaped, Kalladra wins.';
      return `The game is over: ${r.winners.join(' and ')} ${r.winners.length === 1 ? 'wins' : 'share the win'}.`;
    }
    default:
      return null;
  }
}
