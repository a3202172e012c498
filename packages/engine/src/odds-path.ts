/**
 * The dice along one path of `reachable` (odds.ts), step by step, for showing a path before it
 * is taken: which steps are rushes, which need a dodge or a pick-up, and the D6 each needs. The
 * same counting as `reachable`: a dodge when leaving a square an opponent marks, at -1 per marker
 * of the square entered (those a dodge minds); a pick-up at -1 per marker; a rush on 2+.
 */
import { markers } from './board.ts';
import type { Ctx } from './core.ts';
import { dungeonOf, rulesOf } from './game.ts';
import { standUpCost } from './rules/activation.ts';
import { maxRushes } from './rules/common.ts';
import { dodgeBonus, dodgeIgnoresMarking, noDodgeMarking } from './skills.ts';
import type { Game } from './state.ts';

export interface StepDice {
  sq: number;
  /** A Rush (beyond the player's MA): 2+. */
  rush: boolean;
  /** The D6 a dodge out of the square before needs (2..6), or null for none. */
  dodge: number | null;
  /** The D6 picking up the ball here needs, or null for no ball. */
  pickUp: number | null;
}

export interface PathDice {
  /** A prone player with MA 2 or less stands up on this D6 first (7: it cannot), else null. */
  standUp: number | null;
  steps: StepDice[];
}

/** The D6 a test needs: a 1 always fails, a 6 always succeeds (with naturals). */
function needed(target: number, modifier: number, naturals = true): number {
  return Math.max(2, Math.min(naturals ? 6 : 7, target - modifier));
}

/**
 * The dice on `path` (squares after the player's own, as `reachable` gives it) for `player` with
 * `moved` squares of MA already used this activation.
 */
export function pathDice(g: Game, player: number, moved: number, path: number[]): PathDice {
  const ctx: Ctx = { g, d: dungeonOf(g), rules: rulesOf(g), events: null };
  const p = g.players[player];
  let used = moved;
  let standUp: number | null = null;
  if (p.status === 'prone' && moved === 0) {
    const cost = standUpCost(ctx, p);
    used = cost.ma;
    if (cost.roll) standUp = needed(cost.roll.target, cost.roll.modifier, false);
  }
  const count = (sq: number, forDodge: boolean) =>
    markers(ctx, sq, p.team, p.id).filter((q) => !forDodge || !noDodgeMarking(g.players[q])).length;
  const ballSq = g.ball.state === 'ground' ? g.ball.sq : -1;
  const steps: StepDice[] = [];
  let from = p.sq;
  for (const sq of path) {
    used++;
    const marked = count(from, false) > 0;
    const modifier = dodgeBonus(p) - (dodgeIgnoresMarking(p) ? 0 : count(sq, true));
    steps.push({
      sq,
      rush: used > p.ma && used <= p.ma + maxRushes(p),
      dodge: marked ? needed(p.ag, modifier) : null,
      pickUp: sq === ballSq ? needed(p.ag, -count(sq, false)) : null,
    });
    from = sq;
  }
  return { standUp, steps };
}

/**
 * The squares of MA `player` has left before rushes, with `moved` already used this activation;
 * a prone player not yet moving stands up first, at the cost the activation charges ([004]:
 * 3 squares, none with Jump Up, the whole MA with MA 2 or less). For a client's words ("2
 * squares of movement left"); what is reachable is `reachable`'s.
 */
export function movementLeft(g: Game, player: number, moved = 0): number {
  return Math.max(0, g.players[player].ma - squaresUsed(g, player, moved));
}

/** Squares of movement used, rushes included: `moved`, or standing up's cost before a first step. */
function squaresUsed(g: Game, player: number, moved: number): number {
  const p = g.players[player];
  if (p.status !== 'prone' || moved !== 0) return moved;
  const ctx: Ctx = { g, d: dungeonOf(g), rules: rulesOf(g), events: null };
  return standUpCost(ctx, p).ma;
}

/**
 * What a Blitz's block would cost `player` after `moved` squares of this activation and `steps`
 * more: the block takes a square of movement (rules/step.ts `blitzSquare`), from the MA while any
 * is left ('square'), then a rush (a 2+: 'rush'); with no rush left either the block can no
 * longer be made ('none', rules/activation-options.ts). A prone player not yet moving stands up
 * first, as `movementLeft` counts it. For a client's preview of a blitz's path.
 */
export function blitzBlockCost(
  g: Game,
  player: number,
  moved: number,
  steps = 0,
): 'square' | 'rush' | 'none' {
  const p = g.players[player];
  const used = squaresUsed(g, player, moved) + steps;
  if (used < p.ma) return 'square';
  return used < p.ma + maxRushes(p) ? 'rush' : 'none';
}
