/**
 * The bot end of the protocol (docs/bot-protocol.md): serves one of our bots over a pair of
 * streams, so any host (ours through `simulate --bot-cmd`, or another program) can play it.
 */
import { createInterface } from 'node:readline';
import type { Action } from '@dungeonbowl/engine';
import type { Bot } from './bot.ts';
import { type HostMessage, PROTOCOL, PROTOCOL_VERSION } from './protocol.ts';
import { type Rng, seededRng } from './rng.ts';

export interface ServeOptions {
  /** Where problems with the host's messages are reported (stderr). */
  log?: (line: string) => void;
}

/** The bot's seeded randomness for one game, as `playBots` seeds it. */
function gameRng(seed: number, team: number): Rng {
  return seededRng(seed * 7919 + team * 104729 + 1);
}

/** Answers the host's lines until `quit` or the end of the input; resolves then. */
export async function serveBot(
  bot: Bot,
  input: NodeJS.ReadableStream,
  output: NodeJS.WritableStream,
  o: ServeOptions = {},
): Promise<void> {
  const log = o.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const send = (x: unknown) => output.write(`${JSON.stringify(x)}\n`);
  let rng = gameRng(0, 0);
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) {
    if (line.trim() === '') continue;
    let m: HostMessage;
    try {
      m = JSON.parse(line);
    } catch {
      log(`bot-server: ignoring a line that is not JSON: ${line.slice(0, 80)}`);
      continue;
    }
    switch (m?.type) {
      case 'hello':
        if (m.protocol !== PROTOCOL || m.version !== PROTOCOL_VERSION) {
          log(
            `bot-server: host speaks ${m.protocol} ${m.version}; this bot speaks ${PROTOCOL} ${PROTOCOL_VERSION}`,
          );
        }
        send({ type: 'ready', name: bot.id, protocol: PROTOCOL, version: PROTOCOL_VERSION });
        break;
      case 'newGame':
        rng = gameRng(m.seed, m.team);
        break;
      case 'decide':
        send(decide(bot, m, rng));
        break;
      case 'gameOver':
        break;
      case 'quit':
        lines.close();
        return;
      default:
        log(`bot-server: ignoring a message of unknown type: ${line.slice(0, 80)}`);
    }
  }
}

/** One decision: the index of the bot's action, or an error that the host counts as a forfeit. */
function decide(bot: Bot, m: Extract<HostMessage, { type: 'decide' }>, rng: Rng): unknown {
  if (!Array.isArray(m.actions) || m.actions.length === 0 || !m.view) {
    return { id: m.id, error: 'a decide message needs a view and a non-empty list of actions' };
  }
  try {
    const action: Action = bot.choose({
      view: m.view,
      team: m.team,
      decision: { team: m.team, actions: m.actions },
      rng,
    });
    const index = m.actions.indexOf(action);
    // A bot may build its own action object instead of returning one from the list.
    return index >= 0 ? { id: m.id, index } : { id: m.id, action };
  } catch (e) {
    return { id: m.id, error: `bot '${bot.id}' failed: ${(e as Error)?.message ?? String(e)}` };
  }
}
