/**
 * The clocks of a timed game, kept by the server ([002]: 120 minutes a match, at most 4 a team
 * turn; the rule options `matchMinutes` and `turnMinutes`, null for none). The engine has no
 * clock: when one runs out the server applies the engine's own clock action (`clockActions`),
 * by `{ clock: true }`, through the room's queue like any other action.
 *
 * - The match clock runs whenever the engine would take `timeUp`: from the first team turn to the
 *   end, the set-up after a touchdown included (the match's time goes on while coaches set up).
 * - The turn clock restarts with each team turn (the engine's turn number moves on: its
 *   `turnStart`) and runs while the engine would take `turnTimeExpired`: it stops at a turnover
 *   and while the dungeon is set up again after a touchdown (`dungeonReset`: no team turn).
 * - The bank (time left on each clock) is stored with every action. After a restart the clocks
 *   pick up from the stored bank: the time the server was down is not charged to anyone, since
 *   no coach could play then.
 */
import { clockActions, type Game } from '@dungeonbowl/engine';
import type { ClockInfo } from '../shared/protocol.ts';
import type { Room, RoomPolicy } from './room.ts';

export interface ClockOptions {
  /** Real milliseconds per minute of a game's clock (60 000; tests shorten it). */
  msPerMinute?: number;
  /** The time now in milliseconds (tests may drive it). */
  now?: () => number;
}

/** What is stored with each action: the time left on each clock, and the team turn it belongs to. */
interface Bank {
  matchLeftMs: number | null;
  turnLeftMs: number | null;
  turn: number;
}

const has = (g: Game, type: 'timeUp' | 'turnTimeExpired') => clockActions(g).some((a) => a.type === type);

export class ClockPolicy implements RoomPolicy {
  private readonly msPerMinute: number;
  private readonly now: () => number;
  private bank: Bank | null = null;
  /** When the running clocks were last charged. */
  private since = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(opts: ClockOptions = {}) {
    this.msPerMinute = opts.msPerMinute ?? 60_000;
    this.now = opts.now ?? Date.now;
  }

  private full(minutes: number | null): number | null {
    return minutes === null ? null : minutes * this.msPerMinute;
  }

  /** The bank, made on first use from the game's rule options. */
  private ensure(g: Game): Bank {
    if (!this.bank) {
      this.bank = {
        matchLeftMs: this.full(g.options.matchMinutes),
        turnLeftMs: this.full(g.options.turnMinutes),
        turn: g.turn.number,
      };
      this.since = this.now();
    }
    return this.bank;
  }

  /** Which clocks count down in this state of the game. */
  private running(room: Room, g: Game): { match: boolean; turn: boolean } {
    if (room.status !== 'playing' || g.result) return { match: false, turn: false };
    return { match: has(g, 'timeUp'), turn: has(g, 'turnTimeExpired') };
  }

  /**
   * The bank as it stands now for the game `g` (the room's, or the one about to be committed):
   * time since the last charge taken from the clocks that were running, and a full turn clock
   * for a new team turn. `commit` keeps it (afterStep); clockBank and clocks only look.
   */
  private charged(g: Game, run: { match: boolean; turn: boolean }): Bank {
    const b = this.ensure(g);
    const spent = Math.max(0, this.now() - this.since);
    const left = (ms: number | null, on: boolean) => (ms === null || !on ? ms : Math.max(0, ms - spent));
    const out = {
      matchLeftMs: left(b.matchLeftMs, run.match),
      turnLeftMs: left(b.turnLeftMs, run.turn),
      turn: b.turn,
    };
    if (g.turn.number !== b.turn) {
      out.turn = g.turn.number;
      out.turnLeftMs = this.full(g.options.turnMinutes);
    }
    return out;
  }

  /** The clocks that ran up to now: those of the state before this step. */
  private ranBefore(room: Room): { match: boolean; turn: boolean } {
    return this.was ?? this.running(room, room.game);
  }

  /** Which clocks ran since the last charge (set at each charge, for the next one). */
  private was: { match: boolean; turn: boolean } | null = null;

  clocks(room: Room): ClockInfo {
    const g = room.game;
    const b = this.charged(g, this.ranBefore(room));
    const run = this.running(room, g);
    return {
      matchLeftMs: b.matchLeftMs,
      turnLeftMs: b.turnLeftMs,
      running: run.match || run.turn,
      matchRunning: run.match,
      turnRunning: run.turn,
    };
  }

  clockBank(room: Room): string {
    return JSON.stringify(this.charged(room.game, this.ranBefore(room)));
  }

  afterStep(room: Room): void {
    const g = room.game;
    this.bank = this.charged(g, this.ranBefore(room));
    this.since = this.now();
    this.was = this.running(room, g);
    this.schedule(room);
  }

  restarted(room: Room, bank: string): void {
    const b = readBank(bank);
    if (b) this.bank = b;
    this.ensure(room.game);
    // The server was down since the bank was stored: nobody could play, so nobody is charged.
    this.since = this.now();
    this.was = null;
  }

  private schedule(room: Room): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const run = this.was;
    const b = this.bank;
    if (!run || !b || room.closed) return;
    let due = Number.POSITIVE_INFINITY;
    if (run.match && b.matchLeftMs !== null) due = b.matchLeftMs;
    if (run.turn && b.turnLeftMs !== null && b.turnLeftMs < due) due = b.turnLeftMs;
    if (due === Number.POSITIVE_INFINITY) return;
    // A millisecond late rather than early: the clock has run out when the timer fires.
    this.timer = setTimeout(() => this.expire(room), due + 1);
  }

  /**
   * A clock ran out: the engine's action for it, at the head the clock saw (if a step came first,
   * it is STALE and that step's afterStep has set the clocks again).
   */
  private expire(room: Room): void {
    this.timer = null;
    if (room.closed || room.status !== 'playing') return;
    const b = this.charged(room.game, this.ranBefore(room));
    const run = this.running(room, room.game);
    const type =
      run.match && b.matchLeftMs === 0 ? 'timeUp' : run.turn && b.turnLeftMs === 0 ? 'turnTimeExpired' : null;
    if (!type) return this.schedule(room);
    room.submit({ clock: true }, { type }, { seq: room.head }).then(
      (r) => {
        if (!r.ok && r.code !== 'STALE' && r.code !== 'GAME_OVER') this.schedule(room);
      },
      () => this.schedule(room),
    );
  }

  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}

/** A stored bank, or null for none or one that does not read ('{}' before the first action). */
function readBank(text: string): Bank | null {
  try {
    const b = JSON.parse(text) as Partial<Bank>;
    const ms = (v: unknown) => v === null || (typeof v === 'number' && Number.isFinite(v) && v >= 0);
    if (!b || !ms(b.matchLeftMs) || !ms(b.turnLeftMs) || !Number.isInteger(b.turn)) return null;
    return { matchLeftMs: b.matchLeftMs ?? null, turnLeftMs: b.turnLeftMs ?? null, turn: b.turn as number };
  } catch {
    return null;
  }
}
