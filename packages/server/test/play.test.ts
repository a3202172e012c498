/**
 * Online play over real websockets on 127.0.0.1: two coaches and six coaches play games to their
 * end, a spectator follows from the lobby and another joins late, and the record the server gives
 * out replays in the engine to the same game.
 */
import { type GameRecord, replayRecord, view } from '@dungeonbowl/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OnlineSession } from '../src/shared/client.ts';
import type { CreatedGame, ServerMessage } from '../src/shared/protocol.ts';
import { backends } from './helpers/backends.ts';
import { type Chooser, drive, recordingSocket, seededChooser, type Wire } from './helpers/drive.ts';
import { createGame, setupFor, startServer, type TestServer, until } from './helpers/server.ts';

// Set by each backend's block below (they run one after the other).
let server: TestServer;

const json = <T>(x: T): T => JSON.parse(JSON.stringify(x));

/** A session whose socket keeps every message it carries. */
function recorded(created: CreatedGame, token: string) {
  const log: Wire[] = [];
  const s = new OnlineSession({ url: server.ws, game: created.id, token, socket: recordingSocket(log) });
  const received = () => log.filter((w) => w.dir === 'in').map((w) => JSON.parse(w.text) as ServerMessage);
  return { s, log, received };
}

/** The seqs of the steps a client was sent, in order. */
const stepSeqs = (ms: ServerMessage[]) => ms.flatMap((m) => (m.t === 'step' ? [m.seq] : []));
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** The record, replayed by the engine: it must end as the record says and as the clients saw. */
async function replayed(id: string) {
  const record = (await fetch(`${server.http}/api/games/${id}/record`).then((r) => r.json())) as GameRecord;
  const r = replayRecord(record);
  if (!r.ok) throw new Error(`the record does not replay: ${r.errors[0].message}`);
  expect(json(r.game.result)).toEqual(record.result);
  return { record, game: r.game };
}

async function playToEnd(created: CreatedGame, choosers: Chooser[]) {
  const coaches = created.seats.map((seat) => recorded(created, seat.token!));
  const sent = await Promise.all(coaches.map((c, i) => drive(c.s, choosers[i])));
  return { coaches, sent };
}

describe.each(backends())('online play on $name', (backend) => {
  beforeAll(async () => {
    await backend.start();
    server = await startServer(backend.env);
  });
  afterAll(async () => {
    await server?.stop();
    await backend.stop();
  });

  it('two coaches play to the end; a spectator follows from the lobby, another joins late', async () => {
    const created = await createGame(server, {
      setup: setupFor('dungeonbowl2021', 'great-hall'),
      rules: { turnLimit: 4 },
      seats: [{ kind: 'person' }, { kind: 'person' }],
      seed: 7,
    });
    const early = recorded(created, created.spectator.token);
    await until(early.s, () => early.s.seats.length === 2, 5000, 'welcome');
    expect(early.s.welcome?.status).toBe('lobby');
    let late: ReturnType<typeof recorded> | null = null;
    early.s.on(() => {
      if (!late && early.s.seq >= 50) late = recorded(created, created.spectator.token);
    });
    const { coaches, sent } = await playToEnd(created, [seededChooser(1), seededChooser(2)]);
    expect(sent[0] + sent[1]).toBeGreaterThan(100);
    const head = coaches[0].s.seq;
    await until(early.s, () => early.s.result !== null, 5000, 'the spectator to see the end');
    const lateOne = late as unknown as ReturnType<typeof recorded>;
    await until(lateOne.s, () => lateOne.s.result !== null, 5000, 'the late spectator to see the end');

    // The early spectator saw the game from seq 0 (the start's catch-up) and every step after.
    const first = early.received().find((m) => m.t === 'snapshot');
    expect(first?.t === 'snapshot' && first.seq).toBe(0);
    expect(stepSeqs(early.received())).toEqual(range(1, head));
    // The late one: the steps it missed (their events) from seq 0, a snapshot, then live steps.
    const lm = lateOne.received();
    const catchup = lm.find((m) => m.t === 'catchup');
    const snap = lm.find((m) => m.t === 'snapshot');
    if (catchup?.t !== 'catchup' || snap?.t !== 'snapshot')
      throw new Error('no catch-up for the late spectator');
    expect(snap.seq).toBeGreaterThanOrEqual(50);
    expect(snap.missed).toBeUndefined();
    expect(catchup.steps.map((s) => s.seq)).toEqual(range(0, snap.seq));
    expect(stepSeqs(lm)).toEqual(range(snap.seq + 1, head));
    expect(lm.indexOf(catchup)).toBeLessThan(lm.indexOf(snap));

    const { record, game } = await replayed(created.id);
    expect(record.actions.length).toBe(head);
    expect(early.s.view).toEqual(json(view(game, -1)));
    expect(lateOne.s.view).toEqual(early.s.view);
    expect(early.s.result).toEqual(record.result);
    for (const c of coaches) expect(c.s.view).toEqual(json(view(game, c.s.seat)));
    for (const c of [...coaches, early, lateOne]) c.s.close();
  });

  it('six coaches play Dungeon Brawl to the end in the Brawl Pit, a spectator following', async () => {
    const created = await createGame(server, {
      setup: setupFor('dungeonbrawl', 'brawl-pit', 6),
      rules: { turnLimit: 2 },
      seats: Array.from({ length: 6 }, () => ({ kind: 'person' as const })),
      seed: 11,
    });
    const spectator = recorded(created, created.spectator.token);
    const choosers = Array.from({ length: 6 }, (_, i) => seededChooser(100 + i));
    const { coaches, sent } = await playToEnd(created, choosers);
    expect(sent.every((n) => n > 0)).toBe(true);
    const head = coaches[0].s.seq;
    await until(spectator.s, () => spectator.s.result !== null, 5000, 'the spectator to see the end');
    expect(stepSeqs(spectator.received())).toEqual(range(1, head));
    const { record, game } = await replayed(created.id);
    expect(record.actions.length).toBe(head);
    expect(spectator.s.view).toEqual(json(view(game, -1)));
    for (const c of coaches) {
      expect(c.s.seq).toBe(head);
      expect(stepSeqs(c.received())).toEqual(range(1, head));
      expect(c.s.view).toEqual(json(view(game, c.s.seat)));
      c.s.close();
    }
    spectator.s.close();
  });
});
