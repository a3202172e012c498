/**
 * The server as its own process (`node --import tsx packages/server/src/main.ts`), so a test can
 * kill it with SIGKILL as a crash or the OOM killer would, and start it again on the same data.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(fileURLToPath(import.meta.url), '..', '..', '..', '..', '..');
const MAIN = join(ROOT, 'packages', 'server', 'src', 'main.ts');

/**
 * A folder with a page in it, for a server whose tests never load the real client: one fixed
 * folder, made once and shared by every run (a folder per run would be left behind: a test
 * worker's exit is no place to clean up).
 */
function stubClient(): string {
  const dir = join(tmpdir(), 'dungeonbowl-test-client');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Dungeon Bowl</title>');
  return dir;
}

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

/**
 * Starts the server with `env` on `port` (0: any free one, read from the address it prints);
 * resolves once it listens.
 */
export async function spawnServer(env: Record<string, string>, port = 0, ms = 30_000): Promise<Spawned> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      ALLOW_SEED: '1',
      BOT_DELAY_MS: '0',
      // The client need not be built for the server's tests (npm test builds it after them).
      WEB_DIST: stubClient(),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const listening = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start: ${out}`)), ms);
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      // main.ts prints the address it listens on once it does.
      const m = /http:\/\/(?:localhost|127\.0\.0\.1):(\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
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
    http: `http://127.0.0.1:${listening}`,
    ws: `ws://127.0.0.1:${listening}/ws`,
    output: () => out,
    kill: async (signal = 'SIGKILL') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
