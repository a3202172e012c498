/**
 * The game server under load: `npm run bench:server -- [--games N] [--seconds S] [--think MS]
 * [--profile] [--json]`. The server runs in a child process of its own (so it has a core to itself
 * on a 2-core machine, and its memory is its own); this process is every coach: two sockets per
 * game over real websockets on loopback, through the browser's own client (OnlineSession), each
 * answering its decisions with a cheap memoryless choice after `--think` ms. N games are held
 * for S seconds (a finished game is replaced by a new one); then it prints games held, actions
 * per second, p50/p99 action latency (the client's send to the step that acknowledges it), the
 * server's memory per game and processor use, and the engine's own cost per step (apply, and one
 * seat's view serialised), so the figures say where the time goes. docs/server-load.md has figures.
 *
 * Games are created through the hub in the server process rather than POST /api/games, whose
 * per-address limit (20 a minute) is for people; everything after creation is the real path.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type Action,
  apply,
  createGame,
  type Decision,
  FIRE_TEAM,
  type GameSetup,
  getBuiltinDungeon,
  legalActions,
  SHADOW_TEAM,
  view,
} from '@dungeonbowl/engine';
import WebSocket from 'ws';
import { ActRefused, OnlineSession, type SocketLike } from '../packages/server/src/shared/client.ts';
import type { CreatedGame } from '../packages/server/src/shared/protocol.ts';
import { runMain } from './machine.ts';

const SELF = fileURLToPath(import.meta.url);

interface Args {
  games: number;
  seconds: number;
  think: number;
  profile: boolean;
  json: boolean;
  /** Where the server's SQLite file goes (default: a temporary folder; /dev/shm takes fsync away). */
  data: string;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { games: 100, seconds: 10, think: 0, profile: false, json: false, data: tmpdir() };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--json') args.json = true;
    else if (a === '--profile') args.profile = true;
    else if (a === '--data') args.data = argv[++i];
    else if (a === '--games' || a === '--seconds' || a === '--think') {
      const n = Number(argv[++i]);
      if (!Number.isFinite(n) || n < 0) throw new Error(`${a} takes a number`);
      args[a.slice(2) as 'games' | 'seconds' | 'think'] = n;
    } else throw new Error(`unknown argument ${a}`);
  }
  return args;
}

const SETUP: GameSetup = {
  ruleset: 'dungeonbowl2021',
  dungeon: getBuiltinDungeon('great-hall')!.text,
  teams: [FIRE_TEAM, SHADOW_TEAM],
};

// ---- the server process ------------------------------------------------------------------------

type Request = { id: number; op: 'create'; n: number; seed: number } | { id: number; op: 'stats' | 'stop' };

/** The child: the real server (buildApp on SQLite in a temporary folder), driven over IPC. */
async function serve(data: string): Promise<void> {
  const { buildApp } = await import('../packages/server/src/app.ts');
  const { readConfig } = await import('../packages/server/src/config.ts');
  const { openStore } = await import('../packages/server/src/store/open.ts');
  const dir = mkdtempSync(join(data, 'dbbench-'));
  const config = readConfig({
    PORT: '0',
    DATA_DIR: dir,
    ALLOW_SEED: '1',
    MAX_GAMES: '100000',
    SOCKETS_PER_ADDRESS: '1000000',
    MSG_PER_SEC: '100000',
    // The websocket upgrade is an HTTP request too: thousands of sockets from one address.
    REQUESTS_PER_MINUTE: '1000000',
  });
  const app = await buildApp(config, await openStore(config));
  const address = await app.app.listen({ host: '127.0.0.1', port: 0 });
  const reply = (id: number, body: unknown) => process.send?.({ id, body });
  process.on('message', async (r: Request) => {
    if (r.op === 'create') {
      const made: CreatedGame[] = [];
      for (let i = 0; i < r.n; i++) {
        made.push(
          await app.hub.create({
            setup: SETUP,
            seats: [{ kind: 'person' }, { kind: 'person' }],
            seed: r.seed + i,
          }),
        );
      }
      reply(r.id, made);
    } else if (r.op === 'stats') {
      (globalThis as { gc?: () => void }).gc?.();
      const m = process.memoryUsage();
      reply(r.id, { heap: m.heapUsed, rss: m.rss, cpu: process.cpuUsage(), rooms: app.hub.activeGames });
    } else {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
      reply(r.id, null);
      process.exit(0);
    }
  });
  process.send?.({ ready: new URL(address).port });
}

interface Stats {
  heap: number;
  rss: number;
  cpu: { user: number; system: number };
  rooms: number;
}

/** The parent's end of the child: requests answered in turn by id. */
class ServerProcess {
  private next = 1;
  private readonly waiting = new Map<number, (body: unknown) => void>();
  constructor(
    readonly child: ChildProcess,
    readonly port: number,
  ) {
    child.on('message', (m: { id?: number; body?: unknown }) => {
      if (m.id !== undefined) this.waiting.get(m.id)?.(m.body);
      if (m.id !== undefined) this.waiting.delete(m.id);
    });
  }

  static start(profileDir: string | null, data: string): Promise<ServerProcess> {
    const execArgv = ['--import', 'tsx', '--expose-gc', '--max-old-space-size=8192'];
    if (profileDir) execArgv.push('--cpu-prof', `--cpu-prof-dir=${profileDir}`);
    const child = fork(SELF, ['--serve', data], { execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    return new Promise((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
      child.on('message', (m: { ready?: string }) => {
        if (m.ready) resolve(new ServerProcess(child, Number(m.ready)));
      });
    });
  }

  call<T>(req: { op: 'create'; n: number; seed: number } | { op: 'stats' | 'stop' }): Promise<T> {
    const id = this.next++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve as (b: unknown) => void);
      this.child.send({ ...req, id });
    });
  }
}

// ---- the coaches -------------------------------------------------------------------------------

/** Cheap and memoryless: an action other than ending the turn, mostly, picked by a hash. */
function choose(d: Decision, seq: number, seat: number): Action {
  let h = Math.imul(seq + 1, 2654435761) ^ Math.imul(seat + 7, 40503);
  h = Math.imul(h ^ (h >>> 15), 2246822507) >>> 0;
  const real = d.actions.filter((a) => a.type !== 'endTurn');
  const pool = real.length > 0 && h % 10 !== 0 ? real : d.actions;
  return pool[(h >>> 4) % pool.length];
}

interface Load {
  latencies: number[];
  actions: number;
  finished: number;
  refused: number;
  measuring: boolean;
}

const wsSocket = (url: string) => new WebSocket(url) as unknown as SocketLike;

/** One game's two coaches: each acts on its decisions until the game ends, then `onEnd`. */
function playGame(
  url: string,
  g: CreatedGame,
  load: Load,
  think: number,
  onEnd: () => void,
): OnlineSession[] {
  const sessions = g.seats.map(
    (seat) => new OnlineSession({ url, game: g.id, token: seat.token!, socket: wsSocket }),
  );
  let ended = false;
  for (const s of sessions) {
    let busy = false;
    const tick = () => {
      if (s.result && !ended) {
        ended = true;
        load.finished++;
        for (const t of sessions) t.close();
        onEnd();
      }
      const d = s.decision as Decision | null;
      if (busy || s.result || !d || d.team !== s.seat || d.actions.length === 0 || s.connection !== 'open')
        return;
      busy = true;
      const act = () => {
        const t0 = performance.now();
        s.act(choose(d, s.seq, s.seat)).then(
          () => {
            if (load.measuring) {
              load.latencies.push(performance.now() - t0);
              load.actions++;
            }
            busy = false;
            tick();
          },
          (e) => {
            // Refused by the server (not a socket closed at the end of the run).
            if (e instanceof ActRefused) load.refused++;
            busy = false;
            setTimeout(tick, 5);
          },
        );
      };
      if (think > 0) setTimeout(act, think * (0.5 + Math.random()));
      else act();
    };
    s.on(tick);
  }
  return sessions;
}

// ---- the engine's share: what one step costs the server, measured here ------------------------

interface StepCost {
  /** Microseconds: the engine's apply, and one seat's step message (view + decision + JSON). */
  applyUs: number;
  viewJsonUs: number;
  messageBytes: number;
}

/** A game played 150 steps in, then its steps timed again and again. */
function stepCost(): StepCost {
  const made = createGame(SETUP, { seed: 1 });
  if (!made.ok) throw new Error(made.errors[0].message);
  const games = [made.game];
  for (let i = 0; i < 150 && !games[i].result; i++) {
    const d = legalActions(games[i])!;
    const r = apply(games[i], choose(d, i, d.team));
    if (!r.ok) throw new Error(r.error.message);
    games.push(r.game);
  }
  const sample = games.slice(50);
  let t = performance.now();
  let n = 0;
  for (let k = 0; k < 20; k++) {
    for (let i = 0; i + 1 < sample.length; i++, n++) apply(sample[i], choose(legalActions(sample[i])!, i, 0));
  }
  const applyUs = ((performance.now() - t) * 1000) / n;
  t = performance.now();
  n = 0;
  let bytes = 0;
  for (let k = 0; k < 20; k++) {
    for (const g of sample) {
      const text = JSON.stringify({
        t: 'step',
        seq: 1,
        view: view(g, 0),
        decision: legalActions(g),
        events: [],
      });
      bytes += text.length;
      n++;
    }
  }
  return { applyUs, viewJsonUs: ((performance.now() - t) * 1000) / n, messageBytes: Math.round(bytes / n) };
}

// ---- the run -----------------------------------------------------------------------------------

/** Opens every game's sockets, a batch at a time (a burst of thousands overruns the listen queue). */
async function connectAll(games: CreatedGame[], start: (g: CreatedGame) => OnlineSession[]): Promise<void> {
  for (let i = 0; i < games.length; i += 50) {
    const batch = games.slice(i, i + 50).flatMap(start);
    await Promise.all(
      batch.map(
        (s) =>
          new Promise<void>((resolve) => {
            if (s.seq >= 0) return resolve();
            const off = s.on(() => {
              if (s.seq >= 0 || s.connection === 'open') {
                off();
                resolve();
              }
            });
          }),
      ),
    );
  }
}

/** Progress, on stderr so that --json's stdout stays one object. */
const note = (m: string) => process.stderr.write(`bench:server: ${m}\n`);

const pct = (xs: number[], p: number) => {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] * 100) / 100;
};

async function run(args: Args) {
  const profileDir = args.profile ? mkdtempSync(join(tmpdir(), 'dbprof-')) : null;
  const cost = stepCost();
  const server = await ServerProcess.start(profileDir, args.data);
  const url = `ws://127.0.0.1:${server.port}/ws`;
  const before = await server.call<Stats>({ op: 'stats' });
  const load: Load = { latencies: [], actions: 0, finished: 0, refused: 0, measuring: false };
  const live = new Set<OnlineSession[]>();
  let seed = 1000;
  let stopping = false;
  const start = (g: CreatedGame) => {
    const sessions = playGame(url, g, load, args.think, () => {
      live.delete(sessions);
      if (stopping) return;
      server.call<CreatedGame[]>({ op: 'create', n: 1, seed: seed++ }).then((gs) => start(gs[0]));
    });
    live.add(sessions);
    return sessions;
  };
  const setupStart = performance.now();
  note(`server up on port ${server.port}; creating ${args.games} games`);
  const games = await server.call<CreatedGame[]>({ op: 'create', n: args.games, seed });
  note(`created in ${((performance.now() - setupStart) / 1000).toFixed(1)} s; connecting`);
  seed += args.games;
  await connectAll(games, start);
  const setupSeconds = (performance.now() - setupStart) / 1000;
  const held = await server.call<Stats>({ op: 'stats' });
  note(`${live.size} games connected in ${setupSeconds.toFixed(1)} s; measuring for ${args.seconds} s`);
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const load0 = loadavg()[0];
  load.measuring = true;
  let minHeld = live.size;
  const watch = setInterval(() => {
    minHeld = Math.min(minHeld, live.size);
  }, 100);
  await new Promise((r) => setTimeout(r, args.seconds * 1000));
  load.measuring = false;
  clearInterval(watch);
  const elapsed = (performance.now() - t0) / 1000;
  const after = await server.call<Stats>({ op: 'stats' });
  const clientCpu = process.cpuUsage(cpu0);
  const load1 = loadavg()[0];
  stopping = true;
  for (const ss of live) for (const s of ss) s.close();
  const exited = new Promise((r) => server.child.once('exit', r));
  await server.call({ op: 'stop' });
  // The profile is written as the process exits.
  await exited;
  return report(args, load, {
    elapsed,
    minHeld,
    atEnd: live.size,
    before,
    held,
    after,
    clientCpu,
    loadAverage: { start: load0, end: load1 },
    setupSeconds,
    cost,
    profileDir,
  });
}

/** What one run measured, for its report. */
interface Measured {
  elapsed: number;
  minHeld: number;
  atEnd: number;
  before: Stats;
  held: Stats;
  after: Stats;
  clientCpu: NodeJS.CpuUsage;
  loadAverage: { start: number; end: number };
  setupSeconds: number;
  cost: ReturnType<typeof stepCost>;
  profileDir: string | null;
}

/** The figures of a run, as printed (and as `--json` gives them). */
function report(args: Args, load: Load, m: Measured) {
  const { elapsed, before, held, after, clientCpu, cost, profileDir } = m;
  const serverCpuSec = (after.cpu.user + after.cpu.system - held.cpu.user - held.cpu.system) / 1e6;
  return {
    games: args.games,
    seconds: Math.round(elapsed * 10) / 10,
    thinkMs: args.think,
    gamesHeld: { min: m.minHeld, atEnd: m.atEnd, serverRooms: after.rooms },
    gamesFinished: load.finished,
    actionsPerSecond: Math.round(load.actions / elapsed),
    latencyMs: { p50: pct(load.latencies, 50), p99: pct(load.latencies, 99), max: pct(load.latencies, 100) },
    refused: load.refused,
    // Once connected, and again at the end (each game's history of recent steps filled by then).
    memoryPerGameKB: {
      heap: Math.round((held.heap - before.heap) / args.games / 1024),
      rss: Math.round((held.rss - before.rss) / args.games / 1024),
      heapAtEnd: Math.round((after.heap - before.heap) / Math.max(1, after.rooms) / 1024),
      rssAtEnd: Math.round((after.rss - before.rss) / Math.max(1, after.rooms) / 1024),
    },
    serverCpuPercent: Math.round((serverCpuSec / elapsed) * 100),
    // What an action costs the server's processor, whatever else the machine is doing.
    serverCpuMsPerAction: load.actions ? Math.round((serverCpuSec * 1e5) / load.actions) / 100 : null,
    clientCpuPercent: Math.round(((clientCpu.user + clientCpu.system) / 1e6 / elapsed) * 100),
    loadAverage: m.loadAverage,
    cpuPressure: cpuPressure(),
    setupSeconds: Math.round(m.setupSeconds * 10) / 10,
    engine: {
      applyUs: Math.round(cost.applyUs),
      viewJsonUsPerSeat: Math.round(cost.viewJsonUs),
      stepMessageBytes: cost.messageBytes,
    },
    profile: profileDir ? topOfProfile(profileDir) : undefined,
  };
}

/**
 * How much of the last minute runnable tasks waited for a processor (Linux PSI, percent), or
 * null: on a shared machine the figures above mean little when this is high.
 */
function cpuPressure(): number | null {
  try {
    const m = /some avg10=[\d.]+ avg60=([\d.]+)/.exec(readFileSync('/proc/pressure/cpu', 'utf8'));
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

/** The server's processor time by function (self time), from the child's --cpu-prof file. */
function topOfProfile(dir: string): { fn: string; percent: number }[] {
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) return [];
  const prof = JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
    nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
    samples: number[];
  };
  const byNode = new Map<number, string>();
  for (const n of prof.nodes) {
    const where = n.callFrame.url.replace(/^.*\/(node_modules|packages)\//, '$1/');
    byNode.set(n.id, `${n.callFrame.functionName || '(anonymous)'} ${where}:${n.callFrame.lineNumber + 1}`);
  }
  const counts = new Map<string, number>();
  for (const s of prof.samples) counts.set(byNode.get(s)!, (counts.get(byNode.get(s)!) ?? 0) + 1);
  rmSync(dir, { recursive: true, force: true });
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 20)
    .map(([fn, c]) => ({ fn, percent: Math.round((c / prof.samples.length) * 1000) / 10 }));
}

function print(r: Awaited<ReturnType<typeof run>>): void {
  console.log(
    `games held          ${r.gamesHeld.min} (of ${r.games}; ${r.gamesFinished} finished and replaced)`,
  );
  console.log(`actions per second  ${r.actionsPerSecond} over ${r.seconds} s (think ${r.thinkMs} ms)`);
  console.log(
    `action latency      p50 ${r.latencyMs.p50} ms, p99 ${r.latencyMs.p99} ms, max ${r.latencyMs.max} ms`,
  );
  const m = r.memoryPerGameKB;
  console.log(
    `memory per game     heap ${m.heap} KB, RSS ${m.rss} KB at the start; ${m.heapAtEnd} KB, ${m.rssAtEnd} KB at the end`,
  );
  console.log(
    `processor           server ${r.serverCpuPercent}% of a core (${r.serverCpuMsPerAction} ms an action), clients ${r.clientCpuPercent}%`,
  );
  console.log(
    `machine             load ${r.loadAverage.start.toFixed(2)} -> ${r.loadAverage.end.toFixed(2)}, CPU pressure ${r.cpuPressure ?? '?'}% (1 min)`,
  );
  console.log(
    `engine per step     apply ${r.engine.applyUs} us; one seat's step message ${r.engine.viewJsonUsPerSeat} us, ${r.engine.stepMessageBytes} bytes`,
  );
  for (const p of r.profile ?? []) console.log(`  ${String(p.percent).padStart(5)}%  ${p.fn}`);
}

if (process.argv.includes('--serve')) {
  serve(process.argv[process.argv.indexOf('--serve') + 1]).catch((e) => {
    console.error(e);
    process.exit(1);
  });
} else {
  await runMain('bench/server.ts', async () => {
    const args = parseArgs(process.argv.slice(2));
    const r = await run(args);
    if (args.json) console.log(JSON.stringify(r));
    else print(r);
    process.exit(0);
  });
}
