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
  // No accessor for the state: a bot's stream should not hand it the seed it came from (its
  // outputs still could, to one who searched all 2^32 states: seed bots apart from the dice).
  return { next, below: (n) => Math.floor(next() * n) };
}
