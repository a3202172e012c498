/**
 * The Store on Kysely: one implementation for SQLite and PostgreSQL (the dialect is the only
 * difference, chosen in open.ts). The primary key (game_id, seq) of `actions` is the fence: two
 * writers can never both write the same step of a game.
 */
import type { Kysely } from 'kysely';
import type { GameStatus } from '../shared/protocol.ts';
import type { AppendResult, Database, GameRow, SeatTokensTable, Store, StoredAction } from './types.ts';

export class KyselyStore implements Store {
  /** Appends under way: close waits for them (pg's pool, ended under them, would never settle them). */
  private readonly inFlight = new Set<Promise<AppendResult>>();
  private closing = false;

  constructor(
    readonly db: Kysely<Database>,
    private readonly isConflict: (e: unknown) => boolean,
  ) {}

  async migrate(): Promise<void> {
    const s = this.db.schema;
    await s
      .createTable('games')
      .ifNotExists()
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('ruleset', 'text', (c) => c.notNull())
      .addColumn('teams', 'text', (c) => c.notNull())
      .addColumn('setup', 'text', (c) => c.notNull())
      .addColumn('options', 'text', (c) => c.notNull())
      .addColumn('seats', 'text', (c) => c.notNull())
      .addColumn('settings', 'text', (c) => c.notNull())
      .addColumn('clock', 'text', (c) => c.notNull())
      .addColumn('result', 'text')
      .addColumn('head', 'integer', (c) => c.notNull())
      .execute();
    await s.createIndex('games_status').ifNotExists().on('games').columns(['status', 'created_at']).execute();
    await s
      .createTable('seat_tokens')
      .ifNotExists()
      .addColumn('game_id', 'text', (c) => c.notNull())
      .addColumn('seat', 'integer', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('seat_tokens_pk', ['game_id', 'token_hash'])
      .execute();
    await s
      .createTable('actions')
      .ifNotExists()
      .addColumn('game_id', 'text', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('by', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('actions_pk', ['game_id', 'seq'])
      .execute();
  }

  async createGame(row: GameRow, tokens: SeatTokensTable[]): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx.insertInto('games').values(row).execute();
      // An empty VALUES list is a syntax error in both dialects.
      if (tokens.length > 0) await tx.insertInto('seat_tokens').values(tokens).execute();
    });
  }

  game(id: string): Promise<GameRow | undefined> {
    return this.db.selectFrom('games').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async seatOf(gameId: string, tokenHash: string): Promise<number | undefined> {
    const r = await this.db
      .selectFrom('seat_tokens')
      .select('seat')
      .where('game_id', '=', gameId)
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    return r ? Number(r.seat) : undefined;
  }

  listGames(limit: number, status?: GameStatus): Promise<GameRow[]> {
    let q = this.db.selectFrom('games').selectAll();
    if (status) q = q.where('status', '=', status);
    return q.orderBy('created_at', 'desc').orderBy('id').limit(limit).execute();
  }

  async unfinished(): Promise<string[]> {
    const rows = await this.db.selectFrom('games').select('id').where('status', '!=', 'over').execute();
    return rows.map((r) => r.id);
  }

  append(
    gameId: string,
    a: StoredAction,
    game: Pick<GameRow, 'clock' | 'status' | 'result'>,
  ): Promise<AppendResult> {
    if (this.closing) return Promise.reject(new Error('the store is closed'));
    const p = this.appendNow(gameId, a, game);
    this.inFlight.add(p);
    const done = () => this.inFlight.delete(p);
    p.then(done, done);
    return p;
  }

  private async appendNow(
    gameId: string,
    a: StoredAction,
    game: Pick<GameRow, 'clock' | 'status' | 'result'>,
  ): Promise<AppendResult> {
    const now = new Date().toISOString();
    try {
      await this.db.transaction().execute(async (tx) => {
        await tx
          .insertInto('actions')
          .values({
            game_id: gameId,
            seq: a.seq,
            action: JSON.stringify(a.action),
            by: JSON.stringify(a.by),
            at: now,
          })
          .execute();
        await tx
          .updateTable('games')
          .set({ ...game, head: a.seq, updated_at: now })
          .where('id', '=', gameId)
          .execute();
      });
    } catch (e) {
      if (this.isConflict(e)) return { conflict: true };
      throw e;
    }
    return {};
  }

  async setStatus(
    gameId: string,
    fields: Partial<Pick<GameRow, 'status' | 'clock' | 'result'>>,
  ): Promise<void> {
    await this.db
      .updateTable('games')
      .set({ ...fields, updated_at: new Date().toISOString() })
      .where('id', '=', gameId)
      .execute();
  }

  async actions(gameId: string, after: number): Promise<StoredAction[]> {
    const rows = await this.db
      .selectFrom('actions')
      .select(['seq', 'action', 'by'])
      .where('game_id', '=', gameId)
      .where('seq', '>', after)
      .orderBy('seq')
      .execute();
    return rows.map((r) => ({ seq: Number(r.seq), action: JSON.parse(r.action), by: JSON.parse(r.by) }));
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.allSettled([...this.inFlight]);
    await this.db.destroy();
  }
}
