/** The store on each backend: what the server relies on, tested on SQLite and on PostgreSQL. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';
import { Hub, hashToken } from '../src/hub.ts';
import { GroupCommit } from '../src/store/group-commit.ts';
import type { KyselyStore } from '../src/store/kysely.ts';
import { openStore } from '../src/store/open.ts';
import { SqliteStore } from '../src/store/sqlite.ts';
import type { GameRow } from '../src/store/types.ts';
import { backends } from './helpers/backends.ts';
import { setupFor } from './helpers/server.ts';

function row(id: string, created: string, status: GameRow['status'] = 'lobby'): GameRow {
  return {
    id,
    created_at: created,
    updated_at: created,
    status,
    ruleset: 'dungeonbowl2021',
    teams: '["A","B"]',
    setup: '{}',
    options: '{}',
    seats: '[]',
    settings: '{}',
    clock: '{}',
    result: null,
    head: 0,
  };
}

const state = { clock: '{}', status: 'playing' as const, result: null };

describe.each(backends())('store on $name', (backend) => {
  let store: KyselyStore;
  let dir: string;
  beforeAll(async () => {
    await backend.start();
    dir = mkdtempSync(join(tmpdir(), 'dbstore-'));
    store = await openStore({ databaseUrl: backend.env.DATABASE_URL, dataDir: dir });
  });
  afterAll(async () => {
    await store?.close();
    rmSync(dir, { recursive: true, force: true });
    await backend.stop();
  });

  it('creates, loads, lists newest first, and finds the unfinished games', async () => {
    await store.createGame(row('g1', '2024-01-01T00:00:00.000Z'), [
      { game_id: 'g1', seat: 0, token_hash: 'h1' },
    ]);
    await store.createGame(row('g2', '2024-01-02T00:00:00.000Z', 'over'), [
      { game_id: 'g2', seat: -1, token_hash: 'h2' },
    ]);
    await store.createGame(row('g3', '2024-01-03T00:00:00.000Z', 'playing'), []);
    const g1 = await store.game('g1');
    expect(g1).toMatchObject({ id: 'g1', status: 'lobby', teams: '["A","B"]', result: null });
    expect(Number(g1?.head)).toBe(0);
    expect(await store.game('nope')).toBeUndefined();
    expect((await store.listGames(10)).map((r) => r.id)).toEqual(['g3', 'g2', 'g1']);
    expect((await store.listGames(1)).map((r) => r.id)).toEqual(['g3']);
    expect((await store.listGames(10, 'over')).map((r) => r.id)).toEqual(['g2']);
    expect((await store.unfinished()).sort()).toEqual(['g1', 'g3']);
    expect(await store.seatOf('g2', 'h2')).toBe(-1);
  });

  it('appends actions in order, with the head, clock, status and result in the same write', async () => {
    await store.createGame(row('a1', '2024-02-01T00:00:00.000Z', 'playing'), []);
    for (let seq = 1; seq <= 5; seq++) {
      await store.append('a1', { seq, action: { type: 'x', n: seq }, by: { seat: seq % 2 } }, state);
    }
    const over = { clock: '{"m":1}', status: 'over' as const, result: '{"winner":0}' };
    await store.append('a1', { seq: 6, action: { type: 'end' }, by: { server: true } }, over);
    const all = await store.actions('a1', 0);
    expect(all.map((a) => a.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(all[2]).toEqual({ seq: 3, action: { type: 'x', n: 3 }, by: { seat: 1 } });
    expect((await store.actions('a1', 4)).map((a) => a.seq)).toEqual([5, 6]);
    const g = await store.game('a1');
    expect(Number(g?.head)).toBe(6);
    expect(g).toMatchObject({ status: 'over', clock: '{"m":1}', result: '{"winner":0}' });
  });

  it('refuses a seq already written as a conflict and keeps the first one', async () => {
    await store.createGame(row('c1', '2024-03-01T00:00:00.000Z', 'playing'), []);
    expect(await store.append('c1', { seq: 1, action: { first: true }, by: { seat: 0 } }, state)).toEqual({});
    const second = await store.append(
      'c1',
      { seq: 1, action: { first: false }, by: { seat: 1 } },
      {
        ...state,
        clock: '{"late":1}',
      },
    );
    expect(second).toEqual({ conflict: true });
    expect(await store.actions('c1', 0)).toEqual([{ seq: 1, action: { first: true }, by: { seat: 0 } }]);
    // The refused write changed nothing of the game either (one transaction).
    expect((await store.game('c1'))?.clock).toBe('{}');
  });

  it('takes appends from many games at once, each game in order, in few transactions', async () => {
    const games = Array.from({ length: 8 }, (_, i) => `m${i}`);
    for (const id of games) await store.createGame(row(id, '2024-04-01T00:00:00.000Z', 'playing'), []);
    const before = store instanceof SqliteStore ? store.appendBatches : null;
    // As rooms do: each game waits for its append before the next; the games run side by side.
    const play = async (id: string) => {
      for (let seq = 1; seq <= 20; seq++) {
        expect(await store.append(id, { seq, action: { id, seq }, by: { seat: 0 } }, state)).toEqual({});
      }
    };
    await Promise.all(games.map(play));
    for (const id of games) {
      const all = await store.actions(id, 0);
      expect(all.map((a) => a.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      expect(all.every((a) => (a.action as { id: string }).id === id)).toBe(true);
      expect(Number((await store.game(id))?.head)).toBe(20);
    }
    if (store instanceof SqliteStore && before) {
      const after = store.appendBatches;
      expect(after.items - before.items).toBe(160);
      // One transaction per round of the eight games, not one per append.
      expect(after.batches - before.batches).toBeLessThanOrEqual(40);
    }
  });

  it('fails a conflicting seq alone: the other appends written with it are kept', async () => {
    for (const id of ['k1', 'k2', 'k3']) {
      await store.createGame(row(id, '2024-05-01T00:00:00.000Z', 'playing'), []);
    }
    await store.append('k2', { seq: 1, action: { first: true }, by: { seat: 0 } }, state);
    const late = { ...state, clock: '{"late":1}' };
    const results = await Promise.all([
      store.append('k1', { seq: 1, action: { k: 1 }, by: { seat: 0 } }, state),
      store.append('k2', { seq: 1, action: { first: false }, by: { seat: 1 } }, late),
      store.append('k3', { seq: 1, action: { k: 3 }, by: { seat: 0 } }, state),
    ]);
    expect(results).toEqual([{}, { conflict: true }, {}]);
    expect(await store.actions('k2', 0)).toEqual([{ seq: 1, action: { first: true }, by: { seat: 0 } }]);
    expect((await store.game('k2'))?.clock).toBe('{}');
    expect((await store.actions('k1', 0)).length).toBe(1);
    expect((await store.actions('k3', 0)).length).toBe(1);
  });

  it('rejects an append that fails, writes the others of its batch, and stays usable', async () => {
    for (const id of ['e1', 'e2']) await store.createGame(row(id, '2024-06-01T00:00:00.000Z', 'playing'), []);
    // status is NOT NULL: the game's row cannot be updated, so the action must not be kept either.
    const broken = { ...state, status: null as unknown as 'playing' };
    const [bad, good] = await Promise.allSettled([
      store.append('e1', { seq: 1, action: { e: 1 }, by: { seat: 0 } }, broken),
      store.append('e2', { seq: 1, action: { e: 2 }, by: { seat: 0 } }, state),
    ]);
    expect(bad.status).toBe('rejected');
    expect(good).toEqual({ status: 'fulfilled', value: {} });
    expect(await store.actions('e1', 0)).toEqual([]);
    expect(Number((await store.game('e1'))?.head)).toBe(0);
    expect(await store.append('e1', { seq: 1, action: { e: 1 }, by: { seat: 0 } }, state)).toEqual({});
    expect((await store.actions('e1', 0)).length).toBe(1);
  });

  it('keeps appending while a transaction of its own (a game created) is open on the connection', async () => {
    await store.createGame(row('t1', '2024-07-01T00:00:00.000Z', 'playing'), []);
    const tokens = Array.from({ length: 50 }, (_, i) => ({ game_id: 't2', seat: i, token_hash: `h${i}` }));
    const appends = Array.from({ length: 10 }, (_, i) =>
      store.append('t1', { seq: i + 1, action: { i }, by: { seat: 0 } }, state),
    );
    await Promise.all([store.createGame(row('t2', '2024-07-01T00:00:00.000Z'), tokens), ...appends]);
    expect((await store.actions('t1', 0)).length).toBe(10);
    expect(await store.seatOf('t2', 'h49')).toBe(49);
  });

  it('writes or rejects every append pending at close, never losing one silently', async () => {
    const own = mkdtempSync(join(tmpdir(), 'dbstore-close-'));
    const config = { databaseUrl: backend.env.DATABASE_URL, dataDir: own };
    const first = await openStore(config);
    await first.createGame(row('z1', '2024-08-01T00:00:00.000Z', 'playing'), []);
    const pending = Array.from({ length: 10 }, (_, i) =>
      first.append('z1', { seq: i + 1, action: { i }, by: { seat: 0 } }, state),
    );
    await first.close();
    const settled = await Promise.allSettled(pending);
    await expect(first.append('z1', { seq: 11, action: {}, by: { seat: 0 } }, state)).rejects.toThrow();
    const again = await openStore(config);
    try {
      const stored = (await again.actions('z1', 0)).map((a) => a.seq);
      const acknowledged = settled.flatMap((r, i) => (r.status === 'fulfilled' ? [i + 1] : []));
      // Everything acknowledged is on disk (the SQLite queue writes them all before closing).
      expect(stored).toEqual(expect.arrayContaining(acknowledged));
      if (backend.name === 'sqlite') expect(acknowledged).toEqual(stored);
      if (backend.name === 'sqlite') expect(stored.length).toBe(10);
    } finally {
      await again.close();
      rmSync(own, { recursive: true, force: true });
    }
  });

  it('migrates twice without harm', async () => {
    await store.migrate();
    await store.migrate();
    expect(await store.game('g1')).toBeDefined();
    expect((await store.actions('a1', 0)).length).toBe(6);
  });

  it('keeps only hashes of the seat tokens: a wrong token opens no seat', async () => {
    const config = readConfig({ ALLOW_SEED: '1', DATA_DIR: dir });
    const hub = new Hub(store, config);
    const created = await hub.create({
      setup: setupFor('dungeonbowl2021', 'great-hall'),
      seats: [{ kind: 'person' }, { kind: 'person' }],
      seed: 3,
    });
    const [t0, t1] = created.seats.map((s) => s.token as string);
    expect(await hub.seatOf(created.id, t0)).toBe(0);
    expect(await hub.seatOf(created.id, t1)).toBe(1);
    expect(await hub.seatOf(created.id, created.spectator.token)).toBe(-1);
    await expect(hub.seatOf(created.id, `${t0}x`)).rejects.toMatchObject({ code: 'BAD_TOKEN' });
    await expect(hub.seatOf('another', t0)).rejects.toMatchObject({ code: 'NO_GAME' });
    const stored = await store.db
      .selectFrom('seat_tokens')
      .selectAll()
      .where('game_id', '=', created.id)
      .execute();
    expect(stored.map((r) => r.token_hash).sort()).toEqual(
      [t0, t1, created.spectator.token].map(hashToken).sort(),
    );
    for (const r of stored) expect([t0, t1, created.spectator.token]).not.toContain(r.token_hash);
    // The raw token is not a key either: a stolen table does not open a seat.
    expect(await store.seatOf(created.id, t0)).toBeUndefined();
    await hub.close();
  });
});

describe('group commit', () => {
  it('rejects a whole batch its writer throws on, and writes the next one', async () => {
    let fail = true;
    const written: number[][] = [];
    const commits = new GroupCommit<number, number>({
      write: (items) => {
        if (fail) throw new Error('disk full');
        written.push(items);
        return items.map((n) => ({ ok: n * 2 }));
      },
    });
    const first = await Promise.allSettled([commits.push(1), commits.push(2)]);
    expect(first.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await Promise.all([commits.push(3), commits.push(4)])).toEqual([6, 8]);
    expect(written).toEqual([[3, 4]]);
    expect(commits.written).toEqual({ batches: 2, items: 4 });
  });

  it('waits while the connection is busy, splits at maxBatch, and drains at close', async () => {
    let busy = true;
    const sizes: number[] = [];
    const commits = new GroupCommit<number, number>({
      write: (items) => {
        sizes.push(items.length);
        return items.map((n) => ({ ok: n }));
      },
      busy: () => busy,
      maxBatch: 3,
    });
    const all = Promise.all([1, 2, 3, 4, 5, 6, 7].map((n) => commits.push(n)));
    await new Promise((r) => setTimeout(r, 20));
    expect(sizes).toEqual([]);
    busy = false;
    const closing = commits.close();
    await expect(commits.push(8)).rejects.toThrow(/closed/);
    await closing;
    expect(await all).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(sizes).toEqual([3, 3, 1]);
  });

  it('rejects a write its writer gave no outcome for', async () => {
    const commits = new GroupCommit<number, number>({
      write: (items) => items.slice(0, 2).map((n) => ({ ok: n })),
    });
    const r = await Promise.allSettled([commits.push(1), commits.push(2), commits.push(3)]);
    expect(r.map((x) => x.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect((r[2] as PromiseRejectedResult).reason).toMatchObject({ message: /no outcome/ });
  });
});
