/**
 * Walks without dice asked of the engine: under a ruleset that refuses some steps the bot's own
 * map search does not know of ([000] "Diagonal movement allowed, but not around corners, traps,
 * or obstacles", the ruleset's `diagonalBlocked`), which squares a player reaches this activation
 * with no roll at all comes from the engine's `reachable`, so every step planned is one the
 * engine allows. One rule, in one place: the bot never decides such a step itself.
 */
import { type Game, reachable } from '@dungeonbowl/engine';
import type { Board } from './scripted-board.ts';

/**
 * The squares the player on `start` reaches in at most `budget` squares without any dice (no
 * dodge, rush, pick-up or teleport), never entering `stops` (taken, on a copy of the game, by the
 * mover itself: a square no route enters). Nearest first; their distance and route are left in
 * the board's scratch arrays as `safeSquares` leaves them (`stepsTo`, `routeTo`).
 */
export function engineWalk(b: Board, g: Game, start: number, budget: number, stops: number[]): number[] {
  const mover = g.occ[start];
  const occ = g.occ.slice();
  for (const s of stops) if (s >= 0 && occ[s] < 0) occ[s] = mover;
  // Pits and the like of the map ([002] hazards): a fall every time, never entered by choice.
  for (let s = 0; s < b.n; s++) if (b.hazard[s] === 1 && occ[s] < 0) occ[s] = mover;
  const p = g.players[mover];
  // Squares beyond the budget are rushes to the engine, and dropped with the other dice.
  const moved = Math.max(0, p.ma - budget);
  const routes = reachable({ ...g, occ }, mover, moved).filter(
    (r) => r.rushes === 0 && r.dodges === 0 && !r.pickUp && !r.portal && r.path.length <= budget,
  );
  // Each square's route is the engine's best: with no dice, the first length it reaches it in, so
  // the route's squares but the last are reached (and kept) in one step fewer each.
  routes.sort((x, y) => x.path.length - y.path.length);
  const out = [start];
  b.dist[start] = 0;
  b.parent[start] = -1;
  for (const r of routes) {
    const n = r.path.length;
    b.dist[r.sq] = n;
    b.parent[r.sq] = n > 1 ? r.path[n - 2] : start;
    out.push(r.sq);
  }
  return out;
}
