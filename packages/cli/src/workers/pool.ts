/**
 * Runs the games of a simulation in `jobs` jobs: this process and `jobs - 1` child processes, or
 * this process alone for one job. Games go to whichever job is free; outcomes are put back in
 * game order, and each game depends only on its index, so the results are the same for any
 * number of jobs.
 *
 * Why processes, not worker threads: V8 compiles and collects garbage on helper threads of the
 * process, so one job already keeps a second core partly busy, and the helpers of several
 * threads compete for the same cores. When the jobs fill every core, each child process runs V8
 * with `--single-threaded` (no helper threads): on two cores, two jobs then used about a tenth
 * less processor time than with the helpers. With spare cores the helpers run there.
 *
 * What a job costs (docs/cli.md has the figures): about 0.25 s of processor time to start the
 * compiled job, then V8 compiles the engine's hot code again in each process (about 1.5 to 2 s
 * of processor time for random games), so two jobs pay off on runs that are long compared to
 * that; so this process plays as a job itself rather than start one more. Each child is started
 * in a session of its own and has two games queued (JobRun). Each game sends back one message of
 * a few hundred bytes (its statistics; the actions too with --records, some 25 KB).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { pushAll } from '@dungeonbowl/engine';
import { userError } from '../io.ts';
import { type GameOutcome, GameRunner, type SimSpec } from './games.ts';
import type { FromWorker, ToWorker } from './worker.ts';

/**
 * What a job runs. Compiled (this module inside dist/dungeonbowl.js), the compiled job next to it,
 * dist/worker.js, built with it; from the sources (tests, benches), bootstrap.mjs, which runs
 * dist/worker.js while it is fresh and the TypeScript through tsx otherwise.
 */
const JOB = fileURLToPath(
  new URL(import.meta.url.endsWith('.ts') ? './bootstrap.mjs' : './worker.js', import.meta.url),
);

export interface RunHooks {
  /** Called as each game finishes (in the order they finish). */
  onDone?: (outcome: GameOutcome) => void;
  /** Lines the bot programs write on their stderr. */
  log?: (line: string) => void;
  /** Called once the first job is ready to play, before the first game (for timing start-up apart). */
  onStart?: () => void;
  /**
   * Stops the run early (Ctrl-C): no new game starts, games in play are dropped (with one job,
   * in this process, the game in play is finished first), and the promise resolves with the
   * games finished so far.
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
  if (jobs <= 1 || games <= 1) return runHere(spec, games, hooks);
  return runOnJobs(spec, games, Math.max(1, Math.min(jobs, games)), hooks);
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

function runOnJobs(spec: SimSpec, games: number, jobs: number, hooks: RunHooks): Promise<Finished> {
  return new Promise((resolve, reject) => new JobRun(spec, games, jobs, hooks, resolve, reject).start());
}

/** A job in a child process, playing games one at a time. */
type Job = ChildProcess;

/** Games handed to a child ahead of its results: one in play, one waiting. */
const QUEUED = 2;

/** One run on this process and child processes: hands out games to whichever job is free, and ends once. */
class JobRun {
  private readonly out: (GameOutcome | undefined)[];
  private readonly jobsStarted: Job[] = [];
  /** Jobs told to close (once each: with games queued ahead, more results come after). */
  private readonly closing = new Set<Job>();
  /** The bot programs' process groups, killed when the run fails or is stopped. */
  private readonly pids: number[] = [];
  /**
   * This process plays too, as one of the jobs, with this runner once made: it would only wait
   * otherwise, and a job of its own costs a process's start and a second warm-up of V8's compiled
   * code, about 1 to 1.5 s of processor time for random games.
   */
  private runner: GameRunner | null = null;
  private next = 0;
  private done = 0;
  /** Jobs that ended: child processes that exited, and this process's games when it plays. */
  private exited = 0;
  private started = false;
  private ended = false;

  constructor(
    private readonly spec: SimSpec,
    private readonly games: number,
    private readonly jobs: number,
    private readonly hooks: RunHooks,
    private readonly resolve: (finished: Finished) => void,
    private readonly reject: (e: Error) => void,
  ) {
    this.out = new Array(games);
  }

  /** The child processes: every job but this process. */
  private get children(): number {
    return this.jobs - 1;
  }

  start(): void {
    const signal = this.hooks.signal;
    if (signal?.aborted) return this.stop();
    signal?.addEventListener('abort', () => this.stop(), { once: true });
    GameRunner.create(this.spec, this.hooks.log).then(
      (runner) => {
        this.runner = runner;
        pushAll(this.pids, runner.pids());
        if (this.ended) void runner.close();
        else this.begin(null);
      },
      (e) => this.fail(e),
    );
    for (let j = 0; j < this.children; j++) {
      const job = fork(JOB, [], {
        execArgv: jobArgv(this.jobs),
        // A session of its own: Linux's scheduler (autogroup) shares the processors among
        // sessions first, so jobs left in this process's session shared one session's part of
        // a busy machine and --jobs 2 played no faster than one job. Ctrl-C reaches the jobs no
        // more (they ignore it anyway: the main process stops them); a job whose main process
        // died ends on its IPC channel's 'disconnect', after the game it is playing (a queued
        // one is skipped), and one whose main process exits is killed by it.
        detached: true,
        serialization: 'advanced',
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      this.jobsStarted.push(job);
      // In a session of its own a job no longer hears the terminal hang up: it goes with us.
      process.once('exit', () => {
        if (job.exitCode === null && job.signalCode === null) job.kill('SIGKILL');
      });
      job.on('message', (m: FromWorker) => this.message(job, m));
      job.on('error', (e) => this.fail(e));
      job.on('exit', (code, signal) =>
        this.exit(signal ? `was killed by ${signal}` : code ? `exit code ${code}` : null),
      );
      send(job, { type: 'spec', spec: this.spec });
    }
  }

  private message(job: Job, m: FromWorker): void {
    if (this.ended) return; // stopped: what still comes in is dropped
    if (m.type === 'ready') {
      this.begin(job);
    } else if (m.type === 'log') this.hooks.log?.(m.line);
    else if (m.type === 'pids') pushAll(this.pids, m.pids);
    else if (m.type === 'result') {
      this.finished(m.outcome);
      if (!this.ended) this.feed(job);
    } else if (m.type === 'error') {
      this.fail(m.user ? userError(m.message) : Object.assign(new Error(m.message), { stack: m.stack }));
    }
  }

  /**
   * A job is up: it starts playing at once, without waiting for the others (this process would
   * otherwise wait the children's start, some 0.3 s or more on a busy machine). Each child gets
   * QUEUED games, so it starts its next game without waiting for this process to answer its
   * result (a round trip per game, longer on a busy machine, and this process reads messages
   * only between its own games).
   */
  private begin(job: Job | null): void {
    if (!this.started) {
      this.started = true;
      this.hooks.onStart?.();
    }
    if (job) for (let q = 0; q < QUEUED; q++) this.feed(job);
    else if (this.runner) void this.playHere(this.runner);
  }

  /** This process's games, one at a time, until none is left or the run ends. */
  private async playHere(runner: GameRunner): Promise<void> {
    try {
      while (!this.ended && this.next < this.games) {
        const o = await runner.play(this.next++);
        // A game finished after the run was stopped is dropped, as the children's are.
        if (this.ended) break;
        this.finished(o);
        // A game of our own bots runs without a break: let the children's messages and a
        // pending Ctrl-C in between games.
        await new Promise((resolve) => setImmediate(resolve));
      }
    } catch (e) {
      this.fail(e as Error);
    } finally {
      try {
        await runner.close();
      } catch (e) {
        this.fail(e as Error);
      }
    }
    this.exit(null);
  }

  private finished(o: GameOutcome): void {
    this.out[o.index] = o;
    this.done++;
    try {
      this.hooks.onDone?.(o);
    } catch (e) {
      // A record that cannot be written, say: the run ends with that error, cleanly.
      this.fail(e as Error);
    }
  }

  private feed(job: Job): void {
    if (this.next < this.games) send(job, { type: 'play', index: this.next++ });
    else if (!this.closing.has(job)) {
      this.closing.add(job);
      send(job, { type: 'close' });
    }
  }

  /** A job ended (a child process, or this process's games): `failure` says how when it was not a clean exit. */
  private exit(failure: string | null): void {
    this.exited++;
    if (this.ended) return;
    const { done, games } = this;
    if (done < games && failure) this.fail(new Error(`a simulation job stopped (${failure})`));
    else if (this.exited === this.jobs) {
      if (done === games) {
        this.ended = true;
        this.resolve(this.out as GameOutcome[]);
      } else this.fail(new Error(`the simulation jobs stopped after ${done} of ${games} games`));
    }
  }

  /** Ends the run with the games finished so far (Ctrl-C). */
  private stop(): void {
    if (this.ended || this.done === this.games) return;
    this.halt();
    this.resolve(this.out.filter((o) => o !== undefined));
  }

  private fail(e: Error): void {
    if (this.ended) return;
    this.halt();
    this.reject(e);
  }

  private halt(): void {
    this.ended = true;
    for (const job of this.jobsStarted) {
      // Cut off, a job exits and stops its bot programs; one busy with a game cannot hear it, and
      // is killed a second later.
      if (job.connected) job.disconnect();
      setTimeout(() => {
        if (job.exitCode === null && job.signalCode === null) job.kill('SIGKILL');
      }, 1000);
    }
    // A killed job cannot close its bot programs, and one may be stuck: kill them here.
    for (const pid of this.pids) killGroup(pid);
  }
}

/** Node's loader options: a job loads what it needs itself (bootstrap.mjs). */
const LOADERS = new Set(['--require', '-r', '--import', '--loader', '--experimental-loader']);

/**
 * A job's Node options: this process's own (a memory limit, say), without the loaders (tsx's,
 * when the benches run from the sources: in a compiled job they would only slow its start), and
 * without V8's helper threads when the jobs fill every core (they would compete with the jobs).
 */
export function jobArgv(jobs: number, execArgv = process.execArgv, cores = availableParallelism()): string[] {
  const out: string[] = [];
  for (let i = 0; i < execArgv.length; i++) {
    const a = execArgv[i];
    if (LOADERS.has(a)) i++;
    else if (!LOADERS.has(a.split('=')[0])) out.push(a);
  }
  if (jobs > 1 && jobs >= cores && !out.includes('--single-threaded')) out.push('--single-threaded');
  return out;
}

function send(job: Job, m: ToWorker): void {
  // A job that has just died cannot take it (the callback swallows the EPIPE); its 'exit' event
  // tells the run what happened.
  if (job.connected) job.send(m, () => {});
}

function killGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}
