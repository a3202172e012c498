/**
 * [002] Throwing underground: passes lost in the teleporter, and "Get this ball outta here".
 *
 * - Passes lost in the teleporter: "if a pass is made with any part of the range ruler passing
 *   over a teleporter, roll a D6. On a 1 the ball disappears into the teleporter". Reading
 *   chosen: the ruler is laid as for interference (rules.md 1.3), from the passer to the square
 *   where the ball will come down, and a teleporter counts when its square is under it strictly
 *   between the two (the landing square itself is a pass into the teleporter, below). One D6 for
 *   each such teleporter, nearest the passer first, once nobody has deflected the ball. On a 1
 *   the ball comes down on that teleporter and teleports from it as a scattering ball does: a D6
 *   for the pad, then a scatter from it (the pad it went into rolled: it scatters from there).
 *   A turnover unless the moving team ends holding it (pass.ts).
 * - "Players may deliberately pass or handoff the ball into a teleporter square": an empty
 *   teleporter square is a pass target like any square, and a Hand-off may name an adjacent one
 *   (offered as a `pass` action of the Hand-off). The ball lands there and teleports; a turnover
 *   unless a team-mate catches it at the other end.
 */
import { isAdjacent, xy } from '../board.ts';
import { type Ctx, emit, roll } from '../core.ts';
import { underRuler } from '../geometry.ts';
import type { Player } from '../state.ts';

/** The teleporter squares under the ruler from `from` to `to`, strictly between, nearest `from` first. */
export function teleportersUnderRuler(ctx: Ctx, from: number, to: number): number[] {
  const [px, py] = xy(ctx.d, from);
  const [tx, ty] = xy(ctx.d, to);
  const dist = (s: number) => {
    const [x, y] = xy(ctx.d, s);
    return (x - px) ** 2 + (y - py) ** 2;
  };
  return ctx.g.portals
    .map((q) => q.sq)
    .filter((s) => {
      const [sx, sy] = xy(ctx.d, s);
      return underRuler(px, py, tx, ty, sx, sy);
    })
    .sort((a, b) => dist(a) - dist(b));
}

/** Ruleset.passLost: the teleporter that takes the ball on a D6 1, or null. */
export function passLostInTeleporter(ctx: Ctx, passer: number, landing: number): number | null {
  const p = ctx.g.players[passer];
  for (const pad of teleportersUnderRuler(ctx, p.sq, landing)) {
    if (roll(ctx, 6, 'pass over a teleporter: lost on a 1', passer) !== 1) continue;
    emit(ctx, { type: 'ball', what: 'land', sq: pad });
    return pad;
  }
  return null;
}

/** Ruleset.handOffSquares: the empty teleporter squares next to the ball carrier. */
export function teleportersToHandOffInto(ctx: Ctx, p: Player): number[] {
  const g = ctx.g;
  return g.portals.map((q) => q.sq).filter((s) => g.occ[s] < 0 && isAdjacent(ctx.d, p.sq, s));
}
