/**
 * `simulate --ruleset brawl2013` ([002]): timed matches of several touchdowns on the round maps;
 * the summary gives the scores, the touchdowns, league points and the players entering from the
 * reserves.
 */

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, expectOneLineError, tempDir } from './helpers.ts';

describe('simulate --ruleset brawl2013', () => {
  it('plays a round map to the end of each match: scores, touchdowns and league points', async () => {
    const r = await cli(
      'simulate',
      '--ruleset',
      'brawl2013',
      '--dungeon',
      'brawl-catacombs',
      '--bots',
      'scripted,random',
      '--games',
      '4',
      '--turn-limit',
      '6',
      '--json',
    );
    expect(r.code).toBe(0);
    const s = JSON.parse(r.out);
    expect(s.ruleset).toBe('brawl2013');
    // Every match ends on the clock's stand-in (or an annihilation), never on the first touchdown.
    expect(Object.keys(s.endings).every((k) => k === 'time' || k === 'annihilation')).toBe(true);
    // League points: 3 for a win, 1 each for a draw.
    const points = s.sides[0].points + s.sides[1].points;
    expect(points).toBe(3 * (4 - s.draws) + 2 * s.draws);
    expect(s.touchdowns).toBe(s.sides[0].scored + s.sides[1].scored);
    expect(s.scores.reduce((a: number, [, n]: [string, number]) => a + n, 0)).toBe(4);
    expect(s.invariantViolations).toBe(0);
  });

  it('the readable summary has the points column, the scores and the entries from the reserves', async () => {
    const r = await cli(
      'simulate',
      '--ruleset',
      'brawl2013',
      '--dungeon',
      'brawl-classic',
      '--games',
      '2',
      '--turn-limit',
      '4',
    );
    expect(r.code).toBe(0);
    expect(r.out).toMatch(
      /side +bot +team +wins +95% interval +draws +losses +TDs +points +turns to TD +cas lost/,
    );
    expect(r.out).toMatch(/^ {2}scores +\d+-\d+ ×\d/m);
    expect(r.out).toMatch(/^ {2}from reserves +\d+ players/m);
  });

  it('--turn-limit 0 is refused: a match ends only by time, and nobody keeps time here', async () => {
    const r = await cli(
      'simulate',
      '--ruleset',
      'brawl2013',
      '--dungeon',
      'brawl-castle',
      '--games',
      '1',
      '--turn-limit',
      '0',
    );
    expectOneLineError(
      r,
      /^dungeonbowl: --turn-limit 0: a BRAWL Dungeonbowl 2013 match ends only when its time is up, and here a turn limit keeps time; give one of at least 1$/m,
    );
  });

  it('a map with no scoring passages is refused: nobody could score', async () => {
    const r = await cli('simulate', '--ruleset', 'brawl2013', '--dungeon', 'training-room', '--games', '1');
    expectOneLineError(r, /has no scoring passages/);
  });

  it('watch draws the special squares and names them in a second key line', async () => {
    const r = await cli(
      'watch',
      '--ruleset',
      'brawl2013',
      '--dungeon',
      'brawl-castle',
      '--seed',
      '3',
      '--turn-limit',
      '1',
    );
    expect(r.code).toBe(0);
    expect(r.out).toMatch(
      /^\[a\] scoring passage of end zone A {3}t {2}trapdoor \(T open\) {3}_ {2}chasm {3}= {2}leap line$/m,
    );
    // The chasm under the middle, the leap lines, a passage: drawn with the map's own characters.
    expect(r.out).toMatch(/ _ {2}_ /);
    expect(r.out).toMatch(/ = /);
    expect(r.out).toMatch(/\[a\]/);
  });
});

describe('dungeon validate, a BRAWL map that does not parse', () => {
  it('is checked against the ruleset its header names', async () => {
    const file = join(tempDir(), 'bad.txt');
    writeFileSync(file, 'name: X\nrulesets: brawl2013\nlong-passes: maybe\n\n#####\n#aAB#\n#####\n');
    const r = await cli('dungeon', 'validate', file);
    expect(r.code).toBe(1);
    expect(r.out + r.err).toMatch(/1 problem for BRAWL Dungeonbowl 2013 \(brawl2013\)/);
    expect(r.out + r.err).toMatch(/:3:14: long-passes is yes or no \[BAD_HEADER\]/);
  });
});
