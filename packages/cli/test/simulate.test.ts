import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Summary } from '../src/stats.ts';
import { cli, cliWith, tempDir } from './helpers.ts';

async function simulateJson(...args: string[]): Promise<Summary> {
  const r = await cli('simulate', '--json', ...args);
  expect(r.err).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.out);
}

describe('dungeonbowl simulate', () => {
  it('plays every game to its end, and the totals add up', async () => {
    const s = await simulateJson('--games', '12', '--seed', '5');
    expect(s.games).toBe(12);
    expect(s.capped).toBe(0);
    expect(s.invariantViolations).toBe(0);
    expect(Object.values(s.endings).reduce((a, b) => a + b, 0)).toBe(12);
    expect(s.endings.stepCap).toBeUndefined();
    expect(s.sides.map((side) => side.team)).toEqual(['Bright Blasters', 'Grey Lurkers']);
    for (const side of s.sides) {
      expect(side.wins + side.draws + side.losses).toBe(12);
      expect(side.draws).toBe(s.draws);
      expect(side.touchdowns).toBeLessThanOrEqual(side.wins);
    }
    expect(s.sides[0].wins + s.sides[1].wins + s.draws).toBe(12);
    expect(s.sides[0].wins).toBe(s.sides[1].losses);
    expect(s.meanTurns).toBeLessThanOrEqual(32);
    expect(s.steps).toBeCloseTo(s.totalSteps / 12, 1);
  });

  it('is deterministic, and game i is the game of seed S+i on its own', async () => {
    const all = await simulateJson('--games', '3', '--seed', '40', '--turn-limit', '4');
    const again = await simulateJson('--games', '3', '--seed', '40', '--turn-limit', '4');
    expect(again).toEqual(all);
    let steps = 0;
    for (const seed of [40, 41, 42]) {
      steps += (await simulateJson('--games', '1', '--seed', String(seed), '--turn-limit', '4')).totalSteps;
    }
    expect(steps).toBe(all.totalSteps);
  });

  it('the turn limit counts team turns for each team', async () => {
    const s = await simulateJson('--games', '4', '--turn-limit', '2', '--dungeon', 'training-room');
    expect(s.turnLimit).toBe(2);
    expect(s.dungeon).toBe('training-room');
    // Four team turns at most (two each); fewer only when a touchdown ends the game early.
    expect(s.meanTurns).toBeLessThanOrEqual(4);
    expect((s.endings.turnLimit ?? 0) + (s.endings.touchdown ?? 0)).toBe(4);
  });

  it('prints a readable summary without --json', async () => {
    const r = await cli('simulate', '--games', '2', '--turn-limit', '2');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/2 games on great-hall \(dungeonbowl2021\), seeds 1\.\.2, turn limit 2/);
    expect(r.out).toMatch(/side +bot +team +wins +95% interval +draws +losses +TDs +turns to TD +cas lost/);
    expect(r.out).toMatch(/1 +random +Bright Blasters +\d+ \(\d+\.\d%\) +\d+\.\d%-\d+\.\d% +\d+ +\d+ +\d+/);
    expect(r.out).toMatch(/hit the step cap 0/);
  });

  it('writes one record per game with --records', async () => {
    const dir = join(tempDir(), 'records');
    const r = await cli('simulate', '--games', '2', '--seed', '9', '--turn-limit', '2', '--records', dir);
    expect(r.code).toBe(0);
    expect(readdirSync(dir).sort()).toEqual(['game-seed-10.json', 'game-seed-9.json']);
  });

  it.each([1, 2])('Ctrl-C stops the run and sums up the finished games (--jobs %i)', async (jobs) => {
    const dir = join(tempDir(), 'records');
    let written = 0;
    let interrupt = () => {};
    // Ctrl-C comes as the second game's record is written.
    const r = await cliWith(
      {
        onInterrupt: (handler) => {
          interrupt = handler;
          return () => {};
        },
        mkdir: (path) => mkdirSync(path, { recursive: true }),
        writeFile: (path, text) => {
          writeFileSync(path, text);
          if (++written === 2) interrupt();
        },
      },
      ...['simulate', '--games', '50', '--turn-limit', '2', '--jobs', String(jobs), '--records', dir],
    );
    expect(r.code).toBe(130);
    expect(r.err).toMatch(/interrupted after 2 finished games: stopping to sum them up/);
    expect(r.out).toMatch(/^2 of 50 games \(interrupted\) on great-hall/);
    expect(readdirSync(dir)).toHaveLength(2);
    const json = await cliWith(
      {
        // Ctrl-C before the first game.
        onInterrupt: (handler) => {
          handler();
          return () => {};
        },
      },
      ...['simulate', '--json', '--games', '5', '--turn-limit', '2', '--jobs', String(jobs)],
    );
    expect(json.code).toBe(130);
    const summary = JSON.parse(json.out);
    expect(summary.games).toBe(0);
    expect(summary.interrupted).toEqual({ planned: 5 });
  });

  it('refuses a bad option value with a usage error', async () => {
    const r = await cli('simulate', '--games', 'many');
    expect(r.code).not.toBe(0);
    expect(r.out).toBe('');
    expect(r.err).toMatch(/--games <n>.*expected a whole number/);
  });

  it('names a missing dungeon file', async () => {
    const r = await cli('simulate', '--games', '1', '--dungeon', 'no-such-map.txt');
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toMatch(/^dungeonbowl: no-such-map\.txt: no such file/);
  });
});
