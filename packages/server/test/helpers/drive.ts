/**
 * Clients that play: each session answers every decision put to its seat with an action chosen
 * by `choose` (from the offered ones), until the game is over. Also the same game played with no
 * server at all (what an online game must equal), gates that hold a driver still, and sockets
 * that keep every message they carry (the secrets scan reads the raw text).
 */
import {
  type Action,
  apply,
  createGame,
  type Decision,
  type Game,
  type GameEvent,
  type GameOptions,
  type GameResult,
  type GameSetup,
  legalActions,
} from '@dungeonbowl/engine';
import WebSocket from 'ws';
import type { OnlineSession, SocketLike } from '../../src/shared/client.ts';

export type Chooser = (d: Decision, seq: number, seat: number) => Action;

/** Holds a driver before each action while closed; `allow(n)` lets n actions through. */
export class Gate {
  private open = true;
  private credits = 0;
  private waiting: (() => void)[] = [];

  close(): void {
    this.open = false;
  }

  release(): void {
    this.open = true;
    for (const w of this.waiting.splice(0)) w();
  }

  allow(n: number): void {
    this.credits += n;
    while (this.credits > 0 && this.waiting.length > 0) {
      this.credits--;
      this.waiting.shift()?.();
    }
  }

  wait(): Promise<void> {
    if (this.open) return Promise.resolve();
    if (this.credits > 0) {
      this.credits--;
      return Promise.resolve();
    }
    return new Promise((r) => this.waiting.push(r));
  }
}

export interface DriveOptions {
  ms?: number;
  /** Waited for before each action (a test holds the game still). */
  gate?: Gate;
}

/** Plays the session's seat until the game ends; resolves with the number of actions sent. */
export function drive(s: OnlineSession, choose: Chooser, opts: DriveOptions | number = {}): Promise<number> {
  const { ms = 120_000, gate } = typeof opts === 'number' ? { ms: opts } : opts;
  let sent = 0;
  let busy = false;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      off();
      reject(new Error(`seat ${s.seat}: the game did not end in time (seq ${s.seq})`));
    }, ms);
    const retry = () => {
      // A STALE or dropped act: the next message brings the decision again.
      busy = false;
      setTimeout(tick, 5);
    };
    const tick = () => {
      if (s.result) {
        clearTimeout(timer);
        off();
        resolve(sent);
        return;
      }
      if (busy || !mine(s)) return;
      busy = true;
      (gate ? gate.wait() : Promise.resolve()).then(() => {
        // The gate may have held this driver while the game moved on.
        if (!mine(s)) return retry();
        const d = s.decision as Decision;
        sent++;
        s.act(choose(d, s.seq, s.seat)).then(() => {
          busy = false;
          tick();
        }, retry);
      });
    };
    const off = s.on(tick);
    tick();
  });
}

function mine(s: OnlineSession): boolean {
  const d = s.decision as Decision | null;
  return !!d && d.team === s.seat && d.actions.length > 0 && s.connection === 'open' && !s.result;
}

/** A memoryless chooser: the same decision at the same step always gets the same action. */
export function seededChooser(seed: number): Chooser {
  return (d, seq, seat) => {
    let h = (seed ^ Math.imul(seq + 1, 2654435761) ^ Math.imul(seat + 7, 40503)) >>> 0;
    h = Math.imul(h ^ (h >>> 16), 2246822507) >>> 0;
    h = Math.imul(h ^ (h >>> 13), 3266489909) >>> 0;
    // End the turn rarely, so that games go somewhere.
    const real = d.actions.filter((a) => a.type !== 'endTurn');
    const pool = real.length > 0 && h % 10 !== 0 ? real : d.actions;
    return pool[(h >>> 4) % pool.length];
  };
}

export interface OfflineGame {
  /** games[n]: the game after n actions (games[0]: as created). */
  games: Game[];
  /** events[n]: the events of step n (events[0]: the pre-game's). */
  events: GameEvent[][];
  actions: Action[];
  result: GameResult | null;
}

/**
 * The game with no server: every decision answered by its seat's chooser, as the clients would.
 * The decision goes through JSON first, as it does over the wire.
 */
export function playOffline(
  setup: GameSetup,
  options: GameOptions,
  choosers: Chooser[],
  maxSteps = 5000,
): OfflineGame {
  const made = createGame(setup, options);
  if (!made.ok) throw new Error(`createGame: ${made.errors[0].message}`);
  const out: OfflineGame = { games: [made.game], events: [made.events], actions: [], result: null };
  let g = made.game;
  while (!g.result && out.actions.length < maxSteps) {
    const d = legalActions(g);
    if (!d) throw new Error(`no decision at step ${out.actions.length}`);
    const wire = JSON.parse(JSON.stringify(d)) as Decision;
    const action = choosers[d.team](wire, out.actions.length, d.team);
    out.actions.push(action);
    g = step(g, action, out);
  }
  out.result = g.result;
  return out;
}

function step(g: Game, action: Action, out: OfflineGame): Game {
  const r = apply(g, action);
  if (!r.ok) throw new Error(`step ${out.actions.length}: ${r.error.message}`);
  out.games.push(r.game);
  out.events.push(r.events);
  return r.game;
}

/** The real games of a record: each stored action applied in turn (the secrets scan's truth). */
export function rebuild(record: { setup: GameSetup; options: GameOptions; actions: Action[] }): OfflineGame {
  const made = createGame(record.setup, record.options);
  if (!made.ok) throw new Error(`createGame: ${made.errors[0].message}`);
  const out: OfflineGame = { games: [made.game], events: [made.events], actions: [], result: null };
  let g = made.game;
  for (const a of record.actions) {
    out.actions.push(a);
    g = step(g, a, out);
  }
  out.result = g.result;
  return out;
}

/** What one socket carried: `in` from the server, `out` from the client, raw text. */
export interface Wire {
  dir: 'in' | 'out';
  text: string;
}

/**
 * A socket factory whose sockets write everything they carry to `log`; while `held()` says so, a
 * new socket waits (as a closed laptop would) and connects once `held()` turns false.
 */
export function recordingSocket(log: Wire[], held: () => boolean = () => false) {
  return (url: string): SocketLike => new RecordedSocket(url, log, held);
}

class RecordedSocket implements SocketLike {
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  private ws: WebSocket | null = null;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly log: Wire[],
    private readonly held: () => boolean,
  ) {
    this.connectWhenFree();
  }

  get readyState(): number {
    return this.ws?.readyState ?? (this.closed ? 3 : 0);
  }

  private connectWhenFree(): void {
    if (this.closed) return;
    if (this.held()) {
      setTimeout(() => this.connectWhenFree(), 20);
      return;
    }
    const ws = new WebSocket(this.url);
    this.ws = ws;
    ws.on('open', () => this.onopen?.({}));
    ws.on('message', (data) => {
      const text = String(data);
      this.log.push({ dir: 'in', text });
      this.onmessage?.({ data: text });
    });
    ws.on('close', () => this.onclose?.({}));
    ws.on('error', (e) => this.onerror?.(e));
  }

  send(data: string): void {
    this.log.push({ dir: 'out', text: data });
    this.ws?.send(data);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.ws) this.ws.close();
    else setTimeout(() => this.onclose?.({}), 0);
  }
}
