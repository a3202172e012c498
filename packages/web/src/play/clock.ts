/**
 * The game clocks of a timed ruleset ([002] BRAWL 2013: "Games run for 120 minutes, with a
 * maximum of 4 minutes per turn"): the match clock and the active team's turn clock. The page is
 * the clock keeper in a local game; this is only the time keeping (no DOM, no timers): the time is
 * read from `now`, injected so tests never wait, and the controller decides when the clocks run
 * and what happens when one runs out.
 */

import type { Game } from '@dungeonbowl/engine';

export type Now = () => number;

export interface ClockSettings {
  /** The whole match, in minutes (null: no match clock). */
  matchMinutes: number | null;
  /** Each team turn, in minutes (null: no turn clock). */
  turnMinutes: number | null;
}

const MINUTE = 60_000;

/** Which clock has run out (the match's first: it ends the game). */
export type Expired = 'match' | 'turn' | null;

export class GameClock {
  readonly matchMs: number;
  readonly turnMs: number;
  private matchUsed = 0;
  private turnUsed = 0;
  /** When the clocks last started running, or null while they are stopped. */
  private since: number | null = null;
  /** Stopped by the coaches (the pause button), whatever the game is doing. */
  paused = false;

  constructor(
    settings: ClockSettings,
    private readonly now: Now = () => performance.now(),
  ) {
    // A clock the game does not have never runs out.
    this.matchMs = settings.matchMinutes === null ? Infinity : settings.matchMinutes * MINUTE;
    this.turnMs = settings.turnMinutes === null ? Infinity : settings.turnMinutes * MINUTE;
  }

  /** Banks the time run since the clocks started, so they can stop or restart from here. */
  private bank(): void {
    if (this.since === null) return;
    const t = this.now();
    this.matchUsed += t - this.since;
    this.turnUsed += t - this.since;
    this.since = t;
  }

  /** Whether the clocks are running now. */
  get running(): boolean {
    return this.since !== null;
  }

  /**
   * Runs the clocks when the game wants them running (a team turn under way, the game not over)
   * and the coaches have not paused them; stops them otherwise.
   */
  sync(wanted: boolean): void {
    this.bank();
    const run = wanted && !this.paused;
    if (run && this.since === null) this.since = this.now();
    if (!run) this.since = null;
  }

  setPaused(p: boolean, wanted: boolean): void {
    this.paused = p;
    this.sync(wanted);
  }

  /** A new team turn: its coach gets the whole turn time again. */
  newTurn(): void {
    this.bank();
    this.turnUsed = 0;
  }

  matchLeft(): number {
    this.bank();
    return Math.max(0, this.matchMs - this.matchUsed);
  }

  turnLeft(): number {
    this.bank();
    return Math.max(0, this.turnMs - this.turnUsed);
  }

  expired(): Expired {
    if (this.matchLeft() <= 0) return 'match';
    if (this.turnLeft() <= 0) return 'turn';
    return null;
  }
}

/** Time left as a clock shows it: `h:mm:ss` from an hour up, else `m:ss` (whole seconds, rounded up). */
export function clockText(ms: number): string {
  const s = Math.ceil(Math.max(0, ms) / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** The clocks a game's options ask for (`matchMinutes`, `turnMinutes`), or none. */
export function clockSettings(g: Game): ClockSettings | null {
  const { matchMinutes, turnMinutes } = g.options;
  if (matchMinutes === null && turnMinutes === null) return null;
  return { matchMinutes, turnMinutes };
}
