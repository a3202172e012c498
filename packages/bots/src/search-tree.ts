/**
 * The search tree: open-loop, so a node stands for a sequence of the bot's own actions, not for
 * one state. The dice and the determinised ball differ from playout to playout, and the same
 * node collects the outcomes of all of them; a child is only chosen while its action is legal in
 * the playout at hand. Opponent decisions and chance are not in the tree.
 */
import type { Action, Decision, Game } from '@dungeonbowl/engine';
import { fieldFrom, scoringField } from './search-eval.ts';
import type { Candidate } from './search-moves.ts';

export interface TreeNode {
  visits: number;
  /** Sum of the playouts' values (for the bot's team, each in [0, 1]). */
  total: number;
  children: Map<string, TreeNode>;
  /** At the root: each playout's value, in the order of the worlds it was played in. */
  values?: number[];
  /** The candidates last generated here, with the state signature they were made for. */
  cands?: { sig: string; list: Candidate[] };
}

export function newNode(): TreeNode {
  return { visits: 0, total: 0, children: new Map() };
}

/** Actions are compared by every field; the engine builds them with a fixed key order. */
export function actionKey(a: Action): string {
  return JSON.stringify(a);
}

/**
 * UCB1 over the candidates: an untried one first (the first in the list), otherwise the best
 * mean plus `c * sqrt(ln N / n)` plus the candidate's prior times `bias / n`. Returns the
 * candidate's index and its child (null: untried).
 */
export function selectChild(
  node: TreeNode,
  cands: Candidate[],
  c: number,
  bias: number,
): { index: number; child: TreeNode | null } {
  // Untried candidates go in the order given: the generator lists the promising ones first.
  for (let i = 0; i < cands.length; i++)
    if (!node.children.has(cands[i].key)) return { index: i, child: null };
  const logN = Math.log(Math.max(1, node.visits));
  let best = 0;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < cands.length; i++) {
    const ch = node.children.get(cands[i].key)!;
    // Progressive bias: a prior that fades as the candidate's own playouts come in.
    const prior = cands[i].prior ? (bias * cands[i].prior!) / ch.visits : 0;
    const s = ch.total / ch.visits + c * Math.sqrt(logN / ch.visits) + prior;
    if (s > bestScore) {
      bestScore = s;
      best = i;
    }
  }
  return { index: best, child: node.children.get(cands[best].key)! };
}

/**
 * The root candidate to play. Without a prior: the most visited (ties: the better mean). With
 * one (the rollout policy's choice): that candidate, unless another beat it on the same worlds
 * (paired playouts) by more than `margin` standard errors of the difference and by at least
 * `minGain` (the evaluation's small positional preferences are no reason to overrule the
 * policy), and by the most.
 */
export function chooseRoot(root: TreeNode, cands: Candidate[], margin: number, minGain: number): Candidate {
  const policy = cands.find((c) => c.prior);
  const pv = policy && root.children.get(policy.key)?.values;
  if (!policy || !pv) return mostVisited(root, cands);
  let best = policy;
  let bestGain = minGain;
  for (const cand of cands) {
    const v = root.children.get(cand.key)?.values;
    if (cand === policy || !v) continue;
    const { mean, se, n } = paired(v, pv);
    if (n >= 5 && mean > bestGain && mean > margin * se) {
      best = cand;
      bestGain = mean;
    }
  }
  return best;
}

/** Mean and standard error of the paired differences `values[i] - base[i]` over the worlds both have. */
function paired(values: number[], base: number[]): { mean: number; se: number; n: number } {
  const n = Math.min(values.length, base.length);
  let sum = 0;
  let sq = 0;
  for (let i = 0; i < n; i++) {
    const d = values[i] - base[i];
    sum += d;
    sq += d * d;
  }
  const mean = n > 0 ? sum / n : 0;
  const se = n > 1 ? Math.sqrt(Math.max(0, sq / n - mean * mean) / (n - 1)) : Number.POSITIVE_INFINITY;
  return { mean, se, n };
}

/**
 * Whether `values` beat `base` world by world (paired) by at least `minGain` and by more than
 * `margin` standard errors of the mean difference, over at least 5 worlds.
 */
export function pairedGain(values: number[], base: number[], margin: number, minGain: number): boolean {
  const { mean, se, n } = paired(values, base);
  return n >= 5 && mean >= minGain && mean > margin * se;
}

function mostVisited(root: TreeNode, cands: Candidate[]): Candidate {
  let best = cands[0];
  let bestVisits = -1;
  let bestMean = -1;
  for (const cand of cands) {
    const ch = root.children.get(cand.key);
    if (!ch) continue;
    const mean = ch.total / ch.visits;
    if (ch.visits > bestVisits || (ch.visits === bestVisits && mean > bestMean)) {
      best = cand;
      bestVisits = ch.visits;
      bestMean = mean;
    }
  }
  return best;
}

/**
 * Leaves out actions that cannot be useful, so the search spends its playouts on the rest: a
 * Blitz or Foul at an opponent out of reach this turn, a Pass or Hand-off by a player who
 * neither holds the ball nor can reach it, a pass to a square without a team-mate, a bomb at a
 * square without an opponent, jumps, throws that bring nobody nearer the end zone. Never
 * empties the list.
 */
export function prune(g: Game, d: Decision): Action[] {
  // The player of the innermost activation under way (-1 when none).
  const actor = d.activation?.player ?? -1;
  const out = d.actions.filter((a) => useful(g, actor, a));
  return out.length > 0 ? out : d.actions;
}

function useful(g: Game, actor: number, a: Action): boolean {
  switch (a.type) {
    case 'activate':
      return usefulDeclaration(g, a);
    case 'jump':
      return false;
    case 'pass':
      return occupant(g, a.to)?.team === g.players[actor]?.team;
    case 'throwBomb': {
      const o = occupant(g, a.to);
      return !!o && o.team !== g.players[actor]?.team;
    }
    case 'throwTeamMate':
    case 'kickTeamMate': {
      const p = g.players[actor];
      if (!p) return true;
      const field = scoringField(g, p.team);
      return field[a.to] >= 0 && field[a.to] + 3 < field[p.sq];
    }
    default:
      return true;
  }
}

function occupant(g: Game, sq: number) {
  const o = g.occ[sq];
  return o >= 0 && g.players[o].status === 'standing' ? g.players[o] : null;
}

function usefulDeclaration(g: Game, a: Extract<Action, { type: 'activate' }>): boolean {
  const p = g.players[a.player];
  if (p.sq < 0) return true;
  if ((a.action === 'blitz' || a.action === 'foul') && a.target !== undefined) {
    const t = g.players[a.target];
    if (t.sq < 0) return false;
    const dist = fieldFrom(g, t.sq)[p.sq];
    return dist >= 0 && dist <= p.ma + 3;
  }
  if (a.action === 'pass' || a.action === 'handOff') {
    if (g.ball.state === 'carried') return g.ball.carrier === p.id;
    if (g.ball.state !== 'ground') return false;
    const dist = fieldFrom(g, g.ball.sq)[p.sq];
    return dist >= 0 && dist <= p.ma + 2;
  }
  return true;
}
