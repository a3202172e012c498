/**
 * A coach who has gone (room/presence.ts): after the game's grace (1 s here) the seat forfeits,
 * or a server bot stands in until the coach is back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PresenceMsg, StepMsg } from '../src/shared/protocol.ts';
import { drive, seededChooser } from './helpers/drive.ts';
import { createGame, session, setupFor, startServer, type TestServer, until } from './helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

async function game(onDisconnect: 'forfeit' | 'bot') {
  const created = await createGame(server, {
    setup: setupFor('dungeonbowl2021', 'great-hall'),
    rules: { turnLimit: 6 },
    seats: [{ kind: 'person' }, { kind: 'person' }],
    settings: { graceSec: 1, onDisconnect },
    seed: 11,
  });
  const a = session(server, created.id, created.seats[0].token!);
  const b = session(server, created.id, created.seats[1].token!);
  await until(b, () => b.view !== null, 5000, 'the game to start');
  return { created, a, b };
}

describe('presence', () => {
  it('forfeit: a coach gone longer than the grace concedes, and the other wins', async () => {
    const { a, b } = await game('forfeit');
    const started = Date.now();
    b.close();
    await until(a, () => a.result !== null, 5000, 'the forfeit');
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(a.result).toMatchObject({ winner: 0, reason: 'concede' });
    a.close();
  });

  it('a coach back within the grace keeps the seat', async () => {
    const { created, a, b } = await game('forfeit');
    b.close();
    await new Promise((r) => setTimeout(r, 300));
    const back = session(server, created.id, created.seats[1].token!);
    await until(back, () => back.view !== null, 5000, 'the coach back');
    await new Promise((r) => setTimeout(r, 1200));
    expect(a.result).toBeNull();
    for (const s of [a, back]) s.close();
  });

  it('bot: a stand-in plays the seat until its coach is back, then the coach plays', async () => {
    const { created, a, b } = await game('bot');
    const steps: StepMsg[] = [];
    const presence: PresenceMsg[] = [];
    a.on((m) => {
      if (m.t === 'step') steps.push(m);
      if (m.t === 'presence') presence.push(m);
    });
    const playing = drive(a, seededChooser(1));
    b.close();
    const byBot = () => steps.some((s) => 'seat' in s.by && s.by.seat === 1 && s.by.bot);
    await until(a, byBot, 10_000, 'the stand-in to play');
    expect(presence.some((p) => p.seats[1].botStandIn)).toBe(true);
    const back = session(server, created.id, created.seats[1].token!);
    const from = steps.length;
    const seatPlays = drive(back, seededChooser(2));
    const byCoach = () => steps.slice(from).some((s) => 'seat' in s.by && s.by.seat === 1 && !s.by.bot);
    await until(a, byCoach, 20_000, 'the coach to play again');
    expect(a.seats[1].botStandIn).toBeUndefined();
    await Promise.all([playing, seatPlays]);
    for (const s of [a, back]) s.close();
  }, 60_000);

  it('after a restart an absent coach gets a fresh grace', async () => {
    const { created, a, b } = await game('forfeit');
    b.close();
    a.close();
    const dir = server.dataDir;
    await server.stop(true);
    await new Promise((r) => setTimeout(r, 1200));
    server = await startServer({}, dir);
    const again = session(server, created.id, created.seats[0].token!);
    await until(again, () => again.view !== null, 5000, 'the game after the restart');
    const back = Date.now();
    expect(again.result).toBeNull();
    await until(again, () => again.result !== null, 5000, 'the forfeit');
    expect(Date.now() - back).toBeGreaterThanOrEqual(900);
    expect(again.result).toMatchObject({ winner: 0, reason: 'concede' });
    again.close();
  });
});
