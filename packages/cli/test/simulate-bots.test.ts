import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIRE_TEAM, SHADOW_TEAM } from '@dungeonbowl/engine';
import { describe, expect, it } from 'vitest';
import type { Summary } from '../src/stats.ts';
import { wilson } from '../src/stats.ts';
import { seating } from '../src/workers/games.ts';
import { cli, tempDir } from './helpers.ts';

async function simulateJson(...args: string[]): Promise<Summary> {
  const r = await cli('simulate', '--json', ...args);
  expect(r.err).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.out);
}

describe('dungeonbowl simulate with bots and jobs', () => {
  it('--jobs 2 gives the same summary as --jobs 1 for the same seed', async () => {
    const args = ['--bots', 'random,random', '--games', '6', '--seed', '11', '--turn-limit', '6'];
    const one = await simulateJson(...args, '--jobs', '1');
    const two = await simulateJson(...args, '--jobs', '2');
    expect(two).toEqual(one);
    expect(one.games).toBe(6);
  }, 60_000);

  it('names each side by its bot and team, and the totals add up', async () => {
    const s = await simulateJson('--bots', 'random', '--games', '5', '--turn-limit', '3');
    expect(s.sides.map((x) => [x.bot, x.team])).toEqual([
      ['random', 'Bright Blasters'],
      ['random', 'Grey Lurkers'],
    ]);
    for (const side of s.sides) {
      expect(side.wins + side.draws + side.losses).toBe(5);
      expect(side.touchdowns).toBeLessThanOrEqual(side.wins);
      expect(side.forfeits).toBe(0);
      const [lo, hi] = side.intervals.wins;
      expect(lo).toBeLessThanOrEqual(side.winRate);
      expect(hi).toBeGreaterThanOrEqual(side.winRate);
    }
    expect(s.sides[0].casualties + s.sides[1].casualties).toBe(s.casualties);
    expect(s.ballFound).toBeLessThanOrEqual(5);
  });

  it('sides take turns at being team 0: side 1 is team 0 in games of odd seeds', async () => {
    expect(seating(1, 2).teamOfSide).toEqual([0, 1]);
    expect(seating(4, 2).teamOfSide).toEqual([1, 0]);
    expect(seating(5, 2).teamOfSide).toEqual([0, 1]);
    expect(seating(-2, 2).teamOfSide).toEqual([1, 0]);
    expect(seating(8, 3).sideOfTeam).toEqual([2, 0, 1]);
    const dir = join(tempDir(), 'records');
    const r = await cli('simulate', '--games', '2', '--seed', '4', '--turn-limit', '1', '--records', dir);
    expect(r.code).toBe(0);
    const first = (seed: number) =>
      JSON.parse(readFileSync(join(dir, `game-seed-${seed}.json`), 'utf8')).setup.teams[0].name;
    expect(first(4)).toBe('Grey Lurkers');
    expect(first(5)).toBe('Bright Blasters');
  });

  it('--swap-teams: the teams keep their seats and the bots go round them', async () => {
    const dir = tempDir();
    const files = [FIRE_TEAM, SHADOW_TEAM].map((t, i) => {
      const f = join(dir, `team-${i}.json`);
      writeFileSync(f, JSON.stringify(t));
      return f;
    });
    const run = async (teams: string[], swap: boolean) => {
      const records = join(dir, swap ? 'swapped' : 'unswapped');
      const args = ['--bots', 'scripted,random', '--games', '1', '--seed', '4', '--turn-limit', '4'];
      const s = await simulateJson(
        ...args,
        '--teams',
        teams.join(','),
        '--records',
        records,
        ...(swap ? ['--swap-teams'] : []),
      );
      return { s, record: JSON.parse(readFileSync(join(records, 'game-seed-4.json'), 'utf8')) };
    };
    // Seed 4: side 1 (scripted, k = 0) sits in seat 1. Swapped, it plays team 1 of the list, the Grey
    // Lurkers; unswapped, it keeps its own team, so listing the Grey Lurkers first is the same game.
    const swapped = await run(files, true);
    const same = await run([files[1], files[0]], false);
    expect(swapped.s.sides.map((x) => x.team)).toEqual(['each in turn', 'each in turn']);
    expect(same.s.sides.map((x) => x.team)).toEqual(['Grey Lurkers', 'Bright Blasters']);
    expect(swapped.record.setup.teams.map((t: { name: string }) => t.name)).toEqual([
      'Bright Blasters',
      'Grey Lurkers',
    ]);
    expect(swapped.record.actions).toEqual(same.record.actions);
    expect(swapped.record.actions.length).toBeGreaterThan(0);
    const counts = (x: Summary) => x.sides.map((d) => [d.wins, d.draws, d.losses, d.casualties]);
    expect(counts(swapped.s)).toEqual(counts(same.s));
  });

  it('refuses a bot option it does not know, or a value that is not one, naming it', async () => {
    const bad = await cli('simulate', '--games', '1', '--bots', 'search:ms=abc,random');
    expect(bad.code).toBe(1);
    expect(bad.out).toBe('');
    expect(bad.err).toMatch(/bot 'search' option ms=abc: must be a number from 0 to 600000/);
    const typo = await cli('simulate', '--games', '1', '--bots', 'search:playout=5,random');
    expect(typo.err).toMatch(/bot 'search' has no option 'playout' \(options: playouts, ms, /);
    const none = await cli('simulate', '--games', '1', '--bots', 'scripted:fast=true');
    expect(none.err).toMatch(/bot 'scripted' has no option 'fast' \(it takes none\)/);
  });

  it('refuses an unknown bot, and a bot list that does not fit the sides', async () => {
    const unknown = await cli('simulate', '--games', '1', '--bots', 'random,genius');
    expect(unknown.code).toBe(1);
    expect(unknown.out).toBe('');
    expect(unknown.err).toMatch(/^dungeonbowl: unknown bot 'genius' \(known: random/);
    const three = await cli('simulate', '--games', '1', '--bots', 'random,random,random');
    expect(three.err).toMatch(/--bots names 3 bots for 2 sides/);
    const cmds = await cli('simulate', '--games', '1', '--bots', 'random,cmd');
    expect(cmds.err).toMatch(/--bots marks 1 sides 'cmd' but 0 --bot-cmd are given/);
  });

  it('a bot takes options as id:key=value: the random bot weighted away from ending the turn does more', async () => {
    const args = ['--games', '3', '--turn-limit', '3'];
    const plain = await simulateJson(...args, '--bots', 'random');
    const same = await simulateJson(...args, '--bots', 'random:endTurnWeight=1');
    expect(same.totalSteps).toBe(plain.totalSteps);
    const busy = await simulateJson(...args, '--bots', 'random:endTurnWeight=0.05');
    expect(busy.sides[0].bot).toBe('random:endTurnWeight=0.05');
    expect(busy.totalSteps).toBeGreaterThan(plain.totalSteps);
    const bad = await cli('simulate', '--games', '1', '--bots', 'random:fast');
    expect(bad.err).toMatch(/bot option 'fast' of 'random:fast' is not key=value/);
  });

  it('refuses an unknown ruleset, naming the known ones', async () => {
    const r = await cli('simulate', '--games', '1', '--ruleset', 'nope');
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/unknown ruleset 'nope' \(known: dungeonbowl2021/);
    const s = await simulateJson('--games', '1', '--turn-limit', '1', '--ruleset', 'dungeonbowl2021');
    expect(s.ruleset).toBe('dungeonbowl2021');
  });

  it('the Wilson interval matches the textbook figures', () => {
    // 8 successes in 10: 0.4902 to 0.9433 (Wilson 1927; Newcombe 1998 table I).
    expect(wilson(8, 10)).toEqual([0.4902, 0.9433]);
    expect(wilson(0, 10)[0]).toBe(0);
    expect(wilson(10, 10)[1]).toBe(1);
  });
});
