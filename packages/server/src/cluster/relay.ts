/**
 * Sockets of one game on several instances. The owner holds the room; an instance whose socket
 * belongs to a game owned elsewhere relays it: its hello, acts, concessions and detach go to the
 * owner over the bus, and the owner attaches a remote Conn whose `send` publishes each text back
 * to the relaying instance, which writes it to the socket. The room and its per-seat views are the
 * same as for a local socket: nothing about a game is decided on the relaying instance.
 *
 * Redis delivers one publisher's messages in order, so a socket's texts and the replies to its
 * requests arrive in the order the owner sent them (the acknowledging step before the act's reply).
 */
import type { Attachment } from '../hub.ts';
import { HubError } from '../hub.ts';
import type { SubmitResult } from '../room/room.ts';
import type { Bus, Frame } from './bus.ts';

/** An owner that takes longer than this to answer an act is presumed gone. */
export const ACT_MS = 2000;
/** A hello may load the game from the store first (every action applied again). */
export const HELLO_MS = 8000;

export type AttachLocal = (
  gameId: string,
  token: string,
  send: (text: string) => void,
  last?: number,
) => Promise<Attachment>;

interface Served {
  att: Attachment;
  from: string;
  conn: number;
  game: string;
}

/** The owner's side: the relayed sockets it serves, by relaying instance and that instance's number. */
export class Host {
  private readonly served = new Map<string, Served>();
  /** Detached before their hello was answered (the relay gave up waiting): when, by key. */
  private readonly cancelled = new Map<string, number>();

  constructor(
    private readonly bus: Bus,
    private readonly attachLocal: AttachLocal,
  ) {}

  handle(f: Frame): void {
    const key = `${f.from}:${f.conn}`;
    if (f.k === 'hello') this.hello(f, key);
    else if (f.k === 'act' || f.k === 'concede') this.act(f, key);
    else if (f.k === 'detach') {
      const s = this.served.get(key);
      this.served.delete(key);
      if (s) s.att.detach();
      else this.cancel(key);
    }
  }

  private cancel(key: string): void {
    const now = Date.now();
    // Forgotten once no hello could still be loading for it.
    for (const [k, at] of this.cancelled) if (now - at > 2 * HELLO_MS) this.cancelled.delete(k);
    this.cancelled.set(key, now);
  }

  private hello(f: Frame, key: string): void {
    const from = String(f.from);
    const conn = Number(f.conn);
    const rid = Number(f.rid);
    const last = typeof f.last === 'number' ? f.last : undefined;
    this.attachLocal(String(f.game), String(f.token), (text) => this.bus.text(from, conn, text), last).then(
      (att) => {
        if (this.cancelled.delete(key)) return att.detach();
        this.served.set(key, { att, from, conn, game: String(f.game) });
        this.bus.reply(from, rid, { seat: att.seat });
      },
      (e) => this.bus.replyError(from, rid, e),
    );
  }

  private act(f: Frame, key: string): void {
    const from = String(f.from);
    const rid = Number(f.rid);
    const s = this.served.get(key);
    // Not served here (this instance restarted, or gave the game up): the relay looks again.
    if (!s)
      return this.bus.replyError(
        from,
        rid,
        new HubError('ELSEWHERE', 'this server no longer holds the game', 503),
      );
    const id = Number(f.id);
    const p = f.k === 'act' ? s.att.act(f.action, Number(f.seq), id) : s.att.concede(id);
    p.then(
      (r) => this.bus.reply(from, rid, r),
      (e) => this.bus.replyError(from, rid, e),
    );
  }

  /** A game this instance holds no more: each relaying instance is told to find the new owner. */
  gone(gameId?: string): void {
    for (const [key, s] of this.served) {
      if (gameId !== undefined && s.game !== gameId) continue;
      this.served.delete(key);
      s.att.detach();
      this.bus.post(s.from, { k: 'gone', conn: s.conn });
    }
  }

  /** The relaying instances this one serves. */
  relays(): string[] {
    return [...new Set([...this.served.values()].map((s) => s.from))];
  }

  /** A relaying instance vanished: its sockets are gone (presence shows them away). */
  dropRelay(instance: string): void {
    for (const [key, s] of this.served) {
      if (s.from !== instance) continue;
      this.served.delete(key);
      s.att.detach();
    }
  }
}

/** The relaying side: one socket's attachment to a game another instance owns. */
export class RemoteAttachment implements Attachment {
  constructor(
    private readonly bus: Bus,
    readonly owner: string,
    readonly conn: number,
    readonly seat: number,
    private readonly forget: (conn: number) => void,
  ) {}

  static async open(
    bus: Bus,
    owner: string,
    conn: number,
    hello: { game: string; token: string; last?: number },
    forget: (conn: number) => void,
  ): Promise<RemoteAttachment> {
    const r = (await bus.request(owner, { k: 'hello', conn, ...hello }, HELLO_MS)) as { seat: number };
    return new RemoteAttachment(bus, owner, conn, r.seat, forget);
  }

  act(action: unknown, seq: number, id: number): Promise<SubmitResult> {
    return this.bus.request(
      this.owner,
      { k: 'act', conn: this.conn, action, seq, id },
      ACT_MS,
    ) as Promise<SubmitResult>;
  }

  concede(id: number): Promise<SubmitResult> {
    return this.bus.request(
      this.owner,
      { k: 'concede', conn: this.conn, id },
      ACT_MS,
    ) as Promise<SubmitResult>;
  }

  detach(): void {
    this.forget(this.conn);
    this.bus.post(this.owner, { k: 'detach', from: this.bus.id, conn: this.conn });
  }
}
