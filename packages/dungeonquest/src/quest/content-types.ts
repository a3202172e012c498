/**
 * The contract between DungeonQuest's whole game (the engine in this folder) and its content (the
 * tiles and the decks, data a group may edit: content/*.json). The seed gives the game's rules;
 * the content is this project's own, following the structure and counts of the base game
 * (shared/dungeonquest.md section 3): kinds of chamber, the roles of the decks, no card texts.
 *
 * A chamber or a card does what its `effect` says, a list of steps in a small language
 * (`Effect`), resolved in order by the engine; a step that asks something of a player (a choice,
 * a test's dice in table-top play, a fight) waits for that player's action.
 */
import type { Attribute } from '../heroes.ts';
import type { MonsterType } from '../monsters.ts';

/** A side of a space: north is the row above (y - 1). */
export type Dir = 'N' | 'E' | 'S' | 'W';

/** The decks, by their role in the game. */
export type DeckId =
  | 'dungeon'
  | 'search'
  | 'trap'
  | 'door'
  | 'corpse'
  | 'crypt'
  | 'catacomb'
  | 'dragon'
  | 'treasure'
  | 'rune';

/**
 * One step of what a chamber or a card does to the hero who meets it. Numbers of wounds may be a
 * fixed number or dice (`{ dice: 1 }`: a D6; `{ dice: 2 }`: 2D6).
 */
export type Amount = number | { dice: number; plus?: number };

export type Effect =
  /** Nothing happens (an empty room, a card of flavour only). */
  | { do: 'nothing' }
  /** The hero takes wounds (dies when they reach its life). */
  | { do: 'wound'; amount: Amount }
  /** The hero heals wounds (never below 0). */
  | { do: 'heal'; amount: Amount }
  /**
   * An attribute test: 2D6 at or under the attribute (plus `modifier`, which may be negative)
   * passes. `pass` and `fail` are resolved after it.
   */
  | { do: 'test'; attr: Attribute; modifier?: number; pass?: Effect[]; fail?: Effect[] }
  /** A D6 rolled: the row whose range holds it is resolved (rows cover 1..6 with no gap). */
  | { do: 'roll'; rows: { min: number; max: number; effect: Effect[] }[] }
  /** A card of another deck is drawn and resolved now (a trap, a corpse, a crypt...). */
  | { do: 'draw'; deck: DeckId }
  /** A monster: of this type, or (none named) a token drawn at random from the whole pool. */
  | { do: 'monster'; type?: MonsterType; noEscape?: boolean }
  /** Loot: a card with a gold value, kept by the hero (scored if it leaves the dungeon). */
  | { do: 'loot'; name: string; gold: number }
  /** The hero draws `count` cards of the treasure deck as loot. */
  | { do: 'treasure'; count: number }
  /** The hero loses all its loot, or the most valuable card (`which`). */
  | { do: 'loseLoot'; which: 'all' | 'best' }
  /** The hero misses its next `turns` turns (trapped, asleep, tangled...). */
  | { do: 'skipTurns'; turns: number }
  /** The hero goes back to the space it came from (no encounter there). */
  | { do: 'moveBack' }
  /** The hero's turn ends now (nothing after it in this list or in the turn is resolved). */
  | { do: 'endTurn' }
  /** A catacomb entrance is marked in this chamber: the hero may go down from here. */
  | { do: 'catacombEntrance' }
  /** A secret door: the hero opens a new exit in a wall of this chamber (its choice) and may go on. */
  | { do: 'secretDoor' }
  /** The hero draws a rune card (one-use, kept face down). */
  | { do: 'rune' }
  /** The sun moves on `spaces` (at once; an end roll is made for each numbered space reached). */
  | { do: 'sun'; spaces: number }
  /** The hero chooses one option. */
  | { do: 'choose'; options: { label: string; effect: Effect[] }[] }
  /** In the catacombs: the hero climbs out here (a catacomb exit). */
  | { do: 'leaveCatacombs' }
  /** In the catacombs: the way ahead is blocked, the hero turns back (its travel marker turns round). */
  | { do: 'turnBack' };

/**
 * What a kind of chamber does beyond its effect, as the engine plays it (docs/dungeonquest-game.md
 * gives each one's rules in full):
 * - `portcullis`: once passed, closes: nobody leaves through the side the hero came in by;
 * - `bridge`: crossing (entering and leaving by opposite sides) needs an Agility test, a failure is
 *   a fall (the `effect` of the tile, e.g. wounds) and the hero stays on its side;
 * - `pit`: a bottomless pit across the chamber: crossing it needs an Agility test, a failure kills;
 * - `rotating`: the chamber turns a quarter (a D6: 1-3 clockwise, 4-6 counter-clockwise) when a
 *   hero enters it, before it may leave;
 * - `chasm`: split in two halves (the `exits` in two groups, `halves`); a hero keeps to the half it
 *   entered by;
 * - `darkness`: the hero leaves by a side drawn at random (a D6 among the open ones);
 * - `web`: the hero must pass a Strength test to leave (one try a turn);
 * - `rubble`: the hero must pass an Agility test to leave (one try a turn);
 * - `catacomb`: a catacomb entrance is here from the start.
 */
export type TileSpecial =
  | 'portcullis'
  | 'bridge'
  | 'pit'
  | 'rotating'
  | 'chasm'
  | 'darkness'
  | 'web'
  | 'rubble'
  | 'catacomb';

/** The kinds of chamber the base game has (shared/dungeonquest.md section 3). */
export type TileKind =
  | 'room'
  | 'corridor'
  | 'door'
  | 'portcullis'
  | 'bridge'
  | 'pit'
  | 'rotating'
  | 'chasm'
  | 'trap'
  | 'darkness'
  | 'web'
  | 'rubble'
  | 'catacomb';

export interface TileDef {
  /** Unique, lower-case letters, digits and '-'. */
  id: string;
  kind: TileKind;
  name: string;
  /** A line of flavour, shown with the tile (this project's own words). */
  text: string;
  /** How many of this tile are in the pile. */
  count: number;
  /**
   * Its open sides as drawn: a tile is placed turned so that one of its open sides faces the space
   * the hero came from (the engine picks the turn; `exits` always includes 'S' so it can).
   */
  exits: Dir[];
  /** Sides that are doors: crossing one draws a door card first (`door` deck). */
  doors?: Dir[];
  /** For `chasm`: the two halves, each a list of open sides. */
  halves?: [Dir[], Dir[]];
  /** Whether the hero may search it (rooms yes, corridors no); searched at most twice. */
  searchable: boolean;
  special?: TileSpecial;
  /** What the chamber does to a hero who enters it (e.g. `[{ do: 'draw', deck: 'dungeon' }]`). */
  effect: Effect[];
}

/** When a rune card may be used (one use, then discarded). */
export type RuneUse =
  /** Instead of the hero's action, at the start of its turn. */
  | 'turn'
  /** After failing an attribute test: the test is passed instead. */
  | 'test'
  /** When a trap card is drawn: it is discarded and does nothing. */
  | 'trap'
  /** When a monster is met, before escape or attack: the monster is gone. */
  | 'monster';

export interface CardDef {
  /** Unique within the deck. */
  id: string;
  name: string;
  /** What the card says, in this project's words (shown when it is drawn). */
  text: string;
  count: number;
  effect: Effect[];
  /** A treasure card's gold value (loot when drawn from the treasure deck). */
  gold?: number;
  /** Dragon deck: the dragon wakes (the hero in the treasure chamber suffers the card's effect). */
  rage?: boolean;
  /** Rune deck: when it may be used. */
  use?: RuneUse;
}

/** The sun track: `plain` spaces, then `numbered` spaces 1..numbered (an end roll on each). */
export interface SunTrack {
  plain: number;
  numbered: number;
}

export interface Content {
  /** A name for this set of content (shown in the game set-up, kept in records). */
  name: string;
  tiles: TileDef[];
  decks: Record<DeckId, CardDef[]>;
  sun: SunTrack;
}
