/**
 * Passing ([004] Passing the ball): a quick or short pass to a declared square; the accuracy
 * test; the ball scatters or deviates; interference along the ruler (the opposing coaches choose
 * one candidate); the catch. A fumble, or a ball not caught by the active team, is a turnover.
 * The interference helpers are shared with the wall throw (wall-throw.ts).
 */
import type { Action } from '../actions.ts';
import { markerCount, xy } from '../board.ts';
import { type Ctx, type Decision, emit, pop, register } from '../core.ts';
import type { PassFrame } from '../frames.ts';
import { underRuler } from '../geometry.ts';
import { interferenceAgainst } from '../skills.ts';
import { activeTeam, type Game, hasTackleZone } from '../state.ts';
import { deviatePath, pushCatch, pushLanding, scatterPath } from './ball.ts';
import { looseBall, turnover } from './common.ts';
import { passBand } from './pass-range.ts';
import { pushTest } from './test.ts';

/** Opposing players who may try to interfere with a pass from `from` landing on `to`. */
export function interferers(ctx: Ctx, passer: number, from: number, to: number): number[] {
  const g = ctx.g;
  const [px, py] = xy(ctx.d, from);
  const [tx, ty] = xy(ctx.d, to);
  const team = g.players[passer].team;
  const out: number[] = [];
  for (const q of g.players) {
    if (q.team === team || !hasTackleZone(q)) continue;
    const [sx, sy] = xy(ctx.d, q.sq);
    if (underRuler(px, py, tx, ty, sx, sy)) out.push(q.id);
  }
  return out;
}

/** The opposing teams to ask about interference, in turn order (each may name one player). */
export function interferenceTeams(ctx: Ctx, passer: number, to: number): number[] {
  const g = ctx.g;
  const candidates = interferers(ctx, passer, g.players[passer].sq, to);
  return g.turn.order.filter((t) => candidates.some((c) => g.players[c].team === t));
}

/** The first team in `askTeams` chooses one of its candidates or declines. */
export function interferenceDecision(ctx: Ctx, passer: number, to: number, askTeams: number[]): Decision {
  const g = ctx.g;
  const team = askTeams[0];
  const actions: Action[] = interferers(ctx, passer, g.players[passer].sq, to)
    .filter((c) => g.players[c].team === team)
    .map((player) => ({ type: 'interfere' as const, player }));
  actions.push({ type: 'noInterference' });
  return { team, actions };
}

/**
 * Interference: AG, -1 per marker, -3 accurate / -2 inaccurate / -1 wildly inaccurate, and +1
 * against a Stunty passer.
 */
export function pushInterferenceTest(ctx: Ctx, interferer: number, quality: string, passer: number): void {
  const q = ctx.g.players[interferer];
  const base = quality === 'accurate' ? -3 : quality === 'inaccurate' ? -2 : -1;
  const mod = base + interferenceAgainst(ctx.g.players[passer]);
  pushTest(ctx.g, {
    test: 'interference',
    player: q.id,
    target: q.ag,
    modifier: mod - markerCount(ctx, q.sq, q.team),
  });
}

/** Deflected: the interferer tries to intercept (-1); a miss scatters from its square. */
export function pushInterception(ctx: Ctx, interferer: number): void {
  ctx.g.ball.state = 'ground';
  ctx.g.ball.carrier = -1;
  ctx.g.ball.sq = ctx.g.players[interferer].sq;
  emit(ctx, { type: 'ball', what: 'land', sq: ctx.g.ball.sq, player: interferer });
  pushCatch(ctx, interferer, -1, 'scatter');
}

/**
 * A pass made outside its team's turn (Dump-off) can never cause a turnover: not for the passing
 * team, whose turn it is not, nor for the active team, which did not pass.
 */
function passerIsActive(g: Game, passer: number): boolean {
  return g.players[passer].team === activeTeam(g);
}

/** After a pass or wall throw: a turnover unless a player of the active team holds the ball. */
export function turnoverUnlessHeld(g: Game, ctx: Ctx, reason: string, passer = -1): void {
  if (passer >= 0 && !passerIsActive(g, passer)) return;
  const holder = g.ball.state === 'carried' ? g.players[g.ball.carrier] : null;
  if (!g.result && (!holder || holder.team !== activeTeam(g))) turnover(ctx, reason);
}

/** A fumble: the activation ends, the ball bounces from the passer's square, a turnover. */
export function fumble(ctx: Ctx, passer: number, reason: string): void {
  const p = ctx.g.players[passer];
  emit(ctx, { type: 'ball', what: 'dropped', sq: p.sq, player: p.id });
  if (passerIsActive(ctx.g, passer)) turnover(ctx, reason);
  looseBall(ctx, p.sq);
}

export function passModifier(ctx: Ctx, passer: number, target: number): number {
  const p = ctx.g.players[passer];
  const b = passBand(ctx, p.sq, target);
  return (b === 'S' ? -1 : b === 'L' ? -2 : b === 'B' ? -3 : 0) - markerCount(ctx, p.sq, p.team);
}

function accuracy(ctx: Ctx, f: PassFrame): void {
  const g = ctx.g;
  const p = g.players[f.passer];
  f.phase = 'accuracyDone';
  if (p.pa === null) {
    f.res = { ok: false, roll: 1, total: 1 };
    return;
  }
  pushTest(g, { test: 'pass', player: p.id, target: p.pa, modifier: passModifier(ctx, p.id, f.target) });
}

function afterAccuracy(ctx: Ctx, f: PassFrame): void {
  const g = ctx.g;
  const p = g.players[f.passer];
  const r = f.res!;
  f.res = undefined;
  if (p.pa === null || r.roll === 1) {
    f.quality = 'fumble';
    pop(g);
    fumble(ctx, p.id, 'fumbled pass');
    return;
  }
  f.quality = r.ok ? 'accurate' : r.total <= 1 ? 'wild' : 'inaccurate';
  // Where the ball will land is known before interference: the ruler is laid to that square.
  // The ball stays in the passer's hands (in the state) until it lands or is deflected.
  f.landing =
    f.quality === 'accurate'
      ? f.target
      : f.quality === 'inaccurate'
        ? scatterPath(ctx, f.target, 3)
        : deviatePath(ctx, p.sq);
  f.askTeams = interferenceTeams(ctx, p.id, f.landing);
  f.phase = 'interference';
}

register('pass', {
  decide(ctx, f) {
    if (f.phase !== 'interference' || f.askTeams.length === 0) return null;
    return interferenceDecision(ctx, f.passer, f.landing, f.askTeams);
  },
  act(_ctx, f, a) {
    if (a.type === 'interfere') {
      f.interferer = a.player;
      f.askTeams = [];
      f.phase = 'interferenceTest';
    } else {
      f.askTeams.shift();
    }
  },
  run(ctx, f) {
    const g = ctx.g;
    switch (f.phase) {
      case 'accuracy':
        return accuracy(ctx, f);
      case 'accuracyDone':
        return afterAccuracy(ctx, f);
      case 'interference':
        f.phase = 'land';
        return;
      case 'interferenceTest':
        f.phase = 'intercept';
        return pushInterferenceTest(ctx, f.interferer, f.quality, f.passer);
      case 'intercept':
        if (f.res?.ok) {
          f.phase = 'after';
          return pushInterception(ctx, f.interferer);
        }
        f.res = undefined;
        f.phase = 'land';
        return;
      case 'land':
        f.phase = 'after';
        pushLanding(ctx, f.landing, f.quality === 'accurate' ? 0 : -1, 'pass');
        return;
      default:
        pop(g);
        turnoverUnlessHeld(g, ctx, 'pass not caught', f.passer);
    }
  },
});
