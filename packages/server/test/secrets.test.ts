/**
 * No coach and no spectator receives what is not theirs. Games are played to the end over real
 * websockets under the three rulesets with secrets: classic (face-down trap counters), Dungeon
 * Brawl (trap markers whose kind is secret) and Dungeon Bowl 2021 (which chest holds the ball).
 * Every message every client received is kept as raw text. After the game the real games are
 * rebuilt from the record, and each message is checked against them two ways:
 * - it is exactly what the engine allows that seat: the view, the events and the decision at that
 *   step as `view`, `viewEvents` and the decision rule give them, an action only to its taker;
 * - the raw text holds none of the secrets themselves: the dice seed, any word of the dice
 *   generator's state at any step, a closed chest marked as holding the ball, another coach's
 *   face-down trap counter (classic) or its kind (Dungeon Brawl).
 * A coach reconnects and a spectator joins late, so catch-ups and snapshots are checked too.
 */
import {
  type Decision,
  type Game,
  type GameRecord,
  legalActions,
  publicDecision,
  view,
  viewEvents,
} from '@dungeonbowl/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OnlineSession } from '../src/shared/client.ts';
import type { CreatedGame, ServerMessage } from '../src/shared/protocol.ts';
import {
  drive,
  type OfflineGame,
  rebuild,
  recordingSocket,
  seededChooser,
  type Wire,
} from './helpers/drive.ts';
import { createGame, setupFor, startServer, type TestServer, until } from './helpers/server.ts';

const SEED = 3_141_592_653;

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

const json = <T>(x: T): T => JSON.parse(JSON.stringify(x));

interface Client {
  seat: number;
  s: OnlineSession;
  log: Wire[];
}

function client(created: CreatedGame, seat: number): Client {
  const log: Wire[] = [];
  const token = seat < 0 ? created.spectator.token : created.seats[seat].token!;
  const s = new OnlineSession({ url: server.ws, game: created.id, token, socket: recordingSocket(log) });
  return { seat, s, log };
}

/** Plays the game to its end with every coach, a spectator from the start and one from step 30. */
async function playWatched(created: CreatedGame, seats: number): Promise<Client[]> {
  const coaches = Array.from({ length: seats }, (_, i) => client(created, i));
  const clients = [...coaches, client(created, -1)];
  let dropped = false;
  coaches[0].s.on(() => {
    if (coaches[0].s.seq < 30) return;
    if (!dropped) coaches[0].s.drop();
    dropped = true;
    if (clients.length === seats + 1) clients.push(client(created, -1));
  });
  await Promise.all(coaches.map((c, i) => drive(c.s, seededChooser(50 + i))));
  for (const c of clients)
    await until(c.s, () => c.s.result !== null, 10_000, `seat ${c.seat} to see the end`);
  for (const c of clients) c.s.close();
  return clients;
}

/** The decision as `seat` may see it: whole for the coach deciding, without actions for the rest. */
function decisionFor(g: Game, seat: number): Decision | null {
  const d = legalActions(g);
  return d ? (d.team === seat ? d : publicDecision(d)) : null;
}

/** Every message is exactly the engine's view of the real game at its step, for that seat. */
function checkViews(c: Client, real: OfflineGame, record: GameRecord): number {
  let checked = 0;
  for (const w of c.log) {
    if (w.dir !== 'in') continue;
    const m = JSON.parse(w.text) as ServerMessage;
    const where = `seat ${c.seat}, ${m.t}`;
    if (m.t === 'step' || m.t === 'snapshot') {
      const g = real.games[m.seq];
      expect(m.view, `${where} ${m.seq}: view`).toEqual(json(view(g, c.seat)));
      expect(m.decision, `${where} ${m.seq}: decision`).toEqual(json(decisionFor(g, c.seat)));
      checked++;
    }
    if (m.t === 'step') {
      expect(m.events, `${where} ${m.seq}: events`).toEqual(json(viewEvents(real.events[m.seq], c.seat)));
      const own = 'seat' in m.by && m.by.seat === c.seat;
      if (own) expect(m.action).toEqual(json(record.actions[m.seq - 1]));
      else expect(m, `${where} ${m.seq}: another's action`).not.toHaveProperty('action');
    }
    if (m.t === 'catchup') {
      for (const s of m.steps) {
        expect(s.events, `${where} ${s.seq}: events`).toEqual(json(viewEvents(real.events[s.seq], c.seat)));
        expect(s).not.toHaveProperty('action');
      }
    }
  }
  return checked;
}

/** Every object in a message, however deep. */
function* objects(x: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(x)) for (const v of x) yield* objects(v);
  else if (x && typeof x === 'object') {
    yield x as Record<string, unknown>;
    for (const v of Object.values(x)) yield* objects(v);
  }
}

interface Secrets {
  /** Every word of the dice generator's state, at every step. */
  diceWords: Set<string>;
  /** Whether face-down counters are secret whole (classic) or only their kind (Dungeon Brawl). */
  trapsWhole: boolean;
}

function secretsOf(real: OfflineGame, trapsWhole: boolean): Secrets {
  const diceWords = new Set<string>();
  for (const g of real.games)
    if (g.dice.kind === 'seeded') for (const w of g.dice.s) diceWords.add(String(w));
  return { diceWords, trapsWhole };
}

/** What of the secrets a text (everything one client received) gives away; empty if nothing. */
function leaks(text: string, seat: number, secrets: Secrets): string[] {
  const found: string[] = [];
  const numbers = new Set(text.match(/\d+/g) ?? []);
  if (numbers.has(String(SEED))) found.push('the dice seed');
  for (const w of secrets.diceWords) if (numbers.has(w)) found.push(`dice state word ${w}`);
  if (/"hasBall":\s*true,\s*"open":\s*false/.test(text)) found.push('a closed chest holding the ball');
  for (const line of text.split('\n')) {
    for (const o of objects(JSON.parse(line))) {
      if (o.hasBall === true && o.open === false) found.push(`the ball's chest at ${o.sq}`);
      const othersTrap = o.kind === 'faceDown' && typeof o.owner === 'number' && o.owner !== seat;
      if (othersTrap && secrets.trapsWhole) found.push(`coach ${o.owner}'s face-down trap at ${o.sq}`);
      if (othersTrap && 'marker' in o) found.push(`coach ${o.owner}'s marker kind at ${o.sq}`);
      const placed = o.type === 'placed' && o.what === 'trap' && o.team !== seat;
      if (placed && secrets.trapsWhole) found.push(`coach ${o.team} placing a trap at ${o.sq}`);
    }
  }
  return found;
}

const received = (c: Client) =>
  c.log
    .filter((w) => w.dir === 'in')
    .map((w) => w.text)
    .join('\n');

const GAMES = [
  {
    name: 'classic: face-down trap counters',
    ruleset: 'classic',
    map: 'great-hall',
    seats: 2,
    trapsWhole: true,
  },
  {
    name: 'Dungeon Brawl: trap markers',
    ruleset: 'dungeonbrawl',
    map: 'brawl-pit',
    seats: 4,
    trapsWhole: false,
  },
  {
    name: "Dungeon Bowl 2021: the ball's chest",
    ruleset: 'dungeonbowl2021',
    map: 'great-hall',
    seats: 2,
    trapsWhole: false,
  },
];

describe('secrets', () => {
  it.each(GAMES)('$name: every message is the seat’s view and gives nothing away', async (spec) => {
    const created = await createGame(server, {
      setup: setupFor(spec.ruleset, spec.map, spec.seats),
      rules: { turnLimit: 2 },
      seats: Array.from({ length: spec.seats }, () => ({ kind: 'person' as const })),
      seed: SEED,
    });
    const clients = await playWatched(created, spec.seats);
    const record = (await fetch(`${server.http}/api/games/${created.id}/record`).then((r) =>
      r.json(),
    )) as GameRecord;
    const real = rebuild(record);
    expect(json(real.result)).toEqual(record.result);
    const secrets = secretsOf(real, spec.trapsWhole);

    // The scan finds the secrets where they are: in the real game, unhidden.
    const mid = real.games[Math.min(20, real.games.length - 1)];
    expect(leaks(JSON.stringify(mid), -1, secrets).length).toBeGreaterThan(0);
    if (spec.ruleset === 'dungeonbowl2021') {
      expect(leaks(JSON.stringify(mid), -1, secrets)).toContain('a closed chest holding the ball');
    } else {
      expect(mid.traps.some((t) => t.kind === 'faceDown')).toBe(true);
    }

    expect(clients.filter((c) => c.seat < 0).length).toBe(2);
    for (const c of clients) {
      expect(checkViews(c, real, record)).toBeGreaterThan(10);
      expect(leaks(received(c), c.seat, secrets), `seat ${c.seat}`).toEqual([]);
    }
  });
});
