import { spawnSync } from 'node:child_process';
import { readFileSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, freshBundle } from '../build.mjs';
import { jobArgv } from '../src/workers/pool.ts';

const CLI = join(import.meta.dirname, '..');
const BIN = join(CLI, 'bin', 'dungeonbowl.js');
const INPUTS = join(CLI, 'dist', 'inputs.json');
/** A source of the bundle, touched to make it stale (its text is left alone). */
const SOURCE = join(CLI, 'src', 'words.ts');

/** Processor seconds used by this process's finished children so far (Linux only). */
function childrenCpu(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

const started = () => JSON.parse(readFileSync(INPUTS, 'utf8')).started as number;

describe('the compiled command line', () => {
  beforeAll(async () => {
    expect(await build()).toBe(true);
  }, 120_000);

  it('is fresh after a build and stale once a source is newer', () => {
    expect(freshBundle('dungeonbowl')).toBe(join(CLI, 'dist', 'dungeonbowl.js'));
    expect(freshBundle('worker')).toBe(join(CLI, 'dist', 'worker.js'));
    const { atime, mtime } = statSync(SOURCE);
    try {
      utimesSync(SOURCE, atime, new Date(started() + 1000));
      expect(freshBundle('dungeonbowl')).toBeNull();
      expect(freshBundle('worker')).toBeNull();
    } finally {
      utimesSync(SOURCE, atime, mtime);
    }
    expect(freshBundle('dungeonbowl')).not.toBeNull();
  });

  // Failed before: every command transpiled the TypeScript through tsx, about 2 s of processor
  // time (--help measured 2.8 s on a loaded 2-core machine, 0.3 s compiled).
  it.runIf(process.platform === 'linux')(
    'starts without transpiling: --help under a second of processor time',
    () => {
      const before = childrenCpu();
      const r = spawnSync(process.execPath, [BIN, '--help'], { encoding: 'utf8', timeout: 30_000 });
      expect(r.status).toBe(0);
      expect(r.stdout).toMatch(/^Usage: dungeonbowl/);
      expect(childrenCpu() - before).toBeLessThan(1);
    },
  );

  it('plays simulate --jobs 2 with the compiled jobs', () => {
    const r = spawnSync(
      process.execPath,
      [BIN, ...['simulate', '--games', '4', '--turn-limit', '2', '--jobs', '2', '--json']],
      { encoding: 'utf8', timeout: 60_000 },
    );
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ games: 4 });
  });

  it('rebuilds a stale bundle before running, so an edit is never ignored', () => {
    const before = started();
    const now = new Date();
    utimesSync(SOURCE, now, now);
    const r = spawnSync(process.execPath, [BIN, '--version'], { encoding: 'utf8', timeout: 60_000 });
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    expect(started()).toBeGreaterThan(before);
    expect(freshBundle('dungeonbowl')).not.toBeNull();
  });
});

describe("a job's Node options", () => {
  const tsx = ['--require', '/x/tsx/preflight.cjs', '--import', 'file:///x/tsx/loader.mjs'];

  it("leave out the main process's loaders and keep its other options", () => {
    expect(jobArgv(1, [...tsx, '--max-old-space-size=4096', '--loader=x'], 8)).toEqual([
      '--max-old-space-size=4096',
    ]);
  });

  it("turn V8's helper threads off only when the jobs fill every core", () => {
    expect(jobArgv(2, [], 2)).toEqual(['--single-threaded']);
    expect(jobArgv(4, [], 2)).toEqual(['--single-threaded']);
    expect(jobArgv(2, [], 8)).toEqual([]);
    expect(jobArgv(1, [], 1)).toEqual([]);
  });
});
