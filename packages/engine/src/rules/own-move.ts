/**
 * The limits a ruleset puts on a move a player makes of its own will, for the skills that move a
 * player outside its steps (Hit and Run, On the Ball, Shadowing, Trickster): [000] refuses a
 * diagonal move around a corner, trap or obstacle (Ruleset.diagonalBlocked) and holds a player
 * in a pit it has not escaped (Ruleset.heldInSquare). Other rulesets have neither: never refused.
 */
import type { Ctx } from '../core.ts';
import type { Player } from '../state.ts';

/** May the player not leave its square of its own will (Ruleset.heldInSquare)? */
export function heldInSquare(ctx: Ctx, p: Player): boolean {
  return ctx.rules.heldInSquare?.(ctx, p) === true;
}

/** Is the move of the player's own will from `from` to the adjacent `to` refused? */
export function ownMoveRefused(ctx: Ctx, p: Player, from: number, to: number): boolean {
  return heldInSquare(ctx, p) || ctx.rules.diagonalBlocked?.(ctx, p, from, to) === true;
}
