/**
 * `simulate --jobs 2` against `--jobs 1`, as a user runs them: the compiled command line in a
 * process of its own (a cold JIT each time), timed whole, start-up included, with the invariant
 * checks on as by default. Runs alternate 1, 2, 1, 2, ... so that a burst of other load on the
 * machine weighs on both; each pair's ratio is kept, with the load after it.
 * `npm run bench` runs it (bench/index.ts, the `bots.jobs` and `bots.jobsScripted` keys).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { wilson } from '../packages/cli/src/stats.ts';
import { childrenCpu, describeMachine, machine } from './machine.ts';

const BIN = join(import.meta.dirname, '..', 'packages', 'cli', 'bin', 'dungeonbowl.js');

export interface SimulateRun {
  bots: string[];
  jobs: number;
  games: number;
  seconds: number;
  /** Processor time of the command and its jobs (Linux; null elsewhere). */
  cpuSeconds: number | null;
  /** Both the whole command's: start-up counted (the key names are those of earlier benches). */
  gamesPerSecond: number;
  gamesPerSecondWithStartup: number;
  stepsPerSecond: number;
  /** Side 1's wins, draws and losses, with a 95% Wilson interval on its win rate. */
  wins: number;
  draws: number;
  losses: number;
  winInterval: [number, number];
  touchdowns: number;
}

interface Side {
  wins: number;
  draws: number;
  losses: number;
  touchdowns: number;
}

export function simulateRun(bot: string, games: number, jobs: number): SimulateRun {
  const args = ['simulate', '--bots', bot, '--games', String(games), '--jobs', String(jobs), '--json'];
  const cpu0 = childrenCpu();
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', timeout: 300_000 });
  const seconds = (performance.now() - t0) / 1000;
  const cpu1 = childrenCpu();
  if (r.status !== 0)
    throw new Error(`simulate failed (${r.error?.message ?? `exit ${r.status}`}): ${r.stderr}`);
  const summary = JSON.parse(r.stdout) as { sides: Side[]; totalSteps: number };
  const side = summary.sides[0];
  const r2 = (x: number) => Math.round(x * 100) / 100;
  return {
    bots: [bot, bot],
    jobs,
    games,
    seconds: r2(seconds),
    cpuSeconds: cpu0 === null || cpu1 === null ? null : r2(cpu1 - cpu0),
    gamesPerSecond: r2(games / seconds),
    gamesPerSecondWithStartup: r2(games / seconds),
    stepsPerSecond: Math.round(summary.totalSteps / seconds),
    wins: side.wins,
    draws: side.draws,
    losses: side.losses,
    winInterval: wilson(side.wins, games),
    touchdowns: side.touchdowns,
  };
}

function describeRun(f: SimulateRun): string {
  const cpu = f.cpuSeconds === null ? '' : ` (${f.cpuSeconds} s of processor time)`;
  return `  ${f.bots.join(' vs ').padEnd(20)} ${String(f.games).padStart(5)} games, --jobs ${f.jobs}: ${f.seconds} s${cpu}, ${f.gamesPerSecond} games/s`;
}

/**
 * `pairs` pairs of runs, one job then two. The figures are the median pair's (by ratio), so one
 * run slowed by other work does not make the figure.
 */
export function jobScaling(bot: string, games: number, pairs: number, say: (line: string) => void) {
  const runs: { one: SimulateRun; two: SimulateRun; ratio: number; loadavg: number[] }[] = [];
  for (let p = 0; p < pairs; p++) {
    const one = simulateRun(bot, games, 1);
    const two = simulateRun(bot, games, 2);
    const ratio = Math.round((two.gamesPerSecond / one.gamesPerSecond) * 100) / 100;
    runs.push({ one, two, ratio, loadavg: machine().loadavg });
    say(`${describeRun(one)}\n${describeRun(two)}\n    ratio ${ratio} at ${describeMachine()}`);
  }
  const sorted = [...runs].sort((a, b) => a.ratio - b.ratio);
  const median = sorted[(sorted.length - 1) >> 1];
  say(`  --jobs 2 plays ${median.ratio} times the games a second of --jobs 1 (median pair of ${pairs})`);
  return {
    one: median.one,
    two: median.two,
    speedup: median.ratio,
    ratios: runs.map((r) => r.ratio),
    loads: runs.map((r) => r.loadavg),
    cpus: machine().cpus,
  };
}
