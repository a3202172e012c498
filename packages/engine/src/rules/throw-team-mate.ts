/**
 * Throw Team-mate ([004] Throwing other players, Landing, Crash landing): a quick or short throw
 * of an adjacent Right Stuff team-mate. Superb and subpar throws scatter three times from the
 * target, a terrible one deviates from the thrower, a fumble bounces from the thrower. Walls stop
 * the flight with a crash landing (+1 armour); a player landed on is knocked down and the thrown
 * player bounces on and falls over.
 */
import { isBlocked, markerCount, portalAt, xy } from '../board.ts';
import { type Ctx, emit, pop, push, register, roll } from '../core.ts';
import type { ThrowTeamMateFrame } from '../frames.ts';
import { D8_DIRECTIONS } from '../geometry.ts';
import { carriesBall, checkTouchdown, liftPlayer, looseBall, placePlayer, turnover } from './common.ts';
import { armourRoll, goDown } from './injury.ts';
import { passModifier } from './pass.ts';
import { pushTest } from './test.ts';

/** One square of a thrown player's flight; a wall or chest stops it (a crash landing). */
function flightStep(ctx: Ctx, f: ThrowTeamMateFrame, purpose: string): boolean {
  const [dx, dy] = D8_DIRECTIONS[roll(ctx, 8, purpose, f.thrown) - 1];
  const [x, y] = xy(ctx.d, f.landing);
  const next = (y + dy) * ctx.d.width + x + dx;
  if (isBlocked(ctx, next)) {
    f.crash = true;
    f.wall = true;
    return false;
  }
  f.landing = next;
  return true;
}

function flight(ctx: Ctx, f: ThrowTeamMateFrame): void {
  const g = ctx.g;
  const thrower = g.players[f.thrower];
  if (f.quality === 'superb' || f.quality === 'subpar') {
    f.landing = f.target;
    for (let i = 0; i < 3 && flightStep(ctx, f, 'scatter'); i++);
  } else if (f.quality === 'terrible') {
    f.landing = thrower.sq;
    const [dx, dy] = D8_DIRECTIONS[roll(ctx, 8, 'deviate', f.thrown) - 1];
    const n = roll(ctx, 6, 'deviate distance', f.thrown);
    for (let i = 0; i < n; i++) {
      const [x, y] = xy(ctx.d, f.landing);
      const next = (y + dy) * ctx.d.width + x + dx;
      if (isBlocked(ctx, next)) {
        f.crash = true;
        f.wall = true;
        break;
      }
      f.landing = next;
    }
  } else {
    f.landing = thrower.sq;
    flightStep(ctx, f, 'bounce');
  }
  // Landing on someone: they are knocked down, and the thrown player bounces on and falls.
  for (let guard = 0; guard < 20 && g.occ[f.landing] >= 0 && f.landing !== -1; guard++) {
    const under = g.players[g.occ[f.landing]];
    if (under.status === 'standing') goDown(ctx, under, 'knockedDown', { reason: 'landed on' });
    else armourRoll(ctx, under, 0, 0);
    f.crash = true;
    if (!flightStep(ctx, f, 'bounce') && g.occ[f.landing] >= 0) {
      // Nowhere to bounce to: back to where the thrown player started.
      f.landing = g.players[f.thrown].sq;
      break;
    }
  }
}

function landingModifier(ctx: Ctx, f: ThrowTeamMateFrame): number {
  const ffb = { superb: 0, subpar: -1, terrible: -2, fumble: -1, '': 0 };
  const summary = { superb: 1, subpar: 0, terrible: -1, fumble: -1, '': 0 };
  const table = ctx.g.options.landingModifiers === 'ffb' ? ffb : summary;
  const p = ctx.g.players[f.thrown];
  return table[f.quality] - markerCount(ctx, f.landing, p.team, p.id);
}

function land(ctx: Ctx, f: ThrowTeamMateFrame, ok: boolean): void {
  const g = ctx.g;
  const p = g.players[f.thrown];
  pop(g);
  const hadBall = carriesBall(ctx, p);
  const ballHere = g.ball.state === 'ground' && g.ball.sq === f.landing;
  placePlayer(ctx, p, f.landing);
  emit(ctx, { type: 'move', player: p.id, from: -1, to: f.landing, kind: 'place' });
  if (!ok) {
    // A failed landing is a fall, but only a turnover if the thrown player had the ball.
    goDown(ctx, p, 'fallsOver', { armourMod: f.wall ? 1 : 0, noTurnover: !hadBall });
    if (hadBall) turnover(ctx, 'thrown ball carrier failed to land');
  } else {
    checkTouchdown(ctx, p);
  }
  if (ballHere) looseBall(ctx, f.landing);
  if (p.sq >= 0 && portalAt(g, p.sq) !== null) {
    push(g, {
      t: 'teleport',
      player: p.id,
      from: portalAt(g, p.sq),
      moveCost: false,
      phase: 'roll',
      dest: -1,
    });
  }
}

register('throwTeamMate', {
  run(ctx, f) {
    const g = ctx.g;
    const thrower = g.players[f.thrower];
    const thrown = g.players[f.thrown];
    switch (f.phase) {
      case 'quality':
        f.phase = 'qualityDone';
        if (thrower.pa === null) {
          f.res = { ok: false, roll: 1, total: 1 };
          return;
        }
        pushTest(g, {
          test: 'throwTeamMate',
          player: thrower.id,
          target: thrower.pa,
          modifier: passModifier(ctx, thrower.id, f.target),
        });
        return;
      case 'qualityDone': {
        const r = f.res!;
        f.res = undefined;
        f.quality =
          thrower.pa === null || r.roll === 1
            ? 'fumble'
            : r.ok
              ? 'superb'
              : r.total <= 1
                ? 'terrible'
                : 'subpar';
        emit(ctx, { type: 'skill', player: thrower.id, skill: 'throwTeamMate', detail: f.quality });
        if (f.quality === 'fumble') turnover(ctx, 'fumbled throw');
        liftPlayer(ctx, thrown);
        flight(ctx, f);
        f.phase = 'landing';
        return;
      }
      case 'landing':
        if (f.crash) return land(ctx, f, false);
        f.phase = 'landingDone';
        pushTest(g, {
          test: 'landing',
          player: thrown.id,
          target: thrown.ag,
          modifier: landingModifier(ctx, f),
        });
        return;
      default:
        land(ctx, f, f.res?.ok ?? false);
    }
  },
});
