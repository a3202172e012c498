/**
 * The search bot: Monte Carlo tree search (UCT) over its own decisions of the current team turn,
 * with the engine playing every candidate out. Each playout determinises the coach's view (the
 * ball in a random unopened chest, seeded dice from the bot's rng: determinize.ts), starts with
 * one root candidate, follows the tree by UCB1 while the bot decides (whole moves stand for
 * single steps: search-moves.ts), adds one node, then lets a rollout policy play the rest of
 * the team turn (and `horizon` turns more), and scores the position with a cheap evaluation
 * (search-eval.ts).
 *
 * With a policy that plays well (the scripted bot) the search is a policy improvement: the
 * policy's own choice is played unless another candidate beat it clearly on the same worlds
 * (search-tree.ts chooseRoot). With 'random' or 'stop' rollouts the most visited candidate is
 * played.
 *
 * Budget: `playouts` per decision (deterministic for a given seed), or `ms` of thinking per
 * decision, or both (whichever runs out first). The pre-game is not searched: `fallback` plays it.
 */
import type { Action } from '@dungeonbowl/engine';
import type { Bot, BotTurn } from './bot.ts';
import { determinizeWith, drawWorld, type World } from './determinize.ts';
import { seededRng } from './rng.ts';
import { type Candidate, candidates, isRoutineStep } from './search-moves.ts';
import { playout, type Settings } from './search-playout.ts';
import { type RolloutName, rolloutPolicy } from './search-policy.ts';
import { actionKey, chooseRoot, newNode, pairedGain, selectChild, type TreeNode } from './search-tree.ts';

export interface SearchBotOptions {
  /** Playouts per decision (default 200; with `ms` alone, no playout cap). */
  playouts?: number;
  /** Thinking time per decision in milliseconds (not deterministic: a wall-clock budget). */
  ms?: number;
  /**
   * Plays the rest of each playout, for both sides: a bot or 'random', 'stop', 'scripted'
   * (search-policy.ts). Default: the scripted bot when there is one, else 'random'.
   */
  rollout?: Bot | RolloutName;
  /** Plays the pre-game (default: the rollout policy). */
  fallback?: Bot;
  /**
   * Team turns played after the current one before evaluating: 1 (the default with the scripted
   * rollout) lets the opponents answer, played by the rollout policy, so a move that leaves the
   * carrier open to a blitz is seen to; at two to three times the cost of a playout. 0 (the
   * default with 'random' and 'stop', whose answers would mean nothing) scores the position at
   * the end of the bot's own team turn.
   */
  horizon?: number;
  /**
   * Near a turn limit: playouts run to the end of the game when it ends within `horizon + 1 +
   * endgame` team turns, so the last turns are judged by results, not by the evaluation (default
   * 2 with the scripted rollout, 0 with 'random' and 'stop'). A turn limit decides most games.
   */
  endgame?: number;
  /** UCB1 exploration constant (default 0.25; values are in [0, 1] and close together). */
  exploration?: number;
  /**
   * Weight of the bias towards the rollout policy's own choice at the root (default 0.1 for the
   * scripted bot, 0 for 'random' and 'stop'): with few playouts the bot then plays like the policy.
   */
  prior?: number;
  /**
   * With a prior: how many standard errors (of the paired difference over the same worlds)
   * another candidate must gain over the policy's choice to be played instead (default 2).
   */
  margin?: number;
  /** With a prior: the least gain in value (win chance) that overrules the policy (default 0.02). */
  minGain?: number;
  /**
   * With a prior: search steps that roll no dice too (default false: such a step is the policy's
   * positional call, which the cheap evaluation cannot judge better, and searching it costs time).
   */
  searchRoutine?: boolean;
  /**
   * Stop thinking once the choice has settled: after at least this many playouts (and 8 per root
   * candidate), when the candidate to play has not changed over the last half of them (default
   * 200; 0 always spends the whole budget). The budget is then a cap, as a chess engine's clock.
   */
  settle?: number;
  /** A playout's step cap, a guard against endless rollouts (default 2000). */
  maxSteps?: number;
  /**
   * With a prior: before a candidate overrules the policy's choice, both are played again on
   * this many fresh worlds, and the candidate is played only if it wins that test too (default
   * 64; 0: no check). The search picks the best of many candidates on the same playouts, so its
   * winner's lead is partly luck; fresh worlds measure it without that bias.
   */
  verify?: number;
  /**
   * With a prior: a decision with more candidates than this (the choice of the player to act,
   * with every declaration of every player) is left to the policy (default 24).
   */
  maxCandidates?: number;
}

/** What one decision's search did, for tests and benchmarks. */
export interface SearchStats {
  playouts: number;
  steps: number;
  ms: number;
  /** Root candidates with their visits and mean value, most visited first. */
  root: { action: Action; key: string; visits: number; mean: number; policy: boolean }[];
  /** The candidate played. */
  chosen: string;
  /**
   * The check of a challenger to the policy's choice on fresh worlds (null: none was needed):
   * the challenger, the worlds played, its mean gain there and whether it was confirmed.
   */
  verification: { challenger: string; worlds: number; gain: number; confirmed: boolean } | null;
}

/** A whole move the bot chose and is stepping along: the squares still to go. */
interface Plan {
  player: number;
  squares: number[];
  /**
   * The game's rng (each game gives its bots a fresh one), its team turn and step when the plan
   * was made: a plan is not carried into another game or turn.
   */
  rng: BotTurn['rng'];
  turn: number;
  step: number;
}

export type SearchBot = Bot & { lastStats: SearchStats | null };

export function searchBot(options: SearchBotOptions = {}): SearchBot {
  const rollout = rolloutPolicy(options.rollout);
  // A second instance follows the real game only: a bot with a memory (the scripted bot keeps
  // its plans for the turn) would lose it to the playouts, which jump back to the root each time.
  const policy = typeof options.rollout === 'object' ? rollout : rolloutPolicy(options.rollout);
  const fallback = options.fallback ?? policy;
  const weak = rollout.id === 'random' || rollout.id === 'stop';
  const s: Settings = {
    playouts: options.playouts ?? (options.ms !== undefined ? Number.POSITIVE_INFINITY : 200),
    ms: options.ms ?? Number.POSITIVE_INFINITY,
    rollout,
    policy,
    horizon: options.horizon ?? (weak ? 0 : 1),
    endgame: options.endgame ?? (weak ? 0 : 2),
    c: options.exploration ?? 0.25,
    prior: options.prior ?? (weak ? 0 : 0.1),
    margin: options.margin ?? 2,
    minGain: options.minGain ?? 0.02,
    searchRoutine: options.searchRoutine ?? false,
    maxSteps: options.maxSteps ?? 2000,
    settle: options.settle ?? 200,
    verify: options.verify ?? 64,
    maxCandidates: options.maxCandidates ?? 24,
  };
  let plan: Plan | null = null;
  const bot: SearchBot = {
    id: 'search',
    lastStats: null,
    choose(turn: BotTurn): Action {
      const actions = turn.decision.actions;
      if (actions.length === 1) return actions[0];
      if (turn.view.turn.index < 0) return fallback.choose(turn);
      const next = plan && followPlan(plan, turn);
      if (next) return next;
      const advice = s.prior > 0 ? policyChoice(s.policy, turn) : null;
      // A step that rolls no dice is the policy's positional call: not worth a search.
      if (advice && !s.searchRoutine && isRoutineStep(turn.view, turn.decision, advice)) return advice;
      const cands = candidates(turn.view, turn.decision);
      // Which player acts next, among every player's every declaration: a search cannot tell the
      // best of so many from the luckiest, and the policy's plan for the turn is kept.
      if (advice && cands.length > s.maxCandidates) return advice;
      const { best, stats } = search(turn, s, advice, cands);
      bot.lastStats = stats;
      const { view } = turn;
      plan =
        best.path && best.path.length > 0
          ? {
              player: activePlayer(turn),
              squares: [...best.path],
              rng: turn.rng,
              turn: view.turn.number,
              step: view.step,
            }
          : null;
      return best.action;
    },
  };
  return bot;
}

/** The player moving in the activation that waits for its next move (-1 when none). */
function activePlayer(turn: BotTurn): number {
  const d = turn.decision;
  return d.kind === 'activation' ? (d.player ?? -1) : -1;
}

/**
 * The next step of the whole move being made, while the same player is still moving and the
 * square is a legal step; the move is not searched again square by square.
 */
function followPlan(plan: Plan, turn: BotTurn): Action | null {
  const { view } = turn;
  // A bot kept from game to game (simulate keeps one per side) starts each game afresh.
  if (turn.rng !== plan.rng || view.turn.number !== plan.turn || view.step < plan.step) return null;
  if (activePlayer(turn) !== plan.player || plan.squares.length === 0) return null;
  plan.step = view.step;
  const to = plan.squares.shift();
  return turn.decision.actions.find((a) => a.type === 'step' && a.to === to) ?? null;
}

/**
 * The search at one decision. Root candidates share their guesses at the hidden information:
 * a candidate's k-th playout uses the k-th world (the same chest for the ball, the same dice
 * seed), so candidates are compared on the same luck and their differences are less noisy.
 */
function search(
  turn: BotTurn,
  s: Settings,
  advice: Action | null,
  cands: Candidate[],
): { best: Candidate; stats: SearchStats } {
  const start = performance.now();
  const deadline = start + s.ms;
  const root = newNode();
  const rootCands = withPolicy(cands, advice);
  const policy = rootCands[0];
  const checking = s.verify > 0 && !!policy.prior;
  // With the check on, a fifth of the time is kept for it, when there is a challenger to check.
  const searchDeadline = start + (checking ? 0.8 : 1) * s.ms;
  const choice = () => chooseRoot(root, rootCands, s.margin, s.minGain);
  const inTime = (): boolean => {
    const now = performance.now();
    return now < searchDeadline || (checking && now < deadline && choice() === policy);
  };
  // Playouts go on with a copy of the policy as it stands after its advice, so the plans it made
  // for this turn (which chest, which blitz) carry on in them as they would in the real game.
  const forked = !!advice && !!s.policy.fork && s.policy.id === s.rollout.id;
  const worlds: World[] = [];
  let playouts = 0;
  let steps = 0;
  const settled = settling(s.settle, rootCands.length);
  while (playouts < s.playouts && (playouts === 0 || inTime())) {
    if (settled(playouts, () => choice().key)) break;
    const cand = rootCands[selectChild(root, rootCands, s.c, s.prior).index];
    const k = root.children.get(cand.key)?.visits ?? 0;
    if (k === worlds.length) worlds.push(drawWorld(turn.view, turn.rng));
    const r = playWorld(turn, s, forked, worlds[k], root, cand);
    const child = root.children.get(cand.key)!;
    if (!child.values) child.values = [];
    child.values.push(r.value);
    steps += r.steps;
    playouts++;
  }
  let best = choice();
  let verification: SearchStats['verification'] = null;
  if (best !== policy && checking) {
    const check = verify(turn, s, policy, best, deadline, forked);
    steps += check.steps;
    verification = {
      challenger: best.key,
      worlds: check.worlds,
      gain: check.gain,
      confirmed: check.confirmed,
    };
    if (!check.confirmed) best = policy;
  }
  const stats = statsOf(root, rootCands, best.key, playouts, steps, performance.now() - start);
  return { best, stats: { ...stats, verification } };
}

/** One playout of `cand` from `node` (the root, or a scratch node) in the world `w`. */
function playWorld(
  turn: BotTurn,
  s: Settings,
  forked: boolean,
  w: World,
  node: TreeNode,
  cand: Candidate,
): { steps: number; value: number } {
  const settings = forked ? { ...s, rollout: s.policy.fork!() } : s;
  const g = determinizeWith(turn.view, w);
  // The rollout's own randomness comes from the world too, so a world plays the same each time.
  return playout(g, node, cand, turn.team, settings, seededRng(w.seed ^ 0x5bd1e995));
}

/**
 * Plays the policy's choice and the challenger again on `s.verify` fresh worlds (or until the
 * deadline), each pair on the same world, in a scratch tree; the challenger is confirmed when it
 * gains at least half of `minGain` and one standard error over the policy on those worlds alone.
 */
function verify(
  turn: BotTurn,
  s: Settings,
  policy: Candidate,
  challenger: Candidate,
  deadline: number,
  forked: boolean,
): { confirmed: boolean; worlds: number; gain: number; steps: number } {
  const mine: number[] = [];
  const theirs: number[] = [];
  let steps = 0;
  while (mine.length < s.verify && performance.now() < deadline) {
    const w = drawWorld(turn.view, turn.rng);
    for (const [cand, values] of [
      [challenger, mine],
      [policy, theirs],
    ] as const) {
      const r = playWorld(turn, s, forked, w, newNode(), cand);
      steps += r.steps;
      values.push(r.value);
    }
  }
  const n = mine.length;
  let gain = 0;
  for (let i = 0; i < n; i++) gain += (mine[i] - theirs[i]) / n;
  // The fresh estimate is unbiased, so a looser test than the screening one will do: a gain of
  // one standard error and half the least gain.
  return { confirmed: pairedGain(mine, theirs, 1, s.minGain / 2), worlds: n, gain, steps };
}

/**
 * The early stop: checked every 32 playouts, true once the choice has stayed the same since
 * half the playouts so far (and at least `least` were played).
 */
function settling(least: number, cands: number): (playouts: number, choice: () => string) => boolean {
  const min = Math.max(least, 8 * cands);
  let choice = '';
  let since = 0;
  return (playouts, current) => {
    if (least <= 0 || playouts === 0 || playouts % 32 !== 0) return false;
    const c = current();
    if (c !== choice) {
      choice = c;
      since = playouts;
    }
    return playouts >= min && since <= playouts / 2;
  };
}

/** The policy's own choice in the real game, if it is legal (a buggy policy is ignored). */
function policyChoice(policy: Bot, turn: BotTurn): Action | null {
  const a = policy.choose(turn);
  const key = actionKey(a);
  return turn.decision.actions.some((x) => actionKey(x) === key) ? a : null;
}

/**
 * Puts the rollout policy's own choice first among the root candidates, with a prior: the
 * search then departs from the policy only when its playouts say so (a one-step improvement of
 * the policy). A step the policy takes becomes a candidate of its own beside the whole moves.
 */
function withPolicy(cands: Candidate[], advice: Action | null): Candidate[] {
  if (!advice) return cands;
  const key = actionKey(advice);
  const same = cands.find((c) => c.key === key);
  const policy: Candidate = { ...(same ?? { key: `policy:${key}`, action: advice, path: null }), prior: 1 };
  return [policy, ...cands.filter((c) => c !== same)];
}

function statsOf(
  root: TreeNode,
  cands: Candidate[],
  chosen: string,
  playouts: number,
  steps: number,
  ms: number,
): Omit<SearchStats, 'verification'> {
  const rows = cands.flatMap((c) => {
    const ch = root.children.get(c.key);
    if (!ch) return [];
    return [
      { action: c.action, key: c.key, visits: ch.visits, mean: ch.total / ch.visits, policy: !!c.prior },
    ];
  });
  rows.sort((a, b) => b.visits - a.visits || b.mean - a.mean);
  return { playouts, steps, ms, root: rows, chosen };
}
