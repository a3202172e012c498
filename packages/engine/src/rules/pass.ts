/**
 * Passing ([004] Passing the ball): a quick or short pass to a declared square; the accuracy
 * test; the ball scatters or deviates; interference along the ruler (the opposing coaches choose
 * one candidate); the catch. A fumble, or a ball not caught by the active team, is a turnover.
 */
import { markerCount, xy } from '../board.ts';
import { type Ctx, emit, pop, register } from '../core.ts';
import type { PassFrame } from '../frames.ts';
import { underRuler } from '../geometry.ts';
import { activeTeam, hasTackleZone } from '../state.ts';
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
    emit(ctx, { type: 'ball', what: 'dropped', sq: p.sq, player: p.id });
    pop(g);
    turnover(ctx, 'fumbled pass');
    looseBall(ctx, p.sq);
    return;
  }
  f.quality = r.ok ? 'accurate' : r.total <= 1 ? 'wild' : 'inaccurate';
  const from = p.sq;
  g.ball.state = 'ground';
  g.ball.carrier = -1;
  f.landing =
    f.quality === 'accurate'
      ? f.target
      : f.quality === 'inaccurate'
        ? scatterPath(ctx, f.target, 3)
        : deviatePath(ctx, from);
  g.ball.sq = f.landing;
  const candidates = interferers(ctx, p.id, from, f.landing);
  f.askTeams = g.turn.order.filter((t) => candidates.some((c) => g.players[c].team === t));
  f.phase = 'interference';
}

register('pass', {
  decide(ctx, f) {
    if (f.phase !== 'interference' || f.askTeams.length === 0) return null;
    const g = ctx.g;
    const team = f.askTeams[0];
    const from = g.players[f.passer].sq;
    const actions = interferers(ctx, f.passer, from, f.landing)
      .filter((c) => g.players[c].team === team)
      .map((player) => ({ type: 'interfere' as const, player }));
    return { team, actions: [...actions, { type: 'noInterference' }] };
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
      case 'interferenceTest': {
        const q = g.players[f.interferer];
        const quality = f.quality === 'accurate' ? -3 : f.quality === 'inaccurate' ? -2 : -1;
        f.phase = 'intercept';
        pushTest(g, {
          test: 'interference',
          player: q.id,
          target: q.ag,
          modifier: quality - markerCount(ctx, q.sq, q.team),
        });
        return;
      }
      case 'intercept':
        if (f.res?.ok) {
          // Deflected: the interferer tries to intercept (-1); a miss scatters from its square.
          f.phase = 'after';
          g.ball.sq = g.players[f.interferer].sq;
          pushCatch(ctx, f.interferer, -1, 'scatter');
          return;
        }
        f.res = undefined;
        f.phase = 'land';
        return;
      case 'land':
        f.phase = 'after';
        pushLanding(ctx, f.landing, f.quality === 'accurate' ? 0 : -1);
        return;
      default: {
        pop(g);
        const holder = g.ball.state === 'carried' ? g.players[g.ball.carrier] : null;
        if (!g.result && (!holder || holder.team !== activeTeam(g))) turnover(ctx, 'pass not caught');
      }
    }
  },
});
