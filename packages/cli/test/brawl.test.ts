/**
 * `simulate --ruleset brawl2013` ([002]): timed matches of several touchdowns on the round maps;
 * the summary gives the scores, the touchdowns, league points and the players entering from the
 * reserves.
 */
import { describe, expect, it } from 'vitest';
import { cli } from './helpers.ts';

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
});
