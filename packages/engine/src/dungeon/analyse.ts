/**
 * Measures of a parsed dungeon shared by the validator and the generator: walking distances,
 * regions reachable on foot, start rooms, and where a problem lies in the file.
 */
import { type Dungeon, END_ZONE_LETTERS, tileThickness } from './map.ts';
import { perDungeon, perDungeonAnd } from './memo.ts';

export interface DungeonProblem {
  code: string;
  message: string;
  line: number;
  column: number;
}

/** A problem at a square, located by its line and column in the file. */
export function problemAt(d: Dungeon, sq: number, code: string, message: string): DungeonProblem {
  return { code, message, line: d.gridLine + Math.floor(sq / d.width), column: (sq % d.width) + 1 };
}

/** A problem with the map as a whole: at its first grid line. */
export function problemOfMap(d: Dungeon, code: string, message: string): DungeonProblem {
  return { code, message, line: d.gridLine, column: 1 };
}

export function zoneSquares(d: Dungeon, letter: string): number[] {
  const idx = END_ZONE_LETTERS.indexOf(letter);
  const out: number[] = [];
  for (let s = 0; s < d.endZone.length; s++) if (d.endZone[s] === idx) out.push(s);
  return out;
}

/**
 * The squares of each end zone (passages included), by index into END_ZONE_LETTERS, in square
 * order: one list per map, for the set-up's every decision.
 */
export const endZoneSquareLists = perDungeon((d: Dungeon): readonly (readonly number[])[] => {
  const lists: number[][] = [];
  for (let s = 0; s < d.endZone.length; s++) {
    const z = d.endZone[s];
    if (z < 0) continue;
    while (lists.length <= z) lists.push([]);
    lists[z].push(s);
  }
  return Object.freeze(lists.map((l) => Object.freeze(l)));
});

/**
 * Walking distance (king moves around walls) from a set of squares to every square, -1 where
 * none leads. The map's edge is wall, so an open square's eight neighbours are all on the map.
 */
export function walk(d: Dungeon, from: number[]): Int32Array {
  const n = d.wall.length;
  const dist = new Int32Array(n).fill(-1);
  const queue = new Int32Array(n);
  let tail = 0;
  for (const s of from) {
    if (dist[s] >= 0) continue;
    dist[s] = 0;
    queue[tail++] = s;
  }
  const w = d.width;
  const steps = [-w - 1, -w, -w + 1, -1, 1, w - 1, w, w + 1];
  for (let head = 0; head < tail; head++) {
    const s = queue[head];
    for (const step of steps) {
      const m = s + step;
      if (dist[m] >= 0 || d.wall[m]) continue;
      dist[m] = dist[s] + 1;
      queue[tail++] = m;
    }
  }
  return dist;
}

/** Walking distance (king moves around walls) between the nearest squares of two sets; -1: none. */
export function walkingDistance(d: Dungeon, from: number[], to: number[]): number {
  if (from.length === 0 || to.length === 0) return -1;
  const dist = walk(d, from);
  let best = -1;
  for (const s of to) if (dist[s] >= 0 && (best < 0 || dist[s] < best)) best = dist[s];
  return best;
}

/**
 * Regions of open squares (floor, doors, end zones) connected by king moves: a region id per
 * square, -1 for walls. One breadth-first pass over the map, however many regions it has.
 */
export function regions(d: Dungeon): { of: number[]; count: number } {
  const n = d.width * d.height;
  const of: number[] = new Array(n).fill(-1);
  const queue = new Int32Array(n);
  const w = d.width;
  const steps = [-w - 1, -w, -w + 1, -1, 1, w - 1, w, w + 1];
  let count = 0;
  for (let sq = 0; sq < n; sq++) {
    if (d.wall[sq] || of[sq] >= 0) continue;
    of[sq] = count;
    let tail = 0;
    queue[tail++] = sq;
    for (let head = 0; head < tail; head++) {
      const s = queue[head];
      for (const step of steps) {
        const m = s + step;
        if (of[m] >= 0 || d.wall[m] !== false) continue;
        of[m] = count;
        queue[tail++] = m;
      }
    }
    count++;
  }
  return { of, count };
}

/**
 * Tiles big enough to be a start room: a solid side x side block of floor, no end zone in them.
 * Asked at every pre-game decision of [000]: kept per map and side (frozen, as it is shared).
 */
export const startRoomTiles: (d: Dungeon, side: number) => readonly number[] = perDungeonAnd((d, side) =>
  Object.freeze(
    d.tiles.filter((t) => t.endZones.length === 0 && tileThickness(t, d.width) >= side).map((t) => t.id),
  ),
);

/**
 * Sets the bits `mark` on `sq` and on the squares within `range` of it (squaresApart `range` or
 * less) in `marks`, one entry per square: many squares are then tested against many players or
 * items in one pass.
 */
export function markWithin(d: Dungeon, marks: Uint8Array, sq: number, range: number, mark: number): void {
  const x = sq % d.width;
  const y = (sq - x) / d.width;
  const x1 = Math.min(d.width - 1, x + range);
  const y1 = Math.min(d.height - 1, y + range);
  for (let ny = Math.max(0, y - range); ny <= y1; ny++) {
    for (let nx = Math.max(0, x - range); nx <= x1; nx++) marks[ny * d.width + nx] |= mark;
  }
}

/** Chebyshev distance: squares counted as a range is counted, walls ignored ([004] "within 2 squares"). */
export function squaresApart(d: Dungeon, a: number, b: number): number {
  return Math.max(
    Math.abs((a % d.width) - (b % d.width)),
    Math.abs(Math.floor(a / d.width) - Math.floor(b / d.width)),
  );
}
