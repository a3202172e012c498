/**
 * How each ruleset says a dungeon is built, as data: the validator and the generator read these
 * parameters and never compare ruleset ids. Sources: [004] Setup, [003] Dungeon set-up and
 * Treasure chests, [002] The pitch and the round maps, [000] Setup (rules.md 5.1, 5.3, 5.4, 5.5).
 */
import { BRAWL_FEATURES, type Feature } from '../../dungeon/features.ts';
import type { TileKind } from '../../dungeon/map.ts';
import { getRuleset, rulesetIds } from '../../rulesets/index.ts';

export interface ConstructionRules {
  id: string;
  name: string;
  /** The seed document the rules come from. */
  source: string;
  /** Least tiles of each kind, end-zone tiles not counted ([004]: 4 corridors, 3 small rooms, 1 large room). */
  minTiles: Record<TileKind, number>;
  /** Narrowest door, in squares. */
  minDoorWidth: number;
  /** Each door sits in the middle of the join between its two tiles ([004]: "placed centrally"). */
  doorsCentred: boolean;
  /** Tiles that meet across a wall must be joined by a door there ([004]: "wherever 2 tiles are placed next to each other"). */
  doorWhereTilesMeet: boolean;
  /** End zone letters the map needs, and at most (null: no limit). */
  endZones: { min: number; max: number | null };
  /** Scoring passages (2x1 lower-case letters) each end zone's side needs; null: the ruleset has none. */
  passagesPerSide: number | null;
  /** Where a chest may not be: in an end-zone tile ('tile'), or also a tile joined to one ('joined'). */
  chestsOutOf: 'tile' | 'joined' | null;
  /** The same for portals. */
  portalsOutOf: 'tile' | 'joined' | null;
  /** At most this many chests (portals) on one tile; null: no limit. */
  chestsPerTile: number | null;
  portalsPerTile: number | null;
  /** A portal is never within this many squares of a chest (0: no rule). */
  portalChestGap: number;
  /** Chests are at least this many squares apart, and from any end zone (0: no rule; [003]: 4 and 8). */
  chestGap: number;
  chestEndZoneGap: number;
  /** Fixed chests the map must carry (null: chests are placed in the pre-game, or may be fixed). */
  fixedChests: { min: number; max: number } | null;
  /** Fixed portals the map must carry, numbered first..last (null: placed in the pre-game, or fixed). */
  fixedPortals: { first: number; last: number } | null;
  /** Portal numbers a map may use (the destination die's faces). */
  portalNumbers: { first: number; last: number };
  /** Chests lie nearer the start rooms than the portals, on average ([000]). */
  chestsNearerCentre: boolean;
  /** Tiles where chests may go, when the pre-game places them (the engine's check: one per chest). */
  chestTilesNeeded: number;
  /** A region reached only through a portal is part of the dungeon ([002] Wormholes). */
  reachByPortal: boolean;
  /** Special squares a map for this ruleset may carry. */
  features: readonly Feature[];
  /**
   * Start rooms in the middle ([000]): side x side floor at least; a second room from `secondFrom`
   * teams; with `squaresPerTeam`, free floor (no chest, portal or special square) for each team.
   */
  startRooms: { side: number; secondFrom: number; squaresPerTeam?: number } | null;
  /** A dungeon entrance (`@`) off the start rooms ([000]). */
  entrance: boolean;
  /** How the generator lays the dungeon out: end zones far apart, or start rooms in the middle. */
  layout: 'two-ends' | 'central';
  /** Teams when the caller names none. */
  defaultTeams: number;
  /**
   * Every end zone is every team's ([000] "any declared end zone"): the map needs no end zone
   * letter per team. Absent or true: a letter per team, as the teams choose or are given one.
   */
  endZonePerTeam?: boolean;
  /** Teams a map is for (absent: 2 up to the most end zones, one letter each). */
  teams?: { min: number; max: number };
}

export const NO_TILES: Record<TileKind, number> = { corridor: 0, 'small-room': 0, 'large-room': 0 };

/**
 * The construction rules of practice maps, which follow no ruleset. A ruleset module carries its
 * own (`construction`); the list below joins them.
 */
const OTHER_CONSTRUCTION: ConstructionRules[] = [
  {
    id: 'practice',
    name: 'Practice map',
    source: 'none: a closed, reachable map with end zones, for tests and quick games',
    minTiles: NO_TILES,
    minDoorWidth: 1,
    doorsCentred: false,
    doorWhereTilesMeet: false,
    endZones: { min: 2, max: null },
    passagesPerSide: 0,
    chestsOutOf: null,
    portalsOutOf: null,
    chestsPerTile: null,
    portalsPerTile: null,
    portalChestGap: 0,
    chestGap: 0,
    chestEndZoneGap: 0,
    fixedChests: null,
    fixedPortals: null,
    portalNumbers: { first: 0, last: 9 },
    chestsNearerCentre: false,
    chestTilesNeeded: 0,
    reachByPortal: true,
    features: [...BRAWL_FEATURES, 'entrance'],
    startRooms: null,
    entrance: false,
    layout: 'two-ends',
    defaultTeams: 2,
  },
];

/** Every ruleset's construction rules: the registered modules' first, then the others. */
export const CONSTRUCTION_RULES: readonly ConstructionRules[] = Object.freeze([
  ...rulesetIds().map((id) => getRuleset(id)!.construction),
  ...OTHER_CONSTRUCTION,
]);

/** The ruleset a map is checked against when none is named. */
export const DEFAULT_CONSTRUCTION = CONSTRUCTION_RULES[0].id;

export function getConstructionRules(id: string): ConstructionRules | undefined {
  return CONSTRUCTION_RULES.find((r) => r.id === id);
}
