/**
 * Where the pre-game may place the next chest or portal, for the rulesets' `chestSquares` and
 * `portalSquares` hooks.
 */
import type { Ctx } from '../core.ts';
import { placeableTiles } from '../dungeon/map.ts';
import { chebyshev } from '../geometry.ts';

const within = (ctx: Ctx, a: number, b: number, n: number) =>
  chebyshev(a % ctx.d.width, Math.floor(a / ctx.d.width), b % ctx.d.width, Math.floor(b / ctx.d.width)) <= n;

/**
 * Floor squares of the tiles where a chest or portal may go (not an end-zone tile nor one joined
 * to it by a door; door squares belong to no tile), minus the tiles that already hold one of
 * `same` and the squares within 2 of any of `apart` ([004] Setup).
 */
function onePerTile(ctx: Ctx, same: number[], apart: number[]): number[] {
  const d = ctx.d;
  const used = new Set(same.map((s) => d.tileOf[s]));
  const out: number[] = [];
  for (const t of placeableTiles(d)) {
    if (used.has(t)) continue;
    for (const s of d.tiles[t].squares) if (!apart.some((a) => within(ctx, s, a, 2))) out.push(s);
  }
  return out.sort((a, b) => a - b);
}

/** [004]: one chest per tile; kept 2 squares clear of fixed portals too. */
export function onePerTileChestSquares(ctx: Ctx): number[] {
  const g = ctx.g;
  return onePerTile(
    ctx,
    g.chests.map((c) => c.sq),
    g.portals.map((p) => p.sq),
  );
}

/** [004]: one portal per tile, never within 2 squares of a chest. */
export function onePerTilePortalSquares(ctx: Ctx): number[] {
  const g = ctx.g;
  return onePerTile(
    ctx,
    g.portals.map((p) => p.sq),
    g.chests.map((c) => c.sq),
  );
}
