/**
 * [002] Teleporting a player, the ball in the teleporter network, and lost in the warp.
 *
 * - Arrival: "he is immediately scattered in a random direction (roll D8) from the destination
 *   teleporter", so nobody stays on a pad. Reading chosen for the pushes: the arriving player
 *   shoves whoever is in the scatter square one square further along the scatter direction, and
 *   so on down a line of players (a chain push). Nobody is knocked down. "Reroll the scatter if
 *   there is no valid square": a wall (or a passage the mover may not enter) ends the line, or a
 *   Stand Firm (or Rooted) player stands in it. The squares entered then act (a teleporter
 *   teleports again, a chest opens, a carrier in the opponents' passage scores), as for a push.
 * - A carrier who arrives standing keeps the ball on a D6 4+ (no skill helps); on 1-3 the ball
 *   teleports on its own, a turnover for the moving team ([002] item 11).
 * - A carrier knocked over into a teleporter (or stripped of the ball there) drops it on the pad:
 *   the ball teleports on its own instead of bouncing ("Losing the ball entering a teleporter").
 * - The ball teleporting: a D6 for the pad, then it scatters one square from it (rules.md 6.2's
 *   reading of the seed's "D8"); the pad it left rolled, it scatters from that pad (portals.ts
 *   `ballLands`, through the ball frame's landing).
 */
import { isBlocked, portalSquare, sqOf, xy } from '../board.ts';
import { type Ctx, emit, push, roll } from '../core.ts';
import type { BallFrame } from '../frames.ts';
import { D8_DIRECTIONS } from '../geometry.ts';
import {
  carriesBall,
  checkTouchdown,
  isRooted,
  looseBall,
  placePlayer,
  removeFromPitch,
  turnover,
} from '../rules/common.ts';
import { enterSquare } from '../rules/enter.ts';
import { standsFirm } from '../skills.ts';
import { activeTeam, hasTackleZone, type Player } from '../state.ts';

/** The players moved by a scatter from `pad` along (dx, dy), front of the line last; null: no valid square. */
function scatterLine(ctx: Ctx, p: Player, pad: number, dx: number, dy: number): Player[] | null {
  const g = ctx.g;
  const line: Player[] = [];
  let mover = p;
  let at = pad;
  for (let guard = 0; guard < g.players.length + 1; guard++) {
    const [x, y] = xy(ctx.d, at);
    const next = sqOf(ctx.d, x + dx, y + dy);
    if (isBlocked(ctx, next, mover)) return null;
    line.push(mover);
    const o = g.occ[next];
    if (o < 0 || o === p.id) return line;
    const q = g.players[o];
    if (isRooted(q) || (standsFirm(q) && hasTackleZone(q))) return null;
    mover = q;
    at = next;
  }
  return null;
}

/** The D8 scatter off the pad, re-rolled until a square is valid (none at all: it stays). */
function scatterOffPad(ctx: Ctx, p: Player, pad: number): { line: Player[]; dir: [number, number] } | null {
  const valid = D8_DIRECTIONS.some(([dx, dy]) => scatterLine(ctx, p, pad, dx, dy));
  if (!valid) return null;
  for (;;) {
    const dir = D8_DIRECTIONS[roll(ctx, 8, 'teleport scatter', p.id) - 1] as [number, number];
    const line = scatterLine(ctx, p, pad, dir[0], dir[1]);
    if (line) return { line, dir };
  }
}

/** Moves the line one square along `dir`, the front first; a ball in a square entered bounces. */
function shove(ctx: Ctx, line: Player[], dir: [number, number]): number {
  const g = ctx.g;
  const ballSq = g.ball.state === 'ground' ? g.ball.sq : -1;
  let ballHit = false;
  for (let i = line.length - 1; i >= 0; i--) {
    const q = line[i];
    const [x, y] = xy(ctx.d, q.sq);
    const to = sqOf(ctx.d, x + dir[0], y + dir[1]);
    const from = q.sq;
    placePlayer(ctx, q, to);
    if (to === ballSq) ballHit = true;
    emit(ctx, { type: 'move', player: q.id, from, to, kind: i === 0 ? 'teleport' : 'push' });
  }
  return ballHit ? ballSq : -1;
}

/**
 * A ball dropped on the pad its carrier is leaving (knocked over into it, stripped there, lost in
 * the warp) teleports instead of bouncing: the ball frame on its way from the pad lands there
 * (with nobody to catch it, the portal sends it on).
 */
export function ballIntoTeleporter(ctx: Ctx, pad: number): void {
  const g = ctx.g;
  if (g.ball.state !== 'ground' || g.ball.sq !== pad) return;
  for (let i = g.stack.length - 1; i >= 0; i--) {
    const f = g.stack[i];
    if (f.t !== 'ball') continue;
    if (f.from === pad && f.phase === 'move') landOnPad(f);
    return;
  }
}

function landOnPad(f: BallFrame): void {
  f.kind = 'bounce';
  f.phase = 'land';
  f.left = 0;
  f.catchMod = -1;
}

/** A standing carrier: D6 4+ keeps the ball; 1-3 it teleports on its own (item 11's turnover). */
function keepTheBall(ctx: Ctx, p: Player, pad: number): void {
  const g = ctx.g;
  if (!carriesBall(ctx, p) || p.status !== 'standing') return;
  // "Sure Hands does not affect this roll": a plain D6, no re-roll.
  if (roll(ctx, 6, 'keeps the ball through the teleporter on 4+', p.id) >= 4) return;
  emit(ctx, { type: 'ball', what: 'dropped', sq: pad, player: p.id });
  if (p.team === activeTeam(g)) turnover(ctx, 'lost the ball in the teleporter');
  g.ball = { state: 'ground', sq: pad, carrier: -1 };
  push(g, { t: 'ball', kind: 'bounce', from: pad, left: 0, catchMod: -1, phase: 'land', catcher: -1 });
}

/**
 * [002] arrival (Ruleset.teleportArrival): the player is on the destination pad; it scatters off,
 * shoving a line of players, keeps or loses the ball, and the squares entered act.
 */
export function scatterFromTeleporter(ctx: Ctx, p: Player, pad: number, from: number | null): void {
  const g = ctx.g;
  const origin = from === null ? -1 : portalSquare(g, from);
  if (origin >= 0) ballIntoTeleporter(ctx, origin);
  const s = scatterOffPad(ctx, p, pad);
  if (!s) return keepTheBall(ctx, p, pad);
  const ballHit = shove(ctx, s.line, s.dir);
  // A carrier scattered into the opponents' passage has entered it: a touchdown, nothing more.
  if (checkTouchdown(ctx, p)) return;
  keepTheBall(ctx, p, pad);
  if (ballHit >= 0) looseBall(ctx, ballHit);
  // The squares entered act, the arriving player's first (pushed last, resolved first).
  for (let i = s.line.length - 1; i >= 0; i--) {
    const q = s.line[i];
    if (!enterSquare(ctx, q, 'push')?.beforeScoring) checkTouchdown(ctx, q);
  }
}

/** Lost in the warp: to the KO box, the ball teleports on its own; item 10's turnover. */
export function lostInTheWarp(ctx: Ctx, p: Player, from: number): void {
  const pad = portalSquare(ctx.g, from);
  emit(ctx, { type: 'teleport', player: p.id, from, to: null, mishap: true });
  removeFromPitch(ctx, p, 'ko');
  if (pad >= 0) ballIntoTeleporter(ctx, pad);
  if (p.team === activeTeam(ctx.g)) turnover(ctx, 'lost in the teleporter network');
}
