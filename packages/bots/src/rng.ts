/** A small seeded PRNG for bots (never Math.random), so simulations repeat exactly per seed. */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  below(n: number): number;
}

export function seededRng(seed: number): Rng {
  let s = (seed >>> 0) ^ 0x9e3779b9;
  const next = () => {
    // mulberry32
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  // No way to read the state back: a bot's stream must not lead anyone to the seed it came from.
  return { next, below: (n) => Math.floor(next() * n) };
}
