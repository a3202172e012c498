/**
 * The SQLite store: Kysely for everything (migrations, reads, games), except the hot path, the
 * append of every accepted action, which is group-committed on the better-sqlite3 connection
 * itself with two statements prepared once.
 *
 * Why: better-sqlite3 is synchronous, so each append's transaction and its fsync
 * (`synchronous = FULL`) stopped every game on the server; one transaction per action made the
 * fsyncs queue up under load (p99 in seconds, docs/server-load.md). Now all the appends queued
 * since the last flush share one transaction and one fsync, and each is acknowledged only when it
 * has committed: still written before acknowledged, and still durable across a power cut.
 */
import type SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { GroupCommit, type Outcome } from './group-commit.ts';
import { KyselyStore } from './kysely.ts';
import type { AppendResult, Database, GameRow, StoredAction } from './types.ts';

interface Append {
  gameId: string;
  a: StoredAction;
  game: Pick<GameRow, 'clock' | 'status' | 'result'>;
}

/** Bounds one flush's hold on the event loop (~10 µs an append, plus the one fsync). */
const MAX_BATCH = 1000;

export class SqliteStore extends KyselyStore {
  private readonly commits: GroupCommit<Append, AppendResult>;
  private batch: ((items: Append[]) => Outcome<AppendResult>[]) | null = null;

  constructor(
    db: Kysely<Database>,
    private readonly file: SQLite.Database,
  ) {
    super(db, (e) => /UNIQUE constraint failed|PRIMARY KEY/.test(String(e)));
    this.commits = new GroupCommit<Append, AppendResult>({
      write: (items) => this.write(items),
      // Kysely's transactions (createGame) are asynchronous: BEGIN, await, INSERT, await... on
      // this same connection. A batch flushed in between would be nested in theirs.
      busy: () => this.file.inTransaction,
      maxBatch: MAX_BATCH,
    });
  }

  override append(
    gameId: string,
    a: StoredAction,
    game: Pick<GameRow, 'clock' | 'status' | 'result'>,
  ): Promise<AppendResult> {
    return this.commits.push({ gameId, a, game });
  }

  /** Transactions written for appends, and the appends they held. */
  get appendBatches(): { batches: number; items: number } {
    return { ...this.commits.written };
  }

  /** Every append queued before close is written (or rejected) before the connection closes. */
  override async close(): Promise<void> {
    await this.commits.close();
    await super.close();
  }

  /** One transaction for the batch; each append in a savepoint of its own, so one failing fails alone. */
  private write(items: Append[]): Outcome<AppendResult>[] {
    if (!this.batch) this.batch = this.prepare();
    return this.batch(items);
  }

  /** Prepared once, on the first flush (the tables exist by then: openStore migrates first). */
  private prepare(): (items: Append[]) => Outcome<AppendResult>[] {
    const s = {
      // DO NOTHING on the primary key only (not OR IGNORE, which would hide other errors too): a
      // seq already written is a stale owner's, reported as a conflict, never an overwrite.
      insert: this.file.prepare(
        'INSERT INTO actions (game_id, seq, action, "by", at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
      ),
      update: this.file.prepare(
        'UPDATE games SET clock = ?, status = ?, result = ?, head = ?, updated_at = ? WHERE id = ?',
      ),
    };
    // Called inside the batch's transaction, better-sqlite3 runs this one in a savepoint: an error
    // rolls back this append only (its action and its game's row) and the batch goes on.
    const one = this.file.transaction((x: Append, now: string): AppendResult => {
      const inserted = s.insert.run(
        x.gameId,
        x.a.seq,
        JSON.stringify(x.a.action),
        JSON.stringify(x.a.by),
        now,
      );
      if (inserted.changes === 0) return { conflict: true };
      s.update.run(x.game.clock, x.game.status, x.game.result, x.a.seq, now, x.gameId);
      return {};
    });
    return this.file.transaction((items: Append[]) => {
      const now = new Date().toISOString();
      return items.map((x): Outcome<AppendResult> => {
        try {
          return { ok: one(x, now) };
        } catch (error) {
          return { error };
        }
      });
    });
  }
}
