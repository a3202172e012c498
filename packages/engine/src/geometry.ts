/**
 * Board geometry: directions, the BB2020 range ruler, the ruler-overlap test for interference,
 * line of sight past walls, and the throw-in arcs used for wall ricochets. Squares are numbers
 * (y * width + x) with y growing downwards.
 */

/** D8 random direction template, tabletop numbering (rules.md 1.4): index = roll - 1. */
export const D8_DIRECTIONS: readonly [number, number][] = [
  [-1, -1],
  [0, -1],
  [1, -1],
  [-1, 0],
  [1, 0],
  [-1, 1],
  [0, 1],
  [1, 1],
];

/** The eight directions clockwise from North, for turning left or right by 45 degrees. */
export const CLOCKWISE: readonly [number, number][] = [
  [0, -1],
  [1, -1],
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
];

export function clockwiseIndex(dx: number, dy: number): number {
  return CLOCKWISE.findIndex(([x, y]) => x === Math.sign(dx) && y === Math.sign(dy));
}

export type Band = 'T' | 'Q' | 'S' | 'L' | 'B' | null;

const R = (s: string): Band[] => [...s].map((c) => (c === '.' ? null : (c as Band)));
/** RANGE[dy][dx] (rules.md 1.1, BB2020): the band of a square from the thrower. */
export const RANGE: readonly Band[][] = [
  R('TQQQSSSLLLLBBB'),
  R('QQQQSSSLLLLBBB'),
  R('QQQSSSSLLLLBBB'),
  R('QQSSSSSLLLBBB.'),
  R('SSSSSSLLLLBBB.'),
  R('SSSSSLLLLBBB..'),
  R('SSSSLLLLLBBB..'),
  R('LLLLLLLLBBB...'),
  R('LLLLLLLBBBB...'),
  R('LLLLLBBBBB....'),
  R('LLLBBBBBB.....'),
  R('BBBBBBB.......'),
  R('BBBBB.........'),
  R('BBB...........'),
];

export function band(dx: number, dy: number): Band {
  const ax = Math.abs(dx);
  const ay = Math.abs(dy);
  if (ax > 13 || ay > 13) return null;
  return RANGE[ay][ax];
}

/** The ruler is about 1.74 squares wide (rules.md 1.3). */
const RULER_WIDTH = 1.74;

/**
 * Is square (sx, sy) at least partly under the range ruler laid from the passer (px, py) to the
 * landing square (tx, ty), strictly between the two? (rules.md 1.3, the FFB geometry.)
 */
export function underRuler(px: number, py: number, tx: number, ty: number, sx: number, sy: number): boolean {
  const rx = tx - px;
  const ry = ty - py;
  const qx = sx - px;
  const qy = sy - py;
  const c = rx * rx + ry * ry;
  const a = (rx - qx) ** 2 + (ry - qy) ** 2;
  const b = qx * qx + qy * qy;
  if (!(c > a && c > b)) return false;
  const len = Math.sqrt(c);
  let min = Number.POSITIVE_INFINITY;
  for (const cx of [qx - 0.5, qx + 0.5]) {
    for (const cy of [qy - 0.5, qy + 0.5]) {
      min = Math.min(min, Math.abs(ry * cx - rx * cy) / len);
    }
  }
  return min < RULER_WIDTH / 2;
}

/**
 * Does the segment between two square centres pass through the inside of square (wx, wy)?
 * A line that only grazes an edge or a corner does not count, so diagonal gaps stay open.
 */
export function segmentCrossesSquare(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  wx: number,
  wy: number,
): boolean {
  let tmin = 0;
  let tmax = 1;
  const dx = x1 - x0;
  const dy = y1 - y0;
  const slabs: [number, number, number][] = [
    [x0, dx, wx],
    [y0, dy, wy],
  ];
  for (const [o, d, w] of slabs) {
    const lo = w - 0.5;
    const hi = w + 0.5;
    if (d === 0) {
      if (!(o > lo && o < hi)) return false;
      continue;
    }
    let t1 = (lo - o) / d;
    let t2 = (hi - o) / d;
    if (t1 > t2) [t1, t2] = [t2, t1];
    tmin = Math.max(tmin, t1);
    tmax = Math.min(tmax, t2);
  }
  return tmax - tmin > 1e-9;
}

/** The square one 45-degree turn left (-1) or right (+1) of a direction, or the same (0). */
export function turn45(dx: number, dy: number, by: -1 | 0 | 1): [number, number] {
  const i = clockwiseIndex(dx, dy);
  return CLOCKWISE[(i + by + 8) % 8] as [number, number];
}

/** Throw-in arcs (rules.md 1.5): D6 1-2 left of the inward normal, 3-4 straight, 5-6 right. */
export function ricochetDirection(nx: number, ny: number, d6: number): [number, number] {
  return turn45(nx, ny, d6 <= 2 ? -1 : d6 <= 4 ? 0 : 1);
}

/** Mirrors a direction in a wall face with inward normal (nx, ny); a diagonal normal reverses it. */
export function reflect(dx: number, dy: number, nx: number, ny: number): [number, number] {
  return [nx !== 0 ? 0 - dx : dx, ny !== 0 ? 0 - dy : dy];
}

/**
 * The nearest of the eight directions to the vector (dx, dy) by angle. With integer vectors
 * there is never an exact tie (tan 22.5 degrees is irrational).
 */
export function snapDirection(dx: number, dy: number): [number, number] {
  if (dx === 0 && dy === 0) return [0, 0];
  const octant = Math.round(Math.atan2(dy, dx) / (Math.PI / 4));
  const a = (octant * Math.PI) / 4;
  // `|| 0` turns a -0 into 0 so directions compare equal.
  return [Math.round(Math.cos(a)) || 0, Math.round(Math.sin(a)) || 0];
}

export function chebyshev(ax: number, ay: number, bx: number, by: number): number {
  return Math.max(Math.abs(ax - bx), Math.abs(ay - by));
}
