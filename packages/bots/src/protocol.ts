/**
 * The bot protocol (docs/bot-protocol.md): one JSON object per line on the bot's stdin, one
 * answer per line on its stdout, like the protocol chess engines speak. This file holds what
 * both ends share: the messages, reading an answer, and the forfeit rule. The host end is
 * protocol-host.ts, the bot end protocol-server.ts.
 */
import type { Action, Game, GameResult } from '@dungeonbowl/engine';
import { sameAction } from '@dungeonbowl/engine';

export const PROTOCOL = 'dungeonbowl-bot';
export const PROTOCOL_VERSION = 1;

/** Host to bot. Only `hello` and `decide` are answered. */
export type HostMessage =
  | { type: 'hello'; protocol: typeof PROTOCOL; version: number }
  | {
      type: 'newGame';
      /** Index of the game in the batch (0, 1, ...). */
      game: number;
      /** The game's seed: a bot may seed its own randomness with it to repeat a game. */
      seed: number;
      /** The team the bot coaches (its index in view.teams). */
      team: number;
      teams: { name: string; roster: string }[];
      ruleset: string;
    }
  | { type: 'decide'; id: number; team: number; view: Game; actions: Action[] }
  | { type: 'gameOver'; team: number; result: GameResult | null; view: Game }
  | { type: 'quit' };

/** Bot to host, in answer to `hello`. */
export interface ReadyMessage {
  type: 'ready';
  name?: string;
}

/**
 * Bot to host, in answer to `decide`: a bare index (`3`), `{"index": 3}` or `{"action": {...}}`,
 * optionally with the decision's `"id"`; `{"error": "..."}` gives the decision up, saying why.
 */
export type Answer = number | { id?: number; index?: number; action?: Action; error?: string };

/** Reads one answer line against the legal actions: the chosen index, or why it is refused. */
export function parseAnswer(
  line: string,
  actions: Action[],
  id: number,
): { ok: true; index: number } | { ok: false; error: string } {
  let a: unknown;
  try {
    a = JSON.parse(line);
  } catch {
    return { ok: false, error: `not JSON: ${quote(line)}` };
  }
  if (typeof a === 'number') return checkIndex(a, actions);
  if (!a || typeof a !== 'object' || Array.isArray(a)) {
    return { ok: false, error: `expected an index or an object, got ${quote(line)}` };
  }
  const o = a as { id?: unknown; index?: unknown; action?: unknown; error?: unknown };
  if (typeof o.error === 'string') return { ok: false, error: `the bot reported an error: ${o.error}` };
  if (o.id !== undefined && o.id !== id) {
    return { ok: false, error: `answer for decision ${JSON.stringify(o.id)} while decision ${id} was asked` };
  }
  if (o.index !== undefined) return checkIndex(o.index, actions);
  if (o.action !== undefined) {
    const i = actions.findIndex(
      (x) => !!o.action && typeof o.action === 'object' && sameAction(x, o.action as Action),
    );
    if (i < 0) return { ok: false, error: `the action ${quote(JSON.stringify(o.action))} is not legal now` };
    return { ok: true, index: i };
  }
  return { ok: false, error: `the answer has neither "index" nor "action": ${quote(line)}` };
}

function checkIndex(
  i: unknown,
  actions: Action[],
): { ok: true; index: number } | { ok: false; error: string } {
  if (typeof i !== 'number' || !Number.isInteger(i) || i < 0 || i >= actions.length) {
    return { ok: false, error: `index ${JSON.stringify(i)} is not in 0..${actions.length - 1}` };
  }
  return { ok: true, index: i };
}

function quote(s: string): string {
  return JSON.stringify(s.length > 80 ? `${s.slice(0, 77)}...` : s);
}

/**
 * What the host plays for a bot that forfeits a decision (a bad answer or a timeout): the first
 * of these action types that is legal, else the first legal action. Ending the activation or the
 * turn gives the decision up with the least harm to the game.
 */
export const FORFEIT_ORDER = [
  'endActivation',
  'endTurn',
  'noReroll',
  'noInterference',
  'noSpell',
  'endDeploy',
] as const;

export function forfeitIndex(actions: Action[]): number {
  for (const type of FORFEIT_ORDER) {
    const i = actions.findIndex((a) => a.type === type);
    if (i >= 0) return i;
  }
  return 0;
}
