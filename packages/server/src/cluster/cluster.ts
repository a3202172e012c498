/**
 * The gateway of an instance among several (REDIS_URL set). A socket's hello is served here when
 * this instance owns the game or can take it (its advisory lock is free: ownership.ts), else it is
 * relayed to the owner named in Redis (relay.ts). Every second the instance refreshes its owner
 * keys and its liveness key, moves the sockets it relays to an owner that is gone, and drops the
 * relayed sockets of instances that are gone.
 */
import type { Config } from '../config.ts';
import { type Attachment, type Gateway, type Hub, HubError, type Ownership } from '../hub.ts';
import { Bus, BusTimeout, type Frame } from './bus.ts';
import { isElsewhere, OWNER_TTL_MS, PgOwnership, REFRESH_MS } from './ownership.ts';
import { type Homed, type Homes, Placed } from './placed.ts';
import { Host, RemoteAttachment } from './relay.ts';

/** How long a hello (or a move) looks for an owner before it gives up. */
const HOME_MS = 10_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class ClusterGateway implements Gateway, Homes, Ownership {
  private readonly placed = new Map<string, Set<Placed>>();
  /** Where the texts an owner sends for each relayed attachment of this instance go. */
  private readonly texts = new Map<number, (text: string) => void>();
  private nextConn = 1;
  private readonly host: Host;
  private readonly ownership: PgOwnership;
  private timer: NodeJS.Timeout | null = null;
  private closing = false;

  private constructor(
    private readonly hub: Hub,
    readonly bus: Bus,
    databaseUrl: string,
  ) {
    this.ownership = new PgOwnership(databaseUrl, bus, (ids) => {
      for (const id of ids) this.lost(id);
    });
    this.host = new Host(bus, (g, t, send, last) => this.attachLocal(g, t, send, last));
    bus.onFrame = (f) => this.frame(f);
    bus.onText = (conn, text) => this.texts.get(conn)?.(text);
  }

  static async start(config: Config, hub: Hub): Promise<ClusterGateway> {
    if (!config.redisUrl || !config.databaseUrl)
      throw new Error('the cluster needs REDIS_URL and DATABASE_URL');
    const bus = await Bus.open(config.redisUrl);
    const gw = new ClusterGateway(hub, bus, config.databaseUrl);
    hub.ownership = gw;
    await gw.tick();
    gw.timer = setInterval(() => void gw.tick(), REFRESH_MS);
    gw.timer.unref();
    return gw;
  }

  get id(): string {
    return this.bus.id;
  }

  // Ownership, as the hub asks for it (its rooms are the owned games).
  claim(gameId: string): Promise<void> {
    return this.ownership.claim(gameId);
  }

  release(gameId: string): void {
    this.ownership.release(gameId);
  }

  async attach(
    gameId: string,
    token: string,
    send: (text: string) => void,
    last?: number,
  ): Promise<Attachment> {
    const p = new Placed(this, gameId, token, send, last);
    // Known before it is home, so that a move of the game meanwhile reaches it too.
    const set = this.placed.get(gameId) ?? new Set();
    this.placed.set(gameId, set);
    set.add(p);
    try {
      await p.home();
    } catch (e) {
      this.forget(p);
      throw e;
    }
    return p;
  }

  forget(p: Placed): void {
    const set = this.placed.get(p.gameId);
    set?.delete(p);
    if (set?.size === 0) this.placed.delete(p.gameId);
  }

  /** The room here (taking the game if its lock is free), else the owner's, retried until HOME_MS. */
  async home(gameId: string, token: string, send: (text: string) => void, last?: number): Promise<Homed> {
    const deadline = Date.now() + HOME_MS;
    for (let wait = 25; ; wait = Math.min(wait * 2, 400)) {
      if (this.closing) throw new HubError('SERVER_BUSY', 'this server is stopping', 503);
      try {
        return { att: await this.attachLocal(gameId, token, send, last), owner: null };
      } catch (e) {
        if (!isElsewhere(e)) throw e;
      }
      const owner = await this.bus.redis.get(this.ownership.ownerKey(gameId)).catch(() => null);
      // No key yet: the owner has its lock but has not written the key, or has just died.
      if (owner && owner !== this.id) {
        const r = await this.relay(owner, gameId, token, send, last);
        if (r) return { att: r, owner };
      }
      if (Date.now() > deadline) {
        throw new HubError('SERVER_BUSY', 'the server holding this game does not answer; try again', 503);
      }
      await sleep(wait);
    }
  }

  private async relay(
    owner: string,
    game: string,
    token: string,
    send: (text: string) => void,
    last?: number,
  ): Promise<RemoteAttachment | null> {
    const conn = this.nextConn++;
    // Registered before the hello: the welcome arrives before the hello's reply.
    this.texts.set(conn, send);
    const forget = (c: number) => this.texts.delete(c);
    try {
      return await RemoteAttachment.open(this.bus, owner, conn, { game, token, last }, forget);
    } catch (e) {
      this.texts.delete(conn);
      // The owner may still answer the hello later: it then lets the attachment go at once.
      if (e instanceof BusTimeout) this.bus.post(owner, { k: 'detach', from: this.id, conn });
      if (e instanceof BusTimeout || isElsewhere(e)) return null;
      throw e;
    }
  }

  /**
   * The hub's attachment, watched: a room that refuses with SERVER_BUSY has been closed (its
   * append met another owner's step, room.ts), so this instance gives the game up.
   */
  private async attachLocal(
    gameId: string,
    token: string,
    send: (text: string) => void,
    last?: number,
  ): Promise<Attachment> {
    const a = await this.hub.attach(gameId, token, send, last);
    const watch = (r: Awaited<ReturnType<Attachment['act']>>) => {
      if (!r.ok && r.code === 'SERVER_BUSY') this.lost(gameId);
      return r;
    };
    return {
      seat: a.seat,
      act: (action, seq, id) => a.act(action, seq, id).then(watch),
      concede: (id) => a.concede(id).then(watch),
      detach: () => a.detach(),
    };
  }

  /** This instance holds the game no more: its room goes, and every socket of it moves. */
  private lost(gameId: string): void {
    this.hub.drop(gameId);
    this.host.gone(gameId);
    for (const p of this.placed.get(gameId) ?? []) if (p.owner === null) p.move();
  }

  private frame(f: Frame): void {
    if (f.k === 'gone') {
      for (const set of this.placed.values()) {
        for (const p of set) if (p.owner !== null && p.conn() === f.conn) p.move();
      }
      return;
    }
    this.host.handle(f);
  }

  private async tick(): Promise<void> {
    if (this.closing) return;
    this.ownership.refresh();
    const r = this.bus.redis;
    await r.set(this.bus.key(`alive:${this.id}`), '1', 'PX', OWNER_TTL_MS).catch(() => {});
    await Promise.all([this.watchOwners(), this.watchRelays()]).catch(() => {});
    for (const set of this.placed.values()) for (const p of set) if (p.stranded) p.move();
  }

  /** The sockets relayed to an owner that no longer owns the game (or is gone) move. */
  private async watchOwners(): Promise<void> {
    const games = [...this.placed].filter(([, set]) => [...set].some((p) => p.owner !== null));
    if (games.length === 0) return;
    const owners = await this.bus.redis.mget(games.map(([g]) => this.ownership.ownerKey(g)));
    games.forEach(([, set], i) => {
      for (const p of set) if (p.owner !== null && p.owner !== owners[i]) p.move();
    });
  }

  /** The sockets of a relaying instance that is gone are detached (their seats show away). */
  private async watchRelays(): Promise<void> {
    const relays = this.host.relays();
    if (relays.length === 0) return;
    const alive = await this.bus.redis.mget(relays.map((i) => this.bus.key(`alive:${i}`)));
    relays.forEach((inst, i) => {
      if (!alive[i]) this.host.dropRelay(inst);
    });
  }

  /**
   * Stops after the hub closed its rooms: relayed sockets detach from their owners, the owner
   * keys go, the locks are freed (the session ends), and only then are the relaying instances
   * told, so that the first to try can take the game at once.
   */
  async close(): Promise<void> {
    this.closing = true;
    if (this.timer) clearInterval(this.timer);
    for (const set of this.placed.values()) for (const p of [...set]) p.detach();
    await this.ownership.close();
    this.host.gone();
    await this.bus.redis.del(this.bus.key(`alive:${this.id}`)).catch(() => {});
    await this.bus.close();
  }
}
