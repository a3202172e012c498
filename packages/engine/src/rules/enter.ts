/**
 * Entering a square: the one function every way a player comes into a square goes through (a
 * step, a jump, a fall, a push, a follow-up, a throw, shadowing, a teleport's arrival), and the
 * ball's landing. What the square does is the ruleset's to say (`ctx.rules.features`: portals
 * today; trap counters, pits and hazards in other rulesets).
 */
import { type Ctx, push } from '../core.ts';
import type { Frame } from '../frames.ts';
import type { Entry } from '../rulesets/types.ts';
import type { Player } from '../state.ts';

/** The frame the player's square sets off, given how the player came into it (null: nothing). */
export function entryFrame(ctx: Ctx, p: Player, how: Entry): Frame | null {
  if (p.sq < 0) return null;
  for (const feature of ctx.rules.features) {
    const f = feature.playerEnters?.(ctx, p, p.sq, how);
    if (f) return f;
  }
  return null;
}

/** Sets off what the player's square does; true when it did something (a frame was pushed). */
export function enterSquare(ctx: Ctx, p: Player, how: Entry): boolean {
  const f = entryFrame(ctx, p, how);
  if (f) push(ctx.g, f);
  return f !== null;
}

/** Where a loose ball landing on `sq` (nobody catching it) goes on from, or null: it stays. */
export function ballLands(ctx: Ctx, sq: number): number | null {
  for (const feature of ctx.rules.features) {
    const to = feature.ballLands?.(ctx, sq);
    if (to !== null && to !== undefined) return to;
  }
  return null;
}
