/**
 * A simulation job, in a child process of its own: receives the spec, then game indices, and
 * sends each game's outcome back. Started by pool.ts through bootstrap.mjs.
 */
import { UserError } from '../io.ts';
import { type GameOutcome, GameRunner, type SimSpec } from './games.ts';

export type ToWorker = { type: 'spec'; spec: SimSpec } | { type: 'play'; index: number } | { type: 'close' };
export type FromWorker =
  | { type: 'ready' }
  | { type: 'log'; line: string }
  /** The bot programs' process groups, for the main process to kill if the run fails. */
  | { type: 'pids'; pids: number[] }
  | { type: 'result'; outcome: GameOutcome }
  | { type: 'error'; message: string; user: boolean; stack?: string };

// Ctrl-C reaches every process of the terminal's group: the main process decides what to stop.
process.on('SIGINT', () => {});

/**
 * Sends to the main process. It may be gone (the run was stopped, or it died) while a game was
 * played: the write then fails with EPIPE, which the callback takes instead of the process's
 * 'error' event (unhandled, it killed the job with a stack trace); the 'disconnect' below
 * follows and ends the job.
 */
function post(m: FromWorker): void {
  if (process.connected) process.send?.(m, undefined, undefined, () => {});
}

function report(e: unknown): void {
  const err = e as Error;
  post({
    type: 'error',
    // A user error's details travel as the lines after its message (userError splits them again).
    message: e instanceof UserError ? [e.message, ...e.details].join('\n') : (err?.message ?? String(e)),
    user: e instanceof UserError,
    stack: err?.stack,
  });
}

async function start(spec: SimSpec): Promise<GameRunner | null> {
  try {
    const runner = await GameRunner.create(spec, (line) => post({ type: 'log', line }));
    post({ type: 'pids', pids: runner.pids() });
    post({ type: 'ready' });
    return runner;
  } catch (e) {
    report(e);
    return null;
  }
}

// Cut off by the main process (the run was stopped, or the main process died): nothing is left
// to play for. process.exit runs the 'exit' handler that stops the bot programs.
process.on('disconnect', () => process.exit(0));

// Messages are handled one at a time, in the order they come: games are played one by one.
let runner: GameRunner | null = null;
let chain = Promise.resolve();
process.on('message', (m: ToWorker) => {
  chain = chain.then(async () => {
    if (m.type === 'spec') runner = await start(m.spec);
    else if (m.type === 'close') {
      await runner?.close();
      process.disconnect();
    } else if (runner && process.connected) {
      // A game queued before the main process went is not played: nobody waits for it.
      try {
        post({ type: 'result', outcome: await runner.play(m.index) });
      } catch (e) {
        report(e);
      }
    }
  });
});
