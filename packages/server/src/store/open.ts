/**
 * Opens the store the configuration names: PostgreSQL when DATABASE_URL is set (pg), else an
 * SQLite file in the data folder (better-sqlite3, WAL: a reader never waits for the writer; the
 * actions group-committed, sqlite.ts).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { KyselyStore } from './kysely.ts';
import { SqliteStore } from './sqlite.ts';
import type { Database } from './types.ts';

export interface StoreConfig {
  databaseUrl?: string;
  dataDir: string;
}

export async function openStore(config: StoreConfig): Promise<KyselyStore> {
  const store = config.databaseUrl ? postgres(config.databaseUrl) : sqlite(config.dataDir);
  await store.migrate();
  return store;
}

function sqlite(dataDir: string): SqliteStore {
  mkdirSync(dataDir, { recursive: true });
  const file = new SQLite(join(dataDir, 'dungeonbowl.sqlite'));
  file.pragma('journal_mode = WAL');
  // FULL: an acknowledged action survives a power cut too, not only a killed process.
  file.pragma('synchronous = FULL');
  file.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
  return new SqliteStore(db, file);
}

function postgres(url: string): KyselyStore {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  // 23505: unique_violation.
  return new KyselyStore(db, (e) => (e as { code?: string })?.code === '23505');
}
