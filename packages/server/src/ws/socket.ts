import { schemaErrors } from '@dungeonbowl/engine';
import type { RawData, WebSocket } from 'ws';
import type { Config } from '../config.ts';
import { type Attachment, type Gateway, HubError } from '../hub.ts';
import {
  Act,
  ClientMessage,
  Concede,
  ERROR_CODES,
  type ErrorCode,
  Hello,
  Ping,
  PROTOCOL_VERSION,
} from '../shared/protocol.ts';
import { TokenBucket } from './limits.ts';

/** Refusals for flooding a socket may earn (one more back a second) before it is closed. */
const MAX_STRIKES = 20;
type Result = { ok: boolean; code?: ErrorCode; message?: string };

export function handleSocket(
  socket: WebSocket,
  gateway: Gateway,
  config: Config,
  log: (msg: string) => void,
): void {
  const client = new ClientSocket(socket, gateway, config, log);
  socket.on('message', (data, isBinary) => {
    try {
      client.receive(data, isBinary);
    } catch (e) {
      client.internal('message', e);
    }
  });
  socket.on('close', () => client.closed());
  // ws closes the socket itself after a protocol error (1009 for a message too large, 1002 for
  // a bad frame); nothing more to do than not let the error event go unheard.
  socket.on('error', () => {});
}

class ClientSocket {
  private readonly bucket: TokenBucket;
  private readonly strikes = new TokenBucket(MAX_STRIKES, 1);
  private seat: Attachment | null = null;
  private hello: 'none' | 'pending' | 'done' = 'none';

  constructor(
    private readonly socket: WebSocket,
    private readonly gateway: Gateway,
    private readonly config: Config,
    private readonly log: (msg: string) => void,
  ) {
    this.bucket = new TokenBucket(config.messagesPerSecond * 2, config.messagesPerSecond);
  }

  send(text: string): void {
    const s = this.socket;
    if (s.readyState !== s.OPEN) return;
    if (s.bufferedAmount > this.config.slowClientBytes) {
      // A client this far behind reads nothing we send, a close frame neither: drop it now, so
      // that its seat frees and the memory with it. It reconnects and catches up with a snapshot.
      this.log(`dropped a socket ${s.bufferedAmount} bytes behind`);
      s.close(1013, 'too slow to follow the game');
      s.terminate();
      return;
    }
    try {
      s.send(text);
    } catch (e) {
      // The room fans a step out through here after it is stored: one socket's failure must not
      // reach the room (or the other sockets of the step).
      this.log(`send: ${String(e)}`);
    }
  }

  error(code: ErrorCode, message: string, id?: number): void {
    this.send(
      JSON.stringify({ t: 'error', ...(id !== undefined ? { id } : {}), code, message: oneLine(message) }),
    );
  }

  internal(where: string, e: unknown, id?: number): void {
    this.log(`${where}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    this.error('INTERNAL', 'the server could not take that; the game is unchanged', id);
  }

  receive(data: RawData, isBinary: boolean): void {
    // Closing (a flood): what still arrives is not read.
    if (this.socket.readyState !== this.socket.OPEN) return;
    if (!this.bucket.take()) {
      if (!this.strikes.take()) return this.closeFlood();
      const per = this.config.messagesPerSecond;
      return this.error('RATE_LIMITED', `at most ${per} messages a second`, idOf(data));
    }
    if (isBinary) return this.error('BAD_MESSAGE', 'messages are JSON text, not binary');
    let msg: unknown;
    try {
      msg = JSON.parse(data.toString());
    } catch {
      return this.error('BAD_JSON', 'the message is not JSON');
    }
    if (schemaErrors(ClientMessage, msg).length > 0) {
      return this.error('BAD_MESSAGE', describeProblem(msg), idOf(msg));
    }
    const m = msg as ClientMessage;
    if (m.t === 'ping') return this.send(JSON.stringify({ t: 'pong', id: m.id }));
    if (m.t === 'hello') return this.sayHello(m);
    this.play(m);
  }

  /**
   * A flood: the close frame says why; a flooder that goes on sending instead of answering it is
   * cut off a second later rather than after ws's thirty.
   */
  private closeFlood(): void {
    this.socket.close(1008, 'too many messages');
    setTimeout(() => this.socket.terminate(), 1000).unref();
  }

  private sayHello(m: Extract<ClientMessage, { t: 'hello' }>): void {
    if (this.hello !== 'none') return this.error('BAD_MESSAGE', 'hello is sent once, first');
    if (m.v !== PROTOCOL_VERSION) {
      return this.error('BAD_VERSION', `this server speaks protocol ${PROTOCOL_VERSION}, not ${m.v}`);
    }
    this.hello = 'pending';
    this.gateway
      .attach(m.game, m.token, (text) => this.send(text), m.last)
      .then(
        (a) => {
          this.seat = a;
          this.hello = 'done';
          // Closed while the game loaded: the close handler found no seat to leave.
          if (this.socket.readyState !== this.socket.OPEN) this.closed();
        },
        (e) => {
          this.hello = 'none';
          if (e instanceof HubError) this.error(socketCode(e.code), e.message);
          else this.internal('hello', e);
        },
      )
      .catch((e) => this.log(`hello: ${String(e)}`));
  }

  private play(m: Exclude<ClientMessage, { t: 'hello' | 'ping' }>): void {
    const a = this.seat;
    if (!a) return this.error('NO_HELLO', 'send hello with your seat token first', m.id);
    if (a.seat < 0) return this.error('SPECTATOR', 'spectators watch; they do not play', m.id);
    // The room alone decides what a seat may send (the clock's actions it refuses).
    const pending = m.t === 'act' ? a.act(m.action, m.seq, m.id) : a.concede(m.id);
    pending
      .then(
        (res: Result) => {
          if (!res.ok) this.error(res.code ?? 'INTERNAL', res.message ?? '', m.id);
        },
        (e) => this.internal(m.t, e, m.id),
      )
      .catch((e) => this.log(`${m.t}: ${String(e)}`));
  }

  closed(): void {
    const a = this.seat;
    this.seat = null;
    try {
      a?.detach();
    } catch (e) {
      this.log(`detach: ${String(e)}`);
    }
  }
}

/** The id of a message refused before it is read (so its sender knows which), when it has one. */
function idOf(data: unknown): number | undefined {
  try {
    const msg =
      typeof data === 'object' && data !== null && !Buffer.isBuffer(data) ? data : JSON.parse(String(data));
    const id = (msg as { id?: unknown } | null)?.id;
    return Number.isInteger(id) && (id as number) >= 0 ? (id as number) : undefined;
  } catch {
    return undefined;
  }
}

/** Errors are one line: nothing a client sent can break a log line or a client's display. */
function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ').replace(/\p{Cc}/gu, '');
  return flat.length > 300 ? `${flat.slice(0, 297)}...` : flat;
}

const KINDS = { hello: Hello, act: Act, concede: Concede, ping: Ping } as const;

/**
 * What is wrong with a message, as its own kind's schema says (the union's first finding would
 * speak of the first kind, whatever the message was meant to be).
 */
function describeProblem(msg: unknown): string {
  if (!msg || typeof msg !== 'object' || Array.isArray(msg)) return 'a message is a JSON object';
  const t = (msg as { t?: unknown }).t;
  if (typeof t !== 'string' || !Object.hasOwn(KINDS, t)) {
    return `t: a message's t is one of ${Object.keys(KINDS).join(', ')}`;
  }
  const p = schemaErrors(KINDS[t as keyof typeof KINDS], msg)[0];
  if (!p) return `${t} message: not as the protocol has it`;
  return `${t} message: ${p.path ? `${p.path}: ` : ''}${p.message}`;
}

/** A hub's refusal as the socket's error code: one the protocol lists, else INTERNAL. */
function socketCode(code: string): ErrorCode {
  return (ERROR_CODES as readonly string[]).includes(code) ? (code as ErrorCode) : 'INTERNAL';
}
