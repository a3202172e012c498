/**
 * Which positions and rosters can be chosen now. A position is choosable when the engine
 * implements all its skills and it is not an unverified later addition (unless those are
 * allowed). A roster is choosable when its choosable positions make a legal team: enough players
 * within the limits and the budget.
 */
import type { PositionData, RosterData } from '../data/rosters.ts';
import { skillInfo } from '../skills.ts';

export const MIN_PLAYERS = 11;
export const MAX_PLAYERS = 16;
export const DEFAULT_BUDGET = 1_000_000;

export interface TeamRuleOptions {
  /** Team budget in gp (default 1,000,000). */
  budget?: number;
  /** Allow the positions marked unverified (rules.md 3.1). Default false. */
  allowUnverified?: boolean;
  /**
   * How many players a team file may hold (default MIN_PLAYERS to MAX_PLAYERS): a ruleset of
   * smaller teams ([000] Dungeon Brawl's squads of four) lets a file hold just its squad. The
   * caller reads it from the ruleset; the ruleset's own checks of a squad come after.
   */
  players?: { min: number; max: number };
}

/** The position's skills the engine does not implement yet (unknown ids count too). */
export function missingSkills(position: PositionData): string[] {
  return position.skills.filter((s) => !skillInfo(s)?.implemented);
}

export function positionChoosable(position: PositionData, opts: TeamRuleOptions = {}): boolean {
  return (!position.unverified || !!opts.allowUnverified) && missingSkills(position).length === 0;
}

/** How many more of this position fit, given the counts per position and per pool so far. */
export function roomFor(
  roster: RosterData,
  position: PositionData,
  byPosition: Map<string, number>,
  byPool: Map<string, number>,
): number {
  let room = position.max - (byPosition.get(position.id) ?? 0);
  for (const pool of position.pools) room = Math.min(room, roster.pools[pool] - (byPool.get(pool) ?? 0));
  return Math.max(0, room);
}

/**
 * The least it costs to add `n` more players from `positions` (the cheapest first, within the
 * limits), or Infinity when they cannot be found. Greedy: exact for every roster here, where no
 * cheaper position is starved by a dearer one sharing its pool.
 */
export function cheapestFill(
  roster: RosterData,
  positions: PositionData[],
  byPosition: Map<string, number>,
  byPool: Map<string, number>,
  n: number,
): number {
  const pos = new Map(byPosition);
  const pools = new Map(byPool);
  let cost = 0;
  for (const p of [...positions].sort((a, b) => a.cost - b.cost)) {
    if (n <= 0) break;
    const take = Math.min(n, roomFor(roster, p, pos, pools));
    if (take === 0) continue;
    cost += take * p.cost;
    n -= take;
    pos.set(p.id, (pos.get(p.id) ?? 0) + take);
    for (const pool of p.pools) pools.set(pool, (pools.get(pool) ?? 0) + take);
  }
  return n > 0 ? Number.POSITIVE_INFINITY : cost;
}

export interface BlockedPosition {
  id: string;
  name: string;
  /** Skills it has that the engine does not implement yet. */
  skills: string[];
  unverified: boolean;
}

export interface RosterStatus {
  id: string;
  name: string;
  kind: RosterData['kind'];
  /** A legal team can be built from the choosable positions. */
  choosable: boolean;
  choosablePositions: string[];
  blockedPositions: BlockedPosition[];
  /** Unimplemented skills of the blocked positions, the most blocking first. */
  blockingSkills: string[];
  /** The cheapest legal team of the choosable positions (no re-rolls), Infinity when none. */
  cheapestTeam: number;
}

export function rosterStatus(roster: RosterData, opts: TeamRuleOptions = {}): RosterStatus {
  const budget = opts.budget ?? DEFAULT_BUDGET;
  const ok = roster.positions.filter((p) => positionChoosable(p, opts));
  const blocked = roster.positions
    .filter((p) => !positionChoosable(p, opts))
    .map((p) => ({
      id: p.id,
      name: p.name,
      skills: missingSkills(p),
      unverified: !!p.unverified && !opts.allowUnverified,
    }));
  const tally = new Map<string, number>();
  for (const b of blocked) for (const s of b.skills) tally.set(s, (tally.get(s) ?? 0) + 1);
  const cheapest = cheapestFill(roster, ok, new Map(), new Map(), MIN_PLAYERS);
  return {
    id: roster.id,
    name: roster.name,
    kind: roster.kind,
    choosable: cheapest <= budget,
    choosablePositions: ok.map((p) => p.id),
    blockedPositions: blocked,
    blockingSkills: [...tally.entries()]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .map(([s]) => s),
    cheapestTeam: cheapest,
  };
}
