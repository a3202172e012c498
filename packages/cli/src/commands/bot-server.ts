/**
 * `dungeonbowl bot-server`: one of our bots on the bot end of the protocol (docs/bot-protocol.md),
 * over stdin and stdout, so that any host can play it.
 */
import { makeBot } from '@dungeonbowl/bots';
import { serveBot } from '@dungeonbowl/bots/node';
import type { Io } from '../io.ts';
import { checkBotSpec } from './simulate.ts';

export interface BotServerOptions {
  bot: string;
  /**
   * The bot's own seed (default 1; see serveBot): never sent by the host, so a bot served with
   * the seed of `simulate --seed` plays the games our bot plays in process.
   */
  seed?: number;
}

export async function botServer(
  opts: BotServerOptions,
  io: Io,
  input: NodeJS.ReadableStream = process.stdin,
  output: NodeJS.WritableStream = process.stdout,
): Promise<number> {
  checkBotSpec(opts.bot);
  await serveBot(makeBot(opts.bot), input, output, {
    log: (line) => io.err(`${line}\n`),
    seed: opts.seed,
  });
  // After quit nothing more is read: a pipe left open by the host must not keep this process up.
  if (input === process.stdin) process.stdin.destroy();
  return 0;
}
