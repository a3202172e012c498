/** What a player may do next within its activation: the legal moves and acts. */
import { type Action, END_ACTIVATION, moveAction } from '../actions.ts';
import { around, isAdjacent, isBlocked } from '../board.ts';
import type { Ctx, Offer } from '../core.ts';
import type { ActivationFrame } from '../frames.ts';
import { pushAll } from '../limits.ts';
import { downInPit, mayLeapTrap } from '../rulesets/traps.ts';
import { canLeap, canStab, canVomit, hasRightStuff, keepsBall } from '../skills.ts';
import type { Player } from '../state.ts';
import { bombTargets } from './bomb.ts';
import { carriesBall, isRooted, maxRushes } from './common.ts';
import { gazeTargets } from './gaze.ts';
import { passTargets } from './pass-range.ts';
import { wallThrowTargets } from './wall-throw.ts';

/** Has the player an action it may make instead of a block (Stab)? */
export function hasBlockAlternative(p: Player): boolean {
  return canStab(p) || canVomit(p);
}

/** The block and what may replace it against one target. */
function blockOrStab(p: Player, target: number): Action[] {
  const out: Action[] = [{ type: 'block', target }];
  if (canStab(p)) out.push({ type: 'stab', target });
  if (canVomit(p)) out.push({ type: 'projectileVomit', target });
  return out;
}

/**
 * A Pass or a Hand-off of the ball carrier. My Ball: a player holding the ball may not give it up
 * willingly (no pass, wall throw or hand-off); it can still lose it by going down.
 */
function givingTheBall(ctx: Ctx, f: ActivationFrame, p: Player, out: Action[]): void {
  const g = ctx.g;
  if (f.acted || !carriesBall(ctx, p) || keepsBall(p)) return;
  if (f.action === 'pass') {
    for (const to of passTargets(ctx, p.sq, ctx.rules.passBands(ctx, p))) out.push({ type: 'pass', to });
    if (ctx.rules.wallThrows)
      for (const wall of wallThrowTargets(ctx, p.sq)) out.push({ type: 'wallThrow', wall });
  }
  if (f.action === 'handOff') {
    for (const s of around(ctx.d, p.sq)) {
      const o = g.occ[s];
      if (o >= 0 && g.players[o].team === p.team && g.players[o].status === 'standing') {
        out.push({ type: 'handOff', to: o });
      }
    }
    for (const to of ctx.rules.handOffSquares?.(ctx, p) ?? []) out.push({ type: 'pass', to });
  }
}

/**
 * May the player still move in this activation? Not in a Block or a Throw Bomb, not Rooted (Take
 * Root: it acts without leaving its square), and after acting only in a Blitz or where a skill lets
 * it move on.
 */
export function mayMoveOn(p: Player, f: ActivationFrame): boolean {
  if (f.action === 'block' || f.action === 'throwBomb' || isRooted(p)) return false;
  return !f.acted || f.action === 'blitz' || f.moveOn === true;
}

/** The activation's next decision for `team`'s coach: every move and act the player may make next. */
export function activationOffer(ctx: Ctx, f: ActivationFrame, team: number): Offer {
  const g = ctx.g;
  const p = g.players[f.player];
  // A Block action of a player who may Stab: the coach picks the block or the Stab (activation.ts
  // only reaches here for such players; the declaration already named the target).
  if (f.action === 'block' && !f.acted) return { team, actions: blockOrStab(p, f.target) };
  const out: Action[] = [];
  moves(ctx, f, p, out);
  // The moves come first, all actions.ts's own; a ruleset's hook may change the whole list.
  const made = ctx.rules.activationActions ? 0 : out.length;
  return { team, actions: acts(ctx, f, p, out), made };
}

/** Steps and jumps, onto `out`. */
function moves(ctx: Ctx, f: ActivationFrame, p: Player, out: Action[]): void {
  const g = ctx.g;
  const left = p.ma + maxRushes(p) - f.moved;
  if (mayMoveOn(p, f) && left > 0) {
    for (const s of around(ctx.d, p.sq)) {
      // The square's occupant first: the cheapest test, and it spares the ruleset's.
      if (g.occ[s] < 0 && !isBlocked(ctx, s, p) && !cornerRefuses(ctx, p, p.sq, s))
        out.push(moveAction('step', s));
    }
    if (!f.jumped && left >= 2) jumps(ctx, p, out);
  }
}

/** What else the player may do (gaze, block, give the ball, foul, throw, open a chest), onto `out`. */
function acts(ctx: Ctx, f: ActivationFrame, p: Player, out: Action[]): Action[] {
  const g = ctx.g;
  const left = p.ma + maxRushes(p) - f.moved;
  if (f.action === 'hypnoticGaze')
    for (const target of gazeTargets(ctx, f)) out.push({ type: 'hypnoticGaze', target });
  const target = f.target >= 0 ? g.players[f.target] : null;
  if (f.action === 'blitz' && !f.acted && left > 0 && target?.status === 'standing') {
    if (isAdjacent(ctx.d, p.sq, target.sq)) pushAll(out, blockOrStab(p, target.id));
  }
  givingTheBall(ctx, f, p, out);
  // [003]: a player down in a pit trap cannot be fouled.
  if (
    f.action === 'foul' &&
    !f.acted &&
    target &&
    (target.status === 'prone' || target.status === 'stunned') &&
    !downInPit(g, target)
  ) {
    if (isAdjacent(ctx.d, p.sq, target.sq)) out.push({ type: 'foul' });
  }
  if (f.action === 'throwTeamMate' && !f.acted) {
    for (const [thrown, to] of throws(ctx, f)) out.push({ type: 'throwTeamMate', thrown, to });
  }
  // Kick Team-mate follows the Throw Team-mate rules: the same team-mates and target squares.
  if (f.action === 'kickTeamMate' && !f.acted) {
    for (const [kicked, to] of throws(ctx, f)) out.push({ type: 'kickTeamMate', kicked, to });
  }
  // Throw Bomb: no moving first, just the throw (rules/bomb.ts).
  if (f.action === 'throwBomb' && !f.acted) pushAll(out, bombTargets(ctx, p.id));
  pushAll(out, ctx.rules.chestActions(ctx, f, p));
  out.push(END_ACTIVATION);
  // [000]: a player in a pit steps out only once it has escaped (rulesets/dungeonbrawl-pits.ts).
  return ctx.rules.activationActions?.(ctx, f, p, out) ?? out;
}

/**
 * May the player jump over this adjacent square by the core rules? Anyone over a prone or stunned
 * player; Leap and Pogo Stick over any square, empty or with a standing player, but not over a
 * wall or a chest (reading: a leap goes over the square, and walls reach the ceiling; chests are
 * impassable).
 */
function mayJumpOver(ctx: Ctx, p: Player, over: number, leaps = canLeap(p)): boolean {
  const o = ctx.g.occ[over];
  if (o >= 0 && (ctx.g.players[o].status === 'prone' || ctx.g.players[o].status === 'stunned')) return true;
  if (leaps && !isBlocked(ctx, over, p)) return true;
  // [002]: a Leap from a leap line over the black space (rulesets/brawl-drops.ts).
  return ctx.rules.mayLeapOver?.(ctx, p, over) === true;
}

/** "Beyond": two squares from the jumper and further along the jump's direction than `over`. */
function isBeyond(ctx: Ctx, from: number, over: number, to: number): boolean {
  const w = ctx.d.width;
  const x = from % w;
  const ox = over % w;
  const sx = to % w;
  const y = (from - x) / w;
  const oy = (over - ox) / w;
  const sy = (to - sx) / w;
  // A positive dot product, so diagonal jumps get three squares too.
  if (Math.max(Math.abs(sx - x), Math.abs(sy - y)) !== 2) return false;
  return (sx - ox) * (ox - x) + (sy - oy) * (oy - y) > 0;
}

/** [000]: a diagonal move refused around a corner, trap or obstacle (Ruleset.diagonalBlocked). */
function cornerRefuses(ctx: Ctx, p: Player, from: number, to: number): boolean {
  return ctx.rules.diagonalBlocked?.(ctx, p, from, to) === true;
}

/** Jumps (and leaps) over an adjacent square into one of the three squares beyond it, onto `out`. */
function jumps(ctx: Ctx, p: Player, out: Action[]): void {
  const g = ctx.g;
  const from = p.sq;
  const first = out.length;
  // Asked once, not for each square around.
  const leaps = canLeap(p);
  for (const over of around(ctx.d, from)) {
    // [003]: anyone may also leap a trap counter its coach knows of (rulesets/traps.ts).
    if (!mayJumpOver(ctx, p, over, leaps) && !mayLeapTrap(ctx, p, over)) continue;
    // [000]: each leg of the jump (into the square jumped over, on to the landing) is a move.
    if (cornerRefuses(ctx, p, from, over)) continue;
    for (const s of around(ctx.d, over)) {
      if (!isBeyond(ctx, from, over, s) || g.occ[s] >= 0 || isBlocked(ctx, s, p)) continue;
      if (cornerRefuses(ctx, p, over, s) || listedSince(out, first, s)) continue;
      out.push(moveAction('jump', s));
    }
  }
}

/** Is a jump to `to` among the actions listed from `first` on (a landing reached over two squares)? */
function listedSince(out: Action[], first: number, to: number): boolean {
  for (let i = first; i < out.length; i++) {
    const a = out[i];
    if (a.type === 'jump' && a.to === to) return true;
  }
  return false;
}

/**
 * Is this jump (the player still in `from`) a leap over a trap counter only, with [003]'s
 * modifier: true when no square it passes over allows it by the core rules.
 */
export function leapsTrapOnly(ctx: Ctx, p: Player, from: number, to: number): boolean {
  let trap = false;
  for (const over of around(ctx.d, from)) {
    if (!isBeyond(ctx, from, over, to)) continue;
    if (mayJumpOver(ctx, p, over)) return false;
    if (mayLeapTrap(ctx, p, over)) trap = true;
  }
  return trap;
}

/** [team-mate, target square] pairs for a throw (or kick) of an adjacent Right Stuff team-mate. */
function throws(ctx: Ctx, f: ActivationFrame): [number, number][] {
  const g = ctx.g;
  const p = g.players[f.player];
  const out: [number, number][] = [];
  for (const s of around(ctx.d, p.sq)) {
    const o = g.occ[s];
    if (o < 0) continue;
    const q = g.players[o];
    if (q.team !== p.team || q.status !== 'standing' || !hasRightStuff(q) || q.st > 3) continue;
    for (const to of passTargets(ctx, p.sq)) out.push([o, to]);
  }
  return out;
}
