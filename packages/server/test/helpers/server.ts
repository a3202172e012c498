/**
 * Test helpers: a real server on 127.0.0.1 (an ephemeral port) over a real store, and clients
 * over real websockets (the `ws` package: Node 20 has no WebSocket of its own).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  FIRE_TEAM,
  type GameSetup,
  getBuiltinDungeon,
  getRuleset,
  SHADOW_TEAM,
  squadOf,
  type TeamFile,
} from '@dungeonbowl/engine';
import WebSocket from 'ws';
import { type App, buildApp } from '../../src/app.ts';
import { type Config, readConfig } from '../../src/config.ts';
import { OnlineSession, type SocketLike } from '../../src/shared/client.ts';
import type { CreatedGame, CreateGameBody } from '../../src/shared/protocol.ts';
import { openStore } from '../../src/store/open.ts';

export interface TestServer extends App {
  config: Config;
  http: string;
  ws: string;
  dataDir: string;
  /** Stops the server and deletes its data folder (unless keep). */
  stop(keep?: boolean): Promise<void>;
}

export async function startServer(env: Record<string, string> = {}, dataDir?: string): Promise<TestServer> {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'dbserver-'));
  const config = readConfig({ PORT: '0', ALLOW_SEED: '1', BOT_DELAY_MS: '0', DATA_DIR: dir, ...env });
  const store = await openStore(config);
  const app = await buildApp(config, store);
  const address = await app.app.listen({ host: '127.0.0.1', port: 0 });
  const port = new URL(address).port;
  return {
    ...app,
    config,
    dataDir: dir,
    http: `http://127.0.0.1:${port}`,
    ws: `ws://127.0.0.1:${port}/ws`,
    stop: async (keep = false) => {
      await app.close();
      // The folder goes with the last server on it: a test that restarts a server on the same
      // data stops the first with `keep`.
      if (!keep) rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const wsSocket = (url: string) => new WebSocket(url) as unknown as SocketLike;

export function session(
  server: { ws: string },
  game: string,
  token: string,
  reconnect = true,
): OnlineSession {
  return new OnlineSession({ url: server.ws, game, token, socket: wsSocket, reconnect });
}

/** Teams for `n` seats under a ruleset (Dungeon Brawl: squads of four, named apart). */
export function teams(ruleset: string, n: number): TeamFile[] {
  const squads = getRuleset(ruleset)?.teamProblems !== undefined;
  return Array.from({ length: n }, (_, i) => {
    const base = i % 2 === 0 ? FIRE_TEAM : SHADOW_TEAM;
    const team = squads ? squadOf(base) : base;
    return { ...team, name: `${base.name} ${i + 1}` };
  });
}

export function setupFor(ruleset: string, dungeon: string, n = 2): GameSetup {
  return { ruleset, dungeon: getBuiltinDungeon(dungeon)!.text, teams: teams(ruleset, n) };
}

export async function createGame(server: { http: string }, body: CreateGameBody): Promise<CreatedGame> {
  const r = await fetch(`${server.http}/api/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await r.json();
  if (r.status !== 201) throw new Error(`create: ${r.status} ${JSON.stringify(json).slice(0, 300)}`);
  return json as CreatedGame;
}

/** Resolves once `check` holds for the session (checked on every message), or fails after `ms`. */
export function until(
  s: OnlineSession,
  check: () => boolean,
  ms = 20_000,
  what = 'condition',
): Promise<void> {
  if (check()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      off();
      reject(new Error(`timed out waiting for ${what} (seq ${s.seq})`));
    }, ms);
    const off = s.on(() => {
      if (check()) {
        clearTimeout(timer);
        off();
        resolve();
      }
    });
  });
}
