/**
 * Reconnecting over real websockets: a coach whose connection drops mid-turn says hello again with
 * the last step it saw and gets exactly what it missed, then plays on; one away longer than the
 * room's history gets a snapshot saying how much it missed; two tabs of one seat both follow the
 * game and either may act (the slower of two gets STALE, and the game is as if it had not sent).
 * Every game must end as the same coaches' game played with no server does.
 */
import { expect, it } from 'vitest';
import { OnlineSession } from '../src/shared/client.ts';
import { type CreatedGame, HISTORY_STEPS, type ServerMessage } from '../src/shared/protocol.ts';
import {
  type Chooser,
  drive,
  Gate,
  playOffline,
  recordingSocket,
  seededChooser,
  type Wire,
} from './helpers/drive.ts';
import { createGame, setupFor, startServer, type TestServer, until } from './helpers/server.ts';

let server: TestServer;

const SETUP = setupFor('dungeonbowl2021', 'great-hall');

function recorded(created: CreatedGame, seat: number, held: () => boolean = () => false) {
  const log: Wire[] = [];
  const token = created.seats[seat].token!;
  const s = new OnlineSession({
    url: server.ws,
    game: created.id,
    token,
    socket: recordingSocket(log, held),
  });
  /**
   * What the sockets carried from `from` on (an index into the log). A socket being closed may
   * still deliver a message or two; a reconnect's exchange starts at its hello.
   */
  const since = (from: number) => {
    const hello = log.findIndex((w, i) => i >= from && w.dir === 'out');
    const ws = log.slice(hello < 0 ? from : hello);
    return {
      sent: ws.filter((w) => w.dir === 'out').map((w) => JSON.parse(w.text)),
      got: ws.filter((w) => w.dir === 'in').map((w) => JSON.parse(w.text) as ServerMessage),
    };
  };
  return { s, log, since };
}

async function newGame(seed: number, turnLimit: number) {
  return createGame(server, {
    setup: SETUP,
    rules: { turnLimit },
    seats: [{ kind: 'person' }, { kind: 'person' }],
    seed,
  });
}

/** The record must be the same coaches' game with no server: nothing a reconnect did changed it. */
async function sameAsOffline(id: string, seed: number, turnLimit: number, choosers: Chooser[]) {
  const record = await fetch(`${server.http}/api/games/${id}/record`).then((r) => r.json());
  const offline = playOffline(SETUP, { seed, rules: { turnLimit } }, choosers);
  expect(record.actions).toEqual(JSON.parse(JSON.stringify(offline.actions)));
  expect(record.result).toEqual(JSON.parse(JSON.stringify(offline.result)));
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const stepSeqs = (ms: ServerMessage[]) => ms.flatMap((m) => (m.t === 'step' ? [m.seq] : []));

it('a coach dropped mid-turn gets only the steps it missed, sees what a fresh tab sees, plays on', async () => {
  server = await startServer();
  const choosers = [seededChooser(21), seededChooser(22)];
  const created = await newGame(5, 4);
  let away = false;
  const a = recorded(created, 0, () => away);
  const b = recorded(created, 1);
  const gates = [new Gate(), new Gate()];
  let dropAt = -1;
  const dropped = new Promise<void>((resolve) => {
    const off = a.s.on(() => {
      // Mid-turn: the other coach is deciding within a team turn under way.
      if (a.s.seq < 20 || (a.s.decision as { team?: number } | null)?.team !== 1) return;
      off();
      for (const g of gates) g.close();
      away = true;
      dropAt = a.log.length;
      a.s.drop();
      resolve();
    });
  });
  const played = Promise.all([0, 1].map((i) => drive([a, b][i].s, choosers[i], { gate: gates[i] })));
  await dropped;
  // While A is away, B takes three more steps (or fewer, if its turn ends first).
  await until(a.s, () => a.s.connection === 'reconnecting', 5000, 'the drop');
  const last = a.s.seq;
  gates[1].allow(3);
  await until(b.s, () => b.s.seq >= last + 3 || (b.s.decision as { team: number } | null)?.team !== 1);
  await new Promise((r) => setTimeout(r, 50));
  const head = b.s.seq;
  expect(head).toBeGreaterThan(last);
  away = false;
  await until(a.s, () => a.s.connection === 'open' && a.s.seq === head, 5000, 'the reconnect');

  const { sent, got } = a.since(dropAt);
  expect(sent[0]).toMatchObject({ t: 'hello', last });
  expect(got.map((m) => m.t).slice(0, 3)).toEqual(['welcome', 'catchup', 'snapshot']);
  const catchup = got[1].t === 'catchup' ? got[1] : null;
  expect(catchup?.steps.map((s) => s.seq)).toEqual(range(last + 1, head));
  expect(got[2]).toMatchObject({ t: 'snapshot', seq: head });
  expect(got[2]).not.toHaveProperty('missed');

  // A second tab opened now sees exactly what the reconnected one holds.
  const fresh = recorded(created, 0);
  await until(fresh.s, () => fresh.s.seq === head, 5000, 'the fresh tab');
  expect(fresh.s.view).toEqual(a.s.view);
  expect(fresh.s.decision).toEqual(a.s.decision);
  fresh.s.close();

  for (const g of gates) g.release();
  await played;
  expect(stepSeqs(a.since(dropAt).got)).toEqual(range(head + 1, a.s.seq));
  await sameAsOffline(created.id, 5, 4, choosers);
  a.s.close();
  b.s.close();
  await server.stop();
});

it(`a tab away for more than ${HISTORY_STEPS} steps gets a snapshot saying how many it missed`, async () => {
  server = await startServer();
  const choosers = [seededChooser(31), seededChooser(32)];
  const created = await newGame(9, 8);
  const a = recorded(created, 0);
  const b = recorded(created, 1);
  let away = false;
  const tab = recorded(created, 0, () => away);
  const gates = [new Gate(), new Gate()];
  const played = Promise.all([0, 1].map((i) => drive([a, b][i].s, choosers[i], { gate: gates[i] })));
  await until(tab.s, () => tab.s.seq >= 10, 10_000, 'the second tab to follow');
  away = true;
  const dropAt = tab.log.length;
  tab.s.drop();
  await until(tab.s, () => tab.s.connection === 'reconnecting', 5000, 'the drop');
  const last = tab.s.seq;
  await until(a.s, () => a.s.seq >= last + HISTORY_STEPS + 20, 60_000, 'the game to move on');
  for (const g of gates) g.close();
  await new Promise((r) => setTimeout(r, 50));
  const head = a.s.seq;
  away = false;
  await until(tab.s, () => tab.s.connection === 'open' && tab.s.seq === head, 5000, 'the reconnect');

  const { sent, got } = tab.since(dropAt);
  expect(sent[0]).toMatchObject({ t: 'hello', last });
  expect(got.map((m) => m.t).slice(0, 2)).toEqual(['welcome', 'snapshot']);
  expect(got[1]).toMatchObject({ t: 'snapshot', seq: head, missed: head - last });
  expect(tab.s.view).toEqual(a.s.view);
  expect(tab.s.decision).toEqual(a.s.decision);

  for (const g of gates) g.release();
  await played;
  await until(tab.s, () => tab.s.result !== null, 5000, 'the end');
  expect(stepSeqs(tab.since(dropAt).got)).toEqual(range(head + 1, a.s.seq));
  expect(tab.s.view).toEqual(a.s.view);
  await sameAsOffline(created.id, 9, 8, choosers);
  for (const c of [a, b, tab]) c.s.close();
  await server.stop();
});

it('two tabs of one seat both receive every step, either may act, and a lost race changes nothing', async () => {
  server = await startServer();
  const choosers = [seededChooser(41), seededChooser(42)];
  const created = await newGame(13, 4);
  const tabs = [recorded(created, 0), recorded(created, 0)];
  const b = recorded(created, 1);
  const gates = [new Gate(), new Gate()];
  // From step 40 the first tab holds back until the second has acted alone five times; before
  // and after, both race for every decision.
  let solo: number | null = null;
  b.s.on(() => {
    if (solo === null && b.s.seq >= 40) {
      solo = 0;
      gates[0].close();
    }
  });
  tabs[1].s.on((m) => {
    if (solo === null || m.t !== 'step' || m.ack === undefined) return;
    if (++solo === 5) gates[0].release();
  });
  const sent = await Promise.all([
    drive(tabs[0].s, choosers[0], { gate: gates[0] }),
    drive(tabs[1].s, choosers[0], { gate: gates[1] }),
    drive(b.s, choosers[1]),
  ]);
  const head = b.s.seq;
  // The reply to an act sent just as the game ended may still be on its way.
  const answered = () =>
    tabs
      .flatMap((t) => t.since(0).got)
      .filter((m) => m.t === 'error' || (m.t === 'step' && m.ack !== undefined)).length;
  for (let i = 0; i < 100 && answered() < sent[0] + sent[1]; i++) await new Promise((r) => setTimeout(r, 20));
  const got = tabs.map((t) => t.since(0).got);
  for (const g of got) expect(stepSeqs(g)).toEqual(range(1, head));
  const acks = got.map((g) => g.filter((m) => m.t === 'step' && m.ack !== undefined).length);
  const errors = got.flatMap((g) => g.flatMap((m) => (m.t === 'error' ? [m.code] : [])));
  const mine = got[0].filter((m) => m.t === 'step' && 'seat' in m.by && m.by.seat === 0).length;
  expect(acks[0]).toBeGreaterThan(0);
  expect(acks[1]).toBeGreaterThanOrEqual(5);
  expect(acks[0] + acks[1]).toBe(mine);
  expect(errors.length).toBeGreaterThan(0);
  // The loser of the last race finds the game over rather than moved on.
  const others = errors.filter((e) => e !== 'STALE');
  expect(others.length).toBeLessThanOrEqual(1);
  expect(others.every((e) => e === 'GAME_OVER')).toBe(true);
  expect(sent[0] + sent[1]).toBe(mine + errors.length);
  expect(tabs[0].s.view).toEqual(tabs[1].s.view);
  await sameAsOffline(created.id, 13, 4, choosers);
  for (const c of [...tabs, b]) c.s.close();
  await server.stop();
});
