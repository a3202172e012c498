/**
 * Dungeon Brawl ([000]) Movement: "Diagonal movement allowed, but not around corners, traps, or
 * obstacles" (rules.md 5.7). The reading:
 *
 * - A diagonal move from `from` to `to` passes the two squares that share the corner it crosses
 *   (the orthogonal neighbours common to both). It is refused when either of them is a wall (or
 *   off the map), an obstacle (anything the ruleset's `blocks` says stops the mover: an unopened
 *   chest), or a trap marker: a revealed pit or spiked pit, or a face-down marker, whoever placed
 *   it. Face-down markers lie in everyone's sight (only their kind is secret: `trapsInSight`), so
 *   this tells nobody anything; where counters are secret altogether, only those the mover's coach
 *   knows of stop it.
 * - Players are not obstacles: stepping diagonally between two players is allowed, as in Blood
 *   Bowl.
 * - It applies to the moves a player makes of its own will: steps, each leg of a jump or leap
 *   (from the square to the one jumped over, and on to the landing square), and a follow-up after
 *   a block. A push, a fall, a throw or a teleport is not the player's movement.
 */
import { isBlocked, sqOf, xy } from '../board.ts';
import type { Ctx } from '../core.ts';
import { type Player, seesTrap } from '../state.ts';

/** Does this square stop a diagonal move past its corner for the mover? */
function cornerStops(ctx: Ctx, p: Player, sq: number): boolean {
  if (isBlocked(ctx, sq, p)) return true;
  const inSight = ctx.rules.trapsInSight === true;
  for (const t of ctx.g.traps) if (t.sq === sq && (inSight || seesTrap(t, p.team))) return true;
  return false;
}

/** [000]: is the diagonal move from `from` to the adjacent `to` around a corner, trap or obstacle? */
export function diagonalAroundCorner(ctx: Ctx, p: Player, from: number, to: number): boolean {
  const [ax, ay] = xy(ctx.d, from);
  const [bx, by] = xy(ctx.d, to);
  if (ax === bx || ay === by) return false;
  return cornerStops(ctx, p, sqOf(ctx.d, bx, ay)) || cornerStops(ctx, p, sqOf(ctx.d, ax, by));
}
