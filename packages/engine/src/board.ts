/** Board queries: neighbours, marking, assists and walking distance. */
import type { Ctx } from './core.ts';
import type { Dungeon } from './dungeon/map.ts';
import { perDungeon } from './dungeon/memo.ts';
import { type Game, hasTackleZone, type Player } from './state.ts';

export function xy(d: Dungeon, sq: number): [number, number] {
  return [sq % d.width, Math.floor(sq / d.width)];
}

export function sqOf(d: Dungeon, x: number, y: number): number {
  if (x < 0 || y < 0 || x >= d.width || y >= d.height) return -1;
  return y * d.width + x;
}

/**
 * The up to eight squares around sq that are on the map (walls included), from a table made once
 * per dungeon: the rules ask for neighbours many times a step, and a fresh list each time was a
 * good part of the engine's garbage. Shared: never change the list returned.
 */
export function around(d: Dungeon, sq: number): readonly number[] {
  if (d !== lastDungeon) neighbourTable(d);
  return lastTable[sq];
}

/** Each square's neighbours, kept per parsed map (dungeon/memo.ts). */
const tableOf = perDungeon((d: Dungeon): readonly (readonly number[])[] => {
  const made: (readonly number[])[] = [];
  // Not frozen: V8 leaves its fast path for some, find and filter on a frozen list; the readonly
  // types keep rule code from changing a row.
  for (let sq = 0; sq < d.width * d.height; sq++) made.push(freshAround(d, sq));
  return made;
});
// The last map asked about: nearly every call is about the same one.
let lastDungeon: Dungeon | null = null;
let lastTable: readonly (readonly number[])[] = [];

function neighbourTable(d: Dungeon): void {
  lastTable = tableOf(d);
  lastDungeon = d;
}

function freshAround(d: Dungeon, sq: number): number[] {
  const x = sq % d.width;
  const y = (sq - x) / d.width;
  const out: number[] = [];
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      if (dx === 0 && dy === 0) continue;
      const s = sqOf(d, x + dx, y + dy);
      if (s >= 0) out.push(s);
    }
  }
  return out;
}

export function isAdjacent(d: Dungeon, a: number, b: number): boolean {
  const ax = a % d.width;
  const bx = b % d.width;
  const ay = (a - ax) / d.width;
  const by = (b - bx) / d.width;
  return a !== b && Math.abs(ax - bx) <= 1 && Math.abs(ay - by) <= 1;
}

export function chestAt(g: Game, sq: number): boolean {
  // The square first: it tells most chests apart at once (this runs for every square a mover eyes).
  for (const c of g.chests) if (c.sq === sq && !c.open) return true;
  return false;
}

/**
 * Walls, and what the ruleset says stops them (an unopened chest; a scoring passage to all but the
 * ball carrier), stop players and the ball. `mover`: the player who would enter; none for the ball.
 */
export function isBlocked(ctx: Ctx, sq: number, mover?: Player): boolean {
  return sq < 0 || ctx.d.wall[sq] || ctx.rules.blocks(ctx, sq, mover);
}

/** A wall: the map's, or one the dungeon has moved there (the ruleset's `wallAt`, [002] Hogwurts). */
export function isWall(ctx: Ctx, sq: number): boolean {
  return ctx.d.wall[sq] || (ctx.rules.wallAt?.(ctx, sq) ?? false);
}

/**
 * A wall in the way of a ball in the air: walls (the rotating room's where its turn has put them),
 * but not lava or the chasm ([002]'s black space), which are open air under the ceiling.
 */
export function isSolidWall(ctx: Ctx, sq: number): boolean {
  return isWall(ctx, sq) && !(ctx.d.wall[sq] && ctx.d.feature[sq] !== null);
}

export function portalAt(g: Game, sq: number): number | null {
  for (const p of g.portals) if (p.sq === sq) return p.number;
  return null;
}

/** The square of the portal with this number, or -1. */
export function portalSquare(g: Game, number: number): number {
  for (const p of g.portals) if (p.number === number) return p.sq;
  return -1;
}

export function areOpponents(a: Player, b: Player): boolean {
  return a.team !== b.team;
}

/** Opposition players with a tackle zone marking square sq, for a player of team `team`. */
export function markers(ctx: Ctx, sq: number, team: number, ignore = -1): number[] {
  const out: number[] = [];
  for (const s of around(ctx.d, sq)) {
    const pi = ctx.g.occ[s];
    if (pi < 0 || pi === ignore) continue;
    const p = ctx.g.players[pi];
    if (p.team !== team && hasTackleZone(p)) out.push(pi);
  }
  return out;
}

/** How many `markers` there are (those `counts` accepts, when given), without listing them. */
export function markerCount(
  ctx: Ctx,
  sq: number,
  team: number,
  ignore = -1,
  counts?: (p: Player) => boolean,
): number {
  let n = 0;
  for (const s of around(ctx.d, sq)) {
    const pi = ctx.g.occ[s];
    if (pi < 0 || pi === ignore) continue;
    const p = ctx.g.players[pi];
    if (p.team !== team && hasTackleZone(p) && (!counts || counts(p))) n++;
  }
  return n;
}

/**
 * Does a wall lie between two adjacent squares? Only diagonal neighbours can have one: both
 * squares that share their corner are walls. Dungeon Bowl: no assists through walls.
 */
export function wallBetween(ctx: Ctx, a: number, b: number): boolean {
  const d = ctx.d;
  const [ax, ay] = xy(d, a);
  const [bx, by] = xy(d, b);
  if (ax === bx || ay === by) return false;
  return isWall(ctx, sqOf(d, bx, ay)) && isWall(ctx, sqOf(d, ax, by));
}

/**
 * Walking distance (king moves, around walls) from every square to the nearest square of
 * `targets`. Chests are ignored: they are opened in time.
 */
export function distanceField(d: Dungeon, targets: number[]): number[] {
  const dist: number[] = new Array(d.width * d.height).fill(-1);
  const queue: number[] = [];
  for (const t of targets) {
    dist[t] = 0;
    queue.push(t);
  }
  for (let i = 0; i < queue.length; i++) {
    const s = queue[i];
    for (const n of around(d, s)) {
      if (d.wall[n] || dist[n] >= 0) continue;
      dist[n] = dist[s] + 1;
      queue.push(n);
    }
  }
  return dist;
}

export function endZoneSquares(d: Dungeon, zone: string): number[] {
  const idx = 'ABCDEFGHIJKLMNOP'.indexOf(zone);
  const out: number[] = [];
  for (let s = 0; s < d.endZone.length; s++) if (d.endZone[s] === idx) out.push(s);
  return out;
}
