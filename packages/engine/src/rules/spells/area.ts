/** Distances for the spells that reach "within N squares" (Shadowed Step, Chain Lightning). */
import { around, isBlocked } from '../../board.ts';
import type { Ctx } from '../../core.ts';

/**
 * Squares within `n` king moves of `from`, counted around walls and unopened chests (the magic
 * does not pass through them) but through other players. `from` itself is not included.
 */
export function squaresWithin(ctx: Ctx, from: number, n: number): number[] {
  const dist = new Map<number, number>([[from, 0]]);
  const queue = [from];
  const out: number[] = [];
  for (let i = 0; i < queue.length; i++) {
    const s = queue[i];
    const d = dist.get(s)!;
    if (d === n) continue;
    for (const t of around(ctx.d, s)) {
      if (dist.has(t) || isBlocked(ctx, t)) continue;
      dist.set(t, d + 1);
      queue.push(t);
      out.push(t);
    }
  }
  return out;
}
