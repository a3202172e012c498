/**
 * The frames of Dungeon Brawl's traps ([000], rulesets/dungeonbrawl-traps.ts and
 * dungeonbrawl-pits.ts). Kept apart from frames.ts, which holds the core's.
 */
import type { Entry } from './rulesets/types.ts';

/** A player entering a square with a trap marker on it, face down or a revealed pit. */
export interface MarkerFrame {
  t: 'marker';
  player: number;
  sq: number;
  /** How the player came in: a step or a jump goes on to a pick-up after a blank. */
  how: Entry;
}

/**
 * A player in a pit acting on its way out ('escape': the Agility test) or on the ball beneath it
 * ('pickUp'); the test's result arrives in `res`.
 */
export interface PitFrame {
  t: 'pit';
  player: number;
  what: 'escape' | 'pickUp';
  res?: { ok: boolean; roll: number; total: number };
}
