/**
 * Special squares of the map legend: the hazards and features of the BRAWL 2013 rounds ([002]) and
 * Dungeon Brawl ([000]). The map plays each one as plain floor or, for the drops a player could
 * never come back from (lava and chasm), as wall (`impassable` says which); the BRAWL 2013 module
 * gives them their effects (rulesets/brawl-hazards.ts: a push may still toss a player into lava).
 */

export type Feature =
  | 'pit'
  | 'spikedPit'
  | 'trapdoor'
  | 'lava'
  | 'chasm'
  | 'rotating'
  | 'stoneBall'
  | 'leap'
  | 'entrance'
  | 'roomWall';

export interface FeatureInfo {
  feature: Feature;
  char: string;
  /** Name for legends and messages. */
  name: string;
  /** Played as a wall: nobody stands on it and the ball never rests there (a push may toss a player in). */
  impassable: boolean;
  /** A danger to players (as opposed to a marking of where a rule applies). */
  hazard: boolean;
}

export const FEATURES: readonly FeatureInfo[] = [
  { feature: 'pit', char: 'u', name: 'open pit', impassable: false, hazard: true },
  { feature: 'spikedPit', char: '^', name: 'spiked pit', impassable: false, hazard: true },
  { feature: 'trapdoor', char: 't', name: 'trapdoor', impassable: false, hazard: true },
  { feature: 'lava', char: '~', name: 'lava', impassable: true, hazard: true },
  { feature: 'chasm', char: '_', name: 'chasm', impassable: true, hazard: true },
  { feature: 'rotating', char: 'r', name: 'rotating room', impassable: false, hazard: false },
  { feature: 'stoneBall', char: 's', name: "stone ball's corridor", impassable: false, hazard: true },
  { feature: 'leap', char: '=', name: 'leap line', impassable: false, hazard: false },
  { feature: 'entrance', char: '@', name: 'dungeon entrance', impassable: false, hazard: false },
  // The rotating room's own walls turn with it ([002] Hogwurts): floor to the static map, walls
  // where the room's turn puts them (the ruleset's blocks hook).
  { feature: 'roomWall', char: 'R', name: "rotating room's wall", impassable: false, hazard: false },
];

const BY_CHAR = new Map(FEATURES.map((f) => [f.char, f]));
const BY_NAME = new Map(FEATURES.map((f) => [f.feature, f]));

export function featureOfChar(ch: string): FeatureInfo | undefined {
  return BY_CHAR.get(ch);
}

export function featureInfo(f: Feature): FeatureInfo {
  return BY_NAME.get(f)!;
}

/** What lies under the map's trapdoors: the `trapdoor` header key ([002]: the round says). */
export const TRAPDOOR_HAZARDS = ['pit', 'spiked-pit', 'lava', 'chasm'] as const;
export type TrapdoorHazard = (typeof TRAPDOOR_HAZARDS)[number];

/** The special squares the BRAWL 2013 round maps use ([002] Dungeon layouts). */
export const BRAWL_FEATURES: readonly Feature[] = [
  'pit',
  'spikedPit',
  'trapdoor',
  'lava',
  'chasm',
  'rotating',
  'stoneBall',
  'leap',
  'roomWall',
];
