/**
 * The host end of the protocol (docs/bot-protocol.md): runs a bot program as a child process and
 * asks it for actions over its stdin and stdout. A bad answer or a timeout forfeits that one
 * decision (the host plays `forfeitIndex`'s action and counts it); a process that exits, cannot
 * start, or stops answering altogether is an error that ends the run.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Action, Game, GameResult } from '@dungeonbowl/engine';
import type { BotTurn } from './bot.ts';
import { forfeitIndex, type HostMessage, PROTOCOL, PROTOCOL_VERSION, parseAnswer } from './protocol.ts';

export interface ExternalBotOptions {
  /** The command line, run by the shell (`python3 my_bot.py`). */
  command: string;
  /** Milliseconds a bot has for each decision (default 10,000). */
  timeoutMs?: number;
  /** Milliseconds a bot has to answer the hello, starting up included (default 30,000). */
  startTimeoutMs?: number;
  /** Decisions in a row without an answer after which the bot is given up (default 3). */
  maxTimeouts?: number;
  /** Names the bot in messages ('side 2'). */
  label?: string;
  /** Receives each line the bot writes on its stderr (default: our stderr, prefixed). */
  onStderr?: (line: string) => void;
}

/** The bot process failed for good: it cannot go on playing. */
export class BotProcessError extends Error {}

const TAIL = 8;

export class ExternalBot {
  readonly id: string;
  /** The name the bot gave in its ready message. */
  name = '';
  /** Decisions forfeited since the last `takeProblems`. */
  forfeits = 0;
  private problems: string[] = [];
  private child: ChildProcess;
  private queue: string[] = [];
  private waiter: ((line: string | null) => void) | null = null;
  /** Answers still owed for decisions that timed out: discarded when they arrive. */
  private owed = 0;
  private timeoutsInARow = 0;
  private nextId = 0;
  private stderrTail: string[] = [];
  private exit: string | null = null;
  private held: string[] | null = [];
  private showHeld: () => void;
  private closed: Promise<void>;
  private readonly o: Required<Omit<ExternalBotOptions, 'onStderr'>>;

  private constructor(o: ExternalBotOptions) {
    this.o = { timeoutMs: 10_000, startTimeoutMs: 30_000, maxTimeouts: 3, label: 'bot', ...o };
    this.id = o.command;
    const onStderr = o.onStderr ?? ((line: string) => process.stderr.write(`[${this.o.label}] ${line}\n`));
    // Its own process group, so that killing it also kills what the shell started.
    this.child = spawn(o.command, { shell: true, stdio: ['pipe', 'pipe', 'pipe'], detached: true });
    const pid = this.child.pid;
    if (pid !== undefined) {
      LIVE.add(pid);
      this.child.on('exit', () => LIVE.delete(pid));
      killLiveAtExit();
    }
    createInterface({ input: this.child.stdout!, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (l) =>
      this.onLine(l),
    );
    createInterface({ input: this.child.stderr!, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (l) => {
      this.stderrTail.push(l);
      if (this.stderrTail.length > TAIL) this.stderrTail.shift();
      // Until the bot is ready its stderr is held back: a failed start shows it in the error.
      if (this.held) this.held.push(l);
      else onStderr(l);
    });
    this.showHeld = () => {
      for (const l of this.held ?? []) onStderr(l);
      this.held = null;
    };
    // A bot that exits early makes writes fail with EPIPE; the exit itself is what we report.
    this.child.stdin!.on('error', () => {});
    this.closed = new Promise((resolve) => {
      this.child.on('error', (e) => this.onExit(`could not be started: ${e.message}`, resolve));
      this.child.on('close', (code, signal) =>
        this.onExit(signal ? `was killed by ${signal}` : `exited with code ${code}`, resolve),
      );
    });
  }

  /** The process id of the shell running the bot, and of its process group (to kill it all). */
  get pid(): number | undefined {
    return this.child.pid;
  }

  /** Starts the bot and waits for its answer to the hello. */
  static async start(o: ExternalBotOptions): Promise<ExternalBot> {
    const bot = new ExternalBot(o);
    try {
      bot.send({ type: 'hello', protocol: PROTOCOL, version: PROTOCOL_VERSION });
      const line = await bot.nextLine(bot.o.startTimeoutMs, 'answering the hello');
      if (line === null) throw bot.fail(`did not answer the hello within ${bot.o.startTimeoutMs} ms`);
      let ready: { type?: unknown; name?: unknown } | null = null;
      try {
        ready = JSON.parse(line);
      } catch {}
      if (ready?.type !== 'ready') {
        throw bot.fail(
          `answered the hello with ${JSON.stringify(line.slice(0, 80))}; expected {"type":"ready"}`,
        );
      }
      bot.name = typeof ready.name === 'string' ? ready.name : '';
      bot.showHeld();
      return bot;
    } catch (e) {
      bot.kill();
      throw e;
    }
  }

  newGame(m: Omit<Extract<HostMessage, { type: 'newGame' }>, 'type'>): void {
    this.send({ type: 'newGame', ...m });
  }

  gameOver(team: number, result: GameResult | null, view: Game): void {
    this.send({ type: 'gameOver', team, result, view });
  }

  /** Asks for one decision; a bad answer or a timeout returns the forfeit action instead. */
  async choose(turn: BotTurn): Promise<Action> {
    const actions = turn.decision.actions;
    const id = ++this.nextId;
    this.send({ type: 'decide', id, team: turn.team, view: turn.view, actions });
    const line = await this.nextLine(this.o.timeoutMs, `deciding (decision ${id})`);
    if (line === null) {
      this.owed++;
      if (++this.timeoutsInARow >= this.o.maxTimeouts) {
        throw this.fail(
          `did not answer ${this.timeoutsInARow} decisions in a row (${this.o.timeoutMs} ms each)`,
        );
      }
      return this.forfeit(actions, id, `no answer within ${this.o.timeoutMs} ms`);
    }
    this.timeoutsInARow = 0;
    const r = parseAnswer(line, actions, id);
    return r.ok ? actions[r.index] : this.forfeit(actions, id, r.error);
  }

  /** The forfeits since the last call, one line each, and resets the count. */
  takeProblems(): { forfeits: number; problems: string[] } {
    const out = { forfeits: this.forfeits, problems: this.problems };
    this.forfeits = 0;
    this.problems = [];
    return out;
  }

  /** Sends quit, closes the bot's input and waits for it to exit (killing it after a grace time). */
  async close(graceMs = 2000): Promise<void> {
    if (this.exit === null) {
      this.send({ type: 'quit' });
      this.child.stdin!.end();
    }
    const timer = setTimeout(() => this.kill(), graceMs);
    await this.closed;
    clearTimeout(timer);
  }

  private forfeit(actions: Action[], id: number, why: string): Action {
    const a = actions[forfeitIndex(actions)];
    this.forfeits++;
    if (this.problems.length < 20) this.problems.push(`decision ${id}: ${why}; played ${a.type} instead`);
    return a;
  }

  private send(m: HostMessage): void {
    if (this.exit === null) this.child.stdin!.write(`${JSON.stringify(m)}\n`);
  }

  private onLine(line: string): void {
    if (this.owed > 0) {
      // The late answer to a decision that timed out: that decision was already forfeited.
      this.owed--;
      return;
    }
    if (this.waiter) this.waiter(line);
    else this.queue.push(line);
  }

  private onExit(how: string, resolve: () => void): void {
    if (this.exit === null) this.exit = how;
    resolve();
    this.waiter?.(null);
  }

  /** The next answer line; null on a timeout; throws if the process is gone. */
  private nextLine(ms: number, doing: string): Promise<string | null> {
    const queued = this.queue.shift();
    if (queued !== undefined) return Promise.resolve(queued);
    if (this.exit !== null) return Promise.reject(this.fail(`${this.exit} while ${doing}`));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiter = null;
        resolve(null);
      }, ms);
      this.waiter = (line) => {
        clearTimeout(timer);
        this.waiter = null;
        if (line !== null) resolve(line);
        else reject(this.fail(`${this.exit} while ${doing}`));
      };
    });
  }

  private fail(what: string): BotProcessError {
    const tail = this.stderrTail.length
      ? `; its last lines on stderr:\n  ${this.stderrTail.join('\n  ')}`
      : '';
    return new BotProcessError(
      `${this.o.label} bot command ${JSON.stringify(this.o.command)} ${what}${tail}`,
    );
  }

  private kill(): void {
    if (this.exit !== null || this.child.pid === undefined) return;
    try {
      process.kill(-this.child.pid, 'SIGKILL');
    } catch {
      this.child.kill('SIGKILL');
    }
  }
}

/** Process groups of the bot programs still running. */
const LIVE = new Set<number>();
let hooked = false;

/**
 * A bot program leads a process group of its own, so it would outlive this process: when this
 * process exits (its work done, an error, Ctrl-C twice, its parent gone), the groups go with it.
 */
function killLiveAtExit(): void {
  if (hooked) return;
  hooked = true;
  process.on('exit', () => {
    for (const pid of LIVE) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  });
}
