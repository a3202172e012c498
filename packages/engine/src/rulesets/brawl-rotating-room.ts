/**
 * [002] SEMI FINAL - Hogwurts: "At the start of each player turn Roll 1D6. On a 1 nothing happens,
 * on a 2-5 rotate the centre room 90 degrees to the left, on a 6 rotate the room 180 degrees!"
 *
 * The map draws the room as a solid square of `r` (its floor) and `R` (its own walls) squares,
 * chests and teleporters (docs/dungeon-map.md, "The rotating room"). The whole square turns: its
 * ring of walls with the doorways in it, the players on it (each keeps its status), the ball, the
 * chests and the teleporters. The corridors outside stay where they are, so a doorway leads out
 * only while it lies against one; the map as drawn is quarter turn 0 (`Game.roomTurns`).
 *
 * The room's walls are floor in the static map: the ruleset's `blocks` hook makes them walls
 * wherever the room's turn has put them (`roomWallAt`). Readings chosen:
 * - "each player turn" is each team turn, the first of a match and of each drive included;
 * - "to the left" is anticlockwise as the map is drawn (north goes west);
 * - a turn is no move: nobody entering a square, nothing set off (the chests and teleporters turn
 *   too, so nobody comes onto one), and a player's tackle zones simply go where it goes.
 */
import { type Ctx, emit, roll } from '../core.ts';
import type { Dungeon } from '../dungeon/map.ts';
import type { Game } from '../state.ts';
import { featureBox } from './feature-box.ts';

/** The square the room turns in: its north-west corner and side. */
export interface RoomBox {
  x0: number;
  y0: number;
  n: number;
}

const BOXES = new WeakMap<Dungeon, RoomBox | null>();

/** The rotating room of a map (the box round its `r` and `R` squares), or null. */
export function roomBox(d: Dungeon): RoomBox | null {
  let box = BOXES.get(d);
  if (box !== undefined) return box;
  const b = featureBox(d, ['rotating', 'roomWall']);
  // validateDungeon refuses a room that is not a square; a scenario map is taken at its box.
  box = b ? { x0: b.x0, y0: b.y0, n: Math.max(b.x1 - b.x0, b.y1 - b.y0) + 1 } : null;
  BOXES.set(d, box);
  return box;
}

function inBox(b: RoomBox, x: number, y: number): boolean {
  return x >= b.x0 && y >= b.y0 && x < b.x0 + b.n && y < b.y0 + b.n;
}

/**
 * Where square `sq` goes when the room turns `quarters` times to the left (anticlockwise on the
 * map, y growing downwards): (i, j) in the box goes to (j, n-1-i). Squares outside stay.
 */
export function turnedSquare(d: Dungeon, sq: number, quarters: number): number {
  const b = roomBox(d);
  if (!b || sq < 0) return sq;
  let i = (sq % d.width) - b.x0;
  let j = Math.floor(sq / d.width) - b.y0;
  if (i < 0 || j < 0 || i >= b.n || j >= b.n) return sq;
  for (let k = ((quarters % 4) + 4) % 4; k > 0; k--) [i, j] = [j, b.n - 1 - i];
  return (b.y0 + j) * d.width + b.x0 + i;
}

/** Is `sq` one of the room's walls where the room now stands? (A wall turns with the room.) */
export function roomWallAt(ctx: Ctx, sq: number): boolean {
  return roomWallOf(ctx.g, ctx.d, sq);
}

function roomWallOf(g: Game, d: Dungeon, sq: number): boolean {
  const b = roomBox(d);
  if (!b || sq < 0) return false;
  const x = sq % d.width;
  if (!inBox(b, x, (sq - x) / d.width)) return false;
  // The square that came here: this one turned back (to the right) as often as the room turned.
  return d.feature[turnedSquare(d, sq, -(g.roomTurns ?? 0))] === 'roomWall';
}

/** The squares the room's walls stand on now, for a client to draw (the map draws them as floor). */
export function roomWallsNow(g: Game, d: Dungeon): number[] {
  const b = roomBox(d);
  const out: number[] = [];
  if (!b) return out;
  for (let y = b.y0; y < b.y0 + b.n; y++)
    for (let x = b.x0; x < b.x0 + b.n; x++) if (roomWallOf(g, d, y * d.width + x)) out.push(y * d.width + x);
  return out;
}

/** Turns the room and everything in it `quarters` times to the left. */
function turnRoom(ctx: Ctx, quarters: number): void {
  const g = ctx.g;
  const d = ctx.d;
  const to = (sq: number) => turnedSquare(d, sq, quarters);
  const moved = g.players.filter((p) => p.sq >= 0 && to(p.sq) !== p.sq);
  // Lift everyone first: the room's squares swap places among themselves.
  for (const p of moved) if (g.occ[p.sq] === p.id) g.occ[p.sq] = -1;
  for (const p of moved) {
    p.sq = to(p.sq);
    g.occ[p.sq] = p.id;
  }
  if (g.ball.state === 'carried') g.ball.sq = g.players[g.ball.carrier].sq;
  else if (g.ball.state === 'ground') g.ball.sq = to(g.ball.sq);
  for (const c of g.chests) c.sq = to(c.sq);
  for (const p of g.portals) p.sq = to(p.sq);
  for (const t of g.traps) t.sq = to(t.sq);
  g.roomTurns = ((g.roomTurns ?? 0) + quarters) % 4;
  emit(ctx, { type: 'roomTurned', quarterTurns: quarters, turns: g.roomTurns });
}

/** The D6 at the start of each team turn: 1 nothing, 2-5 a quarter turn left, 6 a half turn. */
export function rotatingRoom(ctx: Ctx): void {
  if (!roomBox(ctx.d)) return;
  const r = roll(ctx, 6, 'rotating room');
  if (r === 1) return;
  turnRoom(ctx, r === 6 ? 2 : 1);
}
