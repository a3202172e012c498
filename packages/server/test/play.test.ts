/** Online play over real websockets: coaches play to the end, spectators follow, a client reconnects. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from './helpers/backends.ts';
import { drive, seededChooser } from './helpers/drive.ts';
import { createGame, session, setupFor, startServer, type TestServer, until } from './helpers/server.ts';

describe.each(backends())('online play on $name', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    await backend.start();
    server = await startServer(backend.env);
  });
  afterAll(async () => {
    await server?.stop();
    await backend.stop();
  });

  it('two coaches play a game to its end, a spectator follows', async () => {
    const created = await createGame(server, {
      setup: setupFor('dungeonbowl2021', 'great-hall'),
      rules: { turnLimit: 4 },
      seats: [{ kind: 'person' }, { kind: 'person' }],
      seed: 7,
    });
    const a = session(server, created.id, created.seats[0].token!);
    const spectator = session(server, created.id, created.spectator.token);
    await until(a, () => a.seats.length === 2, 5000, 'welcome');
    expect(a.welcome?.status).toBe('lobby');
    const b = session(server, created.id, created.seats[1].token!);
    const played = await Promise.all([drive(a, seededChooser(1)), drive(b, seededChooser(2))]);
    expect(played[0] + played[1]).toBeGreaterThan(10);
    await until(spectator, () => spectator.result !== null, 5000, 'the spectator to see the end');
    expect(spectator.seq).toBe(a.seq);
    const rec = await fetch(`${server.http}/api/games/${created.id}/record`).then((r) => r.json());
    expect(rec.actions.length).toBe(a.seq);
    for (const s of [a, b, spectator]) s.close();
  });
});
