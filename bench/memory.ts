/**
 * Memory of games held live, as the online server holds them: N random games of each table
 * (bench/engine.ts) played to mid-game and kept, then the heap's growth per game after a full
 * garbage collection, and the mid-game state's size as JSON (what a record or the server's
 * store writes). `npm run bench` runs it in a child process of its own (a clean heap);
 * on its own it is `npx tsx bench/memory.ts [--games N] [--json]` (N for great-hall and the
 * BRAWL match; the Dungeon Brawl tables hold fewer, bigger games).
 *
 * Mid-game: the teams have taken half their turns of the turn limit between them (8 of 16 each
 * on great-hall). A game that ends before that (a touchdown) is dropped for the next seed.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { apply, type Game, type GameSetup, legalActions } from '@dungeonbowl/engine';
import {
  BRAWL_4,
  BRAWL_16,
  BRAWL_MATCH,
  GREAT_HALL,
  newGame,
  rng,
  type Table,
  TURN_LIMIT,
} from './engine.ts';
import { describeMachine, type Machine, machine, runMain } from './machine.ts';

export interface MemoryFigures {
  games: number;
  /** Heap growth per live mid-game game, after a full collection, in bytes. */
  heapBytesPerGame: number;
  /**
   * The same per game for the same states parsed from their JSON (as a server holds a game it
   * loaded from its store): less, as the played games' objects and arrays grew in place.
   */
  heapBytesPerParsedGame: number;
  /** The mid-game states' size as JSON, in bytes. */
  meanStateBytes: number;
  maxStateBytes: number;
  machine: Machine;
}

/** Each table with the games it holds, by its key in the JSON (bench/engine.ts's keys). */
const TABLES: { key: string; table: Table; share: number }[] = [
  { key: 'greatHall', table: GREAT_HALL, share: 1 },
  { key: 'brawl4', table: BRAWL_4, share: 0.2 },
  { key: 'brawl16', table: BRAWL_16, share: 0.06 },
  { key: 'brawl2013', table: BRAWL_MATCH, share: 1 },
];

/**
 * `gc()`: Node's own with --expose-gc, else the flag set now and the function taken from a new
 * context (V8 installs it in contexts made after the flag is set).
 */
function collector(): () => void {
  const own = (globalThis as { gc?: () => void }).gc;
  if (own) return own;
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/** Plays random actions until half the team turns are taken; null when the game ends first. */
function midGame(setup: GameSetup, seed: number): Game | null {
  const g = newGame(setup, seed);
  const pick = rng(seed);
  const half = (g.teams.length * TURN_LIMIT) / 2;
  const taken = () => g.teams.reduce((a, t) => a + t.turnsTaken, 0);
  while (!g.result && taken() < half) {
    const d = legalActions(g);
    if (!d) return null;
    const r = apply(g, d.actions[pick(d.actions.length)], { inPlace: true, events: false, trusted: true });
    if (!r.ok) throw new Error(`seed ${seed}: ${r.error.message}`);
  }
  return g.result ? null : g;
}

/** `count` mid-game games of the table, from seed `first` on. */
function hold(setup: GameSetup, count: number, first: number): Game[] {
  const out: Game[] = [];
  for (let seed = first; out.length < count; seed++) {
    const g = midGame(setup, seed);
    if (g) out.push(g);
    if (seed > first + 10 * count) throw new Error('too many games ended before mid-game');
  }
  return out;
}

function heapAfterGc(gc: () => void): number {
  // Twice: a first collection can leave garbage that finalizers or weak references free later.
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

export function memoryOf(table: Table, games: number, gc = collector()): MemoryFigures {
  // Warm-up games first, on other seeds: caches the games share (a parsed dungeon, say) are
  // then in the heap before the measured games, and not counted as theirs.
  hold(table.setup, Math.min(20, games), 1_000_000);
  const before = heapAfterGc(gc);
  let held: Game[] | null = hold(table.setup, games, 1);
  const after = heapAfterGc(gc);
  const texts = held.map((g) => JSON.stringify(g));
  held = null;
  const beforeParsed = heapAfterGc(gc);
  const parsed = texts.map((t) => JSON.parse(t) as Game);
  const afterParsed = heapAfterGc(gc);
  const sizes = texts.map((t) => t.length);
  return {
    games: parsed.length,
    heapBytesPerGame: Math.round((after - before) / games),
    heapBytesPerParsedGame: Math.round((afterParsed - beforeParsed) / parsed.length),
    meanStateBytes: Math.round(sizes.reduce((a, b) => a + b, 0) / sizes.length),
    maxStateBytes: Math.max(...sizes),
    machine: machine(),
  };
}

export function memoryBench(games: number): { figures: Record<string, MemoryFigures>; lines: string[] } {
  const gc = collector();
  const figures: Record<string, MemoryFigures> = {};
  const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;
  const lines = [`live games at mid-game (half the team turns of a ${TURN_LIMIT}-turn limit taken)`];
  for (const { key, table, share } of TABLES) {
    const f = memoryOf(table, Math.max(10, Math.round(games * share)), gc);
    figures[key] = f;
    lines.push(
      `  ${table.label.padEnd(36)} ${String(f.games).padStart(4)} games: heap ${kb(f.heapBytesPerGame)} a game ` +
        `(${kb(f.heapBytesPerParsedGame)} parsed from JSON); ` +
        `state as JSON mean ${kb(f.meanStateBytes)}, max ${kb(f.maxStateBytes)}`,
    );
  }
  lines.push(`  measured at ${describeMachine()}`);
  return { figures, lines };
}

function main(): void {
  const argv = process.argv.slice(2);
  const at = argv.indexOf('--games');
  const games = at >= 0 ? Number(argv[at + 1]) : 500;
  if (!(games > 0)) throw new Error('--games must be positive');
  const { figures, lines } = memoryBench(games);
  console.log(argv.includes('--json') ? JSON.stringify(figures) : lines.join('\n'));
}

if (process.argv[1]?.endsWith('memory.ts')) await runMain('bench/memory.ts', main);
