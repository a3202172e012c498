/**
 * The search bot's candidate moves. Moving square by square would need a deep tree, so while a
 * player is moving the tree offers whole moves instead: "go to square S along the path the
 * engine's `reachable` odds helper found", for a few destinations chosen by how close they bring
 * the player to its goal (the ball, the chests, the end zone, a blitz target) at each level of
 * risk. Other decisions are offered as they are, less those that cannot be useful (prune).
 */
import {
  type Action,
  type Decision,
  dungeonOf,
  type Game,
  markedSquares,
  type Player,
} from '@dungeonbowl/engine';
import { knownTraps, reachKnown } from './scripted-traps.ts';
import { fieldFrom, scoringField } from './search-eval.ts';
import { actionKey, prune } from './search-tree.ts';

export interface Candidate {
  key: string;
  /** The first action (for a whole move, the first step). */
  action: Action;
  /** A whole move's remaining squares, stepped one by one after `action`; null for one action. */
  path: number[] | null;
  /** How strongly the rollout policy recommends it (search.ts withPolicy); absent: not at all. */
  prior?: number;
}

/** Risk levels: the best destination at each chance of getting there is offered. */
const CHANCE_LEVELS = [0.9, 1, 0.75, 0.55, 0.35];

/** The candidates for a decision of the bot's team: whole moves replace single steps. */
export function candidates(g: Game, d: Decision): Candidate[] {
  const actions = d.actions;
  const hasStep = actions.some((a) => a.type === 'step');
  const out: Candidate[] = [];
  const rest = prune(g, d);
  if (hasStep && d.kind === 'activation' && d.activation) {
    const legal = new Set(actions.flatMap((a) => (a.type === 'step' ? [a.to] : [])));
    const mover = { ...d.activation, acted: d.context.acted };
    for (const path of movePaths(g, mover.player, d.context.moved, goalField(g, mover))) {
      if (!legal.has(path[0])) continue;
      out.push({
        key: `go:${path[path.length - 1]}`,
        action: { type: 'step', to: path[0] },
        path: path.slice(1),
      });
    }
  }
  for (const a of rest) {
    if (hasStep && (a.type === 'step' || a.type === 'jump') && out.length > 0) continue;
    out.push({ key: actionKey(a), action: a, path: null });
  }
  return out;
}

interface ActivationLike {
  player: number;
  action: string;
  target: number;
  acted: boolean;
}

/** Walking distances to where the moving player wants to be. */
export function goalField(g: Game, f: ActivationLike): Int16Array {
  const p = g.players[f.player];
  const target = f.target >= 0 ? g.players[f.target] : null;
  if ((f.action === 'blitz' || f.action === 'foul') && !f.acted && target && target.sq >= 0) {
    return fieldFrom(g, target.sq);
  }
  const ball = g.ball;
  if (ball.state === 'carried' && ball.carrier === p.id) return scoringField(g, p.team);
  if (ball.state === 'carried') return fieldFrom(g, g.players[ball.carrier].sq);
  if (ball.state === 'ground') return fieldFrom(g, ball.sq);
  const chests = g.chests.filter((c) => !c.open).map((c) => c.sq);
  return chests.length > 0 ? fieldFrom(g, chests) : scoringField(g, p.team);
}

/** Paths to the chosen destinations: the best at each risk level, a pick-up, a touchdown. */
export function movePaths(g: Game, player: number, moved: number, goal: Int16Array): number[][] {
  const p: Player = g.players[player];
  // Round the traps the coach knows of (Classic), as the scripted bot goes.
  const reach = reachKnown(g, player, moved).filter((r) => r.chance > 0 && r.path.length > 0);
  const dist = (sq: number) => (goal[sq] < 0 ? 999 : goal[sq]);
  const better = (a: (typeof reach)[0], b: (typeof reach)[0]) =>
    dist(a.sq) - dist(b.sq) || b.chance - a.chance || a.path.length - b.path.length;
  const chosen = new Map<number, number[]>();
  for (const level of CHANCE_LEVELS) {
    let best: (typeof reach)[0] | null = null;
    for (const r of reach) if (r.chance >= level - 1e-9 && (!best || better(r, best) < 0)) best = r;
    if (best) chosen.set(best.sq, best.path);
  }
  const carrier = g.ball.state === 'carried' && g.ball.carrier === p.id;
  const scoring = carrier ? scoringField(g, p.team) : null;
  let pickUp: (typeof reach)[0] | null = null;
  let score: (typeof reach)[0] | null = null;
  for (const r of reach) {
    if (r.pickUp && r.sq === g.ball.sq && (!pickUp || r.chance > pickUp.chance)) pickUp = r;
    if (scoring && scoring[r.sq] === 0 && (!score || r.chance > score.chance)) score = r;
  }
  // The likeliest touchdown and pick-up first: the tree tries candidates in this order.
  const out: number[][] = [];
  if (score) out.push(score.path);
  if (pickUp && pickUp !== score) out.push(pickUp.path);
  for (const [sq, path] of chosen) if (sq !== score?.sq && sq !== pickUp?.sq) out.push(path);
  return out;
}

/**
 * A step that rolls no dice: the mover is not marked (no dodge), has MA left (no rush), and the
 * square holds no ball to pick up, no portal and no special feature. (A skill might still roll;
 * this only decides what is worth searching.)
 */
export function isRoutineStep(g: Game, d: Decision, a: Action): boolean {
  if (a.type !== 'step') return false;
  if (d.kind !== 'activation') return false;
  const p = g.players[d.player ?? -1];
  if (d.context.moved >= p.ma || markedSquares(g, p.team)[p.sq] > 0) return false;
  if (g.ball.state === 'ground' && g.ball.sq === a.to) return false;
  if (dungeonOf(g).feature[a.to] !== null || g.portals.some((x) => x.sq === a.to)) return false;
  // A trap the coach knows of (a revealed pit, its own counter) acts on whoever steps in.
  if (knownTraps(g, p.team).includes(a.to)) return false;
  return true;
}
