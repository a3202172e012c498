/**
 * Where the pre-game may place the next chest or portal, for the rulesets' `chestSquares` and
 * `portalSquares` hooks.
 */
import type { Ctx } from '../core.ts';
import { markWithin } from '../dungeon/analyse.ts';
import { type Dungeon, END_ZONE_LETTERS, placeableTiles } from '../dungeon/map.ts';
import { perDungeon, perDungeonAnd } from '../dungeon/memo.ts';
import { chebyshev } from '../geometry.ts';
import { pushAll } from '../limits.ts';
import { seesTrap } from '../state.ts';

/** Squares counted as on a ruler (Chebyshev distance), walls ignored. */
function distance(ctx: Ctx, a: number, b: number): number {
  const w = ctx.d.width;
  return chebyshev(a % w, Math.floor(a / w), b % w, Math.floor(b / w));
}

/**
 * Floor squares of the tiles where a chest or portal may go (not an end-zone tile nor one joined
 * to it by a door; door squares belong to no tile), in square order, with the tile of each: one
 * list per map, in typed arrays (the pre-game reads it at every placement).
 */
const placeableSquares = perDungeon((d: Dungeon): { squares: Int32Array; tiles: Int32Array } => {
  const list: number[] = [];
  for (const t of placeableTiles(d)) pushAll(list, d.tiles[t].squares);
  const squares = Int32Array.from(list.sort((a, b) => a - b));
  return { squares, tiles: squares.map((s) => d.tileOf[s]) };
});

/**
 * The placeable squares minus the tiles that already hold one of `same` and the squares within 2
 * of any of `apart` ([004] Setup).
 */
function onePerTile(ctx: Ctx, same: number[], apart: number[]): number[] {
  const d = ctx.d;
  const used = new Uint8Array(d.tiles.length);
  for (const s of same) if (d.tileOf[s] >= 0) used[d.tileOf[s]] = 1;
  const near = new Uint8Array(d.wall.length);
  for (const a of apart) markWithin(d, near, a, 2, 1);
  const { squares, tiles } = placeableSquares(d);
  const out: number[] = [];
  for (let i = 0; i < squares.length; i++) if (!used[tiles[i]] && !near[squares[i]]) out.push(squares[i]);
  return out;
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

/** Floor squares without a map feature, in square order: one list per map. */
const plainFloor = perDungeon((d: Dungeon): readonly number[] => {
  const out: number[] = [];
  for (let s = 0; s < d.wall.length; s++) if (!d.wall[s] && d.feature[s] === null) out.push(s);
  return Object.freeze(out);
});

/**
 * Squares with nothing on them that `team` can see: floor, no chest, portal, map feature, or trap
 * counter of its own (another coach's face-down counter is secret: leaving its square out would
 * tell where it is, so two coaches' counters may share a square). Only those of `squares`
 * (in square order) when given.
 */
function emptyFloor(ctx: Ctx, team = -1, squares = plainFloor(ctx.d)): number[] {
  const g = ctx.g;
  const taken = new Set<number>();
  for (const c of g.chests) taken.add(c.sq);
  for (const p of g.portals) taken.add(p.sq);
  for (const t of g.traps) if (seesTrap(t, team)) taken.add(t.sq);
  return squares.filter((s) => !taken.has(s));
}

/** Plain floor squares at least `gap` squares from every end zone square (as on a ruler): per map and gap. */
const awayFromEndZones = perDungeonAnd((d: Dungeon, gap: number): readonly number[] => {
  const zones: number[] = [];
  for (let s = 0; s < d.endZone.length; s++) if (d.endZone[s] >= 0) zones.push(s);
  const w = d.width;
  const far = (s: number) =>
    zones.every((z) => chebyshev(s % w, Math.floor(s / w), z % w, Math.floor(z / w)) >= gap);
  return Object.freeze(plainFloor(d).filter(far));
});

/**
 * [003]: "at least eight squares from an end zone and at least four squares from another chest"
 * (counted as on the range ruler, through walls: rules-status.md).
 */
export function apartChestSquares(ctx: Ctx, endZoneGap: number, chestGap: number): number[] {
  const chests = ctx.g.chests.map((c) => c.sq);
  return emptyFloor(ctx, -1, awayFromEndZones(ctx.d, endZoneGap)).filter((s) =>
    chests.every((c) => distance(ctx, s, c) >= chestGap),
  );
}

/** [003]: teleport pads "in any empty square you like (even in your own end zone)". */
export function anyEmptySquare(ctx: Ctx): number[] {
  return emptyFloor(ctx);
}

/** [003]: pit trap counters "anywhere in the dungeon except for the opponents' end zone rooms". */
export function trapSquaresFor(ctx: Ctx, team: number): number[] {
  const g = ctx.g;
  const theirs = new Set(g.teams.filter((t, i) => i !== team && t.endZone !== null).map((t) => t.endZone!));
  const rooms = new Set(ctx.d.tiles.filter((t) => t.endZones.some((z) => theirs.has(z))).map((t) => t.id));
  return emptyFloor(ctx, team).filter((s) => {
    const z = ctx.d.endZone[s];
    if (z >= 0 && theirs.has(END_ZONE_LETTERS[z])) return false;
    return !rooms.has(ctx.d.tileOf[s]);
  });
}
