/**
 * Moving one square (or jumping two): rush first, then the dodge or jump test, then a portal or
 * the pick-up ([004] Movement, Rushing, Dodging, Jumping, Picking up the ball).
 */
import { markerCount, markers } from '../board.ts';
import { type Ctx, emit, pop, push, register } from '../core.ts';
import type { ActivationFrame, StepFrame } from '../frames.ts';
import {
  cancelsDodge,
  dodgeBonus,
  dodgeIgnoresMarking,
  hasNoHands,
  hasTail,
  jumpMarking,
  noDodgeMarking,
  rushModifier,
} from '../skills.ts';
import type { Game, Player } from '../state.ts';
import { leapsTrapOnly } from './activation-options.ts';
import { checkTouchdown, giveBall, looseBall, placePlayer, turnover } from './common.ts';
import { enterSquare, entryFrame } from './enter.ts';
import { applyInjury, goDown } from './injury.ts';
import { pushTest } from './test.ts';

const NO_MARKERS: number[] = Object.freeze([]) as unknown as number[];

export function activationOf(ctx: Ctx, player: number): ActivationFrame | null {
  const st = ctx.g.stack;
  for (let i = st.length - 1; i >= 0; i--) {
    const f = st[i];
    if (f.t === 'activation' && f.player === player) return f;
  }
  return null;
}

/**
 * Dodge modifier into `to`: -1 per marker there (Stunty ignores them; Titchy markers do not
 * count); Titchy and Two Heads add theirs; -1 if a Prehensile Tail marks the square left.
 */
function dodgeModifier(ctx: Ctx, pi: number, fromMarkers: number[], to: number): number {
  const p = ctx.g.players[pi];
  let mod = dodgeBonus(p) + tailModifier(ctx.g, fromMarkers);
  if (!dodgeIgnoresMarking(p)) mod -= markerCount(ctx, to, p.team, pi, countsForDodge);
  return mod;
}

const countsForDodge = (m: Player) => !noDodgeMarking(m);

/** Prehensile Tail: -1 when leaving a square one of them marks; only one tail counts. */
function tailModifier(g: Game, fromMarkers: number[]): number {
  return fromMarkers.some((m) => hasTail(g.players[m])) ? -1 : 0;
}

/**
 * Jump (and Leap) modifier: -1 per marker in the square left or the square entered, whichever
 * has more. Leap makes a negative marking modifier 1 better, never better than -1; Pogo Stick
 * ignores marking. The tail's -1 is not a marking modifier, so it applies on top.
 */
function jumpModifier(ctx: Ctx, pi: number, fromMarkers: number[], to: number): number {
  const p = ctx.g.players[pi];
  const worst = Math.max(fromMarkers.length, markerCount(ctx, to, p.team, pi));
  const how = jumpMarking(p);
  const marking = how === 'ignore' ? 0 : how === 'reduce' && worst >= 2 ? -(worst - 1) : -worst;
  return marking + tailModifier(ctx.g, fromMarkers);
}

/**
 * [003] Leaping a pit trap or an unflipped counter without Leap: "-1 to their leap roll for every
 * tackle zone they are leaping into and/or out of", so the markers of both squares add up. A jump
 * the core rules allow anyway (over a player down) keeps the core modifier, the better one.
 */
function jumpModifierFor(ctx: Ctx, p: Player, fromMarkers: number[], to: number): number {
  if (!leapsTrapOnly(ctx, p, p.sq, to)) return jumpModifier(ctx, p.id, fromMarkers, to);
  const marking = fromMarkers.length + markerCount(ctx, to, p.team, p.id);
  return -marking + tailModifier(ctx.g, fromMarkers);
}

/** A rush roll: 2+ on a D6 (a 1 always fails); Drunkard's -1 applies. Blitz blocks use it too. */
export function pushRushTest(ctx: Ctx, player: number): void {
  const g = ctx.g;
  const p = g.players[player];
  // [000]: a failed Go For It takes no team re-roll.
  const noTeamReroll = ctx.rules.rushTeamRerolls === false;
  pushTest(g, { test: 'rush', player, target: 2, modifier: rushModifier(p), naturals: false, noTeamReroll });
}

/** A blitz's block (or Stab, or Projectile Vomit) costs a square of the blitzer's MA; past the MA it is a rush. */
export function blitzSquare(ctx: Ctx, blitz: boolean, player: number): void {
  const act = blitz ? activationOf(ctx, player) : null;
  if (!act) return;
  act.moved++;
  if (act.moved > ctx.g.players[player].ma) {
    act.rushes++;
    pushRushTest(ctx, player);
  }
}

function fall(ctx: Ctx, f: StepFrame, at: number): void {
  const p = ctx.g.players[f.player];
  placePlayer(ctx, p, at);
  pop(ctx.g);
  const ballHere = ctx.g.ball.state === 'ground' && ctx.g.ball.sq === at;
  goDown(ctx, p, 'fallsOver', { reason: f.jump ? 'failed jump' : 'fell over' });
  // A ball in the square a player falls into bounces away.
  if (ballHere && ctx.g.ball.state === 'ground' && ctx.g.ball.sq === at) looseBall(ctx, at);
  // A player who falls on a portal still steps on it: armour first, then the teleport.
  enterSquare(ctx, p, 'fall');
}

/**
 * A failed jump over a hazard that swallows the jumper ([002]: a Leap over the chasm or lava):
 * a fall of the moving player (a turnover), Badly Hurt; a held ball bounces from where it jumped.
 */
function fallIntoHazard(ctx: Ctx, f: StepFrame, p: Player, hazard: string): void {
  pop(ctx.g);
  placePlayer(ctx, p, f.from);
  emit(ctx, { type: 'knockedDown', player: p.id, how: 'fallsOver' });
  turnover(ctx, 'failed jump');
  applyInjury(ctx, p, 'badlyHurt', { hazard });
}

/** Rush first when the square is past the player's MA (Sprint and the like allow more). */
function rush(ctx: Ctx, f: StepFrame, p: Player, act: ActivationFrame | null): void {
  const left = f.rushesLeft ?? (f.needRush ? 1 : 0);
  if (left > 0) {
    f.phase = 'rushDone';
    f.rushesLeft = left - 1;
    if (act) act.rushes++;
    pushRushTest(ctx, p.id);
    return;
  }
  // No rush: straight on into the square, as the phase after a rush made does (nothing can
  // happen between; most steps of a game take this way).
  enter(ctx, f, p, act);
}

/** Into the square: a jump test, a dodge test when the square left was marked, or arrive. */
function enter(ctx: Ctx, f: StepFrame, p: Player, act: ActivationFrame | null): void {
  const g = ctx.g;
  // Most steps leave an unmarked square: counted before any list is made.
  const marked = f.jump || markerCount(ctx, f.from, p.team, p.id) > 0;
  const fromMarkers = marked ? markers(ctx, f.from, p.team, p.id) : NO_MARKERS;
  // Modifiers are counted before the move, so the mover's own square does not count.
  // A step out of an unmarked square takes no test, and needs no modifier.
  const toMod = f.jump
    ? jumpModifierFor(ctx, p, fromMarkers, f.to) + (ctx.rules.jumpModifier?.(ctx, p, f.from, f.to) ?? 0)
    : fromMarkers.length > 0
      ? dodgeModifier(ctx, p.id, fromMarkers, f.to)
      : 0;
  placePlayer(ctx, p, f.to);
  if (act) act.moved += f.jump ? 2 : 1;
  emit(ctx, { type: 'move', player: p.id, from: f.from, to: f.to, kind: f.jump ? 'jump' : 'step' });
  if (f.jump) {
    f.phase = 'dodgeDone';
    pushTest(g, { test: 'jump', player: p.id, target: p.ag, modifier: toMod });
    return;
  }
  if (fromMarkers.length > 0) {
    f.phase = 'dodgeDone';
    pushTest(g, {
      test: 'dodge',
      player: p.id,
      target: p.ag,
      modifier: toMod,
      noSkillReroll: fromMarkers.some((m) => cancelsDodge(g.players[m])),
    });
    return;
  }
  // No test: in the square at once (the next phase; nothing can happen between).
  f.phase = 'arrive';
  arrive(ctx, f, p);
}

/**
 * In the square: what the square does (a portal teleports), else a ball on the ground is picked
 * up, else a touchdown check.
 */
function arrive(ctx: Ctx, f: StepFrame, p: Player): void {
  const g = ctx.g;
  const feature = entryFrame(ctx, p, f.jump ? 'jump' : 'step');
  if (feature) {
    pop(g);
    push(g, feature);
    return;
  }
  const ballHere = g.ball.state === 'ground' && g.ball.sq === f.to;
  if (ballHere && hasNoHands(p)) {
    // No Hands: the pick-up fails without a roll; the ball bounces and it is a turnover.
    pop(g);
    emit(ctx, { type: 'skill', player: p.id, skill: 'noHands', detail: 'cannot pick up the ball' });
    turnover(ctx, 'failed pick-up');
    looseBall(ctx, p.sq);
    return;
  }
  if (ballHere) {
    f.phase = 'pickUpDone';
    pushTest(g, {
      test: 'pickUp',
      player: p.id,
      target: p.ag,
      modifier: -markerCount(ctx, f.to, p.team, p.id),
    });
    return;
  }
  pop(g);
  checkTouchdown(ctx, p);
}

/**
 * After a pick-up test (a step onto the ball, or a thrown player landing on it), with its frame
 * popped: the ball in hand, or a turnover and a bounce.
 */
export function pickUpDone(ctx: Ctx, p: Player, ok: boolean): void {
  if (ok) {
    giveBall(ctx, p);
    emit(ctx, { type: 'ball', what: 'pickedUp', sq: p.sq, player: p.id });
    checkTouchdown(ctx, p);
    return;
  }
  // A failed pick-up is a turnover even if a team-mate then catches the bounce.
  turnover(ctx, 'failed pick-up');
  looseBall(ctx, p.sq);
}

register('step', {
  run(ctx, f) {
    const g = ctx.g;
    const p = g.players[f.player];
    const act = activationOf(ctx, p.id);
    switch (f.phase) {
      case 'rush':
        return rush(ctx, f, p, act);
      case 'rushDone':
        if (!f.res?.ok) return fall(ctx, f, f.to);
        f.res = undefined;
        f.phase = (f.rushesLeft ?? 0) > 0 ? 'rush' : 'enter';
        return;
      case 'enter':
        return enter(ctx, f, p, act);
      case 'dodgeDone':
        if (!f.res?.ok && f.jump && ctx.rules.jumpFallsInto) {
          const hazard = ctx.rules.jumpFallsInto(ctx, p, f.from, f.to);
          if (hazard) return fallIntoHazard(ctx, f, p, hazard);
        }
        if (!f.res?.ok) {
          // A jump failed on a natural 1 falls back in the square it left.
          return fall(ctx, f, f.jump && f.res?.roll === 1 ? f.from : f.to);
        }
        f.res = undefined;
        f.phase = 'arrive';
        return;
      case 'arrive':
        return arrive(ctx, f, p);
      case 'pickUpDone':
        pop(g);
        return pickUpDone(ctx, p, !!f.res?.ok);
      default:
        pop(g);
    }
  },
});
