/**
 * The bot protocol (docs/bot-protocol.md): one JSON object per line on the bot's stdin, one
 * answer per line on its stdout, like the protocol chess engines speak. This file holds what
 * both ends share: the messages, reading an answer, splitting a stream into bounded lines, and
 * the forfeit rule. The host end is protocol-host.ts, the bot end protocol-server.ts.
 *
 * A bot learns exactly what a coach of its seat may see: the engine's `view(game, team)` and the
 * legal actions. No message carries the game's seed or its dice state: from either, a bot could
 * work out which chest hides the ball and foresee every roll.
 */
import type { Action, Decision, Game, GameResult } from '@dungeonbowl/engine';
import { printableLine, sameAction } from '@dungeonbowl/engine';

export const PROTOCOL = 'dungeonbowl-bot';
/** 2: no seed in `newGame`; every answer must carry its decision's `id`. */
export const PROTOCOL_VERSION = 2;

/**
 * The longest line a host reads from a bot, in characters. An answer is a few dozen characters
 * (an action is the longest, well under 1 KB); a longer line is refused without being kept, so a
 * bot cannot exhaust the host's memory with a line that never ends.
 */
export const MAX_ANSWER_CHARS = 64 * 1024;

/**
 * The longest line a bot server reads from its host, in characters. The largest message is a
 * `decide` for the largest map the engine allows (200 by 200 squares): about 1 MB.
 */
export const MAX_HOST_LINE_CHARS = 16 * 1024 * 1024;

/** What a bot learns when a game starts: its seat and the teams, never the seed. */
export interface NewGameInfo {
  /** Index of the game in the run (0, 1, ...). */
  game: number;
  /** The team the bot coaches (its index in view.teams). */
  team: number;
  teams: { name: string; roster: string }[];
  ruleset: string;
}

/** Host to bot. Only `hello` and `decide` are answered. */
export type HostMessage =
  | { type: 'hello'; protocol: typeof PROTOCOL; version: number }
  | ({ type: 'newGame' } & NewGameInfo)
  /** The decision's own fields (team, kind, player, activation, context, actions) and the view. */
  | ({ type: 'decide'; id: number; view: Game } & Decision)
  | { type: 'gameOver'; team: number; result: GameResult | null; view: Game }
  | { type: 'quit' };

/** Bot to host, in answer to `hello`. */
export interface ReadyMessage {
  type: 'ready';
  name?: string;
  protocol?: string;
  version?: number;
}

/**
 * Bot to host, in answer to `decide`: `{"id": 7, "index": 3}`, `{"id": 7, "action": {...}}`, or
 * `{"id": 7, "error": "..."}` to give the decision up. The `id` is the decision's, and is required.
 */
export interface Answer {
  id: number;
  index?: number;
  action?: Action;
  error?: string;
}

/**
 * How an answer line reads against the decision asked: the chosen index; or refused, where
 * `answered` says whether the line was this decision's answer (it carries the decision's `id`) or
 * an answer to no question asked (no `id`, another `id`, not an object, not JSON).
 */
export type AnswerReading = { ok: true; index: number } | { ok: false; error: string; answered: boolean };

/** Reads one answer line against the decision `id` and its legal actions. Never throws. */
export function parseAnswer(line: string, actions: readonly Action[], id: number): AnswerReading {
  const a = parseJson(line);
  if (!isObject(a) || a.id !== id) return { ok: false, error: strayReason(line), answered: false };
  if (typeof a.error === 'string') return refused(`the bot reported an error: ${quote(a.error)}`);
  if ('index' in a) {
    const i = a.index;
    if (typeof i !== 'number' || !Number.isInteger(i) || i < 0 || i >= actions.length) {
      return refused(`index ${shown(i)} is not in 0..${actions.length - 1}`);
    }
    return { ok: true, index: i };
  }
  if ('action' in a) {
    const wanted = a.action;
    const i = isObject(wanted) ? actions.findIndex((x) => sameAction(x, wanted as unknown as Action)) : -1;
    if (i < 0) return refused(`the action ${quote(JSON.stringify(wanted) ?? '')} is not legal now`);
    return { ok: true, index: i };
  }
  return refused(`the answer has neither "index" nor "action": ${quote(line)}`);
}

/** The decision id an answer line carries, or null (not JSON, not an object, no whole-number id). */
export function answerId(line: string): number | null {
  const a = parseJson(line);
  return isObject(a) && typeof a.id === 'number' && Number.isInteger(a.id) ? a.id : null;
}

/**
 * Why a line is no answer to the decision asked, from the line alone, so that a stray line reads
 * the same whether it came while a decision was pending or between two.
 */
export function strayReason(line: string): string {
  const a = parseJson(line);
  let why: string;
  if (a === undefined) why = 'not JSON';
  else if (!isObject(a)) why = 'not an answer object';
  else if (!('id' in a)) why = 'an answer without "id"';
  else why = `an answer for decision ${shown(a.id)}`;
  return `answers no question asked (${why}): ${quote(line)}`;
}

function refused(error: string): AnswerReading {
  return { ok: false, error, answered: true };
}

function parseJson(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** A bot's text in a message: cut short, quoted, and with no control character left to act. */
export function quote(s: string): string {
  return printableLine(JSON.stringify(cut(s)));
}

/** A JSON value from a bot in a message: as JSON, cut short, with no control character left to act. */
export function shown(x: unknown): string {
  return printableLine(cut(JSON.stringify(x) ?? '?'));
}

function cut(s: string): string {
  return s.length > 80 ? `${s.slice(0, 77)}...` : s;
}

/**
 * Splits text arriving in chunks into lines of at most `max` characters (a trailing `\r` is
 * dropped). A longer line is never kept whole: `onTooLong` gets its first 80 characters as soon as
 * it passes the limit, and the rest of it is skipped up to its newline.
 */
export class LineSplitter {
  private buf = '';
  private skipping = false;

  constructor(
    private readonly max: number,
    private readonly onLine: (line: string) => void,
    private readonly onTooLong: (head: string) => void,
  ) {}

  push(chunk: string): void {
    let start = 0;
    for (let nl = chunk.indexOf('\n'); nl >= 0; nl = chunk.indexOf('\n', start)) {
      const piece = chunk.slice(start, nl);
      start = nl + 1;
      if (this.skipping) {
        this.skipping = false;
        continue;
      }
      if (this.buf.length + piece.length > this.max) {
        this.tooLong(piece);
        this.skipping = false;
        continue;
      }
      const line = this.buf + piece;
      this.buf = '';
      this.onLine(line.endsWith('\r') ? line.slice(0, -1) : line);
    }
    if (this.skipping || start >= chunk.length) return;
    const rest = chunk.slice(start);
    if (this.buf.length + rest.length > this.max) this.tooLong(rest);
    else this.buf += rest;
  }

  /** The end of the stream: a last line without a newline still counts. */
  end(): void {
    if (!this.skipping && this.buf.length > 0) this.onLine(this.buf);
    this.buf = '';
    this.skipping = false;
  }

  private tooLong(piece: string): void {
    const head = (this.buf + piece.slice(0, 80)).slice(0, 80);
    this.buf = '';
    this.skipping = true;
    this.onTooLong(head);
  }
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

export function forfeitIndex(actions: readonly Action[]): number {
  for (const type of FORFEIT_ORDER) {
    const i = actions.findIndex((a) => a.type === type);
    if (i >= 0) return i;
  }
  return 0;
}
