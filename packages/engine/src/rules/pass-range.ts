/** Pass targets: squares in an allowed band with no wall across the line (rules.md 1.1, 5.6). */
import { chestAt, isBlocked, isSolidWall, isWall, xy } from '../board.ts';
import type { Ctx } from '../core.ts';
import { band, segmentCrossesSquare } from '../geometry.ts';
import type { PassBand } from '../rulesets/types.ts';

export function passBand(ctx: Ctx, from: number, to: number) {
  const [x0, y0] = xy(ctx.d, from);
  const [x1, y1] = xy(ctx.d, to);
  return band(x1 - x0, y1 - y0);
}

/** No wall square lies across the line between the two square centres (the black space is none). */
export function clearLine(ctx: Ctx, from: number, to: number, ignore = -1): boolean {
  if (ctx.g.options.passThroughWalls) return true;
  const d = ctx.d;
  const [x0, y0] = xy(d, from);
  const [x1, y1] = xy(d, to);
  for (let y = Math.min(y0, y1); y <= Math.max(y0, y1); y++) {
    for (let x = Math.min(x0, x1); x <= Math.max(x0, x1); x++) {
      const s = y * d.width + x;
      if (s === ignore || !isSolidWall(ctx, s)) continue;
      if (segmentCrossesSquare(x0, y0, x1, y1, x, y)) return false;
    }
  }
  return true;
}

/** Squares a ball thrown from `from` may target, in the given bands (default: the options'). */
export function passTargets(
  ctx: Ctx,
  from: number,
  bands: readonly PassBand[] = ctx.g.options.passBands,
): number[] {
  const d = ctx.d;
  const [x0, y0] = xy(d, from);
  const out: number[] = [];
  for (let y = Math.max(0, y0 - 13); y <= Math.min(d.height - 1, y0 + 13); y++) {
    for (let x = Math.max(0, x0 - 13); x <= Math.min(d.width - 1, x0 + 13); x++) {
      const s = y * d.width + x;
      // Walls and unopened chests are never targets: the ball cannot land in them; nor can it
      // where the ruleset stops it ([002]: a scoring passage, a pit, the stone ball).
      if (s === from || isWall(ctx, s) || chestAt(ctx.g, s) || isBlocked(ctx, s)) continue;
      const b = band(x - x0, y - y0);
      if (!b || b === 'T' || !bands.includes(b)) continue;
      if (clearLine(ctx, from, s)) out.push(s);
    }
  }
  return out;
}
