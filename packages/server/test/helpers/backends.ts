/**
 * The stores a server test runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. On CI
 * (CI=true) a missing TEST_DATABASE_URL or TEST_REDIS_URL is an error, never a silent skip: a
 * green run must mean both databases were tested.
 *
 * Each test file gets a database of its own (`CREATE DATABASE t_<random>` through the CREATEDB
 * role of TEST_DATABASE_URL, dropped afterwards) and a Redis prefix of its own, so test files can
 * run side by side against one PostgreSQL and one Redis.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface Backend {
  name: 'sqlite' | 'postgres';
  /** Settings for startServer / readConfig: DATABASE_URL for postgres (set by start()). */
  env: Record<string, string>;
  /** Creates this file's database (postgres); call in beforeAll. */
  start(): Promise<void>;
  /** Drops it; call in afterAll, after every server and store of it is closed. */
  stop(): Promise<void>;
}

const onCi = () => process.env.CI === 'true';

function required(name: 'TEST_DATABASE_URL' | 'TEST_REDIS_URL'): string | undefined {
  const v = process.env[name];
  if (!v && onCi()) throw new Error(`${name} is not set: on CI the server tests need PostgreSQL and Redis`);
  return v || undefined;
}

/** The backends to run a test on (describe.each(backends())). */
export function backends(): Backend[] {
  required('TEST_REDIS_URL');
  const list: Backend[] = [sqliteBackend()];
  const url = required('TEST_DATABASE_URL');
  if (url) list.push(postgresBackend(url));
  return list;
}

/** PostgreSQL with Redis, for the tests of several instances; null when either is missing (not on CI). */
export function clusterBackend(): (Backend & { redisUrl(): string }) | null {
  const db = required('TEST_DATABASE_URL');
  const redis = required('TEST_REDIS_URL');
  if (!db || !redis) return null;
  const b = postgresBackend(db);
  const prefix = `t_${randomBytes(6).toString('hex')}:`;
  return {
    ...b,
    redisUrl: () => {
      // The prefix rides in the URL's query (cluster/bus.ts reads it): every key and channel of
      // this file is its own.
      const u = new URL(redis);
      u.searchParams.set('prefix', prefix);
      return u.toString();
    },
  };
}

function sqliteBackend(): Backend {
  return { name: 'sqlite', env: {}, start: async () => {}, stop: async () => {} };
}

function postgresBackend(adminUrl: string): Backend {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const env: Record<string, string> = {};
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  return {
    name: 'postgres',
    env,
    start: async () => {
      await admin(`CREATE DATABASE ${name}`);
      const u = new URL(adminUrl);
      u.pathname = `/${name}`;
      env.DATABASE_URL = u.toString();
    },
    // FORCE: a pool a failed test left open does not keep the database alive.
    stop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
