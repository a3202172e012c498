/**
 * The bots' own small PRNG (mulberry32). It is separate from the game's dice, so a bot's choices
 * never disturb the rolls, and a run is repeatable from its seed alone (never Math.random).
 */
export interface Rng {
  /** A uniform integer in 0..n-1. */
  below(n: number): number;
}

export function seededRng(seed: number): Rng {
  // Mixing in a constant keeps the bot's stream apart from the dice seeded with the same number.
  let a = (seed ^ 0x5bd1e995) >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  return { below: (n) => Math.floor((next() / 0x100000000) * n) };
}
