/**
 * A game being played in the page: the engine's state, the actions applied (for the record), the
 * log, who sits at each side, table-top dice and the bots. Components subscribe and re-render
 * when it changes; everything about the rules comes from the engine's apply and legalActions.
 */

import {
  type Action,
  apply,
  clockActions,
  type Decision,
  type Game,
  type GameEvent,
  type GameOptions,
  type GameRecord,
  type GameSetup,
  legalActions,
  newRecord,
  sameAction,
  view,
} from '@dungeonbowl/engine';
import { loadBots, type SeatBot, type SeatKind } from '../bots.ts';
import { type AskDie, addDie, dropUnused, usedDice } from '../dice.ts';
import { type LogLine, logLines } from '../log.ts';
import { BannerFeed, BOT_PAUSE_MS } from './banners.ts';
import { type ClockSettings, GameClock, type Now } from './clock.ts';
import type { LocalControls, PlayController } from './types.ts';
import { endsByItself, UndoStack } from './undo.ts';

export interface GameStart {
  setup: GameSetup;
  /** The options the game was created with (a seed, or the table-top dice typed so far). */
  options: GameOptions;
  game: Game;
  actions: Action[];
  log: LogLine[];
  seats: SeatKind[];
  tabletop: boolean;
  botSeed?: number;
  /** The game clocks (a timed ruleset with its clocks on), or none. */
  clock?: ClockSettings | null;
  /** The time the clocks read (tests give their own). */
  now?: Now;
}

/** The bots' default pace: a person can follow, and the pause after a banner does the rest. */
export const BOT_DELAY = 150;

/** How often the clock keeper looks at the clocks. */
const CLOCK_TICK_MS = 250;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let made = 0;

export class GameController implements PlayController, LocalControls {
  /** Distinct per game, to key its screen. */
  readonly id = ++made;
  game: Game;
  readonly setup: GameSetup;
  readonly options: GameOptions;
  readonly actions: Action[];
  readonly log: LogLine[];
  readonly seats: SeatKind[];
  readonly tabletop: boolean;
  busy = false;
  /** Bots wait this long between actions (0: as fast as the page allows). */
  botDelay = BOT_DELAY;
  /** The moments shown as banners (play/banners.ts). */
  readonly banners = new BannerFeed();
  /** The bots wait until then after a banner (performance.now()). */
  private pauseUntil = 0;
  /** What a coach may take back (play/undo.ts). */
  private readonly undos = new UndoStack();
  /** Counts the coach's clicks applied (actSeq): one undo takes back one click's actions. */
  private group = 0;
  /** Bots stopped (a table-top die was cancelled, or the coach paused them). */
  paused = false;
  error = '';
  askDie: AskDie = async () => null;
  /** The seats' bots, once their chunk is loaded (null until then, or with people only). */
  private bots: SeatBot[] | null = null;
  private loading = false;
  private readonly botSeed: number;
  private listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private closed = false;
  /** The match and turn clocks, when they are on; the page keeps them (tickClock). */
  readonly clock: GameClock | null;
  /** A team turn is under way: its clock runs (not in the pre-game or a set-up after a touchdown). */
  private inTurn: boolean;
  private ticker: ReturnType<typeof setInterval> | undefined;
  /** The screen follows the coaches at it (play/seat.ts). */
  readonly viewer = null;

  constructor(s: GameStart) {
    this.game = s.game;
    this.setup = s.setup;
    this.options = s.options;
    this.actions = s.actions;
    this.log = s.log;
    this.seats = s.seats;
    this.tabletop = s.tabletop;
    this.botSeed = s.botSeed ?? 1;
    this.clock = s.clock ? new GameClock(s.clock, s.now) : null;
    this.inTurn = s.game.turn.index >= 0;
    this.syncClock();
  }

  /** Every local control is this controller's own. */
  get local(): LocalControls {
    return this;
  }

  /** The screen shows the game: the bots start if one decides, the clocks run. */
  start(askDie: AskDie): void {
    this.askDie = askDie;
    this.kick();
    this.startClock();
  }

  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  emit(): void {
    for (const fn of this.listeners) fn();
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
    clearInterval(this.ticker);
    this.syncClock();
    this.listeners.clear();
  }

  /** Starts keeping the clocks (the page does; tests call tickClock themselves). */
  startClock(): void {
    if (!this.clock || this.ticker !== undefined) return;
    this.ticker = setInterval(() => void this.tickClock(), CLOCK_TICK_MS);
  }

  private syncClock(): void {
    this.clock?.sync(this.inTurn && !this.game.result && !this.closed);
  }

  setClockPaused(p: boolean): void {
    if (!this.clock) return;
    this.clock.setPaused(p, this.inTurn && !this.game.result && !this.closed);
    this.emit();
  }

  /** A new team turn restarts the turn clock; a set-up after a touchdown stops both. */
  private followClock(events: GameEvent[]): void {
    for (const e of events) {
      if (e.type === 'turnStart') {
        this.inTurn = true;
        this.clock?.newTurn();
      }
      if (e.type === 'dungeonReset') this.inTurn = false;
    }
    this.syncClock();
  }

  /**
   * The clock keeper: when the match clock is out, the game ends (timeUp); when the turn clock is
   * out, the turn is over (turnTimeExpired). Applied like any action, so the record keeps them; it
   * waits while an action is running, and for the engine to accept the clock's action.
   */
  async tickClock(): Promise<boolean> {
    if (!this.clock || this.busy || this.closed || this.game.result) return false;
    const out = this.clock.expired();
    if (!out) return false;
    const type = out === 'match' ? 'timeUp' : 'turnTimeExpired';
    const a = clockActions(this.game).find((x) => x.type === type);
    return a ? this.actSeq([a]) : false;
  }

  decision(): Decision | null {
    return legalActions(this.game);
  }

  /** The decision is a person's to make (not a bot's, not while an action is running). */
  personToDecide(): boolean {
    const d = this.decision();
    return !!d && !this.busy && this.seats[d.team] === 'person';
  }

  isBot(team: number): boolean {
    return this.seats[team] !== 'person';
  }

  /** Applies one action, asking for table-top dice until the engine has what it needs. */
  private async applyOne(a: Action): Promise<boolean> {
    for (;;) {
      const before = this.game;
      const decided = this.decision();
      const team = decided?.team ?? -1;
      const r = apply(this.game, a);
      if (r.ok) {
        const mark = { game: before, actions: this.actions.length, log: this.log.length, group: this.group };
        this.game = r.game;
        this.actions.push(a);
        for (const line of logLines(r.game, r.events)) this.log.push(line);
        this.followClock(r.events);
        const person = this.seats[team] === 'person';
        this.undos.applied(mark, team, person, r.game, r.events, endsByItself(decided));
        if (this.banners.read(r.game, r.events)) this.pauseUntil = performance.now() + BOT_PAUSE_MS;
        this.error = '';
        return true;
      }
      if (r.error.code === 'DICE_EXHAUSTED' && r.error.die && this.tabletop) {
        this.emit();
        const v = await this.askDie(r.error.die, this.game);
        if (v === null) {
          dropUnused(this.game);
          return false;
        }
        addDie(this.game, v);
        continue;
      }
      this.error = r.error.message;
      return false;
    }
  }

  /**
   * A coach may take back their own last action when it rolled no die and revealed nothing, back
   * to the last die (play/undo.ts); not once a bot or another coach has acted, nor while the
   * decision is someone else's.
   */
  canUndo(): boolean {
    const d = this.decision();
    return this.personToDecide() && !!d && this.undos.canUndo(d.team);
  }

  /**
   * Why the coach deciding now has nothing to take back, in a few words for the Undo button's
   * title ("the bot has placed since"); null when there is something, or it is not a person's turn.
   */
  undoWhyNot(): string | null {
    const d = this.decision();
    if (!d || !this.personToDecide()) return null;
    const why = this.undos.whyNot(d.team);
    if (!why) return this.canUndo() ? null : 'nothing done yet to take back';
    if (why.by === 'die') return 'a die was rolled (or something revealed) since: undo stops there';
    const who = this.isBot(why.team) ? 'the bot' : 'the other coach';
    return `${who} has ${this.game.turn.index < 0 ? 'placed' : 'played'} since`;
  }

  /** Takes back the last click's actions: the game, the record and the log as they were before. */
  undo(): boolean {
    if (!this.canUndo()) return false;
    const m = this.undos.pop()!;
    this.game = m.game;
    this.actions.length = m.actions;
    this.log.length = m.log;
    this.error = '';
    this.emit();
    return true;
  }

  /** Applies a coach's action. */
  async act(a: Action): Promise<boolean> {
    return this.actSeq([a]);
  }

  /**
   * Applies actions in order (a path: Move, then its steps), pausing so each step animates, and
   * stops as soon as the next one is no longer legal (a failed dodge, a re-roll to decide).
   */
  async actSeq(list: Action[], pause = 110): Promise<boolean> {
    if (this.busy || list.length === 0) return false;
    this.busy = true;
    this.banners.clear();
    this.group++;
    let ok = true;
    try {
      for (let i = 0; i < list.length; i++) {
        if (i > 0) {
          const d = this.decision();
          if (!d?.actions.some((x) => sameAction(x, list[i]))) break;
          this.emit();
          await sleep(pause);
        }
        if (!(await this.applyOne(list[i]))) {
          ok = false;
          break;
        }
      }
    } finally {
      this.busy = false;
      this.emit();
      this.kick();
    }
    return ok;
  }

  /** Starts the bots if one of them decides now (loading them first). */
  kick(): void {
    clearTimeout(this.timer);
    if (this.closed || this.busy || this.paused || this.game.result) return;
    const d = this.decision();
    if (!d || !this.isBot(d.team)) return;
    if (!this.bots) return void this.loadBots();
    this.timer = setTimeout(() => void this.botRun(), this.botWait());
  }

  /**
   * How long the bots wait before their next action: their pace, or longer just after a banner,
   * so a person sees what happened (not at "instant", which never waits).
   */
  botWait(now = performance.now()): number {
    const banner = this.botDelay > 0 ? this.pauseUntil - now : 0;
    return Math.max(this.botDelay, banner);
  }

  private async loadBots(): Promise<void> {
    if (this.loading) return;
    this.loading = true;
    try {
      this.bots = await loadBots(this.seats, this.botSeed);
    } catch (e) {
      this.error = `the bots could not be loaded: ${String(e)}`;
      this.paused = true;
      this.emit();
      return;
    } finally {
      this.loading = false;
    }
    this.kick();
  }

  setPaused(p: boolean): void {
    this.paused = p;
    this.emit();
    this.kick();
  }

  setBotDelay(ms: number): void {
    this.botDelay = ms;
    this.emit();
    this.kick();
  }

  /** Bot moves: one per tick, or, with no delay, as many as fit in a few milliseconds. */
  private async botRun(): Promise<void> {
    if (this.closed || this.busy || this.paused) return;
    this.busy = true;
    const start = performance.now();
    try {
      for (;;) {
        const d = this.decision();
        const seat = d ? this.bots?.[d.team] : undefined;
        const bot = seat?.bot;
        if (!d || !seat || !bot || this.game.result) break;
        const a =
          d.actions.length === 1
            ? d.actions[0]
            : bot.choose({
                view: view(this.game, d.team),
                team: d.team,
                decision: d,
                rng: seat.rng,
              });
        if (!(await this.applyOne(a))) {
          this.paused = true;
          break;
        }
        if (this.botDelay > 0 || performance.now() - start > 12) break;
      }
    } finally {
      this.busy = false;
      this.emit();
      this.kick();
    }
  }

  /** A local game's record is there at any time. */
  hasRecord(): boolean {
    return true;
  }

  fetchRecord(): Promise<GameRecord> {
    return Promise.resolve(this.record());
  }

  /** The game record so far: set-up, dice (a seed, or the table-top dice used) and actions. */
  record(): GameRecord {
    const options: GameOptions = this.tabletop
      ? { ...this.options, dice: usedDice(this.game) }
      : { ...this.options };
    const rec = newRecord(this.setup, options);
    rec.actions = [...this.actions];
    if (this.game.result) rec.result = this.game.result;
    // Who sat where, so a game continued from the record seats the same people and bots.
    rec.seats = [...this.seats];
    return rec;
  }
}
