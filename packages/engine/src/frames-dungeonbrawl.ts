/**
 * The frames of Dungeon Brawl's rules ([000]). Kept apart from frames.ts, which holds the core's.
 */

/**
 * [000] "First, warp any opponent players currently on teleporters" (rulesets/dungeonbrawl-teleport.ts):
 * the players found on a teleporter as the coach's turn starts, lowest teleporter number first,
 * still to warp. A player the warps have already moved (a warp push) is not warped again.
 */
export interface StartWarpsFrame {
  t: 'startWarps';
  players: number[];
}
