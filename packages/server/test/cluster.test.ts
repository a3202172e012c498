/**
 * Several server instances sharing games through PostgreSQL and Redis, in one process over real
 * sockets: coaches of one game on different instances play it to the end, and when the owning
 * instance stops, the game moves to the other with nothing lost.
 */
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClusterGateway } from '../src/cluster/cluster.ts';
import { lockKey } from '../src/cluster/ownership.ts';
import { OnlineSession } from '../src/shared/client.ts';
import type { ServerMessage } from '../src/shared/protocol.ts';
import { clusterBackend } from './helpers/backends.ts';
import { drive, seededChooser } from './helpers/drive.ts';
import { createGame, setupFor, startServer, type TestServer, until, wsSocket } from './helpers/server.ts';
import { spawnServer } from './helpers/spawn.ts';

const backend = clusterBackend();

/** Somewhere a client can connect, while it runs. */
interface Instance {
  ws: string;
  live(): boolean;
}

const inProcess = (s: TestServer): Instance => ({ ws: s.ws, live: () => s.app.server.listening });

/** An instance in a process of its own (`npm start`'s entry point), to be killed with SIGKILL. */
async function spawnInstance(env: Record<string, string>): Promise<Instance & { kill(): Promise<void> }> {
  const s = await spawnServer(env);
  return {
    ws: s.ws,
    live: () => s.child.exitCode === null && s.child.signalCode === null,
    kill: () => s.kill('SIGKILL'),
  };
}

/**
 * Each session saw every step from 0 to `last` (none lost on the way between instances), and the
 * record the server gives out has exactly that many actions.
 */
async function sawEveryStep(
  server: { http: string },
  id: string,
  sessions: OnlineSession[],
  seen: Set<number>[],
  last: number,
): Promise<{ result: unknown }> {
  for (const [i, s] of sessions.entries()) {
    expect(s.seq, `session ${i}`).toBe(last);
    expect(
      [...seen[i]].sort((x, y) => x - y),
      `steps session ${i} saw`,
    ).toEqual(range(0, last));
  }
  const rec = await fetch(`${server.http}/api/games/${id}/record`).then((r) => r.json());
  expect(rec.actions.length).toBe(last);
  return rec;
}

/** Every step seq a session was sent (steps, and the steps of a catch-up: seq 0 is the set-up). */
function stepsSeen(s: OnlineSession): Set<number> {
  const seen = new Set<number>();
  s.on((m: ServerMessage) => {
    if (m.t === 'step') seen.add(m.seq);
    if (m.t === 'catchup') for (const st of m.steps) seen.add(st.seq);
  });
  return seen;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const instanceId = (s: TestServer) => (s.hub.ownership as ClusterGateway).id;

describe.skipIf(!backend)('several instances (PostgreSQL + Redis)', () => {
  const servers: TestServer[] = [];
  /** Instances in processes of their own, killed at the end whatever happened. */
  const children: { live(): boolean; kill(): Promise<void> }[] = [];
  let env: Record<string, string>;
  let redis: Redis;
  const ownerOf = (game: string) =>
    redis.get(`${new URL(env.REDIS_URL).searchParams.get('prefix')}owner:${game}`);

  beforeAll(async () => {
    await backend?.start();
    env = { DATABASE_URL: backend?.env.DATABASE_URL ?? '', REDIS_URL: backend?.redisUrl() ?? '' };
    servers.push(await startServer(env), await startServer(env), await startServer(env));
    redis = new Redis(process.env.TEST_REDIS_URL ?? '');
  });
  afterAll(async () => {
    for (const c of children) if (c.live()) await c.kill();
    for (const s of servers) await s.stop().catch(() => {});
    redis?.disconnect();
    await backend?.stop();
  });

  /** A session whose every (re)connection goes to the first instance still running from `order`. */
  function session(servers: (TestServer | Instance)[], game: string, token: string): OnlineSession {
    const order = servers.map((s) => ('app' in s ? inProcess(s) : s));
    const live = () => order.find((s) => s.live()) ?? order[0];
    return new OnlineSession({ url: live().ws, game, token, socket: () => wsSocket(live().ws) });
  }

  it('coaches on two instances play a game to its end; a spectator follows', async () => {
    const [one, two] = servers;
    const created = await createGame(one, {
      setup: setupFor('dungeonbowl2021', 'great-hall'),
      rules: { turnLimit: 4 },
      seats: [{ kind: 'person' }, { kind: 'person' }],
      seed: 11,
    });
    const a = session([one], created.id, created.seats[0].token as string);
    await until(a, () => a.welcome !== null, 5000, 'welcome on instance 1');
    const spectator = session([two], created.id, created.spectator.token);
    const b = session([two], created.id, created.seats[1].token as string);
    const seen = [a, b, spectator].map(stepsSeen);
    // One relayed step is lost on the way (as Redis may lose a message): the gap is caught up.
    const bus = (two.hub.ownership as ClusterGateway).bus;
    const onText = bus.onText;
    let lost = 0;
    bus.onText = (conn, text) => {
      if (lost === 0 && text.includes('"seq":5,')) lost = conn;
      else onText(conn, text);
    };
    const played = await Promise.all([
      drive(a, seededChooser(1), 30_000),
      drive(b, seededChooser(2), 30_000),
    ]);
    expect(played[0] + played[1]).toBeGreaterThan(10);
    expect(lost).toBeGreaterThan(0);
    await until(spectator, () => spectator.result !== null, 5000, 'the spectator to see the end');
    // The first hello took the game: instance 1 owns it; instance 2 relayed every message.
    expect(await ownerOf(created.id)).toBe(instanceId(one));
    await sawEveryStep(two, created.id, [a, b, spectator], seen, a.seq);
    for (const s of [a, b, spectator]) s.close();
  });

  it('the owner stops mid-game: the game moves to the other instance and ends with nothing lost', async () => {
    const [one, two] = servers;
    const created = await createGame(two, {
      setup: setupFor('dungeonbowl2021', 'great-hall'),
      rules: { turnLimit: 6 },
      seats: [{ kind: 'person' }, { kind: 'person' }],
      seed: 23,
    });
    // Coach A opens the game on instance 1 (its owner); when that stops, A reconnects to 2.
    const a = session([one, two], created.id, created.seats[0].token as string);
    await until(a, () => a.welcome !== null, 5000, 'welcome on instance 1');
    const b = session([two], created.id, created.seats[1].token as string);
    const spectator = session([two], created.id, created.spectator.token);
    const seen = [a, b, spectator].map(stepsSeen);
    const games = Promise.all([drive(a, seededChooser(3), 30_000), drive(b, seededChooser(4), 30_000)]);
    await until(spectator, () => spectator.seq >= 8, 15_000, 'the game under way');
    expect(await ownerOf(created.id)).toBe(instanceId(one));
    const stoppedAt = spectator.seq;
    await one.stop();
    await games;
    await until(spectator, () => spectator.result !== null, 10_000, 'the spectator to see the end');
    expect(spectator.seq).toBeGreaterThan(stoppedAt);
    expect(await ownerOf(created.id)).toBe(instanceId(two));
    // The record replays to the same end (the server checks it when it gives it out).
    const rec = await sawEveryStep(two, created.id, [a, b, spectator], seen, b.seq);
    expect(rec.result).toEqual(spectator.result);
    for (const s of [a, b, spectator]) s.close();
  });

  it('an all-bot game is owned from its creation; a spectator on the other instance follows it', async () => {
    const [, two, three] = servers;
    const created = await createGame(two, {
      setup: setupFor('dungeonbowl2021', 'great-hall'),
      rules: { turnLimit: 3 },
      seats: [
        { kind: 'bot', bot: 'random' },
        { kind: 'bot', bot: 'scripted' },
      ],
      seed: 5,
    });
    expect(await ownerOf(created.id)).toBe(instanceId(two));
    const spectator = session([three], created.id, created.spectator.token);
    await until(spectator, () => spectator.result !== null, 20_000, 'the bots to finish');
    const rec = await fetch(`${three.http}/api/games/${created.id}/record`).then((r) => r.json());
    expect(rec.actions.length).toBe(spectator.seq);
    spectator.close();
  });

  it('the owner loses its lock mid-game (its session ends): the game goes on with nothing lost', async () => {
    const [, two, three] = servers;
    const created = await createGame(two, {
      setup: setupFor('dungeonbowl2021', 'great-hall'),
      rules: { turnLimit: 5 },
      seats: [{ kind: 'person' }, { kind: 'person' }],
      seed: 31,
    });
    const a = session([three], created.id, created.seats[0].token as string);
    await until(a, () => a.welcome !== null, 5000, 'welcome on instance 3');
    const b = session([two], created.id, created.seats[1].token as string);
    const seen = [a, b].map(stepsSeen);
    const games = Promise.all([drive(a, seededChooser(5), 30_000), drive(b, seededChooser(6), 30_000)]);
    await until(b, () => b.seq >= 6, 15_000, 'the game under way');
    expect(await ownerOf(created.id)).toBe(instanceId(three));
    // As if the owner's connection to PostgreSQL broke: its session, and the lock with it, end.
    const key = BigInt.asUintN(64, BigInt(lockKey(created.id)));
    const admin = new pg.Client({ connectionString: env.DATABASE_URL });
    await admin.connect();
    const ended = await admin.query(
      `SELECT pg_terminate_backend(pid) AS ok FROM pg_locks
       WHERE locktype = 'advisory' AND classid = $1 AND objid = $2 AND objsubid = 1 AND granted`,
      [String(key >> 32n), String(key & 0xffffffffn)],
    );
    await admin.end();
    expect(ended.rows).toEqual([{ ok: true }]);
    await games;
    await sawEveryStep(two, created.id, [a, b], seen, b.seq);
    for (const s of [a, b]) s.close();
  });

  it('the owner is killed (SIGKILL) mid-game: the others notice, take the game and finish it', async () => {
    const [, two] = servers;
    const doomed = await spawnInstance(env);
    children.push(doomed);
    const created = await createGame(two, {
      setup: setupFor('dungeonbowl2021', 'great-hall'),
      rules: { turnLimit: 6 },
      seats: [{ kind: 'person' }, { kind: 'person' }],
      seed: 41,
    });
    const a = session([doomed, two], created.id, created.seats[0].token as string);
    await until(a, () => a.welcome !== null, 5000, 'welcome on the doomed instance');
    const b = session([two], created.id, created.seats[1].token as string);
    const spectator = session([two], created.id, created.spectator.token);
    const seen = [a, b, spectator].map(stepsSeen);
    const games = Promise.all([drive(a, seededChooser(7), 30_000), drive(b, seededChooser(8), 30_000)]);
    await until(spectator, () => spectator.seq >= 8, 15_000, 'the game under way');
    const owner = await ownerOf(created.id);
    expect(owner).not.toBe(instanceId(two));
    expect(owner).not.toBeNull();
    await doomed.kill();
    await games;
    await until(spectator, () => spectator.result !== null, 10_000, 'the spectator to see the end');
    expect(await ownerOf(created.id)).toBe(instanceId(two));
    await sawEveryStep(two, created.id, [a, b, spectator], seen, b.seq);
    for (const s of [a, b, spectator]) s.close();
  });

  it('a relaying instance is killed: the owner shows its sockets away within seconds', async () => {
    const [, two] = servers;
    const relay = await spawnInstance(env);
    children.push(relay);
    const created = await createGame(two, {
      setup: setupFor('dungeonbowl2021', 'great-hall'),
      seats: [{ kind: 'person' }, { kind: 'person' }],
      seed: 43,
    });
    const a = session([two], created.id, created.seats[0].token as string);
    await until(a, () => a.welcome !== null, 5000, 'welcome on instance 2');
    const b = new OnlineSession({
      url: relay.ws,
      game: created.id,
      token: created.seats[1].token as string,
      socket: wsSocket,
      reconnect: false,
    });
    await until(a, () => a.seats[1]?.connected === 1, 5000, 'coach B, relayed, to be there');
    expect(await ownerOf(created.id)).toBe(instanceId(two));
    await relay.kill();
    // Its liveness key expires (OWNER_TTL_MS) and the owner's next look detaches its sockets.
    await until(a, () => a.seats[1]?.connected === 0, 8000, 'coach B shown away');
    for (const s of [a, b]) s.close();
  });
});
