/**
 * What the hub holds: a finished game nobody watches and an empty lobby are let go (held rooms
 * count against MAX_GAMES); after a restart the games under way are loaded again at once; a link
 * that will never open ends its session, a busy server is tried again.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createGame, session, setupFor, startServer, type TestServer, until } from './helpers/server.ts';

const servers: TestServer[] = [];
async function server(env: Record<string, string> = {}, dataDir?: string) {
  const s = await startServer(env, dataDir);
  servers.push(s);
  return s;
}
afterEach(async () => {
  for (const s of servers.splice(0)) await s.stop();
});

const health = (s: TestServer) =>
  fetch(`${s.http}/api/health`).then((r) => r.json() as Promise<{ games: number }>);

describe('the hub', () => {
  it('lets a finished all-bot game go, so MAX_GAMES does not fill with games that are over', async () => {
    const s = await server({ MAX_GAMES: '1' });
    const body = {
      setup: setupFor('dungeonbowl2021', 'great-hall'),
      rules: { turnLimit: 1 },
      seats: [{ kind: 'bot' as const }, { kind: 'bot' as const }],
      seed: 3,
    };
    const first = await createGame(s, body);
    await expect.poll(() => health(s).then((h) => h.games), { timeout: 20_000 }).toBe(0);
    const games = await fetch(`${s.http}/api/games`).then((r) => r.json());
    expect(games.games.find((g: { id: string }) => g.id === first.id)?.status).toBe('over');
    // The place it held is free again.
    await createGame(s, body);
  });

  it('lets a lobby go when its last socket leaves; the next link opened loads it again', async () => {
    const s = await server();
    const made = await createGame(s, {
      setup: setupFor('dungeonbowl2021', 'great-hall'),
      seats: [{ kind: 'person' }, { kind: 'person' }],
      seed: 4,
    });
    const a = session(s, made.id, made.seats[0].token!);
    await until(a, () => a.welcome !== null, 5000, 'welcome');
    expect((await health(s)).games).toBe(1);
    a.close();
    await expect.poll(() => health(s).then((h) => h.games)).toBe(0);
    const b = session(s, made.id, made.seats[1].token!);
    await until(b, () => b.welcome !== null, 5000, 'welcome');
    expect(b.welcome?.status).toBe('lobby');
    b.close();
  });

  it('after a restart, the games under way are loaded again without waiting for a coach', async () => {
    const first = await server();
    const made = await createGame(first, {
      setup: setupFor('dungeonbowl2021', 'great-hall'),
      seats: [{ kind: 'person' }, { kind: 'person' }],
      seed: 5,
    });
    const [a, b] = made.seats.map((seat) => session(first, made.id, seat.token!));
    await until(b, () => b.seq >= 0, 5000, 'the start');
    a.close();
    b.close();
    servers.splice(servers.indexOf(first), 1);
    await first.stop(true);
    const again = await server({}, first.dataDir);
    expect((await health(again)).games).toBe(0);
    expect(await again.hub.resume(() => {})).toBe(1);
    expect((await health(again)).games).toBe(1);
  });

  it('a link that will never open ends its session; the page is told why', async () => {
    const s = await server();
    const made = await createGame(s, {
      setup: setupFor('dungeonbowl2021', 'great-hall'),
      seats: [{ kind: 'person' }, { kind: 'person' }],
      seed: 6,
    });
    const wrong = session(s, made.id, 'x'.repeat(32));
    await until(wrong, () => wrong.connection === 'closed', 5000, 'the session to end');
    expect(wrong.failure?.code).toBe('BAD_TOKEN');
  });

  it('a server too busy to open the game is tried again until it can', async () => {
    const s = await server({ MAX_GAMES: '1' });
    const body = {
      setup: setupFor('dungeonbowl2021', 'great-hall'),
      seats: [{ kind: 'person' as const }, { kind: 'person' as const }],
      seed: 7,
    };
    const one = await createGame(s, body);
    const two = await createGame(s, body);
    const holder = session(s, one.id, one.seats[0].token!);
    await until(holder, () => holder.welcome !== null, 5000, 'welcome');
    // The server holds one game: the second's hello is refused as busy, and tried again.
    const waiting = session(s, two.id, two.seats[0].token!);
    const busy = new Promise<void>((resolve) =>
      waiting.on((m) => m.t === 'error' && m.code === 'SERVER_BUSY' && resolve()),
    );
    await busy;
    expect(waiting.failure).toBeNull();
    holder.close();
    await until(waiting, () => waiting.welcome !== null, 10_000, 'the second game to open');
    waiting.close();
  });
});
