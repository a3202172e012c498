/**
 * Throw Team-mate ([004] Throwing other players, Landing, Crash landing): a quick or short throw
 * of an adjacent Right Stuff team-mate. Superb and subpar throws scatter three times from the
 * target, a terrible one deviates from the thrower, a fumble bounces from the thrower.
 *
 * Crash landings, read literally: the thrown player bounces once from the square it lands in and
 * then falls over (armour roll). That happens when it had lost its tackle zone, when its flight
 * ran into a wall (the flight stops in the last square before the wall; +1 to the armour roll),
 * and when it lands on a player (who is knocked down, even if already down; the bounce repeats
 * while it lands on players). ASSUMPTION: a bounce into a wall is rolled again (the player
 * rebounds) and counts as hitting the wall (+1 armour). A thrown player who lands safely moved
 * voluntarily: on the ball it must try to pick it up.
 *
 * A Kick Team-mate action (`kick` set) follows these rules too, except for its fumble
 * (rules/kick-team-mate.ts).
 *
 * Skills: Strong Arm adds +1 to the quality test and Disturbing Presence -1 per opponent with it
 * within 3 squares (Nerves of Steel does not help: this is no Pass action); Always Hungry comes
 * before the test (rules/always-hungry.ts); a No Hands player landing on the ball cannot pick it
 * up: it bounces, a turnover as for a failed pick-up. Both apply to a kick too, which follows
 * the Throw Team-mate rules.
 */
import { isBlocked, markerCount, xy } from '../board.ts';
import { type Ctx, emit, pop, register, roll } from '../core.ts';
import type { ThrowTeamMateFrame } from '../frames.ts';
import { D8_DIRECTIONS } from '../geometry.ts';
import { hasNoHands, throwTeamMateBonus } from '../skills.ts';
import { hasTackleZone } from '../state.ts';
import { afterEscape, afterHunger, startHunger } from './always-hungry.ts';
import { carriesBall, checkTouchdown, liftPlayer, looseBall, placePlayer, turnover } from './common.ts';
import { enterSquare } from './enter.ts';
import { armourRoll, goDown } from './injury.ts';
import { fumbledKick } from './kick-team-mate.ts';
import { bandModifier } from './pass.ts';
import { disturbance } from './pass-modifiers.ts';
import { pickUpDone } from './step.ts';
import { pushTest } from './test.ts';

function next(ctx: Ctx, at: number, dx: number, dy: number): number {
  const [x, y] = xy(ctx.d, at);
  return (y + dy) * ctx.d.width + x + dx;
}

/** One flight square (scatter or deviation); a wall ends the flight where it is: a crash. */
function flightStep(ctx: Ctx, f: ThrowTeamMateFrame, dx: number, dy: number): boolean {
  const to = next(ctx, f.landing, dx, dy);
  if (isBlocked(ctx, to, ctx.g.players[f.thrown])) {
    f.crash = true;
    f.wall = true;
    return false;
  }
  f.landing = to;
  return true;
}

/** One bounce of the thrown player (D8); a wall is hit (+1 armour) and the bounce rolled again. */
function bounce(ctx: Ctx, f: ThrowTeamMateFrame): void {
  for (let tries = 0; tries < 12; tries++) {
    const [dx, dy] = D8_DIRECTIONS[roll(ctx, 8, 'bounce', f.thrown) - 1];
    const to = next(ctx, f.landing, dx, dy);
    if (!isBlocked(ctx, to, ctx.g.players[f.thrown])) {
      f.landing = to;
      return;
    }
    f.crash = true;
    f.wall = true;
  }
  // Boxed in: back to the square it was thrown from (empty since it left).
  if (ctx.g.occ[f.landing] >= 0) f.landing = ctx.g.players[f.thrown].sq;
}

function flightPath(ctx: Ctx, f: ThrowTeamMateFrame): void {
  const thrower = ctx.g.players[f.thrower];
  if (f.quality === 'superb' || f.quality === 'subpar') {
    f.landing = f.target;
    for (let i = 0; i < 3; i++) {
      const [dx, dy] = D8_DIRECTIONS[roll(ctx, 8, 'scatter', f.thrown) - 1];
      if (!flightStep(ctx, f, dx, dy)) break;
    }
  } else if (f.quality === 'terrible') {
    f.landing = thrower.sq;
    const [dx, dy] = D8_DIRECTIONS[roll(ctx, 8, 'deviate', f.thrown) - 1];
    const n = roll(ctx, 6, 'deviate distance', f.thrown);
    for (let i = 0; i < n && flightStep(ctx, f, dx, dy); i++);
  }
}

/** The flight and where it ends; true when the ruleset has landed the player itself ([002]). */
function flight(ctx: Ctx, f: ThrowTeamMateFrame): boolean {
  const g = ctx.g;
  const thrown = g.players[f.thrown];
  if (!hasTackleZone(thrown)) f.crash = true;
  let bounced = false;
  if (f.quality === 'fumble') {
    // Fumbled: the thrown player bounces from the thrower's square.
    f.landing = g.players[f.thrower].sq;
    bounce(ctx, f);
    bounced = true;
  } else if (ctx.rules.throwFlight) {
    if (ctx.rules.throwFlight(ctx, f)) return true;
  } else {
    flightPath(ctx, f);
  }
  for (let guard = 0; guard < 20; guard++) {
    const o = g.occ[f.landing];
    if (o >= 0 && o !== thrown.id) {
      // Landing on someone: they are knocked down, and the thrown player bounces on and falls.
      const under = g.players[o];
      const by = g.players[f.thrower].team;
      if (under.status === 'standing') goDown(ctx, under, 'knockedDown', { reason: 'landed on', by });
      else armourRoll(ctx, under, 0, 0, false, 0, { by });
      f.crash = true;
    } else if (!f.crash || bounced) {
      return false;
    }
    bounce(ctx, f);
    bounced = true;
  }
  return false;
}

function landingModifier(ctx: Ctx, f: ThrowTeamMateFrame): number {
  const ffb = { superb: 0, subpar: -1, terrible: -2, fumble: -1, '': 0 };
  const summary = { superb: 1, subpar: 0, terrible: -1, fumble: -1, '': 0 };
  const table = ctx.g.options.landingModifiers === 'ffb' ? ffb : summary;
  const p = ctx.g.players[f.thrown];
  return table[f.quality] - markerCount(ctx, f.landing, p.team, p.id);
}

/** Puts the thrown player down. Returns true when it must now try to pick up the ball. */
function land(ctx: Ctx, f: ThrowTeamMateFrame, ok: boolean): boolean {
  const g = ctx.g;
  const p = g.players[f.thrown];
  const hadBall = carriesBall(ctx, p);
  const ballHere = g.ball.state === 'ground' && g.ball.sq === f.landing;
  placePlayer(ctx, p, f.landing);
  emit(ctx, { type: 'move', player: p.id, from: -1, to: f.landing, kind: 'place' });
  if (!ok) {
    // A failed or crash landing is a fall, but only a turnover if the thrown player had the ball.
    goDown(ctx, p, 'fallsOver', {
      armourMod: f.wall ? 1 : 0,
      noTurnover: !hadBall,
      reason: 'thrown ball carrier failed to land',
    });
    // Moved involuntarily: a ball in the square bounces away.
    if (ballHere && g.ball.state === 'ground' && g.ball.sq === f.landing) looseBall(ctx, f.landing);
    enterSquare(ctx, p, 'thrown');
    return false;
  }
  if (ballHere) return true;
  // A square that acts before scoring (a pit) decides for itself whether the player scored.
  if (!enterSquare(ctx, p, 'thrown')?.beforeScoring) checkTouchdown(ctx, p);
  return false;
}

function quality(f: ThrowTeamMateFrame, pa: number | null): ThrowTeamMateFrame['quality'] {
  const r = f.res!;
  if (pa === null || r.roll === 1) return 'fumble';
  return r.ok ? 'superb' : r.total <= 1 ? 'terrible' : 'subpar';
}

/** Band, -1 per marker, -1 per Disturbing Presence, Strong Arm +1. */
function throwModifier(ctx: Ctx, f: ThrowTeamMateFrame): number {
  const p = ctx.g.players[f.thrower];
  const marking = markerCount(ctx, p.sq, p.team);
  return bandModifier(ctx, p.sq, f.target) - marking - disturbance(ctx, p.id) + throwTeamMateBonus(p);
}

function qualityTest(ctx: Ctx, f: ThrowTeamMateFrame): void {
  const thrower = ctx.g.players[f.thrower];
  f.phase = 'qualityDone';
  if (thrower.pa === null) {
    f.res = { ok: false, roll: 1, total: 1 };
    return;
  }
  pushTest(ctx.g, {
    test: f.kick ? 'kickTeamMate' : 'throwTeamMate',
    player: thrower.id,
    target: thrower.pa,
    modifier: throwModifier(ctx, f),
  });
}

function afterLandingTest(ctx: Ctx, f: ThrowTeamMateFrame): void {
  const g = ctx.g;
  const thrown = g.players[f.thrown];
  const ok = f.res?.ok ?? false;
  f.res = undefined;
  const onBall = ok && g.ball.state === 'ground' && g.ball.sq === f.landing;
  if (!onBall) pop(g);
  if (!land(ctx, f, ok)) return;
  // Landed safely on the ball: a voluntary move, so a pick-up.
  f.phase = 'after';
  if (hasNoHands(thrown)) {
    emit(ctx, { type: 'skill', player: thrown.id, skill: 'noHands', detail: 'cannot pick up' });
    f.res = { ok: false, roll: 0, total: 0 };
    return;
  }
  pushTest(g, {
    test: 'pickUp',
    player: thrown.id,
    target: thrown.ag,
    modifier: -markerCount(ctx, thrown.sq, thrown.team),
  });
}

function afterPickUp(ctx: Ctx, f: ThrowTeamMateFrame): void {
  pop(ctx.g);
  pickUpDone(ctx, ctx.g.players[f.thrown], !!f.res?.ok);
}

/** The quality is known: the thrown player flies, or a fumbled kick ends it (kick-team-mate.ts). */
function afterQuality(ctx: Ctx, f: ThrowTeamMateFrame): void {
  const g = ctx.g;
  const thrower = g.players[f.thrower];
  const thrown = g.players[f.thrown];
  f.quality = quality(f, thrower.pa);
  f.res = undefined;
  const skill = f.kick ? 'kickTeamMate' : 'throwTeamMate';
  emit(ctx, { type: 'skill', player: thrower.id, skill, detail: f.quality });
  if (f.quality === 'fumble') turnover(ctx, f.kick ? 'fumbled kick' : 'fumbled throw');
  if (f.kick && f.quality === 'fumble') {
    // A fumbled kick: no bounce, the kicked player is removed.
    pop(g);
    fumbledKick(ctx, thrown);
    return;
  }
  liftPlayer(ctx, thrown);
  const depth = g.stack.length;
  const landed = flight(ctx, f);
  // A ball dropped by a player landed on bounces once the thrown player is down: until then the
  // thrown player is off the board, and no coach may be asked anything (a catch re-roll) meanwhile.
  g.stack.splice(depth - 1, 0, ...g.stack.splice(depth));
  if (landed) return pop(g);
  f.phase = 'landing';
}

register('throwTeamMate', {
  run(ctx, f) {
    const g = ctx.g;
    const thrown = g.players[f.thrown];
    switch (f.phase) {
      case 'quality':
        if (startHunger(ctx, f)) return;
        return qualityTest(ctx, f);
      case 'hungryDone':
        if (afterHunger(ctx, f)) qualityTest(ctx, f);
        return;
      case 'escapeDone':
        return afterEscape(ctx, f);
      case 'qualityDone':
        return afterQuality(ctx, f);
      case 'landing':
        if (f.crash) {
          pop(g);
          land(ctx, f, false);
          return;
        }
        f.phase = 'landingDone';
        // On the board while it tests (a team re-roll may be offered), so the state stays whole.
        placePlayer(ctx, thrown, f.landing);
        pushTest(g, {
          test: 'landing',
          player: thrown.id,
          target: thrown.ag,
          modifier: landingModifier(ctx, f),
        });
        return;
      case 'landingDone':
        return afterLandingTest(ctx, f);
      default:
        return afterPickUp(ctx, f);
    }
  },
});
