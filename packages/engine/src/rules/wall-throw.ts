/**
 * Throwing the ball at the wall ([004] "Throwing the ball at the wall"; rules.md 5.6 [004]).
 * The book's p43 diagrams were not available (rules.md 6.3), so this is the reading chosen:
 *
 * - Declared during a Pass action by the ball carrier, instead of a pass. The target is a wall
 *   square in an allowed band (quick or short) whose line from the passer crosses no other wall
 *   (option passThroughWalls) and whose face, as hit by that line, fronts a floor square.
 * - The face hit: the line from the passer's centre to the wall square's centre enters it through
 *   its vertical face when |dx| > |dy|, its horizontal face when |dy| > |dx|. At exactly 45
 *   degrees it is the face whose front square is open; if both are (a jutting corner) the ball
 *   comes straight back; if neither is (an inside corner) the square is not a target.
 * - Accuracy test as for a pass: PA, -1 short, -1 per marker, Wall Thrower +1, the Pass skill
 *   re-roll. A natural 1 (or PA '-') is a fumble: the ball bounces from the passer, turnover.
 * - Success: the ball hits the target. Failure: D6 1-3 it hits the wall square to the right of
 *   the target as the thrower sees it (the neighbour along the face hit), 4-6 the one to the left;
 *   where there is no wall square there, the target itself. A failed throw counts as inaccurate
 *   for interference (-2): a wall throw is never wildly inaccurate.
 * - Interference as for a pass, with the ruler laid from the passer to the wall square hit.
 * - ASSUMPTION (billiard ricochet): the throw's direction (passer to wall square) is mirrored in
 *   the face it hits and snapped to the nearest of the 8 directions. The ball then travels D6
 *   squares from the wall square that way. A further wall mirrors it again in the face crossed
 *   (a corner sends it back), without using up a square.
 * - Each standing player with a tackle zone in a square the ball enters must try to catch it, in
 *   order, as an inaccurate pass (-1, and -1 per marker). A catch ends the flight; a failed catch
 *   bounces from that square. If nobody catches it, it scatters once (one D8 bounce) from the
 *   last square.
 * - A turnover unless a player of the active team ends holding the ball.
 * - [002]'s Bounce Pass differs in two ruleset hooks: it flies 2D6 squares (wallThrowDice), and
 *   every player it passes over tries to catch it in turn, nearest the wall first, a failed catch
 *   letting it fly on (wallThrowCatches 'all'); if nobody catches it, it scatters once from the end.
 * - Pass-action skills work: On the Ball before the test, Accurate (a quick or short wall square),
 *   Nerves of Steel, Disturbing Presence, Safe Pass on a fumble, and Running Pass after a throw at
 *   a quick (band I) wall square that ends with no turnover.
 */
import { around, isBlocked, isSolidWall, isWall, sqOf, xy } from '../board.ts';
import { type Ctx, emit, pop, push, register, roll } from '../core.ts';
import type { WallThrowFrame } from '../frames.ts';
import { band, reflect, snapDirection } from '../geometry.ts';
import { wallThrowBonus } from '../skills.ts';
import { hasTackleZone } from '../state.ts';
import { pushBall, pushCatch } from './ball.ts';
import { onTheBallFrame } from './on-the-ball.ts';
import {
  fumble,
  interferenceAnswer,
  interferenceDecision,
  interferencePhase,
  interferenceTeams,
  passModifier,
  runningPass,
  turnoverUnlessHeld,
} from './pass.ts';
import { clearLine } from './pass-range.ts';
import { pushTest } from './test.ts';

function open(ctx: Ctx, x: number, y: number): boolean {
  const s = sqOf(ctx.d, x, y);
  return s >= 0 && !isBlocked(ctx, s);
}

/** The inward normal of the face of `wall` that the line from `from` hits, or null. */
export function wallFace(ctx: Ctx, from: number, wall: number): [number, number] | null {
  const [px, py] = xy(ctx.d, from);
  const [wx, wy] = xy(ctx.d, wall);
  const dx = wx - px;
  const dy = wy - py;
  const sx = Math.sign(dx);
  const sy = Math.sign(dy);
  let n: [number, number] | null;
  if (Math.abs(dx) > Math.abs(dy)) n = [-sx, 0];
  else if (Math.abs(dy) > Math.abs(dx)) n = [0, -sy];
  else {
    const a = open(ctx, wx - sx, wy);
    const b = open(ctx, wx, wy - sy);
    n = a && b ? [-sx, -sy] : a ? [-sx, 0] : b ? [0, -sy] : null;
  }
  if (!n || !open(ctx, wx + n[0], wy + n[1])) return null;
  return n;
}

/** Wall squares the ball carrier at `from` may throw the ball at. */
export function wallThrowTargets(ctx: Ctx, from: number): number[] {
  const d = ctx.d;
  const bands = ctx.g.options.passBands;
  const [x0, y0] = xy(d, from);
  const out: number[] = [];
  for (let y = Math.max(0, y0 - 13); y <= Math.min(d.height - 1, y0 + 13); y++) {
    for (let x = Math.max(0, x0 - 13); x <= Math.min(d.width - 1, x0 + 13); x++) {
      const s = y * d.width + x;
      // Lava and the chasm ([002]'s black space) are open air, no wall to bounce a ball off.
      if (!isSolidWall(ctx, s)) continue;
      const b = band(x - x0, y - y0);
      if (!b || b === 'T' || !bands.includes(b)) continue;
      if (clearLine(ctx, from, s, s) && wallFace(ctx, from, s)) out.push(s);
    }
  }
  return out;
}

export function wallThrowFrame(passer: number, wall: number): WallThrowFrame {
  return {
    t: 'wallThrow',
    passer,
    target: wall,
    wall,
    phase: 'declared',
    quality: '',
    askTeams: [],
    interferer: -1,
  };
}

/** The wall square beside the target, right (D6 1-3) or left (4-6) as the thrower sees it. */
export function sideWall(ctx: Ctx, from: number, target: number, d6: number): number {
  const [px, py] = xy(ctx.d, from);
  const [wx, wy] = xy(ctx.d, target);
  const [nx, ny] = wallFace(ctx, from, target) ?? [0, 0];
  // The thrower's right, with y growing downwards: facing (dx, dy), right is (-dy, dx).
  const rx = -(wy - py);
  const ry = wx - px;
  let t: [number, number];
  if (nx !== 0 && ny !== 0) {
    // A jutting corner: the wall runs on from it along x and along y; take the one to the right.
    t = [-nx, 0];
    if (t[0] * rx + t[1] * ry <= 0) t = [0, -ny];
  } else {
    // Along the face: perpendicular to its normal, towards the thrower's right.
    t = nx !== 0 ? [0, Math.sign(ry)] : [Math.sign(rx), 0];
  }
  const sign = d6 <= 3 ? 1 : -1;
  const sx = wx + sign * t[0];
  const sy = wy + sign * t[1];
  const s = sqOf(ctx.d, sx, sy);
  // Only a wall square whose face is open like the target's can be hit (not a corner behind it).
  return s >= 0 && isWall(ctx, s) && open(ctx, sx + nx, sy + ny) ? s : target;
}

function stepSq(ctx: Ctx, at: number, dx: number, dy: number): number {
  const [x, y] = xy(ctx.d, at);
  return sqOf(ctx.d, x + dx, y + dy);
}

/** The direction after hitting a wall moving (dx, dy) from `at`; null when boxed in. */
function mirrorAt(ctx: Ctx, at: number, dx: number, dy: number): [number, number] | null {
  let out: [number, number] = [0 - dx, 0 - dy];
  if (dx !== 0 && dy !== 0) {
    const sideX = isBlocked(ctx, stepSq(ctx, at, dx, 0));
    const sideY = isBlocked(ctx, stepSq(ctx, at, 0, dy));
    if (sideX && !sideY) out = [0 - dx, dy];
    else if (sideY && !sideX) out = [dx, 0 - dy];
  }
  if (!isBlocked(ctx, stepSq(ctx, at, out[0], out[1]))) return out;
  const back: [number, number] = [0 - dx, 0 - dy];
  return isBlocked(ctx, stepSq(ctx, at, back[0], back[1])) ? null : back;
}

/** The ball's first direction off the wall square it hit (the billiard ASSUMPTION above). */
function ricochetHeading(ctx: Ctx, f: WallThrowFrame): [number, number] {
  const from = ctx.g.players[f.passer].sq;
  const [px, py] = xy(ctx.d, from);
  const [wx, wy] = xy(ctx.d, f.wall);
  const [nx, ny] = wallFace(ctx, from, f.wall) ?? wallFace(ctx, from, f.target) ?? [0, 0];
  if (nx === 0 && ny === 0) return snapDirection(px - wx, py - wy);
  return snapDirection(...reflect(wx - px, wy - py, nx, ny));
}

/** Range bands counted as [000]'s "range units": quick 1, short 2, long 3, bomb 4. */
const BAND_UNITS: Record<string, number> = { Q: 1, S: 2, L: 3, B: 4 };

/**
 * The squares the ball flies off the wall: D6 ([002]: 2D6, Ruleset.wallThrowDice); [000]
 * (wallThrowDicePerBand) that many per range unit of the wall square aimed at, the pass declared.
 */
function distance(ctx: Ctx, f: WallThrowFrame): number {
  let dice = ctx.rules.wallThrowDice ?? 1;
  if (ctx.rules.wallThrowDicePerBand) {
    const [px, py] = xy(ctx.d, ctx.g.players[f.passer].sq);
    const [tx, ty] = xy(ctx.d, f.target);
    dice *= BAND_UNITS[band(tx - px, ty - py) ?? 'Q'] ?? 1;
  }
  let n = 0;
  for (let i = 0; i < dice; i++) n += roll(ctx, 6, 'wall throw distance');
  return n;
}

/** A ball whose flight ended boxed in at a wall: it drops in front of the face (or any open square beside it). */
function offTheWall(ctx: Ctx, f: WallThrowFrame, at: number): number {
  if (!isBlocked(ctx, at)) return at;
  const [wx, wy] = xy(ctx.d, at);
  const [nx, ny] = wallFace(ctx, ctx.g.players[f.passer].sq, f.target) ?? [0, 0];
  const front = sqOf(ctx.d, wx + nx, wy + ny);
  if (front >= 0 && !isBlocked(ctx, front)) return front;
  return around(ctx.d, at).find((s) => !isBlocked(ctx, s)) ?? at;
}

/**
 * The ball flies off the wall; the first player able to catch it must try. [002] (Ruleset
 * wallThrowCatches 'all'): every player it passes over tries in turn, nearest the wall first,
 * a failed catch letting it fly on; if nobody catches it, it scatters once from where it ends.
 * [000] ('landing'): it flies over everyone; a player where it lands may catch it, else it scatters.
 */
function travel(ctx: Ctx, f: WallThrowFrame): void {
  const g = ctx.g;
  let [dx, dy] = ricochetHeading(ctx, f);
  const n = distance(ctx, f);
  const mode = ctx.rules.wallThrowCatches ?? 'first';
  const catchers: number[] = [];
  g.ball.state = 'ground';
  g.ball.carrier = -1;
  emit(ctx, { type: 'ball', what: 'ricochet', sq: f.wall });
  let at = f.wall;
  for (let i = 0; i < n; i++) {
    if (isBlocked(ctx, stepSq(ctx, at, dx, dy))) {
      const m = mirrorAt(ctx, at, dx, dy);
      if (!m) break;
      [dx, dy] = m;
      emit(ctx, { type: 'ball', what: 'ricochet', sq: at });
    }
    at = stepSq(ctx, at, dx, dy);
    g.ball.sq = at;
    const pi = g.occ[at];
    if (mode === 'all' && pi >= 0 && hasTackleZone(g.players[pi])) catchers.push(pi);
    else if (mode === 'first' && pi >= 0 && hasTackleZone(g.players[pi])) {
      emit(ctx, { type: 'ball', what: 'land', sq: at, player: pi });
      pushCatch(ctx, pi, -1, 'bounce');
      return;
    }
  }
  at = offTheWall(ctx, f, at);
  if (mode === 'all') {
    f.catchers = catchers;
    f.end = at;
    f.phase = 'catches';
    return;
  }
  const pi = g.occ[at];
  if (mode === 'landing' && pi >= 0 && hasTackleZone(g.players[pi])) {
    g.ball.sq = at;
    emit(ctx, { type: 'ball', what: 'land', sq: at, player: pi });
    pushCatch(ctx, pi, -1, 'bounce');
    return;
  }
  emit(ctx, { type: 'ball', what: 'land', sq: at });
  pushBall(ctx, 'bounce', at);
}

/** [002]: the next player the ball passed over tries to catch it (inaccurate: -1); at the end, one scatter. */
function nextCatch(ctx: Ctx, f: WallThrowFrame): void {
  const g = ctx.g;
  const pi = f.catchers?.shift();
  if (g.ball.state === 'carried' || pi === undefined) {
    f.phase = 'after';
    if (g.ball.state === 'carried') return;
    g.ball.sq = f.end ?? g.ball.sq;
    emit(ctx, { type: 'ball', what: 'land', sq: g.ball.sq });
    return pushBall(ctx, 'bounce', g.ball.sq);
  }
  g.ball.sq = g.players[pi].sq;
  emit(ctx, { type: 'ball', what: 'land', sq: g.ball.sq, player: pi });
  pushCatch(ctx, pi, -1, 'flyOn');
}

function accuracy(ctx: Ctx, f: WallThrowFrame): void {
  const g = ctx.g;
  const p = g.players[f.passer];
  f.phase = 'accuracyDone';
  if (p.pa === null) {
    f.res = { ok: false, roll: 1, total: 1 };
    return;
  }
  const modifier = passModifier(ctx, p.id, f.target) + wallThrowBonus(p);
  pushTest(g, { test: 'pass', player: p.id, target: p.pa, modifier });
}

function afterAccuracy(ctx: Ctx, f: WallThrowFrame): void {
  const g = ctx.g;
  const p = g.players[f.passer];
  const r = f.res!;
  f.res = undefined;
  if (p.pa === null || r.roll === 1) {
    f.quality = 'fumble';
    pop(g);
    fumble(ctx, p.id, 'fumbled wall throw');
    return;
  }
  f.quality = r.ok ? 'accurate' : 'inaccurate';
  if (!r.ok) f.wall = sideWall(ctx, p.sq, f.target, roll(ctx, 6, 'wall throw miss', p.id));
  // The ball stays in the passer's hands (in the state) until it hits the wall or is deflected.
  f.askTeams = interferenceTeams(ctx, p.id, f.wall);
  f.phase = 'interference';
}

register('wallThrow', {
  decide(ctx, f) {
    if (f.phase !== 'interference' || f.askTeams.length === 0) return null;
    return interferenceDecision(ctx, f.passer, f.wall, f.askTeams);
  },
  act(_ctx, f, a) {
    interferenceAnswer(f, a);
  },
  run(ctx, f) {
    switch (f.phase) {
      case 'declared': {
        f.phase = 'accuracy';
        const otb = onTheBallFrame(ctx, f.passer);
        if (otb) push(ctx.g, otb);
        return;
      }
      case 'accuracy':
        return accuracy(ctx, f);
      case 'accuracyDone':
        return afterAccuracy(ctx, f);
      case 'interference':
      case 'interferenceTest':
      case 'intercept':
        return interferencePhase(ctx, f, 'travel');
      case 'travel':
        f.phase = 'after';
        return travel(ctx, f);
      case 'catches':
        return nextCatch(ctx, f);
      default:
        pop(ctx.g);
        turnoverUnlessHeld(ctx.g, ctx, 'wall throw not caught');
        runningPass(ctx, f.passer, f.target);
    }
  },
});
