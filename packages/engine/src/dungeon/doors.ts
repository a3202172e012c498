/**
 * Where two tiles meet. [004]: "wherever 2 tiles are placed next to each other, there must be at
 * least 2 squares connecting them, with a 2 square wide door placed centrally on where they
 * connect." On a text map two tiles are next to each other where a wall (or door) line one square
 * thick has one tile on each side; the run of such squares around a door is the door's join.
 */
import { maxOf, minOf } from '../limits.ts';
import type { Door, Dungeon } from './map.ts';

export interface DoorJoin {
  /** 'row': the door lies along a row, its tiles above and below; 'column': left and right. */
  axis: 'row' | 'column';
  /** The join along the axis (x for a row, y for a column), ends included. */
  joinFrom: number;
  joinTo: number;
  /** The door's own extent along the axis. */
  doorFrom: number;
  doorTo: number;
}

/** Squares of the join line: walls and doors, with tile a on one side and tile b on the other. */
function meets(d: Dungeon, axis: 'row' | 'column', line: number, at: number, a: number, b: number): boolean {
  const [x, y] = axis === 'row' ? [at, line] : [line, at];
  if (x <= 0 || y <= 0 || x >= d.width - 1 || y >= d.height - 1) return false;
  const sq = y * d.width + x;
  if (!(d.wall[sq] || d.door[sq])) return false;
  const [s1, s2] = axis === 'row' ? [sq - d.width, sq + d.width] : [sq - 1, sq + 1];
  const t1 = d.tileOf[s1];
  const t2 = d.tileOf[s2];
  return (t1 === a && t2 === b) || (t1 === b && t2 === a);
}

/**
 * The join a door sits on, or null when the door is not one square thick in a straight line
 * between exactly two tiles (a shape the centring rule cannot judge).
 */
export function doorJoin(d: Dungeon, door: Door): DoorJoin | null {
  if (door.tiles.length !== 2) return null;
  const [a, b] = door.tiles;
  const xs = door.squares.map((s) => s % d.width);
  const ys = door.squares.map((s) => Math.floor(s / d.width));
  const sameRow = ys.every((y) => y === ys[0]);
  const sameCol = xs.every((x) => x === xs[0]);
  for (const axis of ['row', 'column'] as const) {
    if ((axis === 'row' && !sameRow) || (axis === 'column' && !sameCol)) continue;
    const line = axis === 'row' ? ys[0] : xs[0];
    const along = axis === 'row' ? xs : ys;
    const doorFrom = minOf(along);
    const doorTo = maxOf(along);
    let ok = true;
    for (let p = doorFrom; p <= doorTo && ok; p++) ok = meets(d, axis, line, p, a, b);
    if (!ok) continue;
    let joinFrom = doorFrom;
    let joinTo = doorTo;
    while (meets(d, axis, line, joinFrom - 1, a, b)) joinFrom--;
    while (meets(d, axis, line, joinTo + 1, a, b)) joinTo++;
    return { axis, joinFrom, joinTo, doorFrom, doorTo };
  }
  return null;
}

/** Centred: the join squares left of the door and right of it differ by at most one. */
export function isCentred(j: DoorJoin): boolean {
  return Math.abs(j.doorFrom - j.joinFrom - (j.joinTo - j.doorTo)) <= 1;
}

/** The door's width: its extent along its join, or its square count when it has no clean join. */
export function doorWidth(d: Dungeon, door: Door): number {
  const j = doorJoin(d, door);
  return j ? j.doorTo - j.doorFrom + 1 : door.squares.length;
}

/**
 * Pairs of different tiles that face each other across a single wall square, with the wall
 * square between them: where [004] wants a door.
 */
export function tileMeetings(d: Dungeon): { a: number; b: number; sq: number }[] {
  const out: { a: number; b: number; sq: number }[] = [];
  const seen = new Set<string>();
  for (let sq = 0; sq < d.width * d.height; sq++) {
    if (!d.wall[sq] || d.feature[sq] !== null) continue;
    const x = sq % d.width;
    const y = Math.floor(sq / d.width);
    if (x === 0 || y === 0 || x === d.width - 1 || y === d.height - 1) continue;
    for (const [s1, s2] of [
      [sq - 1, sq + 1],
      [sq - d.width, sq + d.width],
    ]) {
      const t1 = d.tileOf[s1];
      const t2 = d.tileOf[s2];
      if (t1 < 0 || t2 < 0 || t1 === t2) continue;
      const key = `${Math.min(t1, t2)},${Math.max(t1, t2)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ a: Math.min(t1, t2), b: Math.max(t1, t2), sq });
    }
  }
  return out;
}
