/**
 * The server's settings from the environment: the defaults, and each wrong setting refused with
 * one line naming it (main.ts prints that line and stops, never a stack); `npm start`'s server
 * itself: its address, its port when 5173 is taken, a clean stop.
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../src/config.ts';
import { listenFrom, PortInUse } from '../src/http/listen.ts';
import { openStore } from '../src/store/open.ts';
import { Raw } from './helpers/raw.ts';

function refusal(env: Record<string, string>): string {
  try {
    readConfig(env, '/srv/db');
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    const message = (e as Error).message;
    expect(message).not.toMatch(/\n/);
    return message;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe('readConfig', () => {
  it('has defaults for everything', () => {
    const c = readConfig({}, '/srv/db');
    expect(c).toMatchObject({
      host: '127.0.0.1',
      port: 5173,
      portFixed: false,
      dataDir: '/srv/db/data',
      allowSeed: false,
      maxActiveGames: 2000,
      messagesPerSecond: 50,
      socketsPerAddress: 64,
      requestsPerMinute: 120,
      createsPerMinute: 20,
      slowClientBytes: 8 * 1024 * 1024,
      trustProxy: false,
    });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.redisUrl).toBeUndefined();
  });

  it('reads what is given', () => {
    const c = readConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      ALLOW_SEED: 'true',
      MAX_GAMES: '10',
      DATABASE_URL: 'postgres://u:p@db:5432/x',
      REDIS_URL: 'redis://cache:6379',
    });
    expect(c).toMatchObject({
      port: 8080,
      portFixed: true,
      host: '0.0.0.0',
      allowSeed: true,
      maxActiveGames: 10,
    });
    expect(readConfig({ PORT: '0' }).portFixed).toBe(true);
    expect(readConfig({ ALLOW_SEED: '0' }).allowSeed).toBe(false);
  });

  it('refuses each wrong setting in one line naming it', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ PORT: 'abc' }, /^PORT .*'abc'/],
      [{ PORT: '70000' }, /^PORT/],
      [{ PORT: '80.5' }, /^PORT/],
      [{ MAX_GAMES: '0' }, /^MAX_GAMES/],
      [{ MSG_PER_SEC: '-1' }, /^MSG_PER_SEC/],
      [{ SOCKETS_PER_ADDRESS: 'many' }, /^SOCKETS_PER_ADDRESS/],
      [{ REQUESTS_PER_MINUTE: '1e9' }, /^REQUESTS_PER_MINUTE/],
      [{ CREATES_PER_MINUTE: '0' }, /^CREATES_PER_MINUTE/],
      [{ SLOW_CLIENT_BYTES: '10' }, /^SLOW_CLIENT_BYTES/],
      [{ BOT_DELAY_MS: '1 second' }, /^BOT_DELAY_MS/],
      [{ ALLOW_SEED: 'yes' }, /^ALLOW_SEED .*'yes'/],
      [{ TRUST_PROXY: 'on' }, /^TRUST_PROXY/],
      [{ HOST: 'my host' }, /^HOST/],
      [{ DATABASE_URL: 'not a url' }, /^DATABASE_URL is not a URL/],
      [{ DATABASE_URL: 'mysql://db/x' }, /^DATABASE_URL must start with postgres:\/\//],
      [{ REDIS_URL: 'redis://cache' }, /^REDIS_URL needs DATABASE_URL/],
      [
        { DATABASE_URL: 'postgres://db/x', REDIS_URL: 'http://cache' },
        /^REDIS_URL must start with redis:\/\/ or rediss:\/\//,
      ],
    ];
    for (const [env, says] of cases) expect(refusal(env), JSON.stringify(env)).toMatch(says);
  });
});

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));

interface Run {
  child: ChildProcessWithoutNullStreams;
  out: string[];
  err: string[];
  exit: Promise<number | null>;
}

function start(env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  const out: string[] = [];
  const err: string[] = [];
  child.stdout.on('data', (d) => out.push(String(d)));
  child.stderr.on('data', (d) => err.push(String(d)));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, out, err, exit };
}

async function waitFor(check: () => boolean, ms: number, what: string): Promise<void> {
  const t0 = Date.now();
  while (!check()) {
    if (Date.now() - t0 > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('npm start (main.ts)', () => {
  it('a wrong setting or a missing web build: one line, exit 1', async () => {
    for (const [env, says] of [
      [{ PORT: 'abc' }, /^dungeonbowl server: PORT must be/],
      [{ WEB_DIST: '/no/such/dir', PORT: '0' }, /^dungeonbowl server: \/no\/such\/dir holds no built client/],
    ] as const) {
      const run = start(env);
      expect(await run.exit).toBe(1);
      const lines = run.err.join('').trimEnd().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(says);
    }
  });

  it('a data folder that cannot be one, or that another server uses: one line, exit 1', async () => {
    const web = mkdtempSync(join(tmpdir(), 'dbweb-'));
    const data = mkdtempSync(join(tmpdir(), 'dbdata-'));
    const aFile = join(data, 'a-file');
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>Dungeon Bowl</title>');
    writeFileSync(aFile, '');
    // This process holds the folder's store open, as a running server does.
    const holder = await openStore({ dataDir: data });
    try {
      for (const [dir, says] of [
        [
          '/proc/no-such-folder',
          /^dungeonbowl server: DATA_DIR: cannot make the folder \/proc\/no-such-folder/,
        ],
        [aFile, /^dungeonbowl server: DATA_DIR .* is a file, not a folder/],
        [data, /^dungeonbowl server: .* is in use by another server/],
      ] as const) {
        const run = start({ PORT: '0', WEB_DIST: web, DATA_DIR: dir });
        expect(await run.exit).toBe(1);
        const lines = run.err.join('').trimEnd().split('\n');
        expect(lines).toHaveLength(1);
        expect(lines[0]).toMatch(says);
      }
    } finally {
      await holder.close();
      rmSync(web, { recursive: true, force: true });
      rmSync(data, { recursive: true, force: true });
    }
  });

  it('prints the real address, serves, and stops cleanly on SIGTERM, closing its sockets', async () => {
    const web = mkdtempSync(join(tmpdir(), 'dbweb-'));
    const data = mkdtempSync(join(tmpdir(), 'dbdata-'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>Dungeon Bowl</title>');
    const run = start({ PORT: '0', WEB_DIST: web, DATA_DIR: data });
    try {
      await waitFor(() => /http:\/\/127\.0\.0\.1:\d+\//.test(run.out.join('')), 20_000, 'the address');
      const port = Number(/127\.0\.0\.1:(\d+)\//.exec(run.out.join(''))![1]);
      expect(port).toBeGreaterThan(0);
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
      expect(await (await fetch(`http://127.0.0.1:${port}/a/page`)).text()).toContain('Dungeon Bowl');
      const socket = await Raw.open(`ws://127.0.0.1:${port}/ws`);
      run.child.kill('SIGTERM');
      expect(await run.exit).toBe(0);
      await socket.whenClosed();
      expect(run.err.join('')).toBe('');
    } finally {
      run.child.kill('SIGKILL');
      rmSync(web, { recursive: true, force: true });
      rmSync(data, { recursive: true, force: true });
    }
  });

  it('without PORT a busy port moves to the next free one; with PORT it stops in one line', async () => {
    const blocker = createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', r));
    const busy = (blocker.address() as AddressInfo).port;
    const app = Fastify();
    const fixed = Fastify();
    try {
      expect(await listenFrom(app, '127.0.0.1', busy, false)).toBeGreaterThan(busy);
      await expect(listenFrom(fixed, '127.0.0.1', busy, true)).rejects.toThrow(
        new PortInUse(`port ${busy} on 127.0.0.1 is in use`),
      );
    } finally {
      await app.close();
      await fixed.close();
      blocker.close();
    }
  });
});
