/**
 * The command line's start-up time: `dungeonbowl --help` run as a user runs it (node on
 * packages/cli/bin/dungeonbowl.js, a new process each time), against node starting with nothing
 * to do. `npm run bench` (bench/index.ts) prints it; on its own it is `npx tsx bench/startup.ts
 * [--runs N] [--json]`.
 *
 * The first run is not counted: it rebuilds dist/ when a source changed since the last build (the
 * bin does that itself), so the counted runs time the compiled command line.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { childrenCpu, runMain } from './machine.ts';

const BIN = join(import.meta.dirname, '..', 'packages', 'cli', 'bin', 'dungeonbowl.js');

export interface StartupFigures {
  runs: number;
  /** Median wall-clock seconds of `dungeonbowl --help`, and of `node -e 0` on the same machine. */
  helpSeconds: number;
  nodeSeconds: number;
  /** Median processor seconds (user + system) of `dungeonbowl --help`; null off Linux. */
  helpCpuSeconds: number | null;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/** Times one run of node with these arguments: wall and processor seconds. */
function time(args: string[]): { wall: number; cpu: number | null } {
  const cpu0 = childrenCpu();
  const t0 = performance.now();
  const r = spawnSync(process.execPath, args, { encoding: 'utf8', timeout: 60_000 });
  const wall = (performance.now() - t0) / 1000;
  if (r.status !== 0) throw new Error(`node ${args.join(' ')} failed: ${r.error?.message ?? r.stderr}`);
  const cpu1 = childrenCpu();
  return { wall, cpu: cpu0 === null || cpu1 === null ? null : cpu1 - cpu0 };
}

export function startupBench(runs = 5): { figures: StartupFigures; lines: string[] } {
  time([BIN, '--help']);
  const help: { wall: number; cpu: number | null }[] = [];
  const bare: number[] = [];
  // In turn, so a burst of other load on the machine weighs on both alike.
  for (let i = 0; i < runs; i++) {
    help.push(time([BIN, '--help']));
    bare.push(time(['-e', '0']).wall);
  }
  const cpus = help.map((h) => h.cpu);
  const r3 = (x: number) => Math.round(x * 1000) / 1000;
  const figures: StartupFigures = {
    runs,
    helpSeconds: r3(median(help.map((h) => h.wall))),
    nodeSeconds: r3(median(bare)),
    helpCpuSeconds: cpus.some((c) => c === null) ? null : r3(median(cpus as number[])),
  };
  const cpu = figures.helpCpuSeconds === null ? '' : `, ${figures.helpCpuSeconds} s of processor time`;
  const lines = [
    `start-up, median of ${runs} runs: dungeonbowl --help ${figures.helpSeconds} s${cpu}; node -e 0 ${figures.nodeSeconds} s`,
  ];
  return { figures, lines };
}

function main(): void {
  const argv = process.argv.slice(2);
  const i = argv.indexOf('--runs');
  const runs = i >= 0 ? Number(argv[i + 1]) : 5;
  if (!(runs > 0)) throw new Error('--runs must be positive');
  const { figures, lines } = startupBench(runs);
  console.log(argv.includes('--json') ? JSON.stringify(figures) : lines.join('\n'));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runMain('bench/startup.ts', main);
