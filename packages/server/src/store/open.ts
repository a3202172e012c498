/**
 * Opens the store the configuration names: PostgreSQL when DATABASE_URL is set (pg), else an
 * SQLite file in the data folder (better-sqlite3, WAL: a reader never waits for the writer; the
 * actions group-committed, sqlite.ts).
 */
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
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
  makeFolder(dataDir);
  const path = join(dataDir, 'dungeonbowl.sqlite');
  const file = new SQLite(path);
  try {
    // One server a data folder: a second would write the same games' steps from rooms of its
    // own. The exclusive lock is taken at once (before WAL, so no shared memory is used) and held
    // until the process ends, however it ends; a second server is refused in one line.
    file.pragma('busy_timeout = 0');
    file.pragma('locking_mode = EXCLUSIVE');
    file.pragma('journal_mode = WAL');
    file.exec('BEGIN IMMEDIATE; COMMIT');
  } catch (e) {
    file.close();
    const busy = /locked|busy/i.test(String(e));
    throw new StoreError(
      busy
        ? `${dataDir} is in use by another server (one server a data folder; DATA_DIR names another)`
        : `${path}: ${(e as Error).message}`,
    );
  }
  // FULL: an acknowledged action survives a power cut too, not only a killed process.
  file.pragma('synchronous = FULL');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
  return new SqliteStore(db, file);
}

/** A store that cannot open, said in one line (main.ts prints it). */
export class StoreError extends Error {}

/**
 * The data folder, made if missing: level by level from the nearest folder that exists (Node's
 * recursive mkdir spins for ever under /proc), each failure said with the folder it was.
 */
function makeFolder(dir: string): void {
  const missing: string[] = [];
  let at = resolve(dir);
  while (!existsSync(at)) {
    missing.unshift(at);
    const up = dirname(at);
    if (up === at) break;
    at = up;
  }
  if (missing.length === 0 && !statSync(at).isDirectory()) {
    throw new StoreError(`DATA_DIR ${dir} is a file, not a folder`);
  }
  for (const d of missing) {
    try {
      mkdirSync(d);
    } catch (e) {
      throw new StoreError(`DATA_DIR: cannot make the folder ${d} (${(e as NodeJS.ErrnoException).code})`);
    }
  }
}

function postgres(url: string): KyselyStore {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  // 23505: unique_violation.
  return new KyselyStore(db, (e) => (e as { code?: string })?.code === '23505');
}
