import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, freshBundle } from '../build.mjs';
import { jobArgv } from '../src/workers/pool.ts';

const CLI = join(import.meta.dirname, '..');
const BIN = join(CLI, 'bin', 'dungeonbowl.js');
/**
 * The bundles of these tests, in a folder of their own: making them stale here never makes the
 * command other tests run at the same time stale, and no source file is touched.
 */
const DIST = mkdtempSync(join(tmpdir(), 'dungeonbowl-dist-'));
const INPUTS = join(DIST, 'inputs.json');
const env = { ...process.env, DUNGEONBOWL_CLI_DIST: DIST };

/** Processor seconds used by this process's finished children so far (Linux only). */
function childrenCpu(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

const recorded = () => JSON.parse(readFileSync(INPUTS, 'utf8'));

/** Makes the bundles stale as an edit of words.ts would: its recorded time no longer matches. */
function staleWords(): void {
  const r = recorded();
  r.inputs['packages/cli/src/words.ts'][0] -= 1000;
  writeFileSync(INPUTS, JSON.stringify(r));
}

describe('the compiled command line', () => {
  beforeAll(async () => {
    process.env.DUNGEONBOWL_CLI_DIST = DIST;
    expect(await build()).toBe(true);
  }, 120_000);

  afterAll(() => {
    delete process.env.DUNGEONBOWL_CLI_DIST;
    rmSync(DIST, { recursive: true, force: true });
  });

  it('is fresh after a build and stale once a source differs from what was built', () => {
    expect(freshBundle('dungeonbowl')).toBe(join(DIST, 'dungeonbowl.js'));
    expect(freshBundle('worker')).toBe(join(DIST, 'worker.js'));
    expect(Object.keys(recorded().inputs)).toContain('packages/cli/build.mjs');
    staleWords();
    expect(freshBundle('dungeonbowl')).toBeNull();
    expect(freshBundle('worker')).toBeNull();
  });

  // Failed before: every command transpiled the TypeScript through tsx, about 2 s of processor
  // time (--help measured 2.8 s on a loaded 2-core machine, 0.3 s compiled).
  it.runIf(process.platform === 'linux')(
    'starts without transpiling: --help under a second of processor time',
    async () => {
      expect(await build()).toBe(true);
      const before = childrenCpu();
      const r = spawnSync(process.execPath, [BIN, '--help'], { encoding: 'utf8', timeout: 30_000, env });
      expect(r.status).toBe(0);
      expect(r.stdout).toMatch(/^Usage: dungeonbowl/);
      expect(childrenCpu() - before).toBeLessThan(1);
    },
    120_000,
  );

  it('plays simulate --jobs 2 with the compiled jobs', () => {
    const r = spawnSync(
      process.execPath,
      [BIN, ...['simulate', '--games', '4', '--turn-limit', '2', '--jobs', '2', '--json']],
      { encoding: 'utf8', timeout: 60_000, env },
    );
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ games: 4 });
  });

  it('rebuilds a stale bundle before running, so an edit is never ignored', () => {
    staleWords();
    expect(freshBundle('dungeonbowl')).toBeNull();
    const r = spawnSync(process.execPath, [BIN, '--version'], { encoding: 'utf8', timeout: 60_000, env });
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
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
