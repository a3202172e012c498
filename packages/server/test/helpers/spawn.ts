/**
 * The server as its own process (`node --import tsx packages/server/src/main.ts`), so a test can
 * kill it with SIGKILL as a crash or the OOM killer would, and start it again on the same data.
 * Also the stores a test runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set (a
 * database of its own per test, dropped after).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const ROOT = join(fileURLToPath(import.meta.url), '..', '..', '..', '..', '..');
const MAIN = join(ROOT, 'packages', 'server', 'src', 'main.ts');

/** A port nobody listens on now (the server prints no port when given 0, so we choose it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.unref();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => resolve(port));
    });
  });
}

export interface Spawned {
  child: ChildProcess;
  http: string;
  ws: string;
  /** What the process printed (stdout and stderr), for a failing test's message. */
  output(): string;
  /** Kills it with the signal and waits until it has exited. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts the server on `port` with `env`; resolves once it listens. */
export async function spawnServer(env: Record<string, string>, port: number, ms = 30_000): Promise<Spawned> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      ALLOW_SEED: '1',
      BOT_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start: ${out}`)), ms);
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Dungeon Bowl server on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}): ${out}`));
    });
  });
  return {
    child,
    http: `http://127.0.0.1:${port}`,
    ws: `ws://127.0.0.1:${port}/ws`,
    output: () => out,
    kill: async (signal = 'SIGKILL') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** A store for one test: the environment that selects it, and how to remove it afterwards. */
export interface BackendStore {
  env: Record<string, string>;
  drop(): Promise<void>;
}

export interface Backend {
  name: 'sqlite' | 'postgres';
  open(): Promise<BackendStore>;
}

const sqlite: Backend = {
  name: 'sqlite',
  open: async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dbserver-'));
    return { env: { DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  },
};

/** A database of its own on TEST_DATABASE_URL's server, created through that role. */
function postgres(url: string): Backend {
  return {
    name: 'postgres',
    open: async () => {
      const name = `t_${randomBytes(6).toString('hex')}`;
      await admin(url, `CREATE DATABASE ${name}`);
      const u = new URL(url);
      u.pathname = `/${name}`;
      const dir = mkdtempSync(join(tmpdir(), 'dbserver-'));
      return {
        env: { DATABASE_URL: u.toString(), DATA_DIR: dir },
        drop: async () => {
          await admin(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  };
}

async function admin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** SQLite, and PostgreSQL when TEST_DATABASE_URL names one. */
export function backends(): Backend[] {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [sqlite, postgres(url)] : [sqlite];
}
