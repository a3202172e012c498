/**
 * DungeonQuest's whole game in the page's words: the engine's event words (quest/words.ts, shared
 * with the CLI) as log lines, a fight's rounds as the fight screen tells them, and the decision's
 * actions as button labels. Only words: what is legal and what happens is the engine's.
 */
import {
  type EncounterEvent,
  HEROES,
  type HeroId,
  MONSTERS,
  type MonsterType,
} from '@dungeonbowl/dungeonquest';
import {
  DIR_NAMES,
  type Dir,
  eventWords,
  type Namer,
  neighbour,
  placeName,
  type QuestAction,
  type QuestEvent,
  type Sq,
  sqName,
  towerName,
} from '@dungeonbowl/dungeonquest/quest';
import { eventLine } from '../words.ts';

export {
  DIR_NAMES,
  eventWords,
  type Namer,
  placeName,
  seatLabel,
  sqName,
} from '@dungeonbowl/dungeonquest/quest';

const monster = (t: MonsterType) => MONSTERS[t].name;

/** The space beside `at` on side `d` (the engine's board geometry; for words, drawing and clicks). */
export const beside = neighbour;

/** A fight's round in words, for the game's log (the fight screen has the dice). */
export function fightLine(e: EncounterEvent, hero: HeroId, m: MonsterType): string | null {
  return eventLine(e, HEROES[hero], monster(m));
}

export interface LogLine {
  text: string;
  /** 'round' and 'turn' lines head a group; 'fight' lines are a fight's detail. */
  kind: 'round' | 'turn' | 'fight' | 'plain' | 'end';
}

/** The log: every event that has words, fights told with the monster met. */
export function logLines(events: readonly QuestEvent[], n: Namer): LogLine[] {
  const lines: LogLine[] = [];
  let fighting: MonsterType = 'skeleton';
  for (const e of events) {
    if (e.type === 'monster') fighting = e.monster;
    const text =
      e.type === 'fight' ? fightLine(e.event as EncounterEvent, n.hero(e.seat), fighting) : eventWords(e, n);
    if (!text) continue;
    const kind =
      e.type === 'round'
        ? 'round'
        : e.type === 'turn'
          ? 'turn'
          : e.type === 'fight'
            ? 'fight'
            : e.type === 'game-over'
              ? 'end'
              : 'plain';
    lines.push({ text, kind });
  }
  return lines;
}

/** A test id's tail for an action: its type and its value ("move-N", "tower-2", "search"). */
export function actionKey(a: QuestAction): string {
  const v = Object.entries(a).find(([k]) => k !== 'type')?.[1];
  return v === undefined ? a.type : `${a.type}-${v}`;
}

/** What the hero, and the board, look like to the labels. */
export interface LabelView {
  pos: Sq | null;
  catacomb: { at: Sq; facing: Dir } | null;
  explored(at: Sq): boolean;
  rune(card: string): string;
  /** The choice's labels, the token's monster and place (from the decision's context). */
  labels: string[];
  tokens: { mark: number; at: Sq; monster: MonsterType }[];
}

/** A button's words for an action of the decision. */
export function actionLabel(a: QuestAction, v: LabelView): string {
  switch (a.type) {
    case 'tower':
      return `Start in ${towerName(a.tower)}`;
    case 'move': {
      const to = v.pos === null ? null : beside(v.pos, a.dir);
      const what =
        to === null ? '' : v.explored(to) ? ` to ${placeName(to)}` : ` to ${sqName(to)} (unexplored)`;
      return `Move ${DIR_NAMES[a.dir]}${what}`;
    }
    case 'stumble':
      return 'Feel the way in the dark (a die picks the side)';
    case 'search':
      return 'Search the chamber';
    case 'leave':
      return 'Leave the dungeon (safe, with the loot)';
    case 'descend':
      return `Go down into the catacombs, heading ${DIR_NAMES[a.facing]}`;
    case 'tunnel':
      return v.catacomb && a.dir === v.catacomb.facing
        ? `Go on ahead (${DIR_NAMES[a.dir]})`
        : `Turn to head ${DIR_NAMES[a.dir]}`;
    case 'rune':
      return `Use the rune: ${v.rune(a.card)}`;
    case 'wait':
      return 'Wait (nothing else is open)';
    case 'choose':
      return v.labels[a.option] ?? `Option ${a.option + 1}`;
    case 'secretDoor':
      return `Open the secret door in the ${DIR_NAMES[a.side]} wall`;
    case 'useRune':
      return 'Use the rune';
    case 'declineRune':
      return 'Keep the rune';
    case 'moveToken': {
      const t = v.tokens.find((x) => x.mark === a.mark);
      return t ? `Send the ${monster(t.monster)} from ${sqName(t.at)}` : `Send token ${a.mark}`;
    }
    default:
      return a.type;
  }
}
