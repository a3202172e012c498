/** `dungeonbowl quest play|simulate|replay`: DungeonQuest's whole game played by bots. */

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, expectOneLineError, tempDir } from './helpers.ts';

describe('dungeonbowl quest play', { timeout: 60_000 }, () => {
  it('tells the story of a bot game, one line an event, the scores and the board at the end', async () => {
    const r = await cli('quest', 'play', '--heroes', 'hugo,lindel', '--seed', '3');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^DungeonQuest, seed 3: Hugo the Glorious, Lindel/);
    expect(r.out).toMatch(/starts in the (north|south)-(east|west) tower \([A-M]\d+\)\./);
    expect(r.out).toMatch(/^Round 1\.$/m);
    expect(r.out).toMatch(/^ {2}Hugo +(escaped with \d+ gold|died)/m);
    expect(r.out).toMatch(/^ {3}A B C D E F G H I J K L M$/m);
    // The same seed, the same story.
    expect((await cli('quest', 'play', '--heroes', 'hugo,lindel', '--seed', '3')).out).toBe(r.out);
  });

  it('prints the record with --json, and quest replay plays it again to the same end', async () => {
    const r = await cli('quest', 'play', '--heroes', 'tatianna', '--seed', '5', '--bots', 'random', '--json');
    expect(r.code).toBe(0);
    const record = JSON.parse(r.out);
    expect(record).toMatchObject({ kind: 'dungeonquest-record', options: { seed: 5 } });
    expect(record.actions.length).toBeGreaterThan(0);
    const file = join(tempDir(), 'game.json');
    writeFileSync(file, r.out);
    const replay = await cli('quest', 'replay', file, '--json');
    expect(replay.code).toBe(0);
    expect(JSON.parse(replay.out)).toMatchObject({ phase: 'over' });
    const text = await cli('quest', 'replay', file);
    expect(text.out).toMatch(/actions replayed; the game is over after \d+ rounds/);
    // The record carries its content: an edit to it after the game is named in one line.
    expect(record.content).toMatchObject({ name: record.contentName });
    const edited = structuredClone(record);
    edited.content.name = 'Edited';
    writeFileSync(file, JSON.stringify(edited));
    expectOneLineError(
      await cli('quest', 'replay', file),
      /content was changed after the game.*CONTENT_MISMATCH/,
    );
    writeFileSync(file, JSON.stringify({ ...record, actions: [1] }));
    expectOneLineError(await cli('quest', 'replay', file), /actions\[0\]: an action/);
    // A record whose actions were tampered with names the action.
    record.actions[3] = { type: 'leave' };
    writeFileSync(file, JSON.stringify(record));
    expectOneLineError(await cli('quest', 'replay', file), /does not replay at action 4: .*ILLEGAL_ACTION/);
  });

  it('refuses what is not a record in one line', async () => {
    const file = join(tempDir(), 'x.json');
    writeFileSync(file, '{"kind":"game"}');
    expectOneLineError(await cli('quest', 'replay', file), /not a DungeonQuest record/);
    writeFileSync(file, '{');
    expectOneLineError(await cli('quest', 'replay', file), /x\.json/);
  });

  it('names the option in a one-line error for bad heroes, bots or seeds', async () => {
    const bad: [string[], RegExp][] = [
      [['--heroes', 'hugo,bob'], /--heroes: unknown hero 'bob'/],
      [['--heroes', 'hugo,hugo'], /--heroes: Hugo is named twice/],
      [['--heroes', 'hugo,lindel,tatianna,gherinn,krutzbeck'], /--heroes: 1 to 4 heroes/],
      [['--heroes', ''], /--heroes/],
      [['--heroes', 'hugo', '--seed', 'x'], /--seed/],
      [['--heroes', 'hugo', '--seed', '1.5'], /--seed/],
      [['--heroes', 'hugo', '--bots', 'clever'], /--bots: unknown bot 'clever'/],
      [['--heroes', 'hugo,lindel', '--bots', 'random,random,random'], /--bots: one bot for all/],
    ];
    for (const [args, message] of bad) expectOneLineError(await cli('quest', 'play', ...args), message);
  });
});

describe('dungeonbowl quest simulate', { timeout: 120_000 }, () => {
  it('gives per-hero figures as JSON', async () => {
    const r = await cli(
      'quest',
      'simulate',
      '--games',
      '6',
      '--heroes',
      'hugo,lindel',
      '--seed',
      '11',
      '--json',
    );
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const s = JSON.parse(r.out);
    expect(s).toMatchObject({ games: 6, seed: 11 });
    expect(s.heroes.map((h: { hero: string }) => h.hero)).toEqual(['hugo', 'lindel']);
    for (const h of s.heroes) {
      expect(h.games).toBe(6);
      expect(h.survival).toBe(h.escaped / 6);
      const deaths = Object.values(h.deaths as Record<string, number>).reduce((a, b) => a + b, 0);
      expect(h.escaped + deaths).toBe(6);
      expect(h.meanLoot).toBeLessThanOrEqual(h.meanLootOfSurvivors);
      for (const k of ['reachedTreasure', 'survivalIfTreasure']) {
        expect(h[k]).toBeGreaterThanOrEqual(0);
        expect(h[k]).toBeLessThanOrEqual(1);
      }
      expect(h.meanLootIfTreasure).toBeGreaterThanOrEqual(0);
      expect(h.meanLootIfNoTreasure).toBeGreaterThanOrEqual(0);
    }
    expect(s.meanRounds).toBeGreaterThan(0);
    expect(s.sunsetRate).toBeGreaterThanOrEqual(0);
    expect(s.sunsetRate).toBeLessThanOrEqual(1);
  });

  it('rotates four of the six heroes without --heroes, and prints a table', async () => {
    const r = await cli('quest', 'simulate', '--games', '3', '--bots', 'random');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^3 games of DungeonQuest \(seeds 1 to 3, random bots\)/);
    expect(r.out).toMatch(/game length: +\d+\.\d rounds on average/);
    expect(r.out).toMatch(/the sun set: +in \d+\.\d% of the games/);
    expect(r.out).toMatch(/ chamber +came out +its loot +no chamber +deaths$/m);
    for (const hero of ['Challara', 'Gherinn', 'Hugo', 'Krutzbeck', 'Lindel', 'Tatianna'])
      expect(r.out).toMatch(new RegExp(`^ {2}${hero} +\\d+ +\\d+\\.\\d%`, 'm'));
  });

  it('names the option in a one-line error for bad input', async () => {
    const bad: [string[], RegExp][] = [
      [['--games', '0'], /--games/],
      [['--games', 'many'], /--games/],
      [['--games', '2', '--heroes', 'hugo,nobody'], /--heroes: unknown hero/],
      [['--games', '2', '--heroes', 'lindel,lindel'], /--heroes: Lindel is named twice/],
      [['--games', '2', '--seed', 'soon'], /--seed/],
    ];
    for (const [args, message] of bad) expectOneLineError(await cli('quest', 'simulate', ...args), message);
  });
});
