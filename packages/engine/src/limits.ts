/**
 * The documented limits on what a user may hand the engine (docs/limits.md). Anything beyond them
 * is refused with a clear error before it is parsed further, so no input can exhaust the stack or
 * the memory: the largest built-in dungeon is 69 by 47 squares and a team has at most 16 players,
 * and each limit leaves ample room above what the games need.
 */
export const LIMITS = {
  /** A dungeon map's width and height in squares. */
  mapSide: 200,
  /** A dungeon map's text, in characters (headers, legend and rows). */
  mapChars: 256 * 1024,
  /** Teams in one game: Dungeon Brawl plays 4 to 16. */
  teams: 16,
  /** Players in one team's set-up (a team file holds 11 to 16; scenarios fewer). */
  playersPerTeam: 16,
  /** Characters in a team's, a player's or a dungeon's name. */
  nameChars: 60,
  /** Scripted dice in one game's options. */
  scriptedDice: 1_000_000,
  /** Actions in one game record (bot games stop at 200,000 steps). */
  recordActions: 200_000,
  /** A JSON file (team file, game record) read from disk or the network, in bytes. */
  jsonBytes: 32 * 1024 * 1024,
  /** Skills a player gains beyond its position's (a team file's player). */
  gainedSkills: 16,
  /** Tiles one door may touch (a door winding through a whole map makes validation slow). */
  doorTiles: 8,
  /** Problems listed for one map; the rest are counted in one MORE_ERRORS line. */
  mapErrors: 100,
} as const;

/** The least of a list of numbers, without spreading it into arguments (the stack's limit). */
export function minOf(xs: readonly number[]): number {
  let m = Number.POSITIVE_INFINITY;
  for (const x of xs) if (x < m) m = x;
  return m;
}

/** The greatest of a list of numbers, without spreading it into arguments. */
export function maxOf(xs: readonly number[]): number {
  let m = Number.NEGATIVE_INFINITY;
  for (const x of xs) if (x > m) m = x;
  return m;
}

/** Appends every item of `from` to `to` without spreading it into arguments. */
export function pushAll<T>(to: T[], from: readonly T[]): void {
  for (const x of from) to.push(x);
}
