/**
 * Bombardier (BB2020 trait, rules.md 4): a Standing player with it may make a Throw Bomb special
 * action. It is neither a Pass nor a Throw Team-mate action (those stay available to the team),
 * but only one bomb is thrown per team turn. The player may not stand up or move first; its
 * activation ends with the throw.
 *
 * The bomb is thrown like a pass (rules/pass.ts): a quick or short target square; the accuracy
 * test with the pass modifiers and the Pass skill's re-roll, Accurate, Nerves of Steel and
 * Disturbing Presence (On the Ball does not apply); accurate, inaccurate (scatter 3) or wildly
 * inaccurate (deviate); interference as for a pass. Then:
 * - Bombs never bounce. A bomb landing in an empty square, or on a player who cannot catch (prone,
 *   stunned, no tackle zone, No Hands), or in the square of a player who fails to catch it (or to
 *   turn a deflection into an interception), explodes there.
 * - A standing player with a tackle zone where it lands must try to catch it (-1 unless the throw
 *   was accurate), even one holding the ball. Caught: D6 4+ it explodes at once; 1-3 that player
 *   must throw it on at once (its coach picks the square; out of the normal sequence of play).
 * - A fumble (natural 1, or PA '-') explodes in the thrower's square.
 * - The explosion hits the player in the square, and each player next to it on a D6 4+. Standing
 *   players hit are Placed Prone; every player hit gets an armour roll (and maybe an injury roll)
 *   with +1 to the armour or the injury roll.
 * - A bomb causes no turnover itself; an active-team ball carrier Placed Prone is one, as always.
 *
 * Readings chosen here:
 * - Safe Pass does not keep a fumbled bomb: it explodes ("it will explode immediately").
 * - A bomb landing on a portal explodes there (portals move balls and players only).
 * - The "4+" for a caught bomb is a plain D6, not a test: no re-roll. A catcher with no square to
 *   throw it to (boxed in by walls) keeps it, and it explodes in its hands.
 * - Walls do not shield the players next to the explosion (the rule names adjacent squares only).
 */
import type { Action } from '../actions.ts';
import { around } from '../board.ts';
import { type Ctx, emit, pop, register, roll } from '../core.ts';
import type { BombFrame } from '../frames.ts';
import { hasNoHands } from '../skills.ts';
import { hasTackleZone, type Player } from '../state.ts';
import { catchModifier, deviatePath, scatterPath } from './ball.ts';
import { armourRoll, goDown } from './injury.ts';
import {
  interferenceAnswer,
  interferenceDecision,
  interferenceTeams,
  passModifier,
  pushInterferenceTest,
} from './pass.ts';
import { passTargets } from './pass-range.ts';
import { pushTest } from './test.ts';

/** The Throw Bomb special action, aimed at square `target`. */
export function bombFrame(thrower: number, target: number): BombFrame {
  return {
    t: 'bomb',
    thrower,
    target,
    phase: 'accuracy',
    quality: '',
    landing: -1,
    askTeams: [],
    interferer: -1,
    catcher: -1,
  };
}

/** Squares a player may throw a bomb at: the pass targets. */
export function bombTargets(ctx: Ctx, thrower: number): Action[] {
  return passTargets(ctx, ctx.g.players[thrower].sq).map((to) => ({ type: 'throwBomb', to }));
}

/**
 * The bomb goes off in square `at`: the player there is hit, the players around it on 4+. Its
 * thrower's team caused what it does (a catcher only becomes the thrower once it throws it on).
 */
function explode(ctx: Ctx, f: BombFrame, at: number): void {
  const g = ctx.g;
  const by = g.players[f.thrower].team;
  pop(g);
  emit(ctx, { type: 'bomb', what: 'explodes', sq: at });
  const hit: Player[] = [];
  if (g.occ[at] >= 0) hit.push(g.players[g.occ[at]]);
  for (const s of around(ctx.d, at)) {
    const pi = g.occ[s];
    if (pi >= 0 && roll(ctx, 6, 'bomb blast', pi) >= 4) hit.push(g.players[pi]);
  }
  for (const p of hit) {
    if (p.sq < 0) continue;
    if (p.status === 'standing') goDown(ctx, p, 'placedProne', { reason: 'hit by a bomb' });
    // "+1 to either the armour or the injury roll": the same choice as Mighty Blow's.
    armourRoll(ctx, p, 0, 1, false, 0, { by });
  }
}

/** A player must try to catch the bomb (`extra`: -1 unless accurate, -1 more to intercept). */
function tryCatch(ctx: Ctx, f: BombFrame, pi: number, extra: number): void {
  const p = ctx.g.players[pi];
  f.catcher = pi;
  f.phase = 'caught';
  if (hasNoHands(p)) {
    f.res = { ok: false, roll: 0, total: 0 };
    return;
  }
  pushTest(ctx.g, { test: 'catch', player: pi, target: p.ag, modifier: catchModifier(ctx, pi, extra) });
}

function accuracy(ctx: Ctx, f: BombFrame): void {
  const p = ctx.g.players[f.thrower];
  f.phase = 'accuracyDone';
  emit(ctx, { type: 'bomb', what: 'thrown', sq: f.target, player: p.id });
  if (p.pa === null) {
    f.res = { ok: false, roll: 1, total: 1 };
    return;
  }
  pushTest(ctx.g, { test: 'pass', player: p.id, target: p.pa, modifier: passModifier(ctx, p.id, f.target) });
}

function afterAccuracy(ctx: Ctx, f: BombFrame): void {
  const p = ctx.g.players[f.thrower];
  const r = f.res!;
  f.res = undefined;
  if (p.pa === null || r.roll === 1) {
    f.quality = 'fumble';
    return explode(ctx, f, p.sq);
  }
  f.quality = r.ok ? 'accurate' : r.total <= 1 ? 'wild' : 'inaccurate';
  f.landing =
    f.quality === 'accurate'
      ? f.target
      : f.quality === 'inaccurate'
        ? scatterPath(ctx, f.target, 3)
        : deviatePath(ctx, p.sq);
  f.askTeams = interferenceTeams(ctx, p.id, f.landing);
  f.phase = 'interference';
}

function land(ctx: Ctx, f: BombFrame): void {
  const g = ctx.g;
  emit(ctx, { type: 'bomb', what: 'lands', sq: f.landing });
  const pi = g.occ[f.landing];
  if (pi >= 0 && hasTackleZone(g.players[pi])) return tryCatch(ctx, f, pi, f.quality === 'accurate' ? 0 : -1);
  explode(ctx, f, f.landing);
}

/** Caught: 4+ it explodes in the catcher's hands, 1-3 the catcher throws it on. Dropped: it explodes. */
function afterCatch(ctx: Ctx, f: BombFrame): void {
  const g = ctx.g;
  const p = g.players[f.catcher];
  const ok = f.res?.ok ?? false;
  f.res = undefined;
  if (!ok) return explode(ctx, f, p.sq);
  emit(ctx, { type: 'bomb', what: 'caught', sq: p.sq, player: p.id });
  if (roll(ctx, 6, 'bomb fuse', p.id) >= 4) return explode(ctx, f, p.sq);
  f.thrower = p.id;
  f.target = -1;
  f.quality = '';
  f.landing = -1;
  f.interferer = -1;
  f.catcher = -1;
  f.phase = 'target';
}

register('bomb', {
  decide(ctx, f) {
    const team = ctx.g.players[f.thrower].team;
    if (f.phase === 'target') {
      const actions = bombTargets(ctx, f.thrower);
      return actions.length > 0 ? { team, actions } : null;
    }
    if (f.phase !== 'interference' || f.askTeams.length === 0) return null;
    return interferenceDecision(ctx, f.thrower, f.landing, f.askTeams);
  },
  act(_ctx, f, a) {
    if (a.type === 'throwBomb') {
      f.target = a.to;
      f.phase = 'accuracy';
    } else interferenceAnswer(f, a);
  },
  run(ctx, f) {
    switch (f.phase) {
      case 'target':
        // Nowhere to throw it on: it explodes in the catcher's hands.
        return explode(ctx, f, ctx.g.players[f.thrower].sq);
      case 'accuracy':
        return accuracy(ctx, f);
      case 'accuracyDone':
        return afterAccuracy(ctx, f);
      case 'interference':
        f.phase = 'land';
        return;
      case 'interferenceTest':
        f.phase = 'intercept';
        return pushInterferenceTest(ctx, f.interferer, f.quality, f.thrower);
      case 'intercept':
        if (f.res?.ok) {
          f.res = undefined;
          return tryCatch(ctx, f, f.interferer, -1);
        }
        f.res = undefined;
        f.phase = 'land';
        return;
      case 'land':
        return land(ctx, f);
      default:
        return afterCatch(ctx, f);
    }
  },
});
