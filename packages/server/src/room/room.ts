/**
 * One game on the server: the only authority over it. It holds the game and its dice, takes an
 * action only from the seat that must decide (or the clock, a bot, the server), only at the head
 * the sender saw, only if the engine finds it among the legal actions; writes it to the store
 * before anyone hears of it; then sends every socket the step as its seat may see it.
 *
 * Every change goes through one queue per room, so two messages never interleave; nothing a
 * message does reaches another room.
 */
import {
  type Action,
  apply,
  clockActions,
  type Game,
  type GameEvent,
  isClockAction,
  isConcedeAction,
  legalActions,
  sameAction,
} from '@dungeonbowl/engine';
import type {
  ClockInfo,
  ErrorCode,
  GameSettings,
  GameStatus,
  SeatInfo,
  SeatKind,
  StepBy,
} from '../shared/protocol.ts';
import type { Store } from '../store/types.ts';
import { type Conn, catchUp, type Fanout, stepMessages } from './fanout.ts';
import type { History } from './history.ts';

export type { Conn } from './fanout.ts';

export interface SeatState {
  kind: SeatKind;
  team: string;
  /** A server-side bot's id, for kind 'bot'. */
  bot?: string;
  joined: boolean;
  /** A bot plays this person's seat while they are away. */
  standIn?: boolean;
}

export interface RoomInit {
  id: string;
  game: Game;
  head: number;
  status: GameStatus;
  seats: SeatState[];
  settings: GameSettings;
  history: History;
}

export type Refusal = { ok: false; code: ErrorCode; message: string };
export type SubmitResult = { ok: true; seq: number } | Refusal;

export interface SubmitOptions {
  /** The head the sender decided on; another is STALE. */
  seq?: number;
  /** The socket that sent it (it gets the acknowledgement) and the message id. */
  conn?: Conn;
  id?: number;
}

/**
 * What a room's policies do besides the rules: the clocks (their figures in every message, their
 * expiry), the bots and the seats left empty. Each hears of every step and presence change.
 */
export interface RoomPolicy {
  /** The clocks' figures (one policy keeps the clocks). */
  clocks?(room: Room): ClockInfo;
  /** The clocks' bank as stored with each action (JSON). */
  clockBank?(room: Room): string;
  afterStep?(room: Room, events: GameEvent[]): void;
  afterPresence?(room: Room, seat: number): void;
  /** The room was rebuilt from the store mid-game (a restart): `bank` is the stored clock bank. */
  restarted?(room: Room, bank: string): void;
  close?(room: Room): void;
}

/**
 * The caller's action as plain data, each field read once (the engine refuses what is not an
 * action; an object that cannot even be read becomes one it refuses).
 */
function readOnce(action: unknown): unknown {
  if (!action || typeof action !== 'object') return action;
  try {
    return Array.isArray(action) ? null : { ...action };
  } catch {
    return null;
  }
}

/** The seats as everyone may see them, with how many sockets each has open. */
export function seatList(seats: SeatState[], connected = new Map<number, number>()): SeatInfo[] {
  return seats.map((s, seat) => ({
    seat,
    team: s.team,
    kind: s.kind,
    joined: s.joined,
    ...(s.bot ? { bot: s.bot } : {}),
    connected: connected.get(seat) ?? 0,
    ...(s.standIn ? { botStandIn: true } : {}),
  }));
}

export const NO_CLOCKS: ClockInfo = {
  matchLeftMs: null,
  turnLeftMs: null,
  running: false,
  matchRunning: false,
  turnRunning: false,
};

export class Room {
  readonly id: string;
  game: Game;
  head: number;
  status: GameStatus;
  readonly seats: SeatState[];
  readonly settings: GameSettings;
  readonly history: History;
  readonly conns = new Set<Conn>();
  private queue: Promise<unknown> = Promise.resolve();
  private readonly policies: RoomPolicy[] = [];
  closed = false;

  constructor(
    init: RoomInit,
    readonly store: Store,
  ) {
    this.id = init.id;
    this.game = init.game;
    this.head = init.head;
    this.status = init.status;
    this.seats = init.seats;
    this.settings = init.settings;
    this.history = init.history;
  }

  addPolicy(p: RoomPolicy): void {
    this.policies.push(p);
  }

  /** One change at a time: `f` runs once every change queued before it has finished. */
  run<T>(f: () => Promise<T> | T): Promise<T> {
    const next = this.queue.then(f, f);
    this.queue = next.catch(() => undefined);
    return next;
  }

  clocks(): ClockInfo {
    return this.policies.find((p) => p.clocks)?.clocks?.(this) ?? NO_CLOCKS;
  }

  seatInfo(): SeatInfo[] {
    const counts = new Map<number, number>();
    for (const c of this.conns) counts.set(c.seat, (counts.get(c.seat) ?? 0) + 1);
    return seatList(this.seats, counts);
  }

  /** A socket that said hello: welcome, what it missed since `last`, the game as it may see it. */
  attach(conn: Conn, last?: number): Promise<void> {
    return this.run(async () => {
      this.conns.add(conn);
      const seat = this.seats[conn.seat];
      conn.send(
        JSON.stringify({
          t: 'welcome',
          game: this.id,
          seat: conn.seat,
          seats: this.seatInfo(),
          status: this.status,
          settings: this.settings,
        }),
      );
      let started = false;
      if (seat && !seat.joined) {
        seat.joined = true;
        if (this.status === 'lobby' && this.seats.every((s) => s.joined)) {
          // start() sends every socket, this one too, the game from seq 0.
          await this.start();
          started = true;
        }
      }
      if (this.status !== 'lobby' && !started) for (const m of catchUp(this, conn.seat, last)) conn.send(m);
      this.broadcastPresence(conn.seat);
    });
  }

  detach(conn: Conn): void {
    if (!this.conns.delete(conn)) return;
    this.broadcastPresence(conn.seat);
  }

  private broadcastPresence(seat: number): void {
    const msg = JSON.stringify({
      t: this.status === 'lobby' ? 'lobby' : 'presence',
      seats: this.seatInfo(),
      status: this.status,
    });
    for (const c of this.conns) c.send(msg);
    if (this.status === 'playing') for (const p of this.policies) p.afterPresence?.(this, seat);
  }

  /**
   * A bot stands in for the seat's coach, or stops (presence.ts): everyone hears of it, and the
   * policies look again (the bots play the seat's next decision, or leave it to its coach).
   */
  setStandIn(seat: number, on: boolean): void {
    const s = this.seats[seat];
    if (!s || !!s.standIn === on) return;
    if (on) s.standIn = true;
    else delete s.standIn;
    this.broadcastPresence(seat);
  }

  /** Every person seat has opened its link: the game begins, and everyone gets seq 0 on. */
  private async start(): Promise<void> {
    this.status = 'playing';
    await this.store.setStatus(this.id, { status: 'playing' });
    for (const c of this.conns) for (const m of catchUp(this, c.seat, undefined)) c.send(m);
    for (const p of this.policies) p.afterStep?.(this, []);
  }

  /**
   * The seat's team concedes the game (its coach, or the server for a coach who never came back):
   * taken at any moment, whoever is deciding, through the same queue and store as any action.
   */
  concede(seat: number, opts: SubmitOptions = {}, by: StepBy = { seat }): Promise<SubmitResult> {
    return this.submit(by, { type: 'concede', team: seat }, opts);
  }

  /** The decision now, or null once the game is over. */
  decision() {
    return this.status === 'over' ? null : legalActions(this.game);
  }

  /**
   * Takes one action, from a seat's coach (or its bot), the clock or the server. On refusal the
   * game is unchanged and only the sender hears why.
   */
  submit(by: StepBy, action: unknown, opts: SubmitOptions = {}): Promise<SubmitResult> {
    // Read once, here: the checks, the engine and the record all see the same action, whatever
    // the caller's object does afterwards (a getter that answers differently, a later change).
    const once = readOnce(action);
    return this.run(() => this.accept(by, once, opts));
  }

  private refuse(code: ErrorCode, message: string): Refusal {
    return { ok: false, code, message };
  }

  private check(by: StepBy, action: unknown, opts: SubmitOptions): Refusal | null {
    if (this.closed) return this.refuse('SERVER_BUSY', 'this game has moved to another server; reconnect');
    if (this.status === 'lobby')
      return this.refuse('NOT_STARTED', 'the game starts when every seat is taken');
    if (this.status === 'over') return this.refuse('GAME_OVER', 'the game is over');
    if (opts.seq !== undefined && opts.seq !== this.head) {
      return this.refuse(
        'STALE',
        `the game is at step ${this.head}, not ${opts.seq}: redraw from the latest step`,
      );
    }
    if ('seat' in by) return this.checkSeat(by.seat, action);
    return null;
  }

  /**
   * What a seat may send: its own team's concession at any moment; otherwise an action only when
   * it decides. The clock's actions are the server's alone.
   */
  private checkSeat(seat: number, action: unknown): Refusal | null {
    if (isClockAction(action)) {
      const type = (action as { type: string }).type;
      return this.refuse('ILLEGAL_ACTION', `${type} is the server clock's action, not a coach's`);
    }
    if (isConcedeAction(action)) {
      const team = (action as { team?: unknown }).team;
      return team === seat
        ? null
        : this.refuse('NOT_YOUR_DECISION', 'a coach concedes only for their own team');
    }
    const d = legalActions(this.game);
    if (!d) return this.refuse('NOT_YOUR_DECISION', 'no coach is to decide now');
    if (d.team !== seat) {
      return this.refuse('NOT_YOUR_DECISION', `${this.seats[d.team]?.team ?? 'another team'} decides now`);
    }
    return null;
  }

  /** The engine's own copy of an accepted action (or a plain copy of one taken outside decisions). */
  private ownAction(action: Action): unknown {
    if (isConcedeAction(action)) return { type: 'concede', team: (action as { team: number }).team };
    const listed = [...(legalActions(this.game)?.actions ?? []), ...clockActions(this.game)];
    return listed.find((a) => sameAction(a, action)) ?? action;
  }

  private async accept(by: StepBy, action: unknown, opts: SubmitOptions): Promise<SubmitResult> {
    const refused = this.check(by, action, opts);
    if (refused) return refused;
    const r = apply(this.game, action as Action);
    if (!r.ok) {
      const code: ErrorCode = r.error.code === 'GAME_OVER' ? 'GAME_OVER' : 'ILLEGAL_ACTION';
      return this.refuse(code, r.error.message);
    }
    // What is written is the engine's own action, not the sender's object.
    const own = this.ownAction(action as Action);
    const seq = this.head + 1;
    const over = r.game.result !== null;
    const saved = await this.store.append(
      this.id,
      { seq, action: own, by },
      {
        clock: this.clockBankAfter(r.game),
        status: over ? 'over' : this.status,
        result: over ? JSON.stringify(r.game.result) : null,
      },
    );
    if (saved.conflict) {
      this.closed = true;
      return this.refuse('SERVER_BUSY', 'another server wrote this step; reconnect');
    }
    this.commit(seq, by, own, r.game, r.events, opts);
    return { ok: true, seq };
  }

  /** The bank as it will stand once the step is taken (the policies read the room's game). */
  private clockBankAfter(next: Game): string {
    const before = this.game;
    this.game = next;
    try {
      return this.policies.find((p) => p.clockBank)?.clockBank?.(this) ?? '{}';
    } finally {
      this.game = before;
    }
  }

  /** The accepted step becomes the game, and every socket hears of it as its seat may. */
  private commit(
    seq: number,
    by: StepBy,
    action: unknown,
    next: Game,
    events: GameEvent[],
    opts: SubmitOptions,
  ) {
    this.game = next;
    this.head = seq;
    if (next.result) this.status = 'over';
    this.history.push({ seq, by, action, events });
    this.fanout({
      seq,
      by,
      action,
      events,
      ack: opts.conn ? { conn: opts.conn, id: opts.id ?? 0 } : undefined,
    });
    if (next.result) {
      const over = JSON.stringify({ t: 'over', result: next.result, record: `/api/games/${this.id}/record` });
      for (const c of this.conns) c.send(over);
    }
    for (const p of this.policies) p.afterStep?.(this, events);
  }

  private fanout(f: Fanout): void {
    for (const [conn, text] of stepMessages(this, f)) conn.send(text);
  }

  /** Loaded mid-game after a restart: the policies pick up from the stored clock bank. */
  restarted(bank: string): void {
    for (const p of this.policies) p.restarted?.(this, bank);
    for (const p of this.policies) p.afterStep?.(this, []);
  }

  close(): void {
    this.closed = true;
    for (const p of this.policies) p.close?.(this);
  }
}
