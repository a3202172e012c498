/**
 * The generator's own small PRNG (mulberry32): the same seed gives the same dungeon, and the
 * game's dice are never touched.
 */

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** A whole number from lo to hi, both included. */
  int(lo: number, hi: number): number;
  chance(p: number): boolean;
  pick<T>(list: readonly T[]): T;
  shuffle<T>(list: T[]): T[];
}

/** Mixes any number of whole numbers (seed, attempt, ...) into one 32-bit state. */
export function mix(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const p of parts) {
    h ^= Math.imul((p | 0) ^ Math.floor(p / 2 ** 32), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}

export function makeRng(seed: number): Rng {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (list) => list[int(0, list.length - 1)],
    shuffle: (list) => {
      for (let i = list.length - 1; i > 0; i--) {
        const j = int(0, i);
        [list[i], list[j]] = [list[j], list[i]];
      }
      return list;
    },
  };
}
