/**
 * A client's end of the protocol: one seat's (or a spectator's) session with a game on the
 * server. It says hello with the seat token, keeps the latest view, decision and clocks, numbers
 * what it has seen, and after a dropped connection says hello again with the last step it saw,
 * so the server sends only what it missed. Works in the browser and in Node (the WebSocket
 * constructor is given: the browser's, or the `ws` package's).
 */
import {
  type ErrorMsg,
  PROTOCOL_VERSION,
  type SeatInfo,
  type ServerMessage,
  type SnapshotMsg,
  type StepMsg,
  type Welcome,
} from './protocol.ts';

export interface SocketLike {
  readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}

export interface SessionOptions {
  /** The websocket's address: ws://host:port/ws. */
  url: string;
  game: string;
  token: string;
  socket: (url: string) => SocketLike;
  /** Reconnect after a dropped connection (default true), waiting longer each time up to 5 s. */
  reconnect?: boolean;
}

export type Connection = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** Refusals of a hello that no retry can change: the link is wrong or malformed, or the program too old. */
export const FINAL_ERRORS: ReadonlySet<string> = new Set([
  'BAD_TOKEN',
  'NO_GAME',
  'BAD_VERSION',
  'BAD_MESSAGE',
]);

export class ActRefused extends Error {
  constructor(readonly error: ErrorMsg) {
    super(`${error.code}: ${error.message}`);
  }
}

interface Pending {
  resolve: (m: StepMsg) => void;
  reject: (e: Error) => void;
}

export class OnlineSession<G = unknown, D = unknown> {
  seat = -2;
  seats: SeatInfo[] = [];
  welcome: Welcome | null = null;
  /** The last step seen (-1: none yet). */
  seq = -1;
  view: G | null = null;
  decision: D | null = null;
  clocks: StepMsg['clocks'] | null = null;
  result: unknown = null;
  connection: Connection = 'connecting';
  /** Why the server will never open this link (a final refusal of the hello), if it said so. */
  failure: ErrorMsg | null = null;
  private socket: SocketLike | null = null;
  private readonly listeners = new Set<(m: ServerMessage) => void>();
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private retries = 0;
  private closedByUs = false;

  constructor(private readonly opts: SessionOptions) {
    this.connect();
  }

  on(listener: (m: ServerMessage) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private connect(): void {
    const s = this.opts.socket(this.opts.url);
    this.socket = s;
    s.onopen = () => {
      const last = this.seq >= 0 ? { last: this.seq } : {};
      s.send(
        JSON.stringify({
          t: 'hello',
          v: PROTOCOL_VERSION,
          game: this.opts.game,
          token: this.opts.token,
          ...last,
        }),
      );
    };
    s.onmessage = (ev) => this.receive(String(ev.data));
    s.onerror = () => {};
    s.onclose = () => {
      if (this.socket !== s) return;
      this.socket = null;
      for (const p of this.pending.values()) p.reject(new Error('the connection dropped'));
      this.pending.clear();
      if (this.closedByUs || this.opts.reconnect === false) {
        this.setConnection('closed');
        return;
      }
      this.setConnection('reconnecting');
      const wait = Math.min(5000, 100 * 2 ** this.retries++);
      setTimeout(() => {
        if (!this.closedByUs) this.connect();
      }, wait);
    };
  }

  private setConnection(c: Connection): void {
    this.connection = c;
    for (const l of this.listeners) l({ t: 'presence', seats: this.seats });
  }

  private receive(text: string): void {
    let m: ServerMessage;
    try {
      m = JSON.parse(text);
    } catch {
      return;
    }
    this.absorb(m);
    for (const l of this.listeners) l(m);
  }

  private absorb(m: ServerMessage): void {
    switch (m.t) {
      case 'welcome':
        // Counted from here, not from the socket's opening: a server that opens and refuses the
        // hello (busy) is tried again ever more slowly.
        this.retries = 0;
        this.welcome = m;
        this.seat = m.seat;
        this.seats = m.seats;
        this.connection = 'open';
        return;
      case 'lobby':
      case 'presence':
        this.seats = m.seats;
        return;
      case 'snapshot':
        this.take(m as SnapshotMsg<G, D>);
        return;
      case 'step': {
        this.take(m as StepMsg<G, D>);
        if (m.ack !== undefined) {
          this.pending.get(m.ack)?.resolve(m);
          this.pending.delete(m.ack);
        }
        return;
      }
      case 'over':
        this.result = m.result;
        return;
      case 'error': {
        const p = m.id !== undefined ? this.pending.get(m.id) : undefined;
        if (p && m.id !== undefined) {
          p.reject(new ActRefused(m));
          this.pending.delete(m.id);
        }
        this.afterError(m);
        return;
      }
    }
  }

  /**
   * A refused hello that says this link will never open (`FINAL_ERRORS`) ends the session; any
   * other (a busy or restarting server) is tried again, as is a game that moved to another room
   * or server (SERVER_BUSY on an act): a fresh hello finds it where it is now.
   */
  private afterError(m: ErrorMsg): void {
    if (FINAL_ERRORS.has(m.code) && this.connection !== 'open') {
      this.failure = m;
      this.close();
    } else if (m.code === 'SERVER_BUSY' || (m.id === undefined && this.connection !== 'open')) {
      this.drop();
    }
  }

  private take(m: SnapshotMsg<G, D> | StepMsg<G, D>): void {
    this.seq = m.seq;
    this.view = m.view;
    this.decision = m.decision;
    this.clocks = m.clocks;
    const r = (m as { result?: unknown }).result;
    if (r) this.result = r;
  }

  /** Sends an action for the decision at the latest step; resolves with the step that took it. */
  act(action: unknown): Promise<StepMsg<G, D>> {
    return this.request({ t: 'act', seq: this.seq, action }) as Promise<StepMsg<G, D>>;
  }

  /** The seat's team concedes. */
  concede(): Promise<StepMsg<G, D>> {
    return this.request({ t: 'concede' }) as Promise<StepMsg<G, D>>;
  }

  private request(body: Record<string, unknown>): Promise<StepMsg> {
    const s = this.socket;
    if (!s || this.connection !== 'open') return Promise.reject(new Error('not connected'));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      s.send(JSON.stringify({ ...body, id }));
    });
  }

  /** Drops the connection as a network failure would (tests); the session reconnects. */
  drop(): void {
    this.socket?.close();
  }

  close(): void {
    this.closedByUs = true;
    this.socket?.close();
  }
}
