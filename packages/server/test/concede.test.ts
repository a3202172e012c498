/** Conceding over the socket: the coach's team gives up whoever is deciding; a spectator cannot. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorMsg, OverMsg, StepMsg } from '../src/shared/protocol.ts';
import { createGame, session, setupFor, startServer, type TestServer, until } from './helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

async function twoCoaches() {
  const created = await createGame(server, {
    setup: setupFor('dungeonbowl2021', 'great-hall'),
    seats: [{ kind: 'person' }, { kind: 'person' }],
    seed: 3,
  });
  const a = session(server, created.id, created.seats[0].token!);
  const b = session(server, created.id, created.seats[1].token!);
  const spectator = session(server, created.id, created.spectator.token);
  await until(a, () => a.decision !== null, 5000, 'the game to start');
  await until(spectator, () => spectator.view !== null, 5000, 'the spectator to see the game');
  return { created, a, b, spectator };
}

describe('conceding online', () => {
  it('a coach concedes, whoever decides: both coaches and the spectator see the game over', async () => {
    const { created, a, b, spectator } = await twoCoaches();
    const overs: OverMsg[] = [];
    a.on((m) => m.t === 'over' && overs.push(m));
    // Whoever is not deciding concedes (the pre-game's first decision is one coach's).
    const decider = (a.decision as { team: number }).team;
    const quitter = decider === 0 ? b : a;
    const steps: StepMsg[] = [];
    quitter.on((m) => m.t === 'step' && steps.push(m));
    void quitter.concede().catch(() => undefined);
    for (const s of [a, b, spectator]) await until(s, () => s.result !== null, 5000, 'the game over');
    expect(a.result).toMatchObject({ winner: decider, reason: 'concede' });
    expect(overs).toHaveLength(1);
    expect(steps[0].by).toEqual({ seat: 1 - decider });
    const rec = await fetch(`${server.http}/api/games/${created.id}/record`).then((r) => r.json());
    expect(rec.actions.at(-1)).toEqual({ type: 'concede', team: 1 - decider });
    expect(rec.result.reason).toBe('concede');
    for (const s of [a, b, spectator]) s.close();
  });

  it('a spectator cannot concede; a coach cannot concede for another team nor send the clock', async () => {
    const { a, b, spectator } = await twoCoaches();
    const errors: ErrorMsg[] = [];
    spectator.on((m) => m.t === 'error' && errors.push(m));
    await expect(spectator.concede()).rejects.toMatchObject({ error: { code: 'SPECTATOR' } });
    const decider = (a.decision as { team: number }).team;
    const coach = decider === 0 ? a : b;
    await expect(coach.act({ type: 'concede', team: 1 - decider })).rejects.toMatchObject({
      error: { code: 'NOT_YOUR_DECISION' },
    });
    await expect(coach.act({ type: 'turnTimeExpired' })).rejects.toMatchObject({
      error: { code: 'ILLEGAL_ACTION' },
    });
    expect(a.result).toBeNull();
    expect(errors.map((e) => e.code)).toEqual(['SPECTATOR']);
    for (const s of [a, b, spectator]) s.close();
  });
});
