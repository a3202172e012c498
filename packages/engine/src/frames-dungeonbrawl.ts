/**
 * The frames of Dungeon Brawl's rules ([000]). Kept apart from frames.ts, which holds the core's.
 */
import type { Entry } from './rulesets/types.ts';

/**
 * [000] "First, warp any opponent players currently on teleporters" (rulesets/dungeonbrawl-teleport.ts):
 * the players found on a teleporter as the coach's turn starts, lowest teleporter number first,
 * still to warp. A player the warps have already moved (a warp push) is not warped again.
 */
export interface StartWarpsFrame {
  t: 'startWarps';
  players: number[];
}

/**
 * [000] Assisting from third-party players (rulesets/dungeonbrawl-assists.ts): before a block's
 * strengths are counted, the coach of each eligible player of a team neither blocking nor blocked
 * chooses whom it assists, one player at a time, in turn order from the active team.
 */
export interface ThirdPartyAssistFrame {
  t: 'thirdPartyAssist';
  attacker: number;
  defender: number;
  /** The players whose coaches have answered. */
  asked: number[];
  /** The players assisting the attacker, and those assisting the defender. */
  forAttacker: number[];
  forDefender: number[];
}

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
