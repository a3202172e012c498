/**
 * Scripted against scripted, in this process: full games (createGame to the result) on
 * great-hall through the bots' public `playBots`, each bot seeing its coach's view as `simulate`
 * shows it, after a warm-up by time (and at least 20 games); then the same with `fullInformation` (the bots see the whole
 * state: no view is copied, as bench/bots.ts plays). The games a second of one core:
 * wall time, and processor time of the process (V8's helper threads included), which other work
 * on the machine does not stretch. `npm run bench` runs it; on its own it is
 * `npx tsx bench/scripted.ts [--seconds S] [--warmup S] [--json]`.
 */
import { playBots, scriptedBot } from '@dungeonbowl/bots';
import { GREAT_HALL, newGame } from './engine.ts';
import { describeMachine, type Machine, machine, runMain } from './machine.ts';

export interface ScriptedFigures {
  games: number;
  stepsPerGame: number;
  /** Games per second of wall time, and per second of processor time. */
  gamesPerSecond: number;
  gamesPerCpuSecond: number;
  /** The same with `fullInformation`. */
  fullInformation: { games: number; gamesPerSecond: number; gamesPerCpuSecond: number };
  warmupGames: number;
  machine: Machine;
}

/**
 * Plays games from seed `first` until `seconds` have passed and at least `least` games are
 * played; their steps.
 */
function playFor(
  seconds: number,
  first: number,
  fullInformation = false,
  least = 1,
): { games: number; steps: number } {
  const until = performance.now() + seconds * 1000;
  let games = 0;
  let steps = 0;
  do {
    const seed = first + games;
    const r = playBots(newGame(GREAT_HALL.setup, seed), [scriptedBot(), scriptedBot()], {
      seed,
      fullInformation,
    });
    steps += r.steps;
    games++;
  } while (performance.now() < until || games < least);
  return { games, steps };
}

/** The fewest games of warm-up, whatever the time. */
const WARMUP_GAMES = 20;

const r2 = (x: number) => Math.round(x * 100) / 100;

/** Games from seed 1 for `seconds`, timed by the wall and by the process's processor time. */
function timed(seconds: number, fullInformation: boolean) {
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const { games, steps } = playFor(seconds, 1, fullInformation);
  const cpu = process.cpuUsage(cpu0);
  const wall = (performance.now() - t0) / 1000;
  return {
    games,
    steps,
    gamesPerSecond: r2(games / wall),
    gamesPerCpuSecond: r2(games / ((cpu.user + cpu.system) / 1e6)),
  };
}

export function scriptedBench(
  seconds: number,
  warmup: number,
): { figures: ScriptedFigures; lines: string[] } {
  // At least WARMUP_GAMES too: on a busy machine 2.5 s were 3 to 5 games, and the figure after
  // them was less than half the figure after 33.
  const warm = playFor(warmup, 1_000_000, false, WARMUP_GAMES);
  const { steps, ...seen } = timed(seconds, false);
  const { steps: _steps, ...full } = timed(seconds, true);
  const figures: ScriptedFigures = {
    ...seen,
    stepsPerGame: Math.round(steps / seen.games),
    fullInformation: full,
    warmupGames: warm.games,
    machine: machine(),
  };
  const lines = [
    `scripted against scripted in process (playBots), ${seen.games} games on ${GREAT_HALL.label} after ${warm.games} of warm-up`,
    `  games per second      ${seen.gamesPerSecond} (${seen.gamesPerCpuSecond} per second of processor time), coaches' views, ${figures.stepsPerGame} steps a game`,
    `  fullInformation       ${full.gamesPerSecond} (${full.gamesPerCpuSecond} per second of processor time), ${full.games} games`,
    `  measured at           ${describeMachine(figures.machine)}`,
  ];
  return { figures, lines };
}

function main(): void {
  const argv = process.argv.slice(2);
  const num = (flag: string, fallback: number) => {
    const at = argv.indexOf(flag);
    return at >= 0 ? Number(argv[at + 1]) : fallback;
  };
  const { figures, lines } = scriptedBench(num('--seconds', 5), num('--warmup', 2.5));
  console.log(argv.includes('--json') ? JSON.stringify(figures) : lines.join('\n'));
}

if (process.argv[1]?.endsWith('scripted.ts')) await runMain('bench/scripted.ts', main);
