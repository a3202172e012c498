/**
 * Passing ([004] Passing the ball): a quick or short pass to a declared square; the accuracy
 * test; the ball scatters or deviates; interference along the ruler (the opposing coaches choose
 * one candidate); the catch. A fumble, or a ball not caught by the active team, is a turnover.
 * The interference helpers are shared with the wall throw (wall-throw.ts).
 *
 * Skills (BB2020, rules.md 4): once the target is declared, Animosity (rules/animosity.ts) and
 * then On the Ball (rules/on-the-ball.ts); Accurate (+1 on quick and short passes), Nerves of
 * Steel and Disturbing Presence (rules/pass-modifiers.ts) on the tests; Safe Pass on a fumble;
 * Running Pass after a quick pass; No Hands players never interfere.
 */
import type { Action } from '../actions.ts';
import { xy } from '../board.ts';
import { type Ctx, emit, type Offer, pop, push, register } from '../core.ts';
import type { BombFrame, PassFrame, WallThrowFrame } from '../frames.ts';
import { underRuler } from '../geometry.ts';
import {
  hasNoHands,
  interferenceAgainst,
  keepsBallOnFumble,
  movesOnAfterQuickPass,
  quickShortPassBonus,
} from '../skills.ts';
import { activeTeam, type Game, hasTackleZone } from '../state.ts';
import { animosityApplies, pushAnimosityTest, refuse } from './animosity.ts';
import { deviatePath, pushCatch, pushLanding, scatterPath } from './ball.ts';
import { carriesBall, looseBall, turnover } from './common.ts';
import { onTheBallFrame } from './on-the-ball.ts';
import { pressure } from './pass-modifiers.ts';
import { passBand } from './pass-range.ts';
import { activationOf } from './step.ts';
import { pushTest } from './test.ts';

/** A Pass to square `target`, as declared (Animosity and On the Ball come before the test). */
export function passFrame(passer: number, target: number): PassFrame {
  return {
    t: 'pass',
    passer,
    target,
    phase: 'declared',
    quality: '',
    landing: -1,
    askTeams: [],
    interferer: -1,
  };
}

/** Opposing players who may try to interfere with a pass from `from` landing on `to`. */
export function interferers(ctx: Ctx, passer: number, from: number, to: number): number[] {
  const g = ctx.g;
  const [px, py] = xy(ctx.d, from);
  const [tx, ty] = xy(ctx.d, to);
  const team = g.players[passer].team;
  const out: number[] = [];
  for (const q of g.players) {
    // No Hands: "may not attempt to interfere with a pass".
    if (q.team === team || !hasTackleZone(q) || hasNoHands(q)) continue;
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
export function interferenceDecision(ctx: Ctx, passer: number, to: number, askTeams: number[]): Offer {
  const g = ctx.g;
  const team = askTeams[0];
  const actions: Action[] = interferers(ctx, passer, g.players[passer].sq, to)
    .filter((c) => g.players[c].team === team)
    .map((player) => ({ type: 'interfere' as const, player }));
  actions.push({ type: 'noInterference' });
  return { team, actions };
}

/** A team's answer to the interference question: its interferer, or the next team is asked. */
export function interferenceAnswer(f: PassFrame | WallThrowFrame | BombFrame, a: Action): void {
  if (a.type === 'interfere') {
    f.interferer = a.player;
    f.askTeams = [];
    f.phase = 'interferenceTest';
  } else {
    f.askTeams.shift();
  }
}

/**
 * Interference: AG, -1 per marker (none with Nerves of Steel), -1 per Disturbing Presence, -3
 * accurate / -2 inaccurate / -1 wildly inaccurate, and +1 against a Stunty passer.
 */
export function pushInterferenceTest(ctx: Ctx, interferer: number, quality: string, passer: number): void {
  const q = ctx.g.players[interferer];
  const base = quality === 'accurate' ? -3 : quality === 'inaccurate' ? -2 : -1;
  const mod = base + interferenceAgainst(ctx.g.players[passer]);
  pushTest(ctx.g, {
    test: 'interference',
    player: q.id,
    target: q.ag,
    modifier: mod + pressure(ctx, q.id),
  });
}

/** The interference phases a pass and a wall throw share; `onward` is where the ball flies next. */
export function interferencePhase<P extends string>(
  ctx: Ctx,
  f: {
    phase: string;
    interferer: number;
    quality: string;
    passer: number;
    res?: { ok: boolean };
  },
  onward: P,
): void {
  if (f.phase === 'interferenceTest') {
    f.phase = 'intercept';
    return pushInterferenceTest(ctx, f.interferer, f.quality, f.passer);
  }
  if (f.phase === 'intercept' && f.res?.ok) {
    f.phase = 'after';
    return pushInterception(ctx, f.interferer);
  }
  // Nobody interfered, or the interference failed: the ball goes on its way.
  f.res = undefined;
  f.phase = onward;
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

/**
 * A fumble: the activation ends, the ball bounces from the passer's square, a turnover. With Safe
 * Pass the ball is not dropped: no bounce and no turnover, but the activation still ends.
 */
export function fumble(ctx: Ctx, passer: number, reason: string): void {
  const p = ctx.g.players[passer];
  if (keepsBallOnFumble(p) && carriesBall(ctx, p)) {
    emit(ctx, { type: 'skill', player: p.id, skill: 'safePass', detail: 'keeps the ball' });
    const act = activationOf(ctx, p.id);
    if (act) act.ended = true;
    return;
  }
  emit(ctx, { type: 'ball', what: 'dropped', sq: p.sq, player: p.id });
  if (passerIsActive(ctx.g, passer)) turnover(ctx, reason);
  looseBall(ctx, p.sq);
}

/** The range band's modifier: quick 0, short -1, long -2, long bomb -3. */
export function bandModifier(ctx: Ctx, from: number, target: number): number {
  const b = passBand(ctx, from, target);
  return b === 'S' ? -1 : b === 'L' ? -2 : b === 'B' ? -3 : 0;
}

/** A Pass action's accuracy modifier: band, Accurate, marking (Nerves of Steel), Disturbing Presence. */
export function passModifier(ctx: Ctx, passer: number, target: number): number {
  const p = ctx.g.players[passer];
  const b = passBand(ctx, p.sq, target);
  const accurate = b === 'Q' || b === 'S' ? quickShortPassBonus(p) : 0;
  return bandModifier(ctx, p.sq, target) + accurate + pressure(ctx, p.id);
}

/**
 * Running Pass and Give and Go: after a pass or hand-off that ended well (no turnover), a player
 * with MA left (moved < MA) may go on moving, rushes included, as in a Move action.
 */
export function mayMoveOn(ctx: Ctx, player: number, skill: string): void {
  const g = ctx.g;
  const p = g.players[player];
  const act = activationOf(ctx, player);
  if (!act || act.ended || g.turn.turnover || g.result || p.status !== 'standing') return;
  if (act.moved >= p.ma) return;
  act.moveOn = true;
  emit(ctx, { type: 'skill', player, skill, detail: 'may move on' });
}

/** Running Pass: a quick pass (band I) lets the passer move on. */
export function runningPass(ctx: Ctx, passer: number, target: number): void {
  const p = ctx.g.players[passer];
  if (movesOnAfterQuickPass(p) && passBand(ctx, p.sq, target) === 'Q') mayMoveOn(ctx, passer, 'runningPass');
}

/** Animosity first; then On the Ball; then the accuracy test. */
function declared(ctx: Ctx, f: PassFrame): void {
  if (animosityApplies(ctx, f.passer, f.target)) {
    f.phase = 'animosityDone';
    pushAnimosityTest(ctx, f.passer);
    return;
  }
  toAccuracy(ctx, f);
}

function toAccuracy(ctx: Ctx, f: PassFrame): void {
  f.phase = 'accuracy';
  const otb = onTheBallFrame(ctx, f.passer);
  if (otb) push(ctx.g, otb);
}

function accuracy(ctx: Ctx, f: PassFrame): void {
  // [000]: a pass from a pit is a D6 of its own (rulesets/dungeonbrawl-pits.ts).
  if (ctx.rules.passAccuracy?.(ctx, f)) return;
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
    interferenceAnswer(f, a);
  },
  run(ctx, f) {
    const g = ctx.g;
    switch (f.phase) {
      case 'declared':
        return declared(ctx, f);
      case 'animosityDone': {
        const ok = f.res?.ok ?? true;
        f.res = undefined;
        if (ok) return toAccuracy(ctx, f);
        pop(g);
        return refuse(ctx, f.passer, 'pass');
      }
      case 'accuracy':
        return accuracy(ctx, f);
      case 'accuracyDone':
        return afterAccuracy(ctx, f);
      case 'interference':
      case 'interferenceTest':
      case 'intercept':
        return interferencePhase(ctx, f, 'land');
      case 'land': {
        f.phase = 'after';
        // [002] Passes lost in the teleporter: the ball comes down where the dungeon sends it.
        const lost = ctx.rules.passLost?.(ctx, f.passer, f.landing) ?? null;
        if (lost !== null) return pushLanding(ctx, lost, -1);
        pushLanding(ctx, f.landing, f.quality === 'accurate' ? 0 : -1, 'pass');
        return;
      }
      default:
        pop(g);
        turnoverUnlessHeld(g, ctx, 'pass not caught', f.passer);
        runningPass(ctx, f.passer, f.target);
    }
  },
});
