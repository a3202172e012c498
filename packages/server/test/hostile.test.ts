/**
 * Hostile clients over real websockets on 127.0.0.1: whatever a client sends (bytes that are not
 * JSON, messages of the wrong shape, floods, tokens it should not have, acts out of turn, old or
 * illegal acts), it is refused with one line naming a code, only it hears of it, and nothing
 * changes: not its game, not the views of the honest coaches and spectator, not another game;
 * the server stays up.
 */
import type { Decision } from '@dungeonbowl/engine';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OnlineSession } from '../src/shared/client.ts';
import type { CreatedGame } from '../src/shared/protocol.ts';
import { drive, seededChooser } from './helpers/drive.ts';
import { Raw, type ServerMsg } from './helpers/raw.ts';
import { createGame, session, setupFor, startServer, type TestServer, until } from './helpers/server.ts';

let server: TestServer;
/** Game A, under attack: two honest coaches and a spectator. */
let A: CreatedGame;
let a: OnlineSession;
let b: OnlineSession;
let spectator: OnlineSession;
/** Game B, played meanwhile on the same server. */
let B: CreatedGame;
let c: OnlineSession;
let d: OnlineSession;
/** Game C, over. */
let C: CreatedGame;
const raws: Raw[] = [];

const body = (seed: number) => ({
  setup: setupFor('dungeonbowl2021', 'great-hall'),
  // A match clock, so that the clock's own action is one the engine would take.
  rules: { turnLimit: 4, matchMinutes: 60 },
  seats: [{ kind: 'person' as const }, { kind: 'person' as const }],
  seed,
});

/** The coach who must decide now, and the decision. */
function decider(coaches: OnlineSession[]): [OnlineSession, Decision] {
  for (const s of coaches) {
    const dec = s.decision as Decision | null;
    if (dec && dec.team === s.seat && dec.actions.length > 0) return [s, dec];
  }
  throw new Error('nobody is to decide');
}

/** Plays honest steps until `done` holds, every coach seeing the last one. */
async function advance(coaches: OnlineSession[], done: () => boolean, max = 300): Promise<void> {
  const choose = seededChooser(11);
  for (let i = 0; i < max && !done(); i++) {
    const [s, dec] = decider(coaches);
    const step = await s.act(choose(dec, s.seq, s.seat));
    for (const o of coaches) await until(o, () => o.seq >= step.seq, 5000, 'the step');
  }
  if (!done()) throw new Error('advance: not there');
}

async function roomState(id: string) {
  const room = await server.hub.room(id);
  return { head: room.head, status: room.status, game: JSON.stringify(room.game) };
}

/** Every game on the server and every honest client's view, to compare before and after. */
async function everything() {
  return {
    A: await roomState(A.id),
    B: await roomState(B.id),
    C: await roomState(C.id),
    views: [a, b, spectator, c, d].map((s) => ({
      seq: s.seq,
      view: JSON.stringify(s.view),
      decision: JSON.stringify(s.decision),
      result: JSON.stringify(s.result),
    })),
  };
}

/** Runs an attack and checks it changed nothing and the server still answers. */
async function unchanged(attack: () => Promise<void>): Promise<void> {
  const before = await everything();
  await attack();
  // Anything the attack set off has landed by now (rooms answer in well under this).
  await new Promise((r) => setTimeout(r, 30));
  expect(await everything()).toEqual(before);
  const health = await fetch(`${server.http}/api/health`);
  expect(health.status).toBe(200);
}

async function raw(): Promise<Raw> {
  const r = await Raw.open(server.ws);
  raws.push(r);
  return r;
}

async function hello(game: CreatedGame, token: string): Promise<Raw> {
  const r = await Raw.hello(server.ws, game.id, token);
  raws.push(r);
  return r;
}

const headOf = async (g: CreatedGame) => (await server.hub.room(g.id)).head;
const tokenOfDecider = async () => {
  const [s] = decider([a, b]);
  return { seat: s.seat, token: A.seats[s.seat].token!, other: A.seats[1 - s.seat].token! };
};

beforeAll(async () => {
  // A high message rate: the attacks below send many messages; the flood sends more.
  server = await startServer({ MSG_PER_SEC: '1000', REQUESTS_PER_MINUTE: '10000' });
  C = await createGame(server, body(5));
  const c0 = session(server, C.id, C.seats[0].token!);
  const c1 = session(server, C.id, C.seats[1].token!);
  await Promise.all([drive(c0, seededChooser(1)), drive(c1, seededChooser(2))]);
  c0.close();
  c1.close();
  A = await createGame(server, body(7));
  B = await createGame(server, body(8));
  a = session(server, A.id, A.seats[0].token!);
  b = session(server, A.id, A.seats[1].token!);
  spectator = session(server, A.id, A.spectator.token);
  c = session(server, B.id, B.seats[0].token!);
  d = session(server, B.id, B.seats[1].token!);
  for (const s of [a, b, spectator, c, d]) await until(s, () => s.view !== null, 5000, 'the game');
  // Into the first team turn, where the match clock runs.
  await advance([a, b], () => (a.view as { turn: { number: number } }).turn.number > 0);
  await advance([c, d], () => c.seq >= 3);
});

afterEach(() => {
  for (const r of raws) {
    // Every refusal is one line with a code; the server never sends anything but JSON.
    expect(r.garbage).toEqual([]);
    for (const e of r.errors()) {
      expect(e.code).toMatch(/^[A-Z_]+$/);
      expect(typeof e.message).toBe('string');
      expect(e.message).not.toMatch(/[\n\r]/);
      expect(String(e.message).length).toBeGreaterThan(0);
    }
    r.close();
  }
  raws.length = 0;
});

afterAll(async () => {
  for (const s of [a, b, spectator, c, d]) s?.close();
  await server?.stop();
});

describe('messages that are not the protocol', () => {
  it('malformed JSON is BAD_JSON', () =>
    unchanged(async () => {
      const r = await raw();
      for (const text of ['{not json', '{"t":"hello",', '', '\u0000\u0001', '}{']) {
        expect((await r.refusal(text)).code).toBe('BAD_JSON');
      }
    }));

  it('JSON that is not an object is BAD_MESSAGE', () =>
    unchanged(async () => {
      const r = await raw();
      for (const text of ['42', '"act"', 'null', 'true', '[1,2,3]', '[]']) {
        expect((await r.refusal(text)).code).toBe('BAD_MESSAGE');
      }
    }));

  it('a message of the wrong shape is BAD_MESSAGE, naming the field', () =>
    unchanged(async () => {
      const { token } = await tokenOfDecider();
      const r = await hello(A, token);
      const seq = await headOf(A);
      const act = (action: unknown, extra: object = {}) => ({ t: 'act', id: 1, seq, action, ...extra });
      const twelve = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`f${i}`, i]));
      const cases: [unknown, RegExp][] = [
        [{ t: 'boom', id: 1 }, /t/],
        [act({ type: 'endTurn' }, { sneaky: true }), /sneaky|additional|unknown/i],
        [{ t: 'act', id: '1', seq, action: { type: 'endTurn' } }, /id/],
        [{ t: 'act', id: 1, seq: -1, action: { type: 'endTurn' } }, /seq/],
        [act({ type: 12 }), /type/],
        [act({ type: 'endTurn', ...twelve }), /action/],
        [act({ type: 'move', to: { x: 1, y: 2 } }), /action|to/],
        [act({ type: 'move', path: [1, 2] }), /action|path/],
        [act('endTurn'), /action/],
        [{ t: 'hello', v: 1, game: 'x y', token: '!' }, /game|token/],
      ];
      for (const [msg, names] of cases) {
        const e = await r.refusal(msg);
        expect(e.code, JSON.stringify(msg)).toBe('BAD_MESSAGE');
        expect(e.message).toMatch(names);
      }
    }));

  it('a message over 16 KiB closes the socket (1009)', () =>
    unchanged(async () => {
      const r = await raw();
      r.send(JSON.stringify({ t: 'ping', id: 1, pad: 'x'.repeat(17 * 1024) }));
      expect(await r.whenClosed()).toBe(1009);
    }));

  it('a binary frame is refused', () =>
    unchanged(async () => {
      const r = await raw();
      const e = await r.refusal(Buffer.from(JSON.stringify({ t: 'ping', id: 1 })));
      expect(e.code).toBe('BAD_MESSAGE');
      expect(e.message).toMatch(/binary/);
    }));

  it('a flood is RATE_LIMITED, then closed (1008)', () =>
    unchanged(async () => {
      const r = await raw();
      for (let i = 0; i < 5000; i++) r.send({ t: 'ping', id: i });
      expect(await r.whenClosed()).toBe(1008);
      const limited = r.errors().filter((e) => e.code === 'RATE_LIMITED');
      expect(limited.length).toBeGreaterThan(0);
      expect(limited.length).toBeLessThanOrEqual(20);
    }));
});

describe('the hello and the tokens', () => {
  it('an act before hello is NO_HELLO', () =>
    unchanged(async () => {
      const r = await raw();
      const e = await r.refusal({ t: 'act', id: 3, seq: await headOf(A), action: { type: 'endTurn' } });
      expect(e).toMatchObject({ code: 'NO_HELLO', id: 3 });
    }));

  it('a second hello is refused; the first seat stays', () =>
    unchanged(async () => {
      const r = await hello(A, A.spectator.token);
      const e = await r.refusal({ t: 'hello', v: 1, game: A.id, token: A.seats[0].token });
      expect(e.code).toBe('BAD_MESSAGE');
      expect((await r.refusal({ t: 'act', id: 1, seq: 0, action: { type: 'x' } })).code).toBe('SPECTATOR');
    }));

  it('a hello with a last step from the future gets the game as it is', () =>
    unchanged(async () => {
      const r = await raw();
      r.send({ t: 'hello', v: 1, game: A.id, token: A.spectator.token, last: 2 ** 31 });
      const snap = await r.next((m) => m.t === 'snapshot');
      expect(snap.seq).toBe(await headOf(A));
      expect(snap.view).toEqual(spectator.view);
    }));

  it('another protocol version is BAD_VERSION', () =>
    unchanged(async () => {
      const r = await raw();
      const e = await r.refusal({ t: 'hello', v: 99, game: A.id, token: A.seats[0].token });
      expect(e.code).toBe('BAD_VERSION');
    }));

  it('a made-up token, another game’s token: BAD_TOKEN; an unknown game: NO_GAME', () =>
    unchanged(async () => {
      const r = await raw();
      const tries = [
        { game: A.id, token: 'A'.repeat(32) },
        { game: A.id, token: B.seats[0].token },
        { game: A.id, token: C.spectator.token },
      ];
      for (const t of tries) expect((await r.refusal({ t: 'hello', v: 1, ...t })).code).toBe('BAD_TOKEN');
      const unknown = { t: 'hello', v: 1, game: 'nosuchgame', token: A.seats[0].token };
      expect((await r.refusal(unknown)).code).toBe('NO_GAME');
      // Refused hellos leave the socket free to say hello properly.
      r.send({ t: 'hello', v: 1, game: A.id, token: A.spectator.token });
      await r.next((m) => m.t === 'welcome');
    }));
});

describe('acts the room refuses', () => {
  it("a spectator's act is SPECTATOR", () =>
    unchanged(async () => {
      const r = await hello(A, A.spectator.token);
      const [, dec] = decider([a, b]);
      const e = await r.refusal({ t: 'act', id: 4, seq: await headOf(A), action: dec.actions[0] });
      expect(e).toMatchObject({ code: 'SPECTATOR', id: 4 });
    }));

  it('an act out of turn is NOT_YOUR_DECISION', () =>
    unchanged(async () => {
      const { other } = await tokenOfDecider();
      const r = await hello(A, other);
      const [, dec] = decider([a, b]);
      const e = await r.refusal({ t: 'act', id: 5, seq: await headOf(A), action: dec.actions[0] });
      expect(e).toMatchObject({ code: 'NOT_YOUR_DECISION', id: 5 });
    }));

  it('a replayed old act is STALE', () =>
    unchanged(async () => {
      const { token } = await tokenOfDecider();
      const r = await hello(A, token);
      const [, dec] = decider([a, b]);
      const head = await headOf(A);
      for (const seq of [0, head - 1, head + 1]) {
        const e = await r.refusal({ t: 'act', id: 6, seq, action: dec.actions[0] });
        expect(e.code).toBe('STALE');
      }
    }));

  it('an illegal action is ILLEGAL_ACTION, naming it', () =>
    unchanged(async () => {
      const { token } = await tokenOfDecider();
      const r = await hello(A, token);
      const seq = await headOf(A);
      const e = await r.refusal({ t: 'act', id: 7, seq, action: { type: 'summonDragon', size: 9 } });
      expect(e).toMatchObject({ code: 'ILLEGAL_ACTION', id: 7 });
      expect(e.message).toContain('summonDragon');
    }));

  it("the clock's own actions are not a coach's to send", () =>
    unchanged(async () => {
      const { token } = await tokenOfDecider();
      const r = await hello(A, token);
      const seq = await headOf(A);
      for (const type of ['timeUp', 'turnTimeExpired']) {
        const e = await r.refusal({ t: 'act', id: 8, seq, action: { type } });
        expect(e.code).toBe('ILLEGAL_ACTION');
        expect(e.message).toContain(type);
      }
    }));

  it('acts after the game is over are GAME_OVER', () =>
    unchanged(async () => {
      const r = await hello(C, C.seats[0].token!);
      await r.next((m) => m.t === 'over');
      const e = await r.refusal({ t: 'act', id: 9, seq: await headOf(C), action: { type: 'endTurn' } });
      expect(e.code).toBe('GAME_OVER');
    }));
});

describe('random messages', () => {
  const actShape = fc.record({
    t: fc.constant('act'),
    id: fc.oneof(fc.nat(), fc.integer(), fc.string()),
    seq: fc.oneof(fc.nat(1000), fc.constant(-1)),
    action: fc.oneof(
      fc.jsonValue(),
      fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 14 }),
      fc.record({ type: fc.string({ maxLength: 20 }) }, { requiredKeys: [] }),
    ),
  });
  const anything = fc.oneof(
    fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v) ?? 'null'),
    actShape.map((m) => JSON.stringify(m)),
    fc.string({ maxLength: 200 }),
  );

  it('whatever arrives, the server answers and the games are unchanged', () =>
    unchanged(async () => {
      const { token } = await tokenOfDecider();
      const [, dec] = decider([a, b]);
      const legal = new Set<string>(dec.actions.map((x) => x.type));
      const playing = await hello(A, token);
      const fresh = await raw();
      await fc.assert(
        fc.asyncProperty(anything, fc.boolean(), async (text, onSeat) => {
          // An act the seat could take would be a move, not an attack: leave those out.
          fc.pre(!legal.has(String(parseOr(text)?.action?.type)));
          const r = onSeat ? playing : fresh;
          r.send(text);
          await r.sync();
        }),
        { numRuns: 200 },
      );
      expect(playing.closed).toBeNull();
      expect(fresh.closed).toBeNull();
    }));
});

describe('meanwhile', () => {
  it('the other game goes on', async () => {
    await advance([c, d], () => c.seq >= 6);
    expect(d.seq).toBe(c.seq);
  });
});

function parseOr(text: string): { action?: { type?: unknown } } | null {
  try {
    const v = JSON.parse(text);
    return v && typeof v === 'object' ? v : null;
  } catch {
    return null;
  }
}

export type { ServerMsg };

describe('bounds', () => {
  it('SOCKETS_PER_ADDRESS: the next socket from one address is closed (1008); a freed place opens again', async () => {
    const small = await startServer({ SOCKETS_PER_ADDRESS: '3' });
    try {
      const open = await Promise.all([1, 2, 3].map(() => Raw.open(small.ws)));
      const extra = await Raw.open(small.ws);
      expect(await extra.whenClosed()).toBe(1008);
      expect(extra.closed?.reason).toMatch(/too many sockets/);
      open[0].close();
      await open[0].whenClosed();
      const again = await Raw.open(small.ws);
      await again.sync();
      for (const r of [...open, again]) r.close();
    } finally {
      await small.stop();
    }
  });

  it('TRUST_PROXY: the limits count the forwarded address, not the proxy', async () => {
    const behind = await startServer({ SOCKETS_PER_ADDRESS: '1', TRUST_PROXY: '1' });
    try {
      const one = await Raw.open(behind.ws, { 'x-forwarded-for': '203.0.113.1' });
      const two = await Raw.open(behind.ws, { 'x-forwarded-for': '203.0.113.2' });
      await Promise.all([one.sync(), two.sync()]);
      const again = await Raw.open(behind.ws, { 'x-forwarded-for': '203.0.113.1' });
      expect(await again.whenClosed()).toBe(1008);
      one.close();
      two.close();
    } finally {
      await behind.stop();
    }
  });

  it('a client that reads nothing is dropped once SLOW_CLIENT_BYTES wait for it; the game goes on', async () => {
    const small = await startServer({ SLOW_CLIENT_BYTES: String(16 * 1024) });
    try {
      const g = await createGame(small, {
        setup: setupFor('dungeonbowl2021', 'great-hall'),
        seats: [{ kind: 'bot' }, { kind: 'bot' }],
        seed: 3,
      });
      const slow = await Raw.hello(small.ws, g.id, g.spectator.token);
      // Reads nothing from here on: what the server sends piles up in the kernel, then in ws.
      (slow.ws as unknown as { _socket: { pause(): void } })._socket.pause();
      const room = await small.hub.room(g.id);
      const t0 = Date.now();
      while (room.conns.size > 0 && room.status !== 'over' && Date.now() - t0 < 30_000) {
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(room.conns.size).toBe(0);
      const head = room.head;
      await new Promise((r) => setTimeout(r, 50));
      expect(room.head > head || room.status === 'over').toBe(true);
    } finally {
      await small.stop();
    }
  });
});
