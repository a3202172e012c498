/**
 * Which instance owns a game: the one holding its PostgreSQL session advisory lock. Each instance
 * keeps one dedicated connection for its locks, so when the instance dies (or only loses that
 * connection) PostgreSQL ends the session and every lock it held is free at once: no lease to wait
 * out, no clock to trust. The owner also writes itself into Redis (`<prefix>owner:<game>`, with
 * a short TTL it refreshes) so that other instances know where to relay a game's sockets.
 *
 * A lock is a promise about the future only; the store's primary key (game_id, seq) is the fence
 * for the past: an owner that lost its lock without noticing fails its next append as a conflict
 * and its room closes (room.ts).
 */
import { createHash } from 'node:crypto';
import pg from 'pg';
import { HubError, type Ownership } from '../hub.ts';
import type { Bus } from './bus.ts';

/** How long an owner key outlives its last refresh; refreshed every REFRESH_MS. */
export const OWNER_TTL_MS = 4000;
export const REFRESH_MS = 1000;

/** The lock's key: the first 8 bytes of sha256('dungeonbowl:' + id), as PostgreSQL's bigint. */
export function lockKey(gameId: string): string {
  return createHash('sha256').update(`dungeonbowl:${gameId}`).digest().readBigInt64BE(0).toString();
}

export const isElsewhere = (e: unknown) => e instanceof HubError && e.code === 'ELSEWHERE';

// Deletes the owner key only if it still names this instance (another may own the game by now).
const DELETE_IF_MINE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`;

export class PgOwnership implements Ownership {
  readonly held = new Set<string>();
  /** The lock connection, and the promise of it ready for queries. */
  private current: pg.Client | null = null;
  private ready: Promise<pg.Client> | null = null;

  /** `lost`: games whose lock went with a dropped connection (their rooms must go). */
  constructor(
    private readonly databaseUrl: string,
    private readonly bus: Bus,
    private readonly lost: (ids: string[]) => void,
  ) {}

  ownerKey(gameId: string): string {
    return this.bus.key(`owner:${gameId}`);
  }

  private connection(): Promise<pg.Client> {
    if (!this.ready) {
      const c = new pg.Client({ connectionString: this.databaseUrl, keepAlive: true });
      this.current = c;
      const gone = () => this.dropped(c);
      c.on('error', gone);
      c.on('end', gone);
      // PostgreSQL notices a vanished machine (not only a closed socket) within ~11 s, and frees
      // its locks, instead of after the system's default two hours of TCP keepalive.
      this.ready = c
        .connect()
        .then(() =>
          c.query(
            `SET application_name = 'dungeonbowl-owner'; SET tcp_keepalives_idle = 5;
             SET tcp_keepalives_interval = 2; SET tcp_keepalives_count = 3`,
          ),
        )
        .then(() => c);
      this.ready.catch(gone);
    }
    return this.ready;
  }

  /** The lock connection ended: every lock went with it. */
  private dropped(c: pg.Client): void {
    if (this.current !== c) return;
    this.current = null;
    this.ready = null;
    const ids = [...this.held];
    this.held.clear();
    c.end().catch(() => {});
    if (ids.length > 0) this.lost(ids);
  }

  async claim(gameId: string): Promise<void> {
    if (this.held.has(gameId)) return;
    const c = await this.connection();
    const r = await c.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1::bigint) AS ok', [
      lockKey(gameId),
    ]);
    if (!r.rows[0]?.ok) {
      throw new HubError('ELSEWHERE', 'another server holds this game', 503);
    }
    this.held.add(gameId);
    await this.bus.redis.set(this.ownerKey(gameId), this.bus.id, 'PX', OWNER_TTL_MS);
  }

  release(gameId: string): void {
    if (!this.held.delete(gameId)) return;
    this.bus.redis.eval(DELETE_IF_MINE, 1, this.ownerKey(gameId), this.bus.id).catch(() => {});
    // Issued now, so that a claim of the same game after it is queued behind it on the connection.
    this.ready
      ?.then((c) => c.query('SELECT pg_advisory_unlock($1::bigint)', [lockKey(gameId)]))
      .catch(() => {});
  }

  /** Keeps this instance's owner keys alive (the locks need nothing: the session is the lease). */
  refresh(): void {
    if (this.held.size === 0) return;
    const p = this.bus.redis.pipeline();
    for (const id of this.held) p.set(this.ownerKey(id), this.bus.id, 'PX', OWNER_TTL_MS);
    p.exec().catch(() => {});
  }

  /** Every owner key removed, then every lock freed (the session ends). */
  async close(): Promise<void> {
    const ids = [...this.held];
    this.held.clear();
    await Promise.allSettled(
      ids.map((id) => this.bus.redis.eval(DELETE_IF_MINE, 1, this.ownerKey(id), this.bus.id)),
    );
    const c = this.current;
    this.current = null;
    this.ready = null;
    if (c) await c.end().catch(() => {});
  }
}
