/**
 * Entering a square: the one function every way a player comes into a square goes through (a
 * step, a jump, a fall, a push, a follow-up, a throw, shadowing, a teleport's arrival), and the
 * ball's landing. What the square does is the ruleset's to say (`ctx.rules.features`: portals
 * today; trap counters, pits and hazards in other rulesets).
 */
import { type Ctx, push } from '../core.ts';
import type { Frame } from '../frames.ts';
import type { Entry, SquareFeature } from '../rulesets/types.ts';
import type { Player } from '../state.ts';

/** The feature of the player's square that acts on it, and its frame, given how it came in. */
function entry(ctx: Ctx, p: Player, how: Entry): { feature: SquareFeature; frame: Frame } | null {
  if (p.sq < 0) return null;
  for (const feature of ctx.rules.features) {
    const frame = feature.playerEnters?.(ctx, p, p.sq, how);
    if (frame) return { feature, frame };
  }
  return null;
}

/** The frame the player's square sets off, given how the player came into it (null: nothing). */
export function entryFrame(ctx: Ctx, p: Player, how: Entry): Frame | null {
  return entry(ctx, p, how)?.frame ?? null;
}

/** Sets off what the player's square does: the feature that acts (its frame pushed), or null. */
export function enterSquare(ctx: Ctx, p: Player, how: Entry): SquareFeature | null {
  const e = entry(ctx, p, how);
  if (e) push(ctx.g, e.frame);
  return e?.feature ?? null;
}

/** Where a loose ball landing on `sq` (nobody catching it) goes on from, or null: it stays. */
export function ballLands(ctx: Ctx, sq: number): number | null {
  for (const feature of ctx.rules.features) {
    const to = feature.ballLands?.(ctx, sq);
    if (to !== null && to !== undefined) return to;
  }
  return null;
}
