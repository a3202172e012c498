/**
 * What the generator adds once rooms and corridors are carved: end zones as far apart as the
 * layout allows, [002]'s scoring passages, [000]'s corner end zones and entrance, and fixed chests
 * and portals for the rulesets whose maps carry them.
 */

import { minOf } from '../limits.ts';
import type { Canvas } from './generate-carve.ts';
import type { Plan, Rect } from './generate-plan.ts';
import type { Rng } from './random.ts';

const open = (cv: Canvas, s: number) => cv.chars[s] !== '#';

/**
 * Walking distance (king moves) from a set of squares over the canvas's open squares. The canvas
 * edge is always rock, so an open square's eight neighbours are all on the canvas.
 */
export function canvasDistances(cv: Canvas, from: number[]): Int32Array {
  const n = cv.chars.length;
  const dist = new Int32Array(n).fill(-1);
  const queue = new Int32Array(n);
  let tail = 0;
  for (const s of from) {
    dist[s] = 0;
    queue[tail++] = s;
  }
  const w = cv.width;
  const steps = [-w - 1, -w, -w + 1, -1, 1, w - 1, w, w + 1];
  for (let head = 0; head < tail; head++) {
    const s = queue[head];
    for (const step of steps) {
      const m = s + step;
      if (dist[m] >= 0 || cv.chars[m] === '#') continue;
      dist[m] = dist[s] + 1;
      queue[tail++] = m;
    }
  }
  return dist;
}

export function rectSquares(cv: Canvas, r: Rect): number[] {
  const out: number[] = [];
  for (let y = r.y0; y <= r.y1; y++) for (let x = r.x0; x <= r.x1; x++) out.push(y * cv.width + x);
  return out;
}

/**
 * The two rooms farthest apart on foot (nearest squares to nearest squares), among `candidates`:
 * [004] "place the 2 end zones as far away as possible from each other".
 */
export function farthestPair(cv: Canvas, p: Plan, candidates: number[]): [number, number, number] {
  let best: [number, number, number] = [candidates[0], candidates[1], -1];
  for (let i = 0; i < candidates.length; i++) {
    const dist = canvasDistances(cv, rectSquares(cv, p.nodes[candidates[i]].room));
    for (let j = i + 1; j < candidates.length; j++) {
      const d = minOf(rectSquares(cv, p.nodes[candidates[j]].room).map((s) => dist[s]));
      if (d > best[2]) best = [candidates[i], candidates[j], d];
    }
  }
  return best;
}

/** The 2x1 niches a room's wall could open into: nothing but rock and this room around them. */
function nicheCandidates(cv: Canvas, r: Rect): number[][] {
  const inRoom = (x: number, y: number) => x >= r.x0 && x <= r.x1 && y >= r.y0 && y <= r.y1;
  const clear = (x: number, y: number) => {
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx <= 0 || ny <= 0 || nx >= cv.width - 1 || ny >= cv.height - 1) return false;
        if (!inRoom(nx, ny) && open(cv, ny * cv.width + nx)) return false;
      }
    return true;
  };
  const out: number[][] = [];
  const at = (x: number, y: number) => y * cv.width + x;
  for (let x = r.x0; x < r.x1; x++) {
    for (const y of [r.y0 - 1, r.y1 + 1])
      if (clear(x, y) && clear(x + 1, y)) out.push([at(x, y), at(x + 1, y)]);
  }
  for (let y = r.y0; y < r.y1; y++) {
    for (const x of [r.x0 - 1, r.x1 + 1])
      if (clear(x, y) && clear(x, y + 1)) out.push([at(x, y), at(x, y + 1)]);
  }
  return out;
}

/**
 * [002]: three 2x1 scoring passages (lower-case letter) open off the end-zone room, with the
 * squares in front of each, where the team sets up, in the capital letter.
 */
export function addPassages(cv: Canvas, r: Rect, letter: string, rng: Rng, count: number): boolean {
  const chosen: number[][] = [];
  const near = (a: number, b: number) =>
    Math.abs((a % cv.width) - (b % cv.width)) <= 1 &&
    Math.abs(Math.floor(a / cv.width) - Math.floor(b / cv.width)) <= 1;
  for (const n of rng.shuffle(nicheCandidates(cv, r))) {
    if (chosen.length === count) break;
    if (chosen.some((c) => c.some((a) => n.some((b) => near(a, b))))) continue;
    chosen.push(n);
  }
  if (chosen.length < count) return false;
  for (const s of rectSquares(cv, r)) cv.chars[s] = '.';
  for (const n of chosen) {
    for (const s of n) {
      cv.chars[s] = letter.toLowerCase();
      const x = s % cv.width;
      const y = Math.floor(s / cv.width);
      // The two squares in front of the passage square, inside the room.
      const dx = x < r.x0 ? 1 : x > r.x1 ? -1 : 0;
      const dy = y < r.y0 ? 1 : y > r.y1 ? -1 : 0;
      for (const k of [1, 2]) cv.chars[(y + dy * k) * cv.width + x + dx * k] = letter;
    }
  }
  return true;
}

/** Splits a corner room between several end zone letters, in strips of whole columns. */
export function fillLetters(cv: Canvas, r: Rect, letters: string[]): void {
  const w = r.x1 - r.x0 + 1;
  for (let x = r.x0; x <= r.x1; x++) {
    const letter = letters[Math.min(letters.length - 1, Math.floor(((x - r.x0) * letters.length) / w))];
    for (let y = r.y0; y <= r.y1; y++) cv.chars[y * cv.width + x] = letter;
  }
}

/** A square of the list that keeps clear of doors (nothing blocks a doorway) and of `avoid`. */
export function quietSquare(cv: Canvas, squares: number[], avoid: number[], gap: number, rng: Rng): number {
  const ok = squares.filter((s) => {
    const x = s % cv.width;
    const y = Math.floor(s / cv.width);
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) if (cv.chars[(y + dy) * cv.width + x + dx] === '+') return false;
    return avoid.every(
      (a) => Math.max(Math.abs((a % cv.width) - x), Math.abs(Math.floor(a / cv.width) - y)) > gap,
    );
  });
  return ok.length > 0 ? rng.pick(ok) : -1;
}
