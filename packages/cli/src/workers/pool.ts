/**
 * Runs the games of a simulation on `jobs` worker threads (node:worker_threads), or on this
 * thread for one job. Games go to whichever worker is free; outcomes are put back in game order,
 * and each game depends only on its index, so the results are the same for any number of jobs.
 */
import { Worker } from 'node:worker_threads';
import { UserError } from '../io.ts';
import { type GameOutcome, GameRunner, type SimSpec } from './games.ts';
import type { FromWorker, ToWorker } from './worker.ts';

const BOOTSTRAP = new URL('./bootstrap.mjs', import.meta.url);
const ENTRY = new URL('./worker.ts', import.meta.url).href;

export interface RunHooks {
  /** Called as each game finishes (in the order they finish). */
  onDone?: (outcome: GameOutcome) => void;
  /** Lines the bot programs write on their stderr. */
  log?: (line: string) => void;
  /** Called once every thread is ready to play, before the first game (for timing start-up apart). */
  onStart?: () => void;
  /** Use a worker even for one job (a bench compares 1 and 2 jobs under the same conditions). */
  alwaysWorkers?: boolean;
  /**
   * Stops the run early (Ctrl-C): no new game starts, games in play on workers are dropped (on
   * this thread, the game in play is finished first), and the promise resolves with the games
   * finished so far.
   */
  signal?: AbortSignal;
}

/** The games a run finished, in game order; fewer than asked when it was stopped. */
export type Finished = GameOutcome[];

export async function runGames(
  spec: SimSpec,
  games: number,
  jobs: number,
  hooks: RunHooks = {},
): Promise<Finished> {
  if ((jobs <= 1 || games <= 1) && !hooks.alwaysWorkers) return runHere(spec, games, hooks);
  return runOnWorkers(spec, games, Math.max(1, Math.min(jobs, games)), hooks);
}

async function runHere(spec: SimSpec, games: number, hooks: RunHooks): Promise<Finished> {
  const runner = await GameRunner.create(spec, hooks.log);
  hooks.onStart?.();
  const out: GameOutcome[] = [];
  try {
    for (let i = 0; i < games; i++) {
      // A game of our own bots runs without a break, so let a pending signal in between games.
      if (hooks.signal) await new Promise((resolve) => setImmediate(resolve));
      if (hooks.signal?.aborted) break;
      const o = await runner.play(i);
      out.push(o);
      hooks.onDone?.(o);
    }
  } finally {
    await runner.close();
  }
  return out;
}

function runOnWorkers(spec: SimSpec, games: number, jobs: number, hooks: RunHooks): Promise<Finished> {
  const out = new Array<GameOutcome | undefined>(games);
  let next = 0;
  let done = 0;
  let failed = false;
  const workers: Worker[] = [];
  return new Promise((resolve, reject) => {
    const pids: number[] = [];
    const fail = (e: Error) => {
      if (failed) return;
      failed = true;
      for (const w of workers) void w.terminate();
      // A stopped worker cannot close its bot programs, and one may be stuck: kill them here.
      for (const pid of pids) killGroup(pid);
      reject(e);
    };
    const stop = () => {
      if (failed || done === games) return;
      failed = true;
      for (const w of workers) void w.terminate();
      for (const pid of pids) killGroup(pid);
      resolve(out.filter((o) => o !== undefined));
    };
    if (hooks.signal?.aborted) return stop();
    hooks.signal?.addEventListener('abort', stop, { once: true });
    const feed = (w: Worker) => {
      const m: ToWorker = next < games ? { type: 'play', index: next++ } : { type: 'close' };
      w.postMessage(m);
    };
    let exited = 0;
    const waiting: Worker[] = [];
    for (let j = 0; j < jobs; j++) {
      const w = new Worker(BOOTSTRAP, { workerData: { entry: ENTRY, spec } });
      workers.push(w);
      w.on('message', (m: FromWorker) => {
        if (failed) return; // stopped: what still comes in is dropped
        if (m.type === 'ready') {
          // Games start once every worker is up, so start-up is timed apart from the games.
          waiting.push(w);
          if (waiting.length === jobs) {
            hooks.onStart?.();
            for (const x of waiting) feed(x);
          }
        } else if (m.type === 'log') hooks.log?.(m.line);
        else if (m.type === 'pids') pids.push(...m.pids);
        else if (m.type === 'result') {
          out[m.outcome.index] = m.outcome;
          done++;
          hooks.onDone?.(m.outcome);
          if (!failed) feed(w);
        } else if (m.type === 'error') {
          fail(m.user ? new UserError(m.message) : Object.assign(new Error(m.message), { stack: m.stack }));
        }
      });
      w.on('error', (e) => fail(e));
      w.on('exit', (code) => {
        exited++;
        if (!failed && done < games && code !== 0)
          fail(new Error(`a simulation worker stopped (exit code ${code})`));
        if (!failed && exited === jobs) {
          if (done === games) resolve(out as GameOutcome[]);
          else fail(new Error(`the simulation workers stopped after ${done} of ${games} games`));
        }
      });
    }
  });
}

function killGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}
