/** The store on each backend: what the server relies on, tested on SQLite and on PostgreSQL. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';
import { Hub, hashToken } from '../src/hub.ts';
import type { KyselyStore } from '../src/store/kysely.ts';
import { openStore } from '../src/store/open.ts';
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
