/**
 * Rulesets: parameters with defaults, in a registry by id. Core rule code reads these
 * parameters; it never compares ruleset names (a test greps for that). The differences between
 * the seed documents (rules.md section 5) become fields here as the variants arrive.
 */

export interface RulesetOptions {
  /** Chests placed in the pre-game when the map has none fixed. */
  chestCount: number;
  /** Portals placed in the pre-game when the map has none fixed (numbered 1..portalCount). */
  portalCount: number;
  /** Die rolled for a portal's destination. */
  portalDie: number;
  /** Players each team deploys in its end zone. */
  deployCount: number;
  /** Pass bands allowed: Dungeon Bowl 2021 allows quick (Q) and short (S) only. */
  passBands: readonly ('Q' | 'S' | 'L' | 'B')[];
  /** May a pass or a wall throw cross a wall square? [004] is silent; rules.md 5.6 assumes not. */
  passThroughWalls: boolean;
  /**
   * What finding the ball in a chest ends: the opener's activation (rules.md 6.2's reading) or
   * the whole team turn (the summary's literal "turn").
   */
  chestBallEnds: 'activation' | 'teamTurn';
  /** Landing modifiers: 'ffb' = superb 0, inaccurate -1, terrible -2, fumbled -1 (rules.md 6.2 default); 'summary' = [004]'s +1 / -1 / -1. */
  landingModifiers: 'ffb' | 'summary';
  /** Squares a ball moves after a wall ricochet (rules.md 1.5 ASSUMPTION: 1). */
  ricochetDistance: number;
  /** More than one team re-roll in a team turn (BB2020, rules.md 2.1). */
  multipleTeamRerolls: boolean;
  /** Turns each team plays before the game ends by the time-limit rule (null: play to a touchdown). */
  turnLimit: number | null;
  /** The first team may not bring a player in through a portal on its first team turn. */
  noPortalEntryOnFirstTurn: boolean;
  /**
   * When a stunned player rolls over to prone: at the end of any team turn that began with it
   * stunned ([004]'s sentence), or only at the end of its own team's turn that began with it
   * stunned (BB2020 play: it misses exactly one own team turn).
   */
  stunnedRollOver: 'anyTeamTurn' | 'ownTeamTurn';
}

export interface Ruleset {
  id: string;
  name: string;
  description: string;
  defaults: RulesetOptions;
}

export const dungeonbowl2021: Ruleset = {
  id: 'dungeonbowl2021',
  name: 'Dungeon Bowl 2021',
  description: 'Games Workshop Dungeon Bowl (2021) on the Blood Bowl 2020 core rules',
  defaults: {
    chestCount: 6,
    portalCount: 6,
    portalDie: 6,
    deployCount: 6,
    passBands: ['Q', 'S'],
    passThroughWalls: false,
    chestBallEnds: 'activation',
    landingModifiers: 'ffb',
    ricochetDistance: 1,
    multipleTeamRerolls: true,
    turnLimit: null,
    noPortalEntryOnFirstTurn: true,
    stunnedRollOver: 'anyTeamTurn',
  },
};

const REGISTRY = new Map<string, Ruleset>([[dungeonbowl2021.id, dungeonbowl2021]]);

export function getRuleset(id: string): Ruleset | undefined {
  return REGISTRY.get(id);
}

export function rulesetIds(): string[] {
  return [...REGISTRY.keys()];
}
