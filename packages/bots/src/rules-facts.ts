/**
 * What the bots need to know of the ruleset a game is played under, read from the ruleset module
 * the engine registers (never by comparing ruleset ids), so a ruleset added later needs no change
 * here.
 */
import { type Game, getRuleset } from '@dungeonbowl/engine';

/**
 * Does opening a chest take a square of movement (Classic: "at the cost of one square of
 * movement"), so that an opener must reach the chest with one left? Dungeon Bowl 2021 opens at
 * the end of a Move, whatever is left.
 */
export function openingCostsSquare(g: Game): boolean {
  return (getRuleset(g.rulesetId)?.chestOpeningCost ?? 0) > 0;
}

/**
 * Is a chest opened by stepping onto its square ([002] "when a player enters a square that
 * contains a chest it will magically open")? The ruleset lists a square feature for chests then,
 * and offers no action to open one.
 */
export function chestsOpenOnEntry(g: Game): boolean {
  return getRuleset(g.rulesetId)?.features.some((f) => f.id === 'chest') ?? false;
}

/**
 * Does only the 2x1 passage score ([002]), the rest of the end zone being where a team sets up?
 * Passages are then walls to everyone but the ball carrier.
 */
export function scoresInPassages(g: Game): boolean {
  return getRuleset(g.rulesetId)?.scoresInPassages ?? false;
}

/**
 * Does time running out end the game on the score ([002]: a timed match of several touchdowns),
 * rather than on where the ball lies (Dungeon Bowl 2021, Classic)? Such a ruleset keeps a match
 * clock by default; the game's own options do not say (clocks may be off, or 2021's optional time
 * limit may use a clock).
 */
export function timeUpOnScore(g: Game): boolean {
  return (getRuleset(g.rulesetId)?.defaults.matchMinutes ?? null) !== null;
}

/**
 * Does every end zone score for every team ([000] Dungeon Brawl: "the first team to carry the ball
 * into any declared end zone")? Nobody then chooses an end zone (every team's `endZone` is null),
 * every end zone is a target for everyone, and there is no end zone of our own to defend.
 */
export function sharedEndZones(g: Game): boolean {
  return getRuleset(g.rulesetId)?.sharedEndZones ?? false;
}

/**
 * The end zone letters team `team` scores in: every other team's, or, where end zones are
 * shared, every end zone of the map; and the letters its opponents score in (its own: none
 * where shared, since the targets are the same for all and nobody's to defend).
 */
export function scoringLetters(
  g: Game,
  team: number,
  mapZones: string[],
): { theirs: string[]; mine: string } {
  if (sharedEndZones(g)) return { theirs: [...mapZones], mine: '' };
  const theirs = g.teams.flatMap((t, i) => (i !== team && t.endZone ? [t.endZone] : []));
  return { theirs, mine: g.teams[team].endZone ?? '' };
}

/**
 * Does a turnover end only the player's action, not the team turn ([000]: "Turnover events end
 * only that player's action")? Then a risky act (a chest opened, a block, a dodge) need not wait
 * for the end of the turn: the team plays on after it.
 */
export function turnoverEndsActivation(g: Game): boolean {
  return getRuleset(g.rulesetId)?.turnoverEndsActivation ?? false;
}

/**
 * Is a diagonal step refused round a corner ([000]: "Diagonal movement allowed, but not around
 * corners, traps, or obstacles")? The ruleset then has the `diagonalBlocked` hook.
 */
export function diagonalsRefusedRoundCorners(g: Game): boolean {
  return getRuleset(g.rulesetId)?.diagonalBlocked !== undefined;
}

/**
 * Are face-down trap counters in everyone's sight, only their kinds secret ([000]'s markers)?
 * Then a player may step round another coach's marker; elsewhere ([003]) their squares are
 * secret too, and a bot handed the whole game must not look at them.
 */
export function markersInSight(g: Game): boolean {
  return getRuleset(g.rulesetId)?.trapsInSight === true;
}
