/**
 * A simulation worker thread: receives the spec, then game indices, and posts each game's
 * outcome back. Started by pool.ts through bootstrap.mjs.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { UserError } from '../io.ts';
import { GameRunner, type SimSpec } from './games.ts';

export type ToWorker = { type: 'play'; index: number } | { type: 'close' };
export type FromWorker =
  | { type: 'ready' }
  | { type: 'log'; line: string }
  /** The bot programs' process groups, for the main thread to kill if the run fails. */
  | { type: 'pids'; pids: number[] }
  | { type: 'result'; outcome: import('./games.ts').GameOutcome }
  | { type: 'error'; message: string; user: boolean; stack?: string };

const port = parentPort!;
const post = (m: FromWorker) => port.postMessage(m);

function report(e: unknown): void {
  const err = e as Error;
  post({
    type: 'error',
    message: err?.message ?? String(e),
    user: e instanceof UserError,
    stack: err?.stack,
  });
}

async function main(): Promise<void> {
  let runner: GameRunner;
  try {
    runner = await GameRunner.create(workerData.spec as SimSpec, (line) => post({ type: 'log', line }));
  } catch (e) {
    report(e);
    return;
  }
  // Games are played one at a time, in the order they are sent.
  let chain = Promise.resolve();
  port.on('message', (m: ToWorker) => {
    chain = chain.then(async () => {
      if (m.type === 'close') {
        await runner.close();
        port.close();
        return;
      }
      try {
        post({ type: 'result', outcome: await runner.play(m.index) });
      } catch (e) {
        report(e);
      }
    });
  });
  post({ type: 'pids', pids: runner.pids() });
  post({ type: 'ready' });
}

await main();
