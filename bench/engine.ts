/**
 * The engine bench: uniformly random full games on one core, with fixed seeds, and the figures
 * that matter for bots and bulk simulation. A step is one `legalActions` listing plus one
 * trusted in-place `apply`. `npm run bench` (bench/index.ts) runs it first; on its own it is
 * `npx tsx bench/engine.ts`. `--json` prints one JSON object, `--games N` and `--seconds S`
 * change the budget (whichever runs out first ends the run). `brawlBench` measures the same on
 * a 16-team Dungeon Brawl game ([000]: squads of four on the Twin Pits), a bigger game state.
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

const TURN_LIMIT = 16;
const FIRST_SEED = 1;

export interface Args {
  json: boolean;
  games: number;
  seconds: number;
}

export function parseArgs(argv: string[]): Args {
  const args: Args = { json: false, games: 3000, seconds: 10 };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--json') args.json = true;
    else if (a === '--games') args.games = Number(argv[++i]);
    else if (a === '--seconds') args.seconds = Number(argv[++i]);
    else throw new Error(`unknown argument ${a} (use --json, --games N, --seconds S)`);
  }
  if (!(args.games > 0) || !(args.seconds > 0)) throw new Error('--games and --seconds must be positive');
  return args;
}

/** mulberry32: the bots' choices are deterministic per seed, and separate from the dice. */
function rng(seed: number): (n: number) => number {
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
  /** Time spent in createGame (the pre-game is part of a game, not of its steps). */
  setupNs: bigint;
  stateSamples: number;
  stateBytes: number;
  maxStateBytes: number;
  peakRss: number;
}

/** Measuring the state's size is slow, so only every SAMPLE_EVERY-th step is measured (off the clock). */
const SAMPLE_EVERY = 250;

function newGame(setup: GameSetup, seed: number): Game {
  const made = createGame(setup, { seed, rules: { turnLimit: TURN_LIMIT } });
  if (!made.ok) throw new Error(made.errors.map((e) => e.message).join('; '));
  return made.game;
}

function sampleState(g: Game, t: Totals): void {
  const bytes = JSON.stringify(g).length;
  t.stateSamples++;
  t.stateBytes += bytes;
  if (bytes > t.maxStateBytes) t.maxStateBytes = bytes;
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
  t.peakRss = Math.max(t.peakRss, process.memoryUsage().rss);
}

export interface EngineFigures {
  stepsPerSecond: number;
  gamesPerSecond: number;
  meanLegalActions: number;
  peakMemoryBytes: number;
  meanStateBytes: number;
  maxStateBytes: number;
}

/** A game to measure: its set-up and how the lines name it. */
export interface Table {
  setup: GameSetup;
  label: string;
}

const GREAT_HALL: Table = {
  setup: { dungeon: getBuiltinDungeon('great-hall')!.text, teams: [FIRE_TEAM, SHADOW_TEAM] },
  label: 'great-hall',
};

/** Sixteen squads of four, Fire and Shadow in turn, on the Twin Pits ([000] Dungeon Brawl). */
export const BRAWL_16: Table = {
  setup: {
    ruleset: 'dungeonbrawl',
    dungeon: getBuiltinDungeon('twin-pits')!.text,
    teams: Array.from({ length: 16 }, (_, i) => ({
      ...squadOf(i % 2 ? SHADOW_TEAM : FIRE_TEAM),
      name: `Squad ${i + 1}`,
    })),
  },
  label: 'twin-pits, 16 Dungeon Brawl squads',
};

/** Plays the measured games and returns the figures, with the lines that describe them. */
export function engineBench(
  args: Args,
  table: Table = GREAT_HALL,
): { figures: EngineFigures; lines: string[] } {
  const setup = table.setup;
  const empty = (): Totals => ({
    games: 0,
    steps: 0,
    choices: 0,
    ns: 0n,
    setupNs: 0n,
    stateSamples: 0,
    stateBytes: 0,
    maxStateBytes: 0,
    peakRss: 0,
  });
  const warm = empty();
  // Warm the JIT on seeds the measured run does not use.
  for (let i = 0; i < Math.min(5, args.games); i++) playGame(setup, 1_000_000 + i, warm);
  const t: Totals = { ...empty(), peakRss: warm.peakRss };
  const deadline = performance.now() + args.seconds * 1000;
  for (let i = 0; i < args.games && performance.now() < deadline; i++) playGame(setup, FIRST_SEED + i, t);
  const seconds = Number(t.ns) / 1e9;
  const figures: EngineFigures = {
    stepsPerSecond: Math.round(t.steps / seconds),
    gamesPerSecond: Math.round((t.games / (seconds + Number(t.setupNs) / 1e9)) * 100) / 100,
    meanLegalActions: Math.round((t.choices / t.steps) * 100) / 100,
    peakMemoryBytes: t.peakRss,
    meanStateBytes: Math.round(t.stateBytes / t.stateSamples),
    maxStateBytes: t.maxStateBytes,
  };
  const mb = (b: number) => `${(b / 1024 / 1024).toFixed(1)} MB`;
  const setupSeconds = Number(t.setupNs) / 1e9;
  const lines = [
    `${t.games} random games on ${table.label} (turn limit ${TURN_LIMIT}, seeds ${FIRST_SEED}..${FIRST_SEED + t.games - 1})`,
    `  ${t.steps} steps in ${seconds.toFixed(2)} s, set-ups in ${setupSeconds.toFixed(2)} s (mean ${Math.round(t.steps / t.games)} steps a game)`,
    `  steps per second      ${figures.stepsPerSecond}`,
    `  games per second      ${figures.gamesPerSecond} (createGame included)`,
    `  mean legal actions    ${figures.meanLegalActions} per decision`,
    `  peak memory (RSS)     ${mb(figures.peakMemoryBytes)}`,
    `  game state as JSON    mean ${figures.meanStateBytes} bytes, max ${figures.maxStateBytes} bytes`,
  ];
  return { figures, lines };
}

/** The 16-team Dungeon Brawl figures: a few long games, within the same time budget. */
export function brawlBench(args: Args): { figures: EngineFigures; lines: string[] } {
  return engineBench({ ...args, games: Math.min(args.games, 20) }, BRAWL_16);
}

function main(): void {
  const args = parseArgs(process.argv.slice(2));
  const { figures, lines } = engineBench(args);
  const brawl = brawlBench(args);
  if (process.argv.includes('--json')) console.log(JSON.stringify({ ...figures, brawl16: brawl.figures }));
  else console.log([...lines, '', ...brawl.lines].join('\n'));
}

// Run when started as a script, not when bench/index.ts imports it.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
