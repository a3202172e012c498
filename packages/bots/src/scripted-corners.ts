/**
 * [000] "Diagonal movement allowed, but not around corners, traps, or obstacles": the engine
 * refuses such a step (its `diagonalBlocked` hook), but its `reachable` odds helper does not know
 * the rule yet and offers routes through them. Here such a route is mended: the refused diagonal
 * goes round by the free corner square (one square more, with its dice guessed), and a route
 * that cannot be mended (both corners stop it, the corner is taken, the move too short) is
 * dropped. Our own walks without dice go round them already (scripted-board.ts `corners`).
 */
import type { Game, Player, Reach } from '@dungeonbowl/engine';
import { type Board, roundCorner } from './scripted-board.ts';

/** Rushes a player may make in one activation (two; Sprint's third is not counted). */
const RUSHES = 2;
/** A rough dodge out of a marked square, and a rush. */
const DODGE = 4 / 6;
const RUSH = 5 / 6;

/** The corner squares of a diagonal step: the one in `from`'s row, then the one in `to`'s. */
function cornersOf(b: Board, from: number, to: number): [number, number] {
  const fx = from % b.w;
  const tx = to % b.w;
  return [from - fx + tx, to - tx + fx];
}

/** Is the step from `from` to `to` a diagonal round a wall or a flagged square? */
function refused(b: Board, from: number, to: number): boolean {
  const [c1, c2] = cornersOf(b, from, to);
  if (c1 === to || c1 === from) return false;
  return b.d.wall[c1] || b.d.wall[c2] || roundCorner(b, from, to);
}

/** A square the mover may step into on the way: floor, free, no chest, pad or known trap. */
function freeCorner(b: Board, g: Game, sq: number): boolean {
  return !b.d.wall[sq] && g.occ[sq] < 0 && b.cornerStop[sq] === 0 && !g.portals.some((q) => q.sq === sq);
}

/**
 * The route with each refused diagonal turned into two straight steps, and its chance guessed
 * again (a rush for each square beyond the MA, a dodge out of a marked corner), or null.
 */
function mend(b: Board, g: Game, p: Player, r: Reach, moved: number, tz: Int8Array): Reach | null {
  let from = p.sq;
  let path: number[] | null = null;
  let chance = r.chance;
  for (let i = 0; i < r.path.length; i++) {
    const to = r.path[i];
    if (refused(b, from, to)) {
      path ??= r.path.slice(0, i);
      const free = cornersOf(b, from, to).find((c) => freeCorner(b, g, c));
      if (free === undefined) return null;
      path.push(free);
      if (tz[free] > 0) chance *= DODGE;
    }
    path?.push(to);
    from = to;
  }
  if (!path) return r;
  const extra = path.length - r.path.length;
  const overMa = Math.max(0, moved + path.length - p.ma) - Math.max(0, moved + r.path.length - p.ma);
  if (moved + path.length > p.ma + RUSHES) return null;
  chance *= RUSH ** Math.min(overMa, extra);
  return { ...r, path, chance, rushes: r.rushes + overMa };
}

/**
 * `reachable`'s answers for player `p` with the routes that turn round a corner, a chest or a
 * trap the team knows of mended or dropped; `stops` are the squares that stop a diagonal besides
 * the walls (unopened chests, known traps); `tz` how many opponents mark each square.
 */
export function mendCorners(
  b: Board,
  g: Game,
  p: Player,
  reach: Reach[],
  moved: number,
  stops: number[],
  tz: Int8Array,
): Reach[] {
  for (const s of stops) b.cornerStop[s] = 1;
  const out: Reach[] = [];
  try {
    for (const r of reach) {
      const m = mend(b, g, p, r, moved, tz);
      if (m) out.push(m);
    }
  } finally {
    for (const s of stops) b.cornerStop[s] = 0;
  }
  return out;
}
