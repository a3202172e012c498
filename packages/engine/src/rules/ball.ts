/**
 * The loose ball: bounce, scatter and deviate (rules.md 1.6), wall ricochets (rules.md 1.5's
 * reading), portals, and catching. Catching skills: Catch re-rolls (rules/test.ts), Nerves of
 * Steel and Disturbing Presence change the modifier (rules/pass-modifiers.ts), and a No Hands
 * player's catch always fails, without a roll: the ball bounces off it.
 */
import { around, isBlocked, sqOf, xy } from '../board.ts';
import { type Ctx, emit, pop, push, register, roll } from '../core.ts';
import type { BallFrame, BallMove, CatchFrame } from '../frames.ts';
import { CLOCKWISE, clockwiseIndex, D8_DIRECTIONS, ricochetDirection } from '../geometry.ts';
import { hasNoHands } from '../skills.ts';
import { hasTackleZone } from '../state.ts';
import { checkTouchdown, giveBall, looseBall } from './common.ts';
import { ballLands } from './enter.ts';
import { pressure } from './pass-modifiers.ts';
import { pushTest } from './test.ts';

/** The inward normal of the wall face a ball crossed moving from `from` by (dx, dy). */
export function wallNormal(ctx: Ctx, from: number, dx: number, dy: number): [number, number] {
  if (dx === 0 || dy === 0) return [-dx, -dy];
  const [x, y] = xy(ctx.d, from);
  const w = ctx.d.width;
  const sideX = isBlocked(ctx, y * w + x + dx);
  const sideY = isBlocked(ctx, (y + dy) * w + x);
  if (sideX && !sideY) return [-dx, 0];
  if (sideY && !sideX) return [0, -dy];
  return [-dx, -dy];
}

/**
 * One square of ball movement from `from` in direction (dx, dy). A wall (or a chest) turns it
 * into a ricochet: D6 on the throw-in arcs about the wall's normal, moving from `from` instead.
 */
export function ballStep(ctx: Ctx, from: number, dx: number, dy: number): number {
  const [x, y] = xy(ctx.d, from);
  const to = (y + dy) * ctx.d.width + x + dx;
  if (!isBlocked(ctx, to)) return to;
  if (ctx.rules.ballIntoWall === 'rescatter') return rescatter(ctx, from);
  const [nx, ny] = wallNormal(ctx, from, dx, dy);
  for (let tries = 0; tries < 12; tries++) {
    const [rx, ry] = ricochetDirection(nx, ny, roll(ctx, 6, 'ricochet'));
    let at = from;
    for (let i = 0; i < ctx.g.options.ricochetDistance; i++) {
      const [ax, ay] = xy(ctx.d, at);
      const next = (ay + ry) * ctx.d.width + ax + rx;
      if (isBlocked(ctx, next)) break;
      at = next;
    }
    if (at !== from) {
      emit(ctx, { type: 'ball', what: 'ricochet', sq: at });
      return at;
    }
  }
  // Boxed in on every arc: the ball drops where it was.
  return from;
}

/**
 * [003]: "the ball can't scatter into a wall; roll for scatter again": a new D8 direction from the
 * same square until one is open (a square boxed in on every side keeps the ball).
 */
function rescatter(ctx: Ctx, from: number): number {
  if (!around(ctx.d, from).some((s) => !isBlocked(ctx, s))) return from;
  const [x, y] = xy(ctx.d, from);
  for (let tries = 0; tries < 100; tries++) {
    const [dx, dy] = randomDirection(ctx, 'scatter again');
    const to = sqOf(ctx.d, x + dx, y + dy);
    if (!isBlocked(ctx, to)) return to;
  }
  return from;
}

/** D8 random direction. */
export function randomDirection(ctx: Ctx, purpose: string): [number, number] {
  return D8_DIRECTIONS[roll(ctx, 8, purpose) - 1] as [number, number];
}

/** Scatter: three single-square moves (walls ricochet). Returns where it ends. */
export function scatterPath(ctx: Ctx, from: number, moves: number): number {
  let at = from;
  for (let i = 0; i < moves; i++) {
    const [dx, dy] = randomDirection(ctx, 'scatter');
    at = ballStep(ctx, at, dx, dy);
  }
  return at;
}

/** Deviate: D8 direction, D6 squares in a straight line; a wall ricochets and ends it there. */
export function deviatePath(ctx: Ctx, from: number): number {
  const [dx, dy] = randomDirection(ctx, 'deviate');
  const n = roll(ctx, 6, 'deviate distance');
  let at = from;
  for (let i = 0; i < n; i++) {
    const [x, y] = xy(ctx.d, at);
    const next = (y + dy) * ctx.d.width + x + dx;
    if (isBlocked(ctx, next)) return ballStep(ctx, at, dx, dy);
    at = next;
  }
  return at;
}

/** The ball moves off from `from` (common.ts's looseBall, with the kind first). */
export function pushBall(ctx: Ctx, kind: BallMove, from: number, catchMod = -1): void {
  looseBall(ctx, from, kind, catchMod);
}

/**
 * The ball arrives in a square at the end of a pass (`kind` 'pass'), a scatter or a deviation, or
 * after a bounce ('bounce'). It is caught there, teleported by a portal, or it bounces.
 */
export function pushLanding(ctx: Ctx, at: number, catchMod: number, kind: BallMove = 'bounce'): void {
  ctx.g.ball.state = 'ground';
  ctx.g.ball.carrier = -1;
  ctx.g.ball.sq = at;
  push(ctx.g, { t: 'ball', kind, from: at, left: 0, catchMod, phase: 'land', catcher: -1 });
}

/** Keep the frame going with one more bounce from `from`; a bounced ball is caught at -1. */
function bounceOn(f: BallFrame, from: number): void {
  f.from = from;
  f.kind = 'bounce';
  f.left = 1;
  f.catchMod = -1;
  f.phase = 'move';
}

function land(ctx: Ctx, f: BallFrame): void {
  const g = ctx.g;
  const at = f.from;
  g.ball.sq = at;
  const pi = g.occ[at];
  // A standing player with a tackle zone must try to catch it, portal or not.
  if (pi >= 0 && hasTackleZone(g.players[pi])) return startCatch(ctx, f, pi);
  const to = ballLands(ctx, at);
  if (to !== null) {
    // A ball sent on (a portal teleports it): a standing player there may catch it (as a
    // scattered ball, -1); otherwise it scatters one square.
    g.ball.sq = to;
    f.from = to;
    f.catchMod = -1;
    const qi = g.occ[to];
    if (qi >= 0 && hasTackleZone(g.players[qi])) return startCatch(ctx, f, qi);
    return bounceOn(f, to);
  }
  // It never rests on a player; after a pass, scatter or deviation it bounces once first.
  if (pi >= 0 || f.kind !== 'bounce') return bounceOn(f, at);
  emit(ctx, { type: 'ball', what: 'rest', sq: at });
  pop(g);
}

function startCatch(ctx: Ctx, f: BallFrame, pi: number): void {
  f.phase = 'catchDone';
  f.catcher = pi;
  pushCatch(ctx, pi, f.catchMod, 'bounce');
}

/** The catch modifier: the ball's own (-1 bounced, ...), marking and Disturbing Presence. */
export function catchModifier(ctx: Ctx, pi: number, extra: number): number {
  return extra + pressure(ctx, pi);
}

export function pushCatch(ctx: Ctx, pi: number, extra: number, onFail: CatchFrame['onFail']): void {
  push(ctx.g, { t: 'catch', player: pi, modifier: extra, onFail, phase: 'test' });
}

register('ball', {
  run(ctx, f) {
    if (f.phase === 'move') {
      if (f.kind === 'deviate') {
        f.from = deviatePath(ctx, f.from);
        f.left = 0;
      } else {
        const [dx, dy] = randomDirection(ctx, f.kind);
        f.from = ballStep(ctx, f.from, dx, dy);
        f.left--;
      }
      ctx.g.ball.sq = f.from;
      const what = f.kind === 'throwIn' || f.kind === 'pass' ? 'bounce' : f.kind;
      emit(ctx, { type: 'ball', what, sq: f.from });
      if (f.left <= 0) f.phase = 'land';
      return;
    }
    if (f.phase === 'land') return land(ctx, f);
    // catchDone: the catch frame already moved the ball on if it failed.
    pop(ctx.g);
  },
});

register('catch', {
  run(ctx, f: CatchFrame) {
    const g = ctx.g;
    const p = g.players[f.player];
    if (f.phase === 'test') {
      f.phase = 'done';
      if (hasNoHands(p)) {
        // "Any attempt to catch it automatically fails": no roll, so no re-roll either.
        emit(ctx, { type: 'skill', player: p.id, skill: 'noHands', detail: 'cannot catch' });
        f.res = { ok: false, roll: 0, total: 0 };
        return;
      }
      pushTest(g, {
        test: 'catch',
        player: p.id,
        target: p.ag,
        modifier: catchModifier(ctx, p.id, f.modifier),
      });
      return;
    }
    const ok = f.res?.ok ?? false;
    pop(g);
    if (ok) {
      giveBall(ctx, p);
      emit(ctx, { type: 'ball', what: 'caught', sq: p.sq, player: p.id });
      checkTouchdown(ctx, p);
      return;
    }
    // A bounce pass flying on ([002]): the wall throw gives the ball to the next player.
    if (f.onFail === 'flyOn') return;
    pushBall(ctx, f.onFail === 'scatter' ? 'scatter' : 'bounce', p.sq);
  },
});

export { CLOCKWISE, clockwiseIndex };
