/**
 * The engine bench: uniformly random full games on one core, with fixed seeds, and the figures
 * that matter for bots and bulk simulation. A step is one `legalActions` listing plus one
 * trusted in-place `apply`. `npm run bench` (bench/index.ts) runs it first; on its own it is
 * `npx tsx bench/engine.ts`. `--json` prints one JSON object, `--games N` and `--seconds S`
 * change the budget (whichever runs out first ends the run), `--warmup S` the time spent
 * warming the JIT up first (default 2.5 s: the figures are steady-state ones, not V8 compiling
 * the engine). The other tables (`TABLES`) measure the same on Dungeon Brawl games of 4 and 16
 * teams ([000]: squads of four) and a BRAWL Dungeonbowl 2013 match ([002]), with half the time.
 */
import { pathToFileURL } from 'node:url';
import {
  apply,
  createGame,
  FIRE_TEAM,
  type Game,
  type GameSetup,
  getBuiltinDungeon,
  legalActions,
  SHADOW_TEAM,
  squadOf,
} from '@dungeonbowl/engine';
import { describeMachine, type Machine, machine, runMain } from './machine.ts';

export const TURN_LIMIT = 16;
const FIRST_SEED = 1;

export interface Args {
  json: boolean;
  games: number;
  seconds: number;
  /** Seconds of games played before the measured ones, to warm the JIT up. */
  warmup: number;
}

export function parseArgs(argv: string[]): Args {
  const args: Args = { json: false, games: 3000, seconds: 10, warmup: 2.5 };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--json') args.json = true;
    else if (a === '--games') args.games = Number(argv[++i]);
    else if (a === '--seconds') args.seconds = Number(argv[++i]);
    else if (a === '--warmup') args.warmup = Number(argv[++i]);
    else throw new Error(`unknown argument ${a} (use --json, --games N, --seconds S, --warmup S)`);
  }
  if (!(args.games > 0) || !(args.seconds > 0)) throw new Error('--games and --seconds must be positive');
  if (!(args.warmup >= 0)) throw new Error('--warmup must not be negative');
  return args;
}

/** mulberry32: the bots' choices are deterministic per seed, and separate from the dice. */
export function rng(seed: number): (n: number) => number {
  let a = (seed ^ 0x5bd1e995) >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 0x100000000) * n);
  };
}

interface Totals {
  games: number;
  steps: number;
  choices: number;
  /** Time spent in legalActions and apply only. */
  ns: bigint;
  /** Processor time of the whole process over the games (V8's helper threads too). */
  cpuMicros: number;
  /** Time spent in createGame (the pre-game is part of a game, not of its steps). */
  setupNs: bigint;
  stateSamples: number;
  stateBytes: number;
  maxStateBytes: number;
  peakRss: number;
}

/** Measuring the state's size is slow, so only every SAMPLE_EVERY-th step is measured (off the clock). */
const SAMPLE_EVERY = 250;

export function newGame(setup: GameSetup, seed: number): Game {
  const made = createGame(setup, { seed, rules: { turnLimit: TURN_LIMIT } });
  if (!made.ok) throw new Error(made.errors.map((e) => e.message).join('; '));
  return made.game;
}

/** Processor time of the process, in microseconds (since `since`). */
function cpuMicros(since?: NodeJS.CpuUsage): number {
  const c = process.cpuUsage(since);
  return c.user + c.system;
}

/** Off the clocks: its processor time is taken off the figures' too. */
function sampleState(g: Game, t: Totals): void {
  const cpu0 = process.cpuUsage();
  const bytes = JSON.stringify(g).length;
  t.stateSamples++;
  t.stateBytes += bytes;
  if (bytes > t.maxStateBytes) t.maxStateBytes = bytes;
  t.cpuMicros -= cpuMicros(cpu0);
}

function playGame(setup: GameSetup, seed: number, t: Totals): void {
  const made = process.hrtime.bigint();
  const g = newGame(setup, seed);
  t.setupNs += process.hrtime.bigint() - made;
  const pick = rng(seed);
  let steps = 0;
  let start = process.hrtime.bigint();
  while (!g.result) {
    const d = legalActions(g);
    if (!d) break;
    const a = d.actions[pick(d.actions.length)];
    const r = apply(g, a, { inPlace: true, events: false, trusted: true });
    if (!r.ok) throw new Error(`seed ${seed}: ${r.error.message}`);
    t.choices += d.actions.length;
    steps++;
    if (steps % SAMPLE_EVERY === 0) {
      t.ns += process.hrtime.bigint() - start;
      sampleState(g, t);
      start = process.hrtime.bigint();
    }
    if (steps > 100_000) throw new Error(`seed ${seed}: no end after ${steps} steps`);
  }
  t.ns += process.hrtime.bigint() - start;
  sampleState(g, t);
  t.steps += steps;
  t.games++;
  t.peakRss = Math.max(t.peakRss, process.memoryUsage.rss());
}

export interface EngineFigures {
  stepsPerSecond: number;
  /** Steps per second of processor time (set-ups included), which other work on the machine does not slow. */
  stepsPerCpuSecond: number;
  gamesPerSecond: number;
  meanLegalActions: number;
  peakMemoryBytes: number;
  meanStateBytes: number;
  maxStateBytes: number;
  /** The JIT's warm-up before the measured games. */
  warmupGames: number;
  warmupSeconds: number;
  /** The machine's processors and load at the end of the measured games. */
  machine: Machine;
}

/** A game to measure: its set-up and how the lines name it. */
export interface Table {
  setup: GameSetup;
  label: string;
}

export const GREAT_HALL: Table = {
  setup: { dungeon: getBuiltinDungeon('great-hall')!.text, teams: [FIRE_TEAM, SHADOW_TEAM] },
  label: 'great-hall',
};

/** `count` Dungeon Brawl squads of four ([000]), Fire and Shadow in turn, on a built-in map. */
function brawlTable(dungeon: string, count: number): Table {
  return {
    setup: {
      ruleset: 'dungeonbrawl',
      dungeon: getBuiltinDungeon(dungeon)!.text,
      teams: Array.from({ length: count }, (_, i) => ({
        ...squadOf(i % 2 ? SHADOW_TEAM : FIRE_TEAM),
        name: `Squad ${i + 1}`,
      })),
    },
    label: `${dungeon}, ${count} Dungeon Brawl squads`,
  };
}

/** Sixteen squads on the Twin Pits. */
export const BRAWL_16: Table = brawlTable('twin-pits', 16);

/** Four squads on the Brawl Pit, the Dungeon Brawl table of bench/dungeonbrawl.ts. */
export const BRAWL_4: Table = brawlTable('brawl-pit', 4);

/** A BRAWL Dungeonbowl 2013 match ([002]) on its first round's map, Fire against Shadow. */
export const BRAWL_MATCH: Table = {
  setup: {
    ruleset: 'brawl2013',
    dungeon: getBuiltinDungeon('brawl-classic')!.text,
    teams: [FIRE_TEAM, SHADOW_TEAM],
  },
  label: 'brawl-classic, a BRAWL 2013 match',
};

/** The tables besides great-hall, by their key in the JSON, with their games' budget. */
export const TABLES: { key: string; table: Table; games: number }[] = [
  { key: 'brawl4', table: BRAWL_4, games: 200 },
  { key: 'brawl16', table: BRAWL_16, games: 20 },
  { key: 'brawl2013', table: BRAWL_MATCH, games: 1000 },
];

const empty = (): Totals => ({
  games: 0,
  steps: 0,
  choices: 0,
  ns: 0n,
  cpuMicros: 0,
  setupNs: 0n,
  stateSamples: 0,
  stateBytes: 0,
  maxStateBytes: 0,
  peakRss: 0,
});

/**
 * Warms the JIT up on seeds the measured run does not use, for `seconds` (at least one game):
 * V8 compiles the engine's hot code over the first few hundred games (the first 25 random games
 * on great-hall took about five times the processor time of later ones, with a second bump near
 * the 200th), so a few games of warm-up left that in the figure.
 */
function warmUp(setup: GameSetup, seconds: number): { games: number; seconds: number } {
  const warm = empty();
  const t0 = performance.now();
  const until = t0 + seconds * 1000;
  do playGame(setup, 1_000_000 + warm.games, warm);
  while (performance.now() < until);
  return { games: warm.games, seconds: Math.round(performance.now() - t0) / 1000 };
}

/** Plays the measured games and returns the figures, with the lines that describe them. */
export function engineBench(
  args: Args,
  table: Table = GREAT_HALL,
): { figures: EngineFigures; lines: string[] } {
  const setup = table.setup;
  const warm = warmUp(setup, args.warmup);
  const t: Totals = empty();
  const deadline = performance.now() + args.seconds * 1000;
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < args.games && performance.now() < deadline; i++) playGame(setup, FIRST_SEED + i, t);
  t.cpuMicros += cpuMicros(cpu0);
  return describe(t, warm, table);
}

function describe(
  t: Totals,
  warm: { games: number; seconds: number },
  table: Table,
): { figures: EngineFigures; lines: string[] } {
  const seconds = Number(t.ns) / 1e9;
  const setupSeconds = Number(t.setupNs) / 1e9;
  const figures: EngineFigures = {
    stepsPerSecond: Math.round(t.steps / seconds),
    stepsPerCpuSecond: Math.round(t.steps / (t.cpuMicros / 1e6)),
    gamesPerSecond: Math.round((t.games / (seconds + setupSeconds)) * 100) / 100,
    meanLegalActions: Math.round((t.choices / t.steps) * 100) / 100,
    peakMemoryBytes: t.peakRss,
    meanStateBytes: Math.round(t.stateBytes / t.stateSamples),
    maxStateBytes: t.maxStateBytes,
    warmupGames: warm.games,
    warmupSeconds: warm.seconds,
    machine: machine(),
  };
  const mb = (b: number) => `${(b / 1024 / 1024).toFixed(1)} MB`;
  const lines = [
    `${t.games} random games on ${table.label} (turn limit ${TURN_LIMIT}, seeds ${FIRST_SEED}..${FIRST_SEED + t.games - 1}), after ${warm.games} games (${warm.seconds} s) of warm-up`,
    `  ${t.steps} steps in ${seconds.toFixed(2)} s, set-ups in ${setupSeconds.toFixed(2)} s (mean ${Math.round(t.steps / t.games)} steps a game)`,
    `  steps per second      ${figures.stepsPerSecond} (${figures.stepsPerCpuSecond} per second of processor time, set-ups and V8's helper threads included)`,
    `  games per second      ${figures.gamesPerSecond} (createGame included)`,
    `  mean legal actions    ${figures.meanLegalActions} per decision`,
    `  peak memory (RSS)     ${mb(figures.peakMemoryBytes)}`,
    `  game state as JSON    mean ${figures.meanStateBytes} bytes, max ${figures.maxStateBytes} bytes (every ${SAMPLE_EVERY}th step and each game's end)`,
    `  measured at           ${describeMachine(figures.machine)}`,
  ];
  return { figures, lines };
}

/** The 16-team Dungeon Brawl figures: a few long games, within the same time budget. */
export function brawlBench(args: Args): { figures: EngineFigures; lines: string[] } {
  return engineBench({ ...args, games: Math.min(args.games, 20) }, BRAWL_16);
}

/** The figures of every table besides great-hall, by key, each with half the time budget. */
export function tableBenches(args: Args, say: (line: string) => void): Record<string, EngineFigures> {
  const out: Record<string, EngineFigures> = {};
  for (const { key, table, games } of TABLES) {
    const r = engineBench({ ...args, games: Math.min(args.games, games), seconds: args.seconds / 2 }, table);
    say(`\n${r.lines.join('\n')}`);
    out[key] = r.figures;
  }
  return out;
}

function main(): void {
  const args = parseArgs(process.argv.slice(2));
  const say = args.json ? () => {} : (line: string) => console.log(line);
  const { figures, lines } = engineBench(args);
  say(lines.join('\n'));
  const tables = tableBenches(args, say);
  if (args.json) console.log(JSON.stringify({ ...figures, ...tables }));
}

// Run when started as a script, not when bench/index.ts imports it.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runMain('bench/engine.ts', main);
