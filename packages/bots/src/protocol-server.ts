/**
 * The bot end of the protocol (docs/bot-protocol.md): serves one of our bots over a pair of
 * streams, so any host (ours through `simulate --bot-cmd`, or another program) can play it.
 * Every line from the host is checked before use: a line that is no message the protocol knows
 * is logged and ignored, never thrown on.
 */
import type { Action, Decision, Game } from '@dungeonbowl/engine';
import { printableLine } from '@dungeonbowl/engine';
import type { Bot } from './bot.ts';
import { LineSplitter, MAX_HOST_LINE_CHARS, PROTOCOL, PROTOCOL_VERSION, quote, shown } from './protocol.ts';
import { type Rng, seededRng } from './rng.ts';

export interface ServeOptions {
  /** Where problems with the host's messages are reported (stderr). */
  log?: (line: string) => void;
  /**
   * The bot's own seed (default 1): game `i` of the run is played with the randomness `simulate`
   * gives its own bots in the game of seed `seed + i`, so with the same seed as `simulate --seed`
   * our bot plays the same games through the protocol as in process. It is the server's own:
   * the host sends no seed.
   */
  seed?: number;
}

/** The bot's seeded randomness for one game, as `simulate` seeds its own bots. */
function gameRng(seed: number, team: number): Rng {
  return seededRng(seed * 7919 + team * 104729 + 1);
}

type Message = Record<string, unknown>;

/** What one served bot keeps between the host's lines. */
interface Served {
  bot: Bot;
  seed: number;
  rng: Rng;
  send: (x: unknown) => void;
  log: (line: string) => void;
}

/** Answers the host's lines until `quit` or the end of the input; resolves then. */
export function serveBot(
  bot: Bot,
  input: NodeJS.ReadableStream,
  output: NodeJS.WritableStream,
  o: ServeOptions = {},
): Promise<void> {
  const seed = o.seed ?? 1;
  const served: Served = {
    bot,
    seed,
    rng: gameRng(seed, 0),
    send: (x) => output.write(`${JSON.stringify(x)}\n`),
    log: o.log ?? ((line) => process.stderr.write(`${line}\n`)),
  };
  return new Promise((resolve) => {
    let quit = false;
    const lines = new LineSplitter(
      MAX_HOST_LINE_CHARS,
      (line) => {
        if (!quit && handle(served, line)) quit = true;
      },
      (head) =>
        served.log(`bot-server: ignoring a line of over ${MAX_HOST_LINE_CHARS} characters: ${quote(head)}`),
    );
    const finish = () => {
      input.removeListener('data', onData);
      input.removeListener('end', onEnd);
      input.pause();
      resolve();
    };
    const onData = (chunk: string | Buffer) => {
      lines.push(String(chunk));
      if (quit) finish();
    };
    const onEnd = () => {
      lines.end();
      finish();
    };
    input.setEncoding('utf8');
    input.on('data', onData);
    input.on('end', onEnd);
  });
}

/** Handles one line from the host; true at `quit`. */
function handle(s: Served, line: string): boolean {
  const m = readMessage(line, s.log);
  if (!m) return false;
  switch (m.type) {
    case 'hello':
      if (m.protocol !== PROTOCOL || m.version !== PROTOCOL_VERSION) {
        s.log(
          // As JSON: String() would call a toString the host sent ({"toString": false} threw).
          `bot-server: host speaks ${shown(m.protocol)} ${shown(m.version)}; this bot speaks ${PROTOCOL} ${PROTOCOL_VERSION}`,
        );
      }
      s.send({ type: 'ready', name: s.bot.id, protocol: PROTOCOL, version: PROTOCOL_VERSION });
      return false;
    case 'newGame':
      s.rng = gameRng(s.seed + (wholeNumber(m.game) ?? 0), wholeNumber(m.team) ?? 0);
      return false;
    case 'decide':
      if (wholeNumber(m.id) === null) {
        s.log(`bot-server: ignoring a decide message without a whole-number "id": ${quote(line)}`);
      } else {
        s.send(decide(s.bot, m, s.rng));
      }
      return false;
    case 'gameOver':
      return false;
    case 'quit':
      return true;
    default:
      s.log(`bot-server: ignoring a message of unknown type: ${printableLine(line.slice(0, 80))}`);
      return false;
  }
}

/** The host's message on a line, or null (logged) if the line is none. */
function readMessage(line: string, log: (line: string) => void): Message | null {
  if (line.trim() === '') return null;
  let m: unknown;
  try {
    m = JSON.parse(line);
  } catch {
    log(`bot-server: ignoring a line that is not JSON: ${printableLine(line.slice(0, 80))}`);
    return null;
  }
  if (typeof m !== 'object' || m === null || Array.isArray(m)) {
    log(`bot-server: ignoring a line that is not a JSON object: ${printableLine(line.slice(0, 80))}`);
    return null;
  }
  return m as Message;
}

function wholeNumber(x: unknown): number | null {
  return typeof x === 'number' && Number.isSafeInteger(x) && x >= 0 ? x : null;
}

const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * The decision a `decide` message asks: its team and actions, and what it is (`kind`, `player`,
 * `activation`, `context`) as the host sent it. A host that sends no kind or context (one written
 * before they were added) still gets answers: the bot then has only the actions to go by.
 */
function decisionOf(m: Message, actions: Action[]): Decision {
  const d: Record<string, unknown> = { team: m.team };
  if (typeof m.kind === 'string' && isObject(m.context)) {
    d.kind = m.kind;
    if (wholeNumber(m.player) !== null) d.player = m.player;
    if (isObject(m.activation)) d.activation = m.activation;
    d.context = m.context;
  }
  d.actions = actions;
  return d as unknown as Decision;
}

/** One decision: the index of the bot's action, or an error that the host counts as a forfeit. */
function decide(bot: Bot, m: Message, rng: Rng): unknown {
  const { id, team, view, actions } = m;
  if (
    wholeNumber(team) === null ||
    typeof view !== 'object' ||
    view === null ||
    !Array.isArray(actions) ||
    actions.length === 0 ||
    !actions.every((a) => typeof a === 'object' && a !== null && typeof a.type === 'string')
  ) {
    return {
      id,
      error: 'a decide message needs a team, a view and a non-empty list of actions',
    };
  }
  try {
    const list = actions as Action[];
    const action: Action = bot.choose({
      view: view as Game,
      team: team as number,
      decision: decisionOf(m, list),
      rng,
    });
    const index = list.indexOf(action);
    // A bot may build its own action object instead of returning one from the list.
    return index >= 0 ? { id, index } : { id, action };
  } catch (e) {
    return { id, error: `bot '${bot.id}' failed: ${String((e as Error)?.message ?? e)}` };
  }
}
