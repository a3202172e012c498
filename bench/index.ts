/**
 * `npm run bench`: the engine figures (bench/engine.ts: random games on great-hall, then on a
 * 4-team and a 16-team Dungeon Brawl game and a BRAWL 2013 match, each after a warm-up of 2.5 s
 * so that they are steady-state figures), the memory of live mid-game games (bench/memory.ts, in
 * a child process), scripted against scripted in process (bench/scripted.ts), the command line's
 * start-up time (bench/startup.ts), then the bot figures: `simulate --jobs 1` against `--jobs 2`
 * for random and scripted games (bench/jobs.ts: the command timed whole, runs in turn, the median
 * of three pairs), each registered bot against random and against itself, and the
 * bots' own benches (bench/bots.ts, bench/search.ts) when they exist, with small budgets so the
 * whole run takes a few minutes. The machine is shared: every part prints the load average it
 * was measured at.
 *
 * `npm run bench -- --json` prints one JSON object: the engine figures as bench/engine.ts prints
 * them (great-hall's at the top, `brawl4`, `brawl16`, `brawl2013`), plus `memory`, `scripted`,
 * `machineBefore`, `machineAfter`, `startup` (bench/startup.ts) and `bots` (`bots.jobs` and
 * `bots.jobsScripted`: one job against two). `--games N`, `--seconds S` and `--warmup S` set the
 * engine bench's budget; `--no-bots` leaves the bot figures out; `--bot-games N` sets the games
 * of each bot figure.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { botIds } from '@dungeonbowl/bots';
import { FIRE_TEAM, getBuiltinDungeon, SHADOW_TEAM } from '@dungeonbowl/engine';
import { wilson } from '../packages/cli/src/stats.ts';
import type { SimSpec } from '../packages/cli/src/workers/games.ts';
import { runGames } from '../packages/cli/src/workers/pool.ts';
import { engineBench, parseArgs, tableBenches } from './engine.ts';
import { jobScaling, type SimulateRun } from './jobs.ts';
import { describeMachine, machine, runMain } from './machine.ts';
import { scriptedBench } from './scripted.ts';
import { startupBench } from './startup.ts';

interface Options {
  json: boolean;
  bots: boolean;
  botGames: number;
  engine: string[];
}

function options(argv: string[]): Options {
  const o: Options = { json: false, bots: true, botGames: 40, engine: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--no-bots') o.bots = false;
    else if (a === '--bot-games') o.botGames = Number(argv[++i]);
    else {
      if (a === '--json') o.json = true;
      o.engine.push(a);
      if (a === '--games' || a === '--seconds' || a === '--warmup') o.engine.push(argv[++i]);
    }
  }
  if (!(o.botGames > 0)) throw new Error('--bot-games must be positive');
  return o;
}

function spec(bots: string[], seed: number): SimSpec {
  return {
    dungeon: getBuiltinDungeon('great-hall')!.text,
    teams: [FIRE_TEAM, SHADOW_TEAM],
    bots,
    botCmds: bots.map(() => null),
    botTimeoutMs: 10_000,
    seed,
    turnLimit: 16,
    check: false,
    keepActions: false,
  };
}

/** One run's figures: those of a whole `simulate` (bench/jobs.ts) but its processor time. */
type RunFigures = Omit<SimulateRun, 'seconds' | 'cpuSeconds'>;

async function run(bots: string[], games: number, jobs: number): Promise<RunFigures> {
  const t0 = performance.now();
  let t1 = t0;
  const outcomes = await runGames(spec(bots, 1), games, jobs, {
    onStart: () => (t1 = performance.now()),
  });
  const t2 = performance.now();
  const stats = outcomes.map((o) => o.stats);
  const wins = stats.filter((s) => s.winner === 0).length;
  const draws = stats.filter((s) => s.winner === null).length;
  const steps = stats.reduce((a, s) => a + s.steps, 0);
  const r2 = (x: number) => Math.round(x * 100) / 100;
  return {
    bots,
    jobs,
    games,
    gamesPerSecond: r2(games / ((t2 - t1) / 1000)),
    gamesPerSecondWithStartup: r2(games / ((t2 - t0) / 1000)),
    stepsPerSecond: Math.round(steps / ((t2 - t1) / 1000)),
    wins,
    draws,
    losses: games - wins - draws,
    winInterval: wilson(wins, games),
    touchdowns: stats.filter((s) => s.winner === 0 && s.reason === 'touchdown').length,
  };
}

function describe(f: RunFigures): string {
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  return (
    `  ${f.bots.join(' vs ').padEnd(20)} ${String(f.games).padStart(4)} games, ${f.jobs} job${f.jobs > 1 ? 's' : ' '}: ` +
    `${f.gamesPerSecond} games/s (${f.gamesPerSecondWithStartup} with start-up), ${f.stepsPerSecond} steps/s; ` +
    `side 1 wins ${f.wins}, draws ${f.draws}, losses ${f.losses} (win rate 95% ${pct(f.winInterval[0])}-${pct(f.winInterval[1])}), TDs ${f.touchdowns}`
  );
}

/** The other benches, run with small budgets when present: [file, arguments]. */
const SCRIPTS: [string, string[]][] = [
  ['bench/bots.ts', ['--games', '20', '--speed-games', '40']],
  ['bench/search.ts', ['--games', '6', '--playouts', '30']],
];

function runScript(
  file: string,
  args: string[],
  json: boolean,
  nodeOptions: string[] = [],
): { ok: boolean; text: string } {
  const tsx = join('node_modules', '.bin', 'tsx');
  const r = spawnSync(tsx, [...nodeOptions, file, ...args, ...(json ? ['--json'] : [])], {
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (r.status !== 0)
    return {
      ok: false,
      text: `${file} failed (${r.error?.message ?? `exit ${r.status}`}): ${r.stderr.trim()}`,
    };
  return { ok: true, text: r.stdout.trim() };
}

/** A script's --json output: one object, pretty-printed or on its last line; else the text. */
function parseJson(text: string): unknown {
  for (const candidate of [text, text.split('\n').at(-1) ?? '']) {
    try {
      return JSON.parse(candidate);
    } catch {}
  }
  return text;
}

async function botFigures(o: Options, say: (line: string) => void): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  // Runs of about ten seconds with one job (1,200 random games, 320 scripted ones by default):
  // a second job's start-up (a process, the JIT warming up again) weighs on shorter ones, which
  // a user's simulation of hundreds of games does not feel.
  say('\nsimulate --bots random, --jobs 1 against --jobs 2, in turn');
  out.jobs = jobScaling('random', o.botGames * 30, 3, say);
  say('\nsimulate --bots scripted, --jobs 1 against --jobs 2, in turn');
  out.jobsScripted = jobScaling('scripted', o.botGames * 8, 3, say);
  // The search bot is slow by design: its figures come from bench/search.ts with a small budget.
  const others = botIds().filter((id) => id !== 'random' && id !== 'search');
  if (others.length) say('\nbots, sides taking turns at being team 0 (side 1 first)');
  for (const id of others) {
    const vsRandom = await run([id, 'random'], o.botGames, 1);
    say(describe(vsRandom));
    const vsSelf = await run([id, id], o.botGames, 1);
    say(describe(vsSelf));
    out[id] = { vsRandom, vsSelf };
  }
  for (const [file, args] of SCRIPTS) {
    if (!existsSync(file)) continue;
    say(`\n${file} ${args.join(' ')}`);
    const r = runScript(file, args, o.json);
    say(r.text.replace(/^/gm, '  '));
    if (o.json && r.ok) out[file] = parseJson(r.text);
    else if (!r.ok) out[file] = { error: r.text };
  }
  return out;
}

/** The memory figures, from a child process of their own (a clean heap, and a collector to call). */
function memoryFigures(json: boolean, say: (line: string) => void): unknown {
  const r = runScript('bench/memory.ts', [], json, ['--expose-gc']);
  say(`\n${r.text}`);
  if (!r.ok) return { error: r.text };
  return json ? parseJson(r.text) : undefined;
}

async function main(): Promise<void> {
  const o = options(process.argv.slice(2));
  const args = parseArgs(o.engine);
  // With --json only the one object goes to stdout; progress lines go nowhere.
  const say = o.json ? () => {} : (line: string) => console.log(line);
  const before = machine();
  say(`npm run bench, ${describeMachine(before)}\n`);
  const { figures, lines } = engineBench(args);
  say(lines.join('\n'));
  const tables = tableBenches(args, say);
  const memory = memoryFigures(o.json, say);
  const scripted = scriptedBench(args.seconds / 2, args.warmup);
  say(`\n${scripted.lines.join('\n')}`);
  // Before the bot figures: its first run rebuilds dist/ if a source changed, so that the jobs
  // below run the compiled job as `simulate --jobs` does.
  const startup = startupBench();
  say(`\n${startup.lines.join('\n')}`);
  const bots = o.bots ? await botFigures(o, say) : undefined;
  const after = machine();
  say(`\nat the end: ${describeMachine(after)}`);
  if (o.json)
    console.log(
      JSON.stringify({
        ...figures,
        ...tables,
        memory,
        scripted: scripted.figures,
        machineBefore: before,
        machineAfter: after,
        startup: startup.figures,
        ...(bots ? { bots } : {}),
      }),
    );
}

await runMain('npm run bench', main);
