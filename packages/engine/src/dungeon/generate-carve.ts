/** Carving the plan into a grid of map characters: rooms, corridors and the doors between them. */
import { cellBand, cellInner, type Plan, type PlanEdge, type Rect } from './generate-plan.ts';
import type { Rng } from './random.ts';

export interface Canvas {
  width: number;
  height: number;
  chars: string[];
}

export function newCanvas(width: number, height: number): Canvas {
  return { width, height, chars: new Array(width * height).fill('#') };
}

export function fill(cv: Canvas, r: Rect, ch: string): void {
  for (let y = r.y0; y <= r.y1; y++) for (let x = r.x0; x <= r.x1; x++) cv.chars[y * cv.width + x] = ch;
}

/** Rect accessors along the corridor (u) and across it (v). */
interface Axis {
  u0(r: Rect): number;
  u1(r: Rect): number;
  v0(r: Rect): number;
  v1(r: Rect): number;
  rect(u0: number, u1: number, v0: number, v1: number): Rect;
}

const ALONG_X: Axis = {
  u0: (r) => r.x0,
  u1: (r) => r.x1,
  v0: (r) => r.y0,
  v1: (r) => r.y1,
  rect: (u0, u1, v0, v1) => ({ x0: u0, x1: u1, y0: v0, y1: v1 }),
};

const ALONG_Y: Axis = {
  u0: (r) => r.y0,
  u1: (r) => r.y1,
  v0: (r) => r.x0,
  v1: (r) => r.x1,
  rect: (u0, u1, v0, v1) => ({ x0: v0, x1: v1, y0: u0, y1: u1 }),
};

/** Where on a room's side a corridor may start: the room's side within its cell's inner area. */
function sideRange(ax: Axis, room: Rect, inner: Rect): [number, number] {
  return [Math.max(ax.v0(room), ax.v0(inner)), Math.min(ax.v1(room), ax.v1(inner))];
}

/**
 * Carves the corridor of one edge with a 2-square door at each end. A straight corridor when the
 * two rooms face each other over 2 squares or more (3 wide when `wide` and long enough); else a
 * zig-zag whose middle leg runs in the gap between the two cells, 2 walls from anything else.
 */
export function carveEdge(cv: Canvas, p: Plan, e: PlanEdge, rng: Rng, wide: boolean, zig: number): void {
  const alongX = Math.abs(e.ca - e.cb) === 1;
  const ax = alongX ? ALONG_X : ALONG_Y;
  const first = e.ca < e.cb;
  const [na, nb] = first ? [e.a, e.b] : [e.b, e.a];
  const [ca, cb] = first ? [e.ca, e.cb] : [e.cb, e.ca];
  const ra = p.nodes[na].room;
  const rb = p.nodes[nb].room;
  const sa = sideRange(ax, ra, cellInner(p, ca));
  const sb = sideRange(ax, rb, cellInner(p, cb));
  const from = ax.u1(ra) + 2;
  const to = ax.u0(rb) - 2;
  const lo = Math.max(sa[0], sb[0]);
  const hi = Math.min(sa[1], sb[1]);
  let va: number;
  let vb: number;
  if (hi - lo + 1 >= 2 && !rng.chance(zig)) {
    const w = wide && to - from + 1 >= 6 && hi - lo + 1 >= 3 ? 3 : 2;
    va = rng.int(lo, hi - w + 1);
    vb = va;
    fill(cv, ax.rect(from, to, va, va + w - 1), '.');
  } else {
    va = rng.int(sa[0], sa[1] - 1);
    vb = rng.int(sb[0], sb[1] - 1);
    const mid = ax.u1(cellBand(p, ca));
    fill(cv, ax.rect(from, mid + 1, va, va + 1), '.');
    fill(cv, ax.rect(mid, mid + 1, Math.min(va, vb), Math.max(va, vb) + 1), '.');
    fill(cv, ax.rect(mid, to, vb, vb + 1), '.');
  }
  fill(cv, ax.rect(from - 1, from - 1, va, va + 1), '+');
  fill(cv, ax.rect(to + 1, to + 1, vb, vb + 1), '+');
}

/** The canvas as text rows, cropped to the carved part with a one-square wall border. */
export function cropRows(cv: Canvas): string[] {
  const open = (x: number, y: number) => cv.chars[y * cv.width + x] !== '#';
  let x0 = cv.width;
  let x1 = -1;
  let y0 = cv.height;
  let y1 = -1;
  for (let y = 0; y < cv.height; y++) {
    for (let x = 0; x < cv.width; x++) {
      if (!open(x, y)) continue;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
    }
  }
  const rows: string[] = [];
  for (let y = y0 - 1; y <= y1 + 1; y++)
    rows.push(cv.chars.slice(y * cv.width + x0 - 1, y * cv.width + x1 + 2).join(''));
  return rows;
}
