/**
 * Perft ("performance test", as chess engines call it): how many distinct legal action sequences
 * of a given length start at a position. The count is a fingerprint of move generation: a speed-up
 * that lists one action too many or too few anywhere in the tree, or resolves an action into a
 * different position, changes it. Counted through the public API only (`legalActions`, and
 * `apply` on copies), so it measures what callers get, and the same walk is a speed figure
 * (bench/perft.ts; docs/perft.md).
 *
 * Dice. Every branch is its own copy of the game, so it carries its own dice: by default the root
 * gets the scripted dice PERFT_DICE, and each branch reads that script from where its own past
 * left it (two branches that rolled differently read on from different places). A branch whose
 * last action needs a die the script no longer has ends there and counts as `diceExhausted`; one
 * whose next scripted value is beyond the die (a 5 for a D2) ends as `diceOutOfRange`. Neither is
 * a leaf. The script is long enough that exhaustion is rare at the depths the fixtures use.
 * `dice: 'game'` keeps the position's own dice instead (seeded dice never run out).
 */
import type { Action } from './actions.ts';
import { scriptedDice } from './dice.ts';
import { apply, clone, legalActions } from './game.ts';
import type { Game } from './state.ts';

/**
 * The perft dice: 1 to 6 in an irregular order with every face often, so blocks, armour, tests
 * and scatters meet each result. Fixed here, never generated, so no generator change moves it.
 * It opens with 2, 1, 2 so that the end of a pre-game gets through: a die (D6 for six chests)
 * hides the ball, then two D2 coin tosses.
 */
export const PERFT_DICE: readonly number[] = Object.freeze(
  (
    '2126146251452361526431562435164225613431625415643213652146' +
    '5341253164263514623561432516342153641526341524361253461524' +
    '1362541364251632453165246132541635214632541362415361425364'
  )
    .split('')
    .map(Number),
);

/** How the sequences below a position end. */
export interface PerftCounts {
  /** Sequences of exactly `depth` actions, each applied (the chess engines' perft number). */
  leaves: number;
  /** Of the leaves, those whose last action ended the game. */
  gameOverLeaves: number;
  /** Shorter sequences after which the game is over: they cannot go on, and are not leaves. */
  ended: number;
  /** Sequences whose last action needed a die beyond the script: cut there, not leaves. */
  diceExhausted: number;
  /** Sequences whose last action needed a die the script's next value cannot show. */
  diceOutOfRange: number;
  /** Actions applied: the tree's nodes below the root (the unit of nodes per second). */
  applied: number;
  /**
   * A checksum of where the leaves stand (`leafHash`), added up so that the order of the listing
   * does not matter: equal counts with another digest mean an action resolved differently.
   */
  digest: number;
}

export interface PerftResult extends PerftCounts {
  depth: number;
  /** Chess's "divide": the counts below each first action, by its `actionKey`. */
  divide?: Record<string, PerftCounts>;
}

export interface PerftOptions {
  /** Also count below each first action separately (PerftResult.divide). */
  divide?: boolean;
  /** The scripted dice the root starts with (default PERFT_DICE), or 'game' for its own dice. */
  dice?: readonly number[] | 'game';
}

/**
 * An action as text, `type` then its other fields in name order ("step to=245"), so that neither
 * the order of an action's fields nor that of the list it came from changes the text.
 */
export function actionKey(a: Action): string {
  const fields = a as unknown as Record<string, unknown>;
  let key = a.type;
  for (const k of Object.keys(fields).sort()) {
    if (k !== 'type' && fields[k] !== undefined) key += ` ${k}=${String(fields[k])}`;
  }
  return key;
}

function zero(): PerftCounts {
  return {
    leaves: 0,
    gameOverLeaves: 0,
    ended: 0,
    diceExhausted: 0,
    diceOutOfRange: 0,
    applied: 0,
    digest: 0,
  };
}

function addInto(into: PerftCounts, c: PerftCounts): void {
  into.leaves += c.leaves;
  into.gameOverLeaves += c.gameOverLeaves;
  into.ended += c.ended;
  into.diceExhausted += c.diceExhausted;
  into.diceOutOfRange += c.diceOutOfRange;
  into.applied += c.applied;
  into.digest = (into.digest + c.digest) >>> 0;
}

/** FNV-1a over 32-bit words. */
function mix(h: number, v: number): number {
  return Math.imul(h ^ (v | 0), 0x01000193) >>> 0;
}

function mixText(h: number, t: string): number {
  let x = mix(h, t.length);
  for (let i = 0; i < t.length; i++) x = mix(x, t.charCodeAt(i));
  return x;
}

/**
 * What a leaf position is, as far as the public state says it in a way no faster layout needs to
 * change: each player's square and status, the chests, portals and trap counters placed, the
 * ball, the score, whose turn and which, the dice used, and the decision pending there (its kind
 * and how many actions).
 */
export function leafHash(g: Game): number {
  let h = 0x811c9dc5;
  for (const p of g.players) h = mixText(mix(h, p.sq), p.status);
  for (const c of g.chests) h = mix(mix(h, c.sq), c.open ? 1 : 0);
  for (const p of g.portals) h = mix(mix(h, p.number), p.sq);
  for (const t of g.traps) h = mixText(mix(mix(h, t.sq), t.owner), t.kind);
  h = mix(mix(mixText(h, g.ball.state), g.ball.sq), g.ball.carrier);
  for (const n of g.score) h = mix(h, n);
  h = mix(mix(h, g.turn.number), g.turn.index);
  h = mix(h, g.dice.kind === 'scripted' ? g.dice.pos : -1);
  const d = g.result ? null : legalActions(g);
  return d ? mix(mixText(h, d.kind), d.actions.length) : mixText(h, g.result?.reason ?? '');
}

const APPLY = { events: false, trusted: true } as const;

/** Applies `a` to a copy of `g` and counts the sequences below it, `left` actions long. */
function below(g: Game, a: Action, left: number, c: PerftCounts): void {
  const r = apply(g, a, APPLY);
  c.applied++;
  if (!r.ok) {
    if (r.error.code === 'DICE_EXHAUSTED') c.diceExhausted++;
    else if (r.error.code === 'DICE_OUT_OF_RANGE') c.diceOutOfRange++;
    else throw new Error(`perft: a listed action was refused: ${r.error.code} ${r.error.message}`);
    return;
  }
  if (left === 0) {
    c.leaves++;
    c.digest = (c.digest + leafHash(r.game)) >>> 0;
    if (r.game.result) c.gameOverLeaves++;
  } else if (r.game.result) {
    c.ended++;
  } else {
    walk(r.game, left, c);
  }
}

function walk(g: Game, depth: number, c: PerftCounts): void {
  const d = legalActions(g);
  if (!d) throw new Error('perft: a game that is not over has no decision');
  for (const a of d.actions) below(g, a, depth - 1, c);
}

/**
 * The perft counts of `game` to `depth` actions (see the file's comment for the dice). The game
 * is not changed. Depth 0 counts the position itself as the one leaf.
 */
export function perft(game: Game, depth: number, options: PerftOptions = {}): PerftResult {
  if (!Number.isInteger(depth) || depth < 0) throw new Error('perft: depth is a whole number >= 0');
  const root = clone(game);
  if (options.dice !== 'game') root.dice = scriptedDice([...(options.dice ?? PERFT_DICE)]);
  const total: PerftResult = { depth, ...zero() };
  if (depth === 0) {
    total.leaves = 1;
    total.digest = leafHash(root);
    if (root.result) total.gameOverLeaves = 1;
    return total;
  }
  if (root.result) {
    total.ended = 1;
    return total;
  }
  const d = legalActions(root);
  if (!d) throw new Error('perft: a game that is not over has no decision');
  if (options.divide) total.divide = {};
  for (const a of d.actions) {
    const c = zero();
    below(root, a, depth - 1, c);
    addInto(total, c);
    if (total.divide) total.divide[actionKey(a)] = c;
  }
  return total;
}
