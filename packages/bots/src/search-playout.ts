/**
 * One playout of the search bot: a determinised copy of the view is played down the tree (UCB1
 * at the bot's own decisions, whole moves stepped along), one node is added, the rollout policy
 * plays to the end of the team turn and `horizon` team turns more, and the evaluation is backed up.
 */
import { type Action, apply, type Decision, type Game, legalActions } from '@dungeonbowl/engine';
import { type Bot, isOffered } from './bot.ts';
import type { Rng } from './rng.ts';
import { evaluate } from './search-eval.ts';
import { type Candidate, candidates } from './search-moves.ts';
import { actionKey, newNode, selectChild, type TreeNode } from './search-tree.ts';

export interface Settings {
  playouts: number;
  ms: number;
  rollout: Bot;
  /** The same policy, asked for its own choice in the real game (the prior's candidate). */
  policy: Bot;
  /** Team turns played after the bot's own, before evaluating. */
  horizon: number;
  /**
   * Playouts run to the end of the game when it ends within `horizon + 1 + endgame` team turns
   * (a turn limit): the result is exact where the evaluation would guess (0: never).
   */
  endgame: number;
  /** UCB1 exploration constant. */
  c: number;
  /** Progressive bias towards the rollout policy's own choice at the root. */
  prior: number;
  /** Standard errors by which another root candidate must beat the policy's choice. */
  margin: number;
  /** The least mean gain over the policy's choice that another root candidate needs. */
  minGain: number;
  /** Search steps that roll no dice too (otherwise the policy's step is played at once). */
  searchRoutine: boolean;
  maxSteps: number;
  /** Playouts after which a settled choice ends the search (0: never). */
  settle: number;
  /** Fresh worlds on which a challenger must beat the policy's choice again (0: no check). */
  verify: number;
  /** Decisions with more candidates than this are left to the policy. */
  maxCandidates: number;
}

const FAST = { inPlace: true, events: false, trusted: true } as const;

/**
 * One playout that starts with the root candidate `first`: then down the tree, one new node, a
 * rollout, and the value backed up along the path. Returns the steps played and the value.
 */
export function playout(
  g: Game,
  root: TreeNode,
  first: Candidate,
  me: number,
  s: Settings,
  rng: Rng,
): { steps: number; value: number } {
  const startTurn = g.turn.number;
  // Decided at the root, so that every candidate of a decision is scored the same way.
  const horizon = nearTheEnd(g, s) ? Number.POSITIVE_INFINITY : s.horizon;
  let child = root.children.get(first.key);
  const fresh = !child;
  if (!child) {
    child = newNode();
    root.children.set(first.key, child);
  }
  const path: TreeNode[] = [root, child];
  step(g, first.action);
  let steps = 1 + (first.path ? walk(g, me, first.path, s, rng, s.maxSteps) : 0);
  let node: TreeNode | null = fresh ? null : child;
  while (node && !g.result && g.turn.number === startTurn && steps < s.maxSteps) {
    const d = legalActions(g);
    if (!d) break;
    if (d.actions.length === 1 || d.team !== me) {
      step(g, d.actions.length === 1 ? d.actions[0] : choose(s.rollout, g, d, rng));
      steps++;
      continue;
    }
    const cands = nodeCandidates(node, g, d);
    const pick = selectChild(node, cands, s.c, 0);
    const cand = cands[pick.index];
    let next = pick.child;
    if (!next) {
      next = newNode();
      node.children.set(cand.key, next);
    }
    path.push(next);
    node = pick.child;
    step(g, cand.action);
    steps += 1 + (cand.path ? walk(g, me, cand.path, s, rng, s.maxSteps - steps) : 0);
  }
  steps += rollout(g, startTurn + horizon, s, rng, s.maxSteps - steps);
  const value = evaluate(g, me);
  for (const n of path) {
    n.visits++;
    n.total += value;
  }
  return { steps, value };
}

/**
 * A node's candidates, made once per state signature: the node stands for a sequence of
 * actions, and the states reaching it usually agree on what matters (whose move, where, how far
 * moved). Candidates whose first action is not legal in this state are left out.
 */
function nodeCandidates(node: TreeNode, g: Game, d: Decision): Candidate[] {
  const actions = d.actions;
  const moving = d.kind === 'activation' ? d : null;
  const p = moving ? g.players[moving.player ?? -1] : null;
  let standing = 0;
  for (const q of g.players) if (q.status === 'standing') standing++;
  const sig = `${actions.length}:${p ? `${p.id}:${p.sq}:${moving ? moving.context.moved : 0}` : '-'}:${g.ball.state}:${standing}`;
  if (node.cands?.sig === sig) {
    const legal = new Set(actions.map(actionKey));
    const list = node.cands.list.filter((c) => legal.has(actionKey(c.action)));
    if (list.length > 0) return list;
  }
  const list = candidates(g, d);
  node.cands = { sig, list };
  return list;
}

/**
 * Steps along the rest of a whole move. Decisions on the way (a re-roll for a failed dodge, an
 * opponent's choice) are made as they come: the bot's re-rolls are always used, the rest by the
 * rollout policy. Stops early when the next square is no longer a legal step.
 */
function walk(g: Game, me: number, squares: number[], s: Settings, rng: Rng, limit: number): number {
  let steps = 0;
  const startTurn = g.turn.number;
  for (const to of squares) {
    for (;;) {
      // The playout's step cap bounds a walk too, whatever the bots choose.
      if (g.result || g.turn.number !== startTurn || steps >= limit) return steps;
      const d = legalActions(g);
      if (!d) return steps;
      const next = d.team === me ? d.actions.find((a) => a.type === 'step' && a.to === to) : undefined;
      if (next) {
        step(g, next);
        steps++;
        break;
      }
      if (d.team === me && d.actions.some((a) => a.type === 'step' || a.type === 'endActivation'))
        return steps;
      const reroll = d.team === me ? d.actions.find((a) => a.type === 'reroll') : undefined;
      step(g, reroll ?? (d.actions.length === 1 ? d.actions[0] : choose(s.rollout, g, d, rng)));
      steps++;
    }
  }
  return steps;
}

function choose(bot: Bot, g: Game, decision: Decision, rng: Rng): Action {
  const a = bot.choose({ view: g, team: decision.team, decision, rng });
  if (isOffered(a, decision.actions)) return a;
  // Playouts apply actions unchecked (trusted, for speed), so one the rollout bot makes up is
  // replaced here: by ending the activation or the turn where that is offered.
  return (
    decision.actions.find((x) => x.type === 'endActivation' || x.type === 'endTurn') ?? decision.actions[0]
  );
}

/** Whether the game ends by a turn limit within `horizon + 1 + endgame` team turns from now. */
function nearTheEnd(g: Game, s: Settings): boolean {
  const limit = g.options.turnLimit;
  if (limit === null || s.endgame <= 0) return false;
  let left = 0;
  for (const t of g.teams) left += Math.max(0, limit - t.turnsTaken);
  return left <= s.horizon + 1 + s.endgame;
}

/** The rollout policy plays until team turn `lastTurn` is over (or the game is). */
function rollout(g: Game, lastTurn: number, s: Settings, rng: Rng, limit: number): number {
  let steps = 0;
  while (!g.result && steps < limit) {
    if (g.turn.number > lastTurn) break;
    const d = legalActions(g);
    if (!d) break;
    step(g, d.actions.length === 1 ? d.actions[0] : choose(s.rollout, g, d, rng));
    steps++;
  }
  return steps;
}

function step(g: Game, a: Action): void {
  const r = apply(g, a, FAST);
  if (!r.ok) throw new Error(`search playout: the engine refused ${JSON.stringify(a)}: ${r.error.message}`);
}
