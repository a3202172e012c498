/**
 * [002] FINALS - The Temple of Doom: "A massive 4x4 stone ball ... starts at the north end of the
 * corridor. At the start of each player turn move the ball 2D6 squares along the centre
 * north/south corridor. If the ball touched the end of the corridor it instantly changes direction
 * and begins moving the other way. If a player is touched by the stone ball, they are removed from
 * play (Badly Hurt)."
 *
 * The map marks the corridor with `s` squares, 4 wide (docs/dungeon-map.md). Readings chosen:
 * - "each player turn" is each team turn, the first of a match and of each drive included;
 * - the stone ball fills 4x4 squares of the corridor; nobody may enter them and the football never
 *   lands in them (the ruleset's `blocks` hook): a push against it is a push against a wall;
 * - touched = the stone ball rolls into the player's square (a neighbour is not touched); the
 *   player goes to the casualty box Badly Hurt; a ball carrier drops the ball where it stood; a
 *   carrier of the team whose turn starts is a turnover ([002] turnovers, item 1: being hurt by
 *   the dungeon is none "unless it is a player from the active team holding the ball");
 * - it turns back the moment its edge reaches an end of the corridor, so from the north end it
 *   heads south, and a roll that brings it exactly to an end sends it back the next turn;
 * - the football it rolls over (lying there, or dropped by a flattened carrier) is carried under
 *   it and comes out behind it when it stops: it bounces from the square in the row the stone ball
 *   left last, in the football's column. That square is always free of the stone ball, so the
 *   bounce always finds a way out (2D6 is at least 2 rows);
 * - chests and teleporters it rolls over stay put (the round's map puts none in its corridor).
 */
import { type Ctx, emit, roll } from '../core.ts';
import type { Dungeon } from '../dungeon/map.ts';
import { carriesBall, looseBall, turnover } from '../rules/common.ts';
import { activeTeam, type Game, type Player } from '../state.ts';
import { hurtByHazard } from './brawl-hazards.ts';
import { featureBox } from './feature-box.ts';

/** The stone ball's corridor: its north-west square, along (its length) and which way it runs. */
export interface Corridor {
  x0: number;
  y0: number;
  length: number;
  /** true: north-south (the ball moves along y); false: east-west. */
  northSouth: boolean;
}

/** The stone ball's side, and the corridor's width. */
export const STONE_BALL_SIZE = 4;

const CORRIDORS = new WeakMap<Dungeon, Corridor | null>();

/** The stone ball's corridor of a map (the box round its `s` squares), or null. */
export function stoneBallCorridor(d: Dungeon): Corridor | null {
  let c = CORRIDORS.get(d);
  if (c !== undefined) return c;
  const b = featureBox(d, ['stoneBall']);
  const northSouth = !!b && b.y1 - b.y0 >= b.x1 - b.x0;
  c = b ? { x0: b.x0, y0: b.y0, length: northSouth ? b.y1 - b.y0 + 1 : b.x1 - b.x0 + 1, northSouth } : null;
  CORRIDORS.set(d, c);
  return c;
}

/** Where the stone ball is: its place along the corridor (unset: the north end, heading south). */
export function stoneBallAt(ctx: Ctx): { at: number; dir: 1 | -1 } {
  return ctx.g.stoneBall ?? { at: 0, dir: 1 };
}

/** The 4x4 squares the stone ball fills now, for a client to draw (none on a map without one). */
export function stoneBallSquares(g: Game, d: Dungeon): number[] {
  const c = stoneBallCorridor(d);
  if (!c) return [];
  const at = (g.stoneBall ?? { at: 0 }).at;
  const out: number[] = [];
  for (let along = at; along < at + STONE_BALL_SIZE; along++)
    for (let across = 0; across < STONE_BALL_SIZE; across++) out.push(corridorSquare(d, c, along, across));
  return out.sort((a, b) => a - b);
}

/** The square `along` squares down the corridor and `across` squares over from its west/north side. */
function corridorSquare(d: Dungeon, c: Corridor, along: number, across: number): number {
  return c.northSouth ? (c.y0 + along) * d.width + c.x0 + across : (c.y0 + across) * d.width + c.x0 + along;
}

/** Is `sq` under the stone ball now? */
export function underStoneBall(ctx: Ctx, sq: number): boolean {
  const d = ctx.d;
  const c = stoneBallCorridor(d);
  if (!c || sq < 0) return false;
  const x = sq % d.width;
  const y = (sq - x) / d.width;
  const across = c.northSouth ? x - c.x0 : y - c.y0;
  const along = (c.northSouth ? y - c.y0 : x - c.x0) - stoneBallAt(ctx).at;
  return across >= 0 && across < STONE_BALL_SIZE && along >= 0 && along < STONE_BALL_SIZE;
}

/** A player in a square the stone ball rolls into: flattened; a carried ball dropped there. */
function touched(ctx: Ctx, p: Player): void {
  const g = ctx.g;
  if (carriesBall(ctx, p)) {
    g.ball = { state: 'ground', sq: p.sq, carrier: -1 };
    if (p.team === activeTeam(g)) turnover(ctx, 'flattened by the stone ball');
  }
  emit(ctx, { type: 'skill', player: p.id, skill: 'stoneBall', detail: 'flattened by the stone ball' });
  // Badly Hurt by the dungeon, not recorded (the ball already dropped: no second turnover).
  hurtByHazard(ctx, p, 'stoneBall');
}

/** The row (or column) the ball rolls into, moving one square from `at` by `dir`: its squares. */
function leadingEdge(d: Dungeon, c: Corridor, at: number, dir: 1 | -1): number[] {
  const along = dir > 0 ? at + STONE_BALL_SIZE : at - 1;
  return Array.from({ length: STONE_BALL_SIZE }, (_, i) => corridorSquare(d, c, along, i));
}

/**
 * The football it rolled over comes out behind it: a bounce from the square, in the football's
 * column, of the row it left with its last square of movement.
 */
function comesOutBehind(ctx: Ctx, c: Corridor, at: number, lastStep: 1 | -1): void {
  const d = ctx.d;
  const sq = ctx.g.ball.sq;
  const across = c.northSouth ? (sq % d.width) - c.x0 : Math.floor(sq / d.width) - c.y0;
  const behind = corridorSquare(d, c, lastStep > 0 ? at - 1 : at + STONE_BALL_SIZE, across);
  emit(ctx, { type: 'ball', what: 'dropped', sq: behind });
  looseBall(ctx, behind);
}

/** The D6+D6 at the start of each team turn: the stone ball rolls, turning back at each end. */
export function stoneBall(ctx: Ctx): void {
  const g = ctx.g;
  const d = ctx.d;
  const c = stoneBallCorridor(d);
  if (!c) return;
  const last = c.length - STONE_BALL_SIZE;
  if (last <= 0) return;
  const n = roll(ctx, 6, 'stone ball') + roll(ctx, 6, 'stone ball');
  let { at, dir } = stoneBallAt(ctx);
  const from = corridorSquare(d, c, at, 0);
  let lastStep = dir;
  const swept: number[] = [];
  for (let i = 0; i < n; i++) {
    for (const s of leadingEdge(d, c, at, dir)) swept.push(s);
    at += dir;
    lastStep = dir;
    // It touched an end: it turns back at once.
    if (at === 0 || at === last) dir = dir > 0 ? -1 : 1;
  }
  g.stoneBall = { at, dir };
  emit(ctx, { type: 'stoneBall', from, to: corridorSquare(d, c, at, 0), moved: n });
  // Then what it rolled into, in order. The player first: a carrier drops the ball in its square,
  // which the stone ball is rolling over.
  let rolledOver = false;
  for (const s of swept) {
    if (g.occ[s] >= 0) touched(ctx, g.players[g.occ[s]]);
    if (g.ball.state === 'ground' && g.ball.sq === s) rolledOver = true;
  }
  if (rolledOver) comesOutBehind(ctx, c, at, lastStep);
}
