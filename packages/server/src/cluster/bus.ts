/**
 * The instances' Redis: one publisher and one subscriber connection per instance, one channel per
 * instance (`<prefix>i:<instance id>`), and requests that wait for their reply at most a bounded
 * time (an owner that died answers nothing; its callers must not wait forever).
 *
 * Two kinds of frame travel: a socket's text (`S<conn>|<text>`, sent as is, since it is already
 * JSON and is the bulk of the traffic) and control frames (JSON: hello/act/concede/detach from a
 * relaying instance to the owner, `gone` and `reply` back).
 *
 * The key prefix comes from the `prefix` query parameter of REDIS_URL (default `dungeonbowl:`), so
 * several deployments, or test files, can share one Redis.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { HubError } from '../hub.ts';

export interface Frame {
  k: 'hello' | 'act' | 'concede' | 'detach' | 'gone' | 'reply';
  /** The sending instance (requests and detach). */
  from?: string;
  /** The relaying instance's number for one socket's attachment. */
  conn?: number;
  /** A request's number, echoed by its reply. */
  rid?: number;
  [field: string]: unknown;
}

/** A request the other instance did not answer in time (it is presumed gone). */
export class BusTimeout extends Error {}

interface Waiting {
  resolve: (v: unknown) => void;
  reject: (e: Error) => void;
  timer: NodeJS.Timeout;
}

export class Bus {
  /** Control frames for this instance (requests to it as an owner, `gone` to it as a relay). */
  onFrame: (f: Frame) => void = () => {};
  /** A socket's text from an owner, for the attachment `conn` of this instance. */
  onText: (conn: number, text: string) => void = () => {};
  private readonly waiting = new Map<number, Waiting>();
  private nextRid = 1;
  private closed = false;

  private constructor(
    readonly id: string,
    readonly prefix: string,
    readonly redis: Redis,
    private readonly sub: Redis,
  ) {}

  static async open(url: string): Promise<Bus> {
    const u = new URL(url);
    const prefix = u.searchParams.get('prefix') ?? 'dungeonbowl:';
    u.searchParams.delete('prefix');
    // Commands fail fast while Redis is away instead of queueing without bound.
    const options = { lazyConnect: true, maxRetriesPerRequest: 2 };
    const redis = new Redis(u.toString(), options);
    const sub = new Redis(u.toString(), options);
    // ioredis reconnects by itself (and subscribes again); an error event unheard would be thrown.
    redis.on('error', () => {});
    sub.on('error', () => {});
    await Promise.all([redis.connect(), sub.connect()]);
    const bus = new Bus(randomBytes(6).toString('hex'), prefix, redis, sub);
    sub.on('message', (_channel: string, msg: string) => bus.receive(msg));
    await sub.subscribe(bus.channel(bus.id));
    return bus;
  }

  key(name: string): string {
    return `${this.prefix}${name}`;
  }

  private channel(instance: string): string {
    return this.key(`i:${instance}`);
  }

  post(to: string, f: Frame): void {
    if (!this.closed) this.redis.publish(this.channel(to), JSON.stringify(f)).catch(() => {});
  }

  text(to: string, conn: number, text: string): void {
    if (!this.closed) this.redis.publish(this.channel(to), `S${conn}|${text}`).catch(() => {});
  }

  /** Sends a request; resolves with the reply's value, rejects with its HubError or BusTimeout. */
  request(to: string, f: Frame, ms: number): Promise<unknown> {
    const rid = this.nextRid++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(rid);
        reject(new BusTimeout(`instance ${to} did not answer a ${f.k} within ${ms} ms`));
      }, ms);
      this.waiting.set(rid, { resolve, reject, timer });
      this.post(to, { ...f, from: this.id, rid });
    });
  }

  reply(to: string, rid: number, value: unknown): void {
    this.post(to, { k: 'reply', rid, ok: true, value });
  }

  /** A refusal travels as its code, message and status, and is thrown again as a HubError. */
  replyError(to: string, rid: number, e: unknown): void {
    const h = e instanceof HubError ? e : new HubError('INTERNAL', 'the game could not be loaded', 500);
    this.post(to, { k: 'reply', rid, ok: false, code: h.code, message: h.message, status: h.status });
  }

  private receive(msg: string): void {
    if (msg.startsWith('S')) {
      const bar = msg.indexOf('|');
      this.onText(Number(msg.slice(1, bar)), msg.slice(bar + 1));
      return;
    }
    let f: Frame;
    try {
      f = JSON.parse(msg);
    } catch {
      return;
    }
    if (f.k !== 'reply') return this.onFrame(f);
    const w = this.waiting.get(f.rid ?? -1);
    if (!w) return;
    this.waiting.delete(f.rid as number);
    clearTimeout(w.timer);
    if (f.ok) w.resolve(f.value);
    else w.reject(new HubError(String(f.code), String(f.message), Number(f.status) || 500));
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const w of this.waiting.values()) {
      clearTimeout(w.timer);
      w.reject(new BusTimeout('this instance is stopping'));
    }
    this.waiting.clear();
    await Promise.allSettled([this.sub.quit(), this.redis.quit()]);
  }
}
