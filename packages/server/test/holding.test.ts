/**
 * Nothing a caller holds can change a game. A client's view, decision and clocks are its own
 * copies (JSON off the socket): changing them changes nothing on the server, and an action made
 * up from a changed copy is refused. An in-process caller (the hub's attachment, as the cluster's
 * relay uses it) may change or swap the action object it handed in once the room has it: the
 * room applied and stored the engine's own action, not the caller's object.
 */
import { type Action, type Decision, type Game, legalActions } from '@dungeonbowl/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActRefused } from '../src/shared/client.ts';
import { createGame, session, setupFor, startServer, type TestServer, until } from './helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

const twoCoaches = () =>
  createGame(server, {
    setup: setupFor('dungeonbowl2021', 'great-hall'),
    rules: { turnLimit: 2 },
    seats: [{ kind: 'person' }, { kind: 'person' }],
    seed: 11,
  });

/** The room's game as plain data, to compare before and after. */
const snapshotOf = async (id: string) => JSON.stringify((await server.hub.room(id)).game);

describe('what a caller holds', () => {
  it('a client that changes its view and decision changes nothing; an action made up from them is refused', async () => {
    const made = await twoCoaches();
    const [a, b] = made.seats.map((s) => session(server, made.id, s.token!));
    await until(a, () => a.decision !== null, 5000, 'the start');
    await until(b, () => b.decision !== null, 5000, 'the start');
    const decider = (a.decision as Decision).team === a.seat ? a : b;
    const before = await snapshotOf(made.id);
    // The client's copies, changed every way it likes.
    const v = decider.view as Game;
    for (const p of v.players) p.sq = 0;
    v.ball = { state: 'carried', sq: 0, carrier: 0 };
    for (const c of v.chests) Object.assign(c, { open: true, hasBall: true });
    v.result = { winner: decider.seat, reason: 'touchdown' };
    const d = decider.decision as Decision;
    const madeUp: Action = { type: 'placeChest', sq: 1 };
    d.actions.push(madeUp);
    await expect(decider.act(madeUp)).rejects.toBeInstanceOf(ActRefused);
    expect(await snapshotOf(made.id)).toBe(before);
    // Another socket of that seat sees the game as the server has it, not as the copy was changed.
    const again = session(server, made.id, made.seats[decider.seat].token!);
    await until(again, () => again.view !== null, 5000, 'a snapshot');
    expect((again.view as Game).result).toBeNull();
    expect((again.view as Game).players).not.toEqual(v.players);
    for (const s of [a, b, again]) s.close();
  });

  it('an action object changed (or answering differently) after the room took it changes nothing', async () => {
    const made = await twoCoaches();
    const sent: string[][] = [[], []];
    const seats = await Promise.all(
      made.seats.map((s, i) => server.hub.attach(made.id, s.token!, (t) => sent[i].push(t))),
    );
    const room = await server.hub.room(made.id);
    const d = legalActions(room.game)!;
    const offered = d.actions[0] as Action & { sq: number };
    // The caller's own object: a copy of an offered action, whose field answers once honestly.
    let reads = 0;
    const mine = { ...offered } as Action & { sq: number };
    Object.defineProperty(mine, 'sq', {
      enumerable: true,
      get: () => (reads++ === 0 ? offered.sq : offered.sq + 1),
    });
    const r = await seats[d.team].act(mine, room.head, 1);
    expect(r.ok).toBe(true);
    const after = JSON.stringify(room.game);
    // Changed and read again afterwards: the game and what was stored stand.
    Object.defineProperty(mine, 'sq', { value: -5, enumerable: true });
    mine.type = 'endTurn' as never;
    expect(JSON.stringify(room.game)).toBe(after);
    const stored = await server.hub.store.actions(made.id, 0);
    expect(stored.map((s) => s.action)).toEqual([{ ...offered }]);
    expect(room.history.since(0)?.[0].action).toEqual({ ...offered });
    for (const s of seats) s.detach();
  });
});
