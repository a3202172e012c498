/**
 * The host end of the protocol (docs/bot-protocol.md): runs a bot program as a child process and
 * asks it for actions over its stdin and stdout. A bad answer, a line that answers no question
 * asked, or a timeout forfeits one decision (the host plays `forfeitIndex`'s action and counts it);
 * a process that exits, cannot start, or stops answering altogether is an error that ends the run.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import { type Action, type Game, type GameResult, printableLine, view } from '@dungeonbowl/engine';
import type { BotTurn } from './bot.ts';
import {
  type AnswerReading,
  answerId,
  forfeitIndex,
  type HostMessage,
  LineSplitter,
  MAX_ANSWER_CHARS,
  type NewGameInfo,
  PROTOCOL,
  PROTOCOL_VERSION,
  parseAnswer,
  quote,
  shown,
  strayReason,
} from './protocol.ts';

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
  /**
   * Receives each line the bot writes on its stderr, made safe to print (control characters
   * escaped, cut at `MAX_STDERR_CHARS`); default: our stderr, prefixed with the label.
   */
  onStderr?: (line: string) => void;
}

/** The bot process failed for good: it cannot go on playing. */
export class BotProcessError extends Error {}

/** The longest line of a bot's stderr shown, in characters; the rest of a longer line is skipped. */
export const MAX_STDERR_CHARS = 4096;
/** The longest name a bot may give itself in its ready message; a longer one is cut. */
const MAX_NAME_CHARS = 60;
const TAIL = 8;
/** Forfeited decisions whose answer may still come, remembered to throw it away (the newest). */
const LATE_KEPT = 64;

/** The decision being asked: settled by its answer, a refused line, a timeout or the exit. */
interface Asked {
  id: number;
  actions: readonly Action[];
  settle: (r: AnswerReading | null | BotProcessError) => void;
}

export class ExternalBot {
  readonly id: string;
  /** The name the bot gave in its ready message, safe to print. */
  name = '';
  /** Decisions forfeited since the last `takeProblems`. */
  forfeits = 0;
  private problems: string[] = [];
  private child: ChildProcess;
  /** Waiting for the answer to the hello; a line read before it waits is kept in `readyLine`. */
  private phase: 'hello' | 'playing' = 'hello';
  private readyLine: string | null = null;
  private readyWaiter: ((line: string | null) => void) | null = null;
  private asked: Asked | null = null;
  /** Ids of forfeited decisions whose answer may still come: thrown away when it does. */
  private late = new Set<number>();
  /** Lines that answered no question asked, each to cost the next decision asked. */
  private strays: string[] = [];
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
    readLines(
      this.child.stdout!,
      MAX_ANSWER_CHARS,
      (l) => this.onLine(l),
      (head) => this.onTooLong(head),
    );
    const onErrLine = (l: string) => {
      this.stderrTail.push(l);
      if (this.stderrTail.length > TAIL) this.stderrTail.shift();
      // Until the bot is ready its stderr is held back: a failed start shows it in the error.
      if (this.held) this.held.push(l);
      else onStderr(l);
    };
    readLines(
      this.child.stderr!,
      MAX_STDERR_CHARS,
      (l) => onErrLine(printableLine(l)),
      (head) => onErrLine(`${printableLine(head)}... (a line of over ${MAX_STDERR_CHARS} characters, cut)`),
    );
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
    const label = o.label ?? 'bot';
    if (typeof o.command !== 'string' || o.command.trim() === '') {
      throw new BotProcessError(`${label} bot command is empty: give the command line of a bot program`);
    }
    let bot: ExternalBot;
    try {
      bot = new ExternalBot(o);
    } catch (e) {
      // spawn refuses some command lines outright (a NUL byte in them).
      throw new BotProcessError(
        `${label} bot command ${printableLine(JSON.stringify(o.command))} could not be started: ${printableLine((e as Error).message)}`,
      );
    }
    try {
      bot.send({ type: 'hello', protocol: PROTOCOL, version: PROTOCOL_VERSION });
      bot.name = bot.readReady(await bot.waitReady());
      bot.showHeld();
      return bot;
    } catch (e) {
      bot.kill();
      throw e;
    }
  }

  /** Starts a game. Only these fields are sent: never the seed, whatever the caller passes. */
  newGame(m: NewGameInfo): void {
    this.send({
      type: 'newGame',
      game: m.game,
      team: m.team,
      teams: m.teams.map((t) => ({ name: t.name, roster: t.roster })),
      ruleset: m.ruleset,
    });
  }

  /** Ends a game; the bot sees the final position as its coach may see it. */
  gameOver(team: number, result: GameResult | null, final: Game): void {
    const r = result && { winner: result.winner, reason: result.reason, detail: result.detail };
    this.send({ type: 'gameOver', team, result: r, view: view(final, team) });
  }

  /**
   * Asks for one decision; a refused answer, a line that answers no question asked, or a timeout
   * returns the forfeit action instead. The bot gets `view(turn.view, turn.team)`: the engine's
   * coach view even if a caller passed more.
   */
  async choose(turn: BotTurn): Promise<Action> {
    const { team: _, actions, ...about } = turn.decision;
    const id = ++this.nextId;
    // The decision as the engine made it (kind, player, activation, context), with the view.
    this.send({ type: 'decide', id, team: turn.team, ...about, view: view(turn.view, turn.team), actions });
    const stray = this.strays.shift();
    if (stray !== undefined) {
      // A line came while no decision was asked: it costs this one, whose answer is then let go.
      this.expectLate(id);
      return this.forfeit(actions, id, stray);
    }
    const r = await this.ask(id, actions);
    if (r === null) {
      this.expectLate(id);
      if (++this.timeoutsInARow >= this.o.maxTimeouts) {
        throw this.fail(
          `did not answer ${this.timeoutsInARow} decisions in a row (${this.o.timeoutMs} ms each)`,
        );
      }
      return this.forfeit(actions, id, `no answer within ${this.o.timeoutMs} ms`);
    }
    this.timeoutsInARow = 0;
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

  private forfeit(actions: readonly Action[], id: number, why: string): Action {
    const a = actions[forfeitIndex(actions)];
    this.forfeits++;
    if (this.problems.length < 20) this.problems.push(`decision ${id}: ${why}; played ${a.type} instead`);
    return a;
  }

  private send(m: HostMessage): void {
    if (this.exit === null) this.child.stdin!.write(`${JSON.stringify(m)}\n`);
  }

  /** The answer to a decision: read, refused, null on a timeout; rejects if the process is gone. */
  private ask(id: number, actions: readonly Action[]): Promise<AnswerReading | null> {
    if (this.exit !== null) return Promise.reject(this.fail(`${this.exit} while deciding (decision ${id})`));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => settle(null), this.o.timeoutMs);
      const settle = (r: AnswerReading | null | BotProcessError) => {
        clearTimeout(timer);
        this.asked = null;
        if (r instanceof BotProcessError) reject(r);
        else resolve(r);
      };
      this.asked = { id, actions, settle };
    });
  }

  private onLine(line: string): void {
    // A blank line says nothing: it is no answer, and no stray either.
    if (line.trim() === '') return;
    if (this.phase === 'hello') {
      this.phase = 'playing';
      if (this.readyWaiter) this.readyWaiter(line);
      else this.readyLine = line;
      return;
    }
    const asked = this.asked;
    const r = asked ? parseAnswer(line, asked.actions, asked.id) : null;
    if (asked && r && (r.ok || r.answered)) {
      asked.settle(r);
      return;
    }
    // The late answer to a decision already forfeited: that decision is over.
    const late = answerId(line);
    if (late !== null && this.late.delete(late)) return;
    this.onStray(strayReason(line));
  }

  private onTooLong(head: string): void {
    if (this.phase === 'hello') {
      this.phase = 'playing';
      if (this.readyWaiter) this.readyWaiter(head);
      else this.readyLine = head;
      return;
    }
    this.onStray(
      `answers no question asked (a line of over ${MAX_ANSWER_CHARS} characters): ${quote(`${head}...`)}`,
    );
  }

  /**
   * A line that answers no question asked: it costs the decision pending (whose answer may still
   * come and is then thrown away), or if none is, the next one asked. Either way the same
   * decision: the one after the last the bot answered.
   */
  private onStray(why: string): void {
    const asked = this.asked;
    if (asked) {
      this.expectLate(asked.id);
      asked.settle({ ok: false, error: why, answered: false });
    } else if (this.strays.length < 1000) {
      this.strays.push(why);
    }
  }

  private expectLate(id: number): void {
    this.late.add(id);
    if (this.late.size > LATE_KEPT) this.late.delete(this.late.values().next().value as number);
  }

  private waitReady(): Promise<string | null> {
    if (this.readyLine !== null) return Promise.resolve(this.readyLine);
    if (this.exit !== null) return Promise.reject(this.fail(`${this.exit} while answering the hello`));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.readyWaiter = null;
        resolve(null);
      }, this.o.startTimeoutMs);
      this.readyWaiter = (line) => {
        clearTimeout(timer);
        this.readyWaiter = null;
        if (line !== null) resolve(line);
        else reject(this.fail(`${this.exit} while answering the hello`));
      };
    });
  }

  /** The bot's name from its answer to the hello; throws if it is no ready message. */
  private readReady(line: string | null): string {
    if (line === null) throw this.fail(`did not answer the hello within ${this.o.startTimeoutMs} ms`);
    let ready: { type?: unknown; name?: unknown; version?: unknown } | null = null;
    try {
      ready = JSON.parse(line);
    } catch {}
    if (ready?.type !== 'ready') {
      throw this.fail(`answered the hello with ${quote(line)}; expected {"type":"ready"}`);
    }
    if (ready.version !== undefined && ready.version !== PROTOCOL_VERSION) {
      throw this.fail(
        `speaks version ${shown(ready.version)} of the protocol; this host speaks ${PROTOCOL_VERSION} (docs/bot-protocol.md)`,
      );
    }
    // A name is shown to people: no control characters, and not too long.
    return typeof ready.name === 'string' ? printableLine(ready.name.slice(0, MAX_NAME_CHARS)) : '';
  }

  private onExit(how: string, resolve: () => void): void {
    if (this.exit === null) this.exit = printableLine(how);
    resolve();
    this.readyWaiter?.(null);
    const asked = this.asked;
    asked?.settle(this.fail(`${this.exit} while deciding (decision ${asked.id})`));
  }

  private fail(what: string): BotProcessError {
    const tail = this.stderrTail.length
      ? `; its last lines on stderr:\n  ${this.stderrTail.join('\n  ')}`
      : '';
    const command = printableLine(JSON.stringify(this.o.command));
    return new BotProcessError(`${this.o.label} bot command ${command} ${what}${tail}`);
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

/** Feeds a stream's text to a `LineSplitter`: lines of at most `max` characters, never more kept. */
function readLines(
  stream: Readable,
  max: number,
  onLine: (line: string) => void,
  onTooLong: (head: string) => void,
): void {
  const lines = new LineSplitter(max, onLine, onTooLong);
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => lines.push(chunk));
  stream.on('end', () => lines.end());
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
