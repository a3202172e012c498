/**
 * The HTTP side on a real server on 127.0.0.1: creating a game and every way it is refused, the
 * games list, a game's lobby (never a token or the seed), the record once over, the limits (rate,
 * body size, games held), the browser client's files with the page for any other address.
 * Every refusal is one JSON line `{error: {code, message}}`, never a stack.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedGame } from '../src/shared/protocol.ts';
import { drive, seededChooser } from './helpers/drive.ts';
import { Raw } from './helpers/raw.ts';
import { createGame, session, setupFor, startServer, type TestServer, until } from './helpers/server.ts';

let server: TestServer;
let web: string;

beforeAll(async () => {
  web = mkdtempSync(join(tmpdir(), 'dbweb-'));
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Dungeon Bowl</title>');
  writeFileSync(join(web, 'assets', 'index-abc123.js'), 'export {};');
  server = await startServer({ WEB_DIST: web, REQUESTS_PER_MINUTE: '10000', CREATES_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await server?.stop();
  rmSync(web, { recursive: true, force: true });
});

const game = (n = 2) => ({
  setup: setupFor('dungeonbowl2021', 'great-hall', n),
  rules: { turnLimit: 4 },
  seats: Array.from({ length: n }, () => ({ kind: 'person' as const })),
});

function post(s: TestServer, body: unknown, type = 'application/json') {
  return fetch(`${s.http}/api/games`, {
    method: 'POST',
    headers: { 'content-type': type },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A refusal: the status, one line of JSON with a code and a message, no stack. */
async function refused(res: Response | Promise<Response>, status: number, code: string) {
  const r = await res;
  const text = await r.text();
  expect(r.status, text).toBe(status);
  expect(text).not.toMatch(/\n/);
  expect(text).not.toMatch(/\bat .*\.(ts|js):\d+/);
  const body = JSON.parse(text);
  expect(body.error.code).toBe(code);
  expect(typeof body.error.message).toBe('string');
  expect(body.error.message.length).toBeGreaterThan(0);
  return body.error as { code: string; message: string };
}

describe('POST /api/games refusals', () => {
  it('a body not as the protocol has it: the field path', async () => {
    expect((await refused(post(server, { setup: {} }), 400, 'BAD_REQUEST')).message).toMatch(/^seats/);
    const wrongKind = { ...game(), seats: [{ kind: 'robot' }, { kind: 'person' }] };
    expect((await refused(post(server, wrongKind), 400, 'BAD_REQUEST')).message).toMatch(/^seats\[0\]\.kind/);
    const extra = { ...game(), colour: 'red' };
    expect((await refused(post(server, extra), 400, 'BAD_REQUEST')).message).toMatch(/colour/);
    const one = { ...game(), seats: [{ kind: 'person' }] };
    expect((await refused(post(server, one), 400, 'BAD_REQUEST')).message).toMatch(/^seats/);
  });

  it("a set-up the engine refuses: its first error's path", async () => {
    const body = game();
    const bad = { ...body, setup: { ...body.setup, ruleset: 'no-such-rules' } };
    // Each field is named where the body has it.
    expect((await refused(post(server, bad), 400, 'BAD_SETUP')).message).toMatch(/^setup\.ruleset: /);
    const noTeams = { ...body, setup: { ...body.setup, teams: [] } };
    expect((await refused(post(server, noTeams), 400, 'BAD_SETUP')).message).toMatch(/^setup\.teams/);
    const rules = { ...body, rules: { turnLimit: -1 } };
    expect((await refused(post(server, rules), 400, 'BAD_SETUP')).message).toMatch(/^rules\.turnLimit: /);
    const notObject = { ...body, setup: 'x' };
    expect((await refused(post(server, notObject), 400, 'BAD_SETUP')).message).toMatch(/^setup: /);
  });

  it('seats that do not match the teams, an unknown bot', async () => {
    const three = { ...game(), seats: [{ kind: 'person' }, { kind: 'person' }, { kind: 'person' }] };
    expect((await refused(post(server, three), 400, 'BAD_SEATS')).message).toMatch(/^seats/);
    const bot = { ...game(), seats: [{ kind: 'person' }, { kind: 'bot', bot: 'skynet' }] };
    expect((await refused(post(server, bot), 400, 'BAD_SEATS')).message).toMatch(/^seats\[1\]\.bot/);
  });

  it('a seed, unless ALLOW_SEED', async () => {
    const strict = await startServer({ ALLOW_SEED: '0' });
    try {
      expect((await refused(post(strict, { ...game(), seed: 1 }), 400, 'SEED_REFUSED')).message).toMatch(
        /^seed/,
      );
      expect((await post(strict, game())).status).toBe(201);
    } finally {
      await strict.stop();
    }
  });

  it("fastify's own refusals: a body over 1 MiB, bad JSON, another content type", async () => {
    const big = JSON.stringify({ ...game(), pad: 'x'.repeat(1024 * 1024) });
    await refused(post(server, big), 413, 'TOO_LARGE');
    await refused(post(server, '{"setup":'), 400, 'BAD_JSON');
    await refused(post(server, 'setup=1', 'text/plain'), 415, 'BAD_MEDIA_TYPE');
    await refused(post(server, '', 'application/json'), 400, 'BAD_JSON');
    await refused(post(server, '[]'), 400, 'BAD_REQUEST');
  });
});

describe('reading games', () => {
  let over: CreatedGame;
  let lobby: CreatedGame;

  beforeAll(async () => {
    over = await createGame(server, { ...game(), seed: 4 });
    const s0 = session(server, over.id, over.seats[0].token!);
    const s1 = session(server, over.id, over.seats[1].token!);
    await Promise.all([drive(s0, seededChooser(1)), drive(s1, seededChooser(2))]);
    s0.close();
    s1.close();
    lobby = await createGame(server, { ...game(), seed: 9 });
  });

  it('GET /api/games lists running and finished games', async () => {
    const { games } = await (await fetch(`${server.http}/api/games`)).json();
    const byId = new Map(games.map((g: { id: string }) => [g.id, g]));
    expect(byId.get(over.id)).toMatchObject({ status: 'over', ruleset: 'dungeonbowl2021' });
    expect(byId.get(lobby.id)).toMatchObject({ status: 'lobby', head: 0 });
    expect((byId.get(over.id) as { teams: string[] }).teams).toHaveLength(2);
  });

  it('GET /api/games/:id: the lobby, who joined and who is connected, never a token or the seed', async () => {
    const url = `${server.http}/api/games/${lobby.id}`;
    const first = await (await fetch(url)).json();
    expect(first).toMatchObject({ id: lobby.id, status: 'lobby', ruleset: 'dungeonbowl2021' });
    expect(first.seats.map((s: { joined: boolean }) => s.joined)).toEqual([false, false]);
    const s0 = session(server, lobby.id, lobby.seats[0].token!);
    await until(s0, () => s0.seats.length === 2, 5000, 'welcome');
    const text = await (await fetch(url)).text();
    const joined = JSON.parse(text);
    expect(joined.seats[0]).toMatchObject({ seat: 0, kind: 'person', joined: true, connected: 1 });
    expect(joined.seats[1]).toMatchObject({ joined: false, connected: 0 });
    for (const t of [...lobby.seats.map((s) => s.token!), lobby.spectator.token])
      expect(text).not.toContain(t);
    expect(text).not.toMatch(/seed|token|hash/i);
    s0.close();
    await refused(fetch(`${server.http}/api/games/nosuchgame`), 404, 'NO_GAME');
    await refused(fetch(`${server.http}/api/games/${'%20'.repeat(3)}`), 404, 'NO_GAME');
  });

  it('the record: 409 until the game is over, 404 for no game, then the record', async () => {
    await refused(fetch(`${server.http}/api/games/${lobby.id}/record`), 409, 'NOT_OVER');
    await refused(fetch(`${server.http}/api/games/nosuchgame/record`), 404, 'NO_GAME');
    const r = await fetch(`${server.http}/api/games/${over.id}/record`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-disposition')).toContain(over.id);
    expect((await r.json()).result).toBeTruthy();
  });

  it('an unknown API address is 404 in one line', async () => {
    await refused(fetch(`${server.http}/api/nothing`), 404, 'NOT_FOUND');
    await refused(fetch(`${server.http}/api/games`, { method: 'DELETE' }), 404, 'NOT_FOUND');
    await refused(fetch(`${server.http}/ws`), 426, 'UPGRADE_REQUIRED');
  });
});

describe('the browser client', () => {
  it('assets are cached for good, the page never, and any other page address gets the page', async () => {
    const asset = await fetch(`${server.http}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/index.html', '/games', '/some/deep/page?x=1']) {
      const page = await fetch(`${server.http}${path}`);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('cache-control'), path).toBe('no-cache');
      expect(await page.text()).toContain('Dungeon Bowl');
    }
    await refused(fetch(`${server.http}/api/games/x/y/z`), 404, 'NOT_FOUND');
  });
});

describe('limits', () => {
  it('REQUESTS_PER_MINUTE and CREATES_PER_MINUTE answer 429 in one line', async () => {
    const strict = await startServer({ REQUESTS_PER_MINUTE: '5', CREATES_PER_MINUTE: '2', WEB_DIST: web });
    try {
      expect((await post(strict, game())).status).toBe(201);
      expect((await post(strict, game())).status).toBe(201);
      await refused(post(strict, game()), 429, 'RATE_LIMITED');
      for (let i = 0; i < 6; i++) await fetch(`${strict.http}/api/games`);
      await refused(fetch(`${strict.http}/api/games`), 429, 'RATE_LIMITED');
      // The page and its files are not counted: a room of coaches behind one address loads them.
      for (const p of ['/', '/some/page', '/assets/index-abc123.js'])
        expect((await fetch(`${strict.http}${p}`)).status).toBe(200);
    } finally {
      await strict.stop();
    }
  });

  it('MAX_GAMES: past it, creating is SERVER_BUSY (503) and so is opening a game not held', async () => {
    const full = await startServer({ MAX_GAMES: '1' });
    try {
      const g1 = await createGame(full, game());
      const g2 = await createGame(full, game());
      const s = session(full, g1.id, g1.seats[0].token!);
      await until(s, () => s.seats.length === 2, 5000, 'welcome');
      await refused(post(full, game()), 503, 'SERVER_BUSY');
      const r = await Raw.open(full.ws);
      const e = await r.refusal({ t: 'hello', v: 1, game: g2.id, token: g2.seats[0].token });
      expect(e.code).toBe('SERVER_BUSY');
      r.close();
      s.close();
    } finally {
      await full.stop();
    }
  });
});
