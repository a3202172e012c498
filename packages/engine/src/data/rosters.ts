/**
 * Roster data: the eight College rosters of Dungeon Bowl 2021 (rules.md 3.2, in
 * rosters-college.ts) and the eleven standard BB2020 rosters (rules.md 3.3, in
 * rosters-standard.ts). Data, not code: a position is a profile, a cost, its skills (ids of
 * skills.ts, parameterised as 'loner:4'), its skill access and its limits.
 */
import { COLLEGE_OF_FIRE, COLLEGE_OF_SHADOW, COLLEGE_ROSTERS } from './rosters-college.ts';
import { STANDARD_ROSTERS } from './rosters-standard.ts';
import type { AccessCategory } from './skill-categories.ts';
import type { SpellId } from './spells.ts';

export interface PositionData {
  id: string;
  name: string;
  cost: number;
  ma: number;
  st: number;
  ag: number;
  /** null for PA '-'. */
  pa: number | null;
  av: number;
  skills: string[];
  /** Categories this position gains skills from as primary and as secondary picks. */
  primary: AccessCategory[];
  secondary: AccessCategory[];
  /** How many a team may have of this position (16 when only its pools limit it). */
  max: number;
  /** Pools this position counts against; a position in two pools counts against both. */
  pools: string[];
  /**
   * A later addition found only in BSData, not in the published 2021 college lists (rules.md 3.1):
   * not choosable unless team building is asked to allow unverified positions.
   */
  unverified?: boolean;
}

export interface RosterData {
  id: string;
  name: string;
  /** 'college': a Dungeon Bowl College of Magic team; 'standard': a BB2020 team. */
  kind: 'college' | 'standard';
  rerollCost: number;
  maxRerolls: number;
  /** The College Wizard's cost, or null when the roster has no wizard. */
  wizardCost: number | null;
  /** The College Wizard's spell (data/spells.ts); absent when the roster has no wizard. */
  spell?: SpellId;
  /** Whether the team may hire an apothecary (Dungeon Bowl has no use for one yet). */
  apothecary: boolean;
  /** Shared category limits: each pool's name and the most players it may hold. */
  pools: Record<string, number>;
  positions: PositionData[];
}

export { COLLEGE_OF_FIRE, COLLEGE_OF_SHADOW };

export const ROSTERS: RosterData[] = [...COLLEGE_ROSTERS, ...STANDARD_ROSTERS];

export function getRoster(id: string): RosterData | undefined {
  return ROSTERS.find((r) => r.id === id);
}

/** Display names of the pools, for messages. */
export const POOL_NAMES: Record<string, string> = {
  linemen: 'Linemen',
  blitzers: 'Blitzers',
  runners: 'Runners',
  throwers: 'Throwers',
  blockers: 'Blockers',
  bigGuys: 'Big Guys',
  special: 'Special',
};
