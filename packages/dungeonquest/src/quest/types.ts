/**
 * The whole game's state, actions, frames and events: plain JSON throughout, so a game saves,
 * loads and replays as it is. The content (tiles and decks) travels inside the game, frozen, and
 * is shared between copies; everything else is copied by `applyQuest`.
 */
import type { DiceState } from '../dice.ts';
import type { Encounter } from '../encounter.ts';
import type { Attribute, HeroId } from '../heroes.ts';
import type { MonsterToken, MonsterType } from '../monsters.ts';
import type { QuestRules } from '../rules.ts';
import type { LootCard, QuestResult } from '../scoring.ts';
import type { Content, DeckId, Dir, Effect, RuneUse } from './content-types.ts';

export const BOARD_W = 13;
export const BOARD_H = 10;
/** A space is a number: y * 13 + x. */
export type Sq = number;
export const sq = (x: number, y: number): Sq => y * BOARD_W + x;
export const sqX = (s: Sq): number => s % BOARD_W;
export const sqY = (s: Sq): number => Math.floor(s / BOARD_W);

/** The four tower rooms, in the corners: north-west, north-east, south-west, south-east. */
export const TOWERS: readonly Sq[] = [sq(0, 0), sq(12, 0), sq(0, 9), sq(12, 9)];
/** The treasure chamber covers the two central spaces (x = 6, y = 4 and 5). */
export const TREASURE: readonly Sq[] = [sq(6, 4), sq(6, 5)];

/** A chamber on the board: a tile of the content, or one of the fixed rooms. */
export interface PlacedTile {
  /** The tile's id in the content, or 'tower' / 'treasure' for the fixed rooms. */
  tile: string;
  /** Quarter turns clockwise from the tile as drawn. */
  rot: number;
  /** Sides (of the board) closed for good: a portcullis that fell. */
  closed: Dir[];
  /** Sides (of the board) opened by a secret door. */
  opened: Dir[];
  /** Searches made here (at most two). */
  searched: number;
  /** A catacomb entrance marker is here. */
  entrance: boolean;
}

export type QuestStatus = 'inside' | 'escaped' | 'dead';

export interface QuestHero {
  name: string;
  hero: HeroId;
  status: QuestStatus;
  /** The space it stands on (null before it is placed, and in the catacombs). */
  pos: Sq | null;
  /** The side of its chamber (the tile's own side, before turning) it came in by. */
  enteredBy: Dir | null;
  wounds: number;
  loot: LootCard[];
  /** Rune card ids, face down: only their owner sees them. */
  runes: string[];
  /** Turns still to miss. */
  skip: number;
  /** Turns it has taken (a hero may leave the dungeon only after its first). */
  turns: number;
  /** Underground: the travel marker's space (under the board) and facing. */
  catacomb: { at: Sq; facing: Dir } | null;
  /** Why it died (a monster, a trap, the sunset). */
  cause: string | null;
}

/** A monster token left on the board; `mark` names it publicly without giving its face away. */
export interface BoardToken {
  token: MonsterToken;
  at: Sq;
  mark: number;
}

/** Steps the engine adds to the effect language for its own procedures. */
export type Step =
  | Effect
  | { do: '$move'; dir: Dir }
  /** An attribute test whose outcomes hold engine steps (a move that goes on if it passes). */
  | { do: '$test'; attr: Attribute; modifier?: number; pass: Step[]; fail: Step[] }
  | { do: '$enter'; to: Sq; dir: Dir | null }
  | { do: '$meet'; at: Sq }
  | { do: '$die'; cause: string }
  | { do: '$dragon' }
  | { do: '$card'; deck: DeckId; card: string };

/** Pending work of the turn, a stack: the top frame runs, or waits for a player's action. */
export type Frame =
  | { f: 'steps'; steps: Step[]; src: string }
  | { f: 'choose'; options: { label: string; effect: Effect[] }[]; src: string }
  | { f: 'secretDoor'; sides: Dir[] }
  | { f: 'rune'; rune: string; use: RuneUse; ifUsed: Step[]; ifNot: Step[]; src: string }
  | { f: 'moveToken'; type: MonsterType | null; at: Sq; noEscape: boolean; marks: number[] }
  | { f: 'fight'; token: MonsterToken; at: Sq; noEscape: boolean; monsterSeat: number; enc: Encounter };

export interface Deck {
  /** Card ids, the top first (hidden). */
  draw: string[];
  discard: string[];
}

export interface TurnState {
  seat: number;
  /** 'act': waiting for the hero's action; 'resolving': its action is being resolved; 'done': over. */
  stage: 'act' | 'resolving' | 'done';
  /** Where the hero stood before moving this turn (null if it has not moved). */
  from: { at: Sq; enteredBy: Dir | null } | null;
  /** The turn was ended by an effect: nothing more happens in it (not even the dragon). */
  ended: boolean;
}

export interface QuestOptionsRecord {
  seed?: number;
  dice?: number[];
  deckSeed?: number;
  stack?: Partial<Record<StackId, string[]>>;
}

export type StackId = DeckId | 'tiles' | 'tokens';

export interface QuestState {
  kind: 'dungeonquest-game';
  content: Content;
  contentHash: string;
  rules: QuestRules;
  heroes: QuestHero[];
  /** 'towers': the heroes are being placed; 'play'; 'over'. */
  phase: 'towers' | 'play' | 'over';
  /** Seats still to choose a tower room, in order. */
  placing: number[];
  first: number;
  round: number;
  sun: { space: number; set: boolean };
  board: (PlacedTile | null)[];
  /** The tile pile, the top first (hidden). */
  tiles: string[];
  decks: Record<DeckId, Deck>;
  /** Face-down tokens, the top first (hidden). */
  pool: MonsterToken[];
  tokens: BoardToken[];
  marks: number;
  turn: TurnState | null;
  stack: Frame[];
  /** The table's dice (typed or seeded). */
  dice: DiceState;
  /** The shuffles' generator: the order of the decks, the pile and the pool. */
  cards: DiceState;
  result: QuestResult | null;
  /** For the record. */
  setup: QuestSetup;
  options: QuestOptionsRecord;
  actions: QuestAction[];
}

export interface QuestSetup {
  /** In clockwise order: the player to the left of seat i is seat i + 1. */
  players: { name: string; hero: string }[];
  /** Monster token pool as data (default: the 20 tokens of DEFAULT_TOKEN_POOL). */
  tokenPool?: unknown;
  /** The fight's readings (docs/dungeonquest.md). */
  rules?: Partial<QuestRules>;
}

export type QuestAction =
  | { type: 'tower'; tower: number }
  | { type: 'move'; dir: Dir }
  | { type: 'stumble' }
  | { type: 'search' }
  | { type: 'leave' }
  | { type: 'descend'; facing: Dir }
  | { type: 'tunnel'; dir: Dir }
  | { type: 'rune'; card: string }
  | { type: 'wait' }
  | { type: 'choose'; option: number }
  | { type: 'secretDoor'; side: Dir }
  | { type: 'useRune' }
  | { type: 'declineRune' }
  | { type: 'moveToken'; mark: number }
  | { type: 'escape' }
  | { type: 'attack' }
  | { type: 'roll' }
  | { type: 'keep' }
  | { type: 'reroll'; die: number };

export type QuestEvent =
  | { type: 'first-player'; seat: number; rolls: number[][] }
  | { type: 'placed'; seat: number; at: Sq }
  | { type: 'round'; round: number }
  | { type: 'sun'; space: number; roll?: number; needed?: number }
  | { type: 'sunset'; entombed: number[] }
  | { type: 'turn'; seat: number }
  | { type: 'skipped'; seat: number; left: number }
  | { type: 'moved'; seat: number; from: Sq | null; to: Sq }
  | { type: 'tile'; seat: number; at: Sq; tile: string; rot: number }
  | { type: 'pile-empty'; at: Sq }
  | { type: 'rotated'; at: Sq; rot: number; roll: number }
  | { type: 'portcullis'; at: Sq; side: Dir }
  | { type: 'dark'; seat: number; roll: number; dir: Dir }
  | { type: 'blocked'; seat: number; dir: Dir }
  | { type: 'card'; seat: number; deck: DeckId; card: string; name: string }
  | { type: 'deck-empty'; deck: DeckId }
  | { type: 'reshuffled'; deck: DeckId }
  /** `card`: the rune drawn, for its owner only (`questViewEvents` takes it from the others). */
  | { type: 'rune-drawn'; seat: number; card?: string }
  | { type: 'rune-used'; seat: number; card: string; use: RuneUse }
  | { type: 'test'; seat: number; attr: string; target: number; dice: number[]; pass: boolean }
  | { type: 'roll'; seat: number; roll: number }
  | { type: 'wounded'; seat: number; wounds: number; total: number }
  | { type: 'healed'; seat: number; wounds: number; total: number }
  | { type: 'loot'; seat: number; card: LootCard }
  | { type: 'loot-lost'; seat: number; cards: LootCard[] }
  | { type: 'skip-turns'; seat: number; turns: number }
  | { type: 'moved-back'; seat: number; to: Sq }
  | { type: 'turn-ended'; seat: number }
  | { type: 'entrance'; at: Sq }
  | { type: 'secret-door'; at: Sq; side: Dir }
  | { type: 'searched'; seat: number; at: Sq }
  | { type: 'descended'; seat: number; at: Sq; facing: Dir }
  | { type: 'tunnel'; seat: number; at: Sq; facing: Dir }
  | { type: 'climbed-out'; seat: number; at: Sq }
  | { type: 'turned-back'; seat: number; facing: Dir }
  | {
      type: 'monster';
      seat: number;
      monsterSeat: number;
      monster: MonsterType;
      at: Sq;
      from: 'pool' | 'board' | 'moved';
      /** The token's life: for the Monster player only, and everybody in solo play (`questViewEvents`). */
      life?: number;
    }
  | { type: 'fight'; seat: number; event: unknown }
  | { type: 'fight-over'; seat: number; outcome: string; wounds: number }
  | { type: 'monster-gone'; seat: number }
  | { type: 'dragon'; seat: number; rage: boolean }
  | { type: 'died'; seat: number; cause: string }
  | { type: 'left'; seat: number; at: Sq }
  | { type: 'game-over'; result: QuestResult };
