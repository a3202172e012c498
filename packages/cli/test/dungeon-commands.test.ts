import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDungeon, validateDungeon } from '@dungeonbowl/engine';
import { describe, expect, it } from 'vitest';
import { cli, tempDir } from './helpers.ts';

describe('dungeonbowl dungeon generate', () => {
  it('prints a map that passes the validator; the same seed prints the same map', async () => {
    const a = await cli('dungeon', 'generate', '--seed', '12');
    const b = await cli('dungeon', 'generate', '--seed', '12');
    expect(a.code).toBe(0);
    expect(a.out).toBe(b.out);
    expect(a.out).toMatch(/^name: Generated dungeon 12$/m);
    expect(a.out).toMatch(/^rulesets: dungeonbowl2021$/m);
    expect(validateDungeon(a.out, 'dungeonbowl2021').problems).toEqual([]);
  });

  it('takes a ruleset, a size and a number of teams', async () => {
    const r = await cli(
      'dungeon',
      'generate',
      '--seed',
      '3',
      '--ruleset',
      'dungeonbrawl',
      '--size',
      'small',
      '--teams',
      '6',
    );
    expect(r.code).toBe(0);
    const d = parseDungeon(r.out);
    // Dungeon Brawl's end zones are every team's: 1 or 2 of them, whatever the teams.
    expect(d.ok && d.value.endZones.length).toBeGreaterThanOrEqual(1);
    expect(d.ok && d.value.endZones.length).toBeLessThanOrEqual(2);
    expect(validateDungeon(r.out, 'dungeonbrawl', { teams: 6 }).ok).toBe(true);
  });

  it('a Dungeon Brawl dungeon for 12 teams: two start rooms, and the validator passes it', async () => {
    const r = await cli('dungeon', 'generate', '--ruleset', 'dungeonbrawl', '--teams', '12');
    expect(r.code).toBe(0);
    // Without --seed, one is drawn and the header names it.
    expect(r.out).toMatch(/^generator: seed \d+, size medium, style central, teams 12$/m);
    const v = validateDungeon(r.out, 'dungeonbrawl', { teams: 12 });
    expect(v.summary?.startRooms).toBe(2);
    expect(v.problems).toEqual([]);
  });

  it('a Dungeon Brawl dungeon for 3 or 17 teams is refused in one line', async () => {
    for (const teams of ['3', '17']) {
      const r = await cli('dungeon', 'generate', '--ruleset', 'dungeonbrawl', '--teams', teams);
      expect(r.code).not.toBe(0);
      expect(r.err.trim().split('\n')).toHaveLength(1);
      expect(r.err).toMatch(/Dungeon Brawl dungeons are for 4 to 16 teams/);
    }
  });

  it('writes the map to a file with --out', async () => {
    const file = join(tempDir(), 'new.txt');
    const r = await cli('dungeon', 'generate', '--seed', '4', '--size', 'large', '--out', file);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^wrote .*new\.txt: Generated dungeon 4, \d+ x \d+$/m);
    expect(readFileSync(file, 'utf8')).toMatch(/^generator: seed 4, size large, style \w+, teams 2$/m);
  });

  it('refuses impossible options', async () => {
    const teams = await cli('dungeon', 'generate', '--seed', '1', '--teams', '3');
    expect(teams.code).toBe(1);
    expect(teams.err).toMatch(
      /teams is 3, but Dungeon Bowl 2021 dungeons are for exactly 2 teams \[BAD_TEAMS\]/,
    );
    const size = await cli('dungeon', 'generate', '--seed', '1', '--size', 'huge');
    expect(size.code).not.toBe(0);
  });

  it('without --seed, draws one and names it in the header (the same seed makes the same map)', async () => {
    const r = await cli('dungeon', 'generate');
    expect(r.code).toBe(0);
    const seed = /^generator: seed (\d+),/m.exec(r.out)?.[1];
    expect(seed).toBeDefined();
    expect((await cli('dungeon', 'generate', '--seed', String(seed))).out).toBe(r.out);
  });
});

describe('dungeonbowl dungeon validate', () => {
  it('a valid map prints a summary: size, rooms, corridors, walking distance between end zones', async () => {
    const r = await cli('dungeon', 'validate', 'great-hall', '--ruleset', 'dungeonbowl2021');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^great-hall: valid for Dungeon Bowl 2021 \(dungeonbowl2021\)$/m);
    expect(r.out).toMatch(/^ {2}size: 34 x 25 squares, \d+ open$/m);
    expect(r.out).toMatch(
      /^ {2}tiles: 13: 8 rooms \(7 small, 1 large\), 5 corridors; 2 hold end zones; 20 doors$/m,
    );
    expect(r.out).toMatch(/^ {2}end zones: A, B; walking distance A-B: 29$/m);
  });

  it('without --ruleset, checks every ruleset the map claims', async () => {
    const r = await cli('dungeon', 'validate', 'pillared-halls');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/valid for Dungeon Bowl 2021/);
    expect(r.out).toMatch(/valid for Classic Dungeonbowl/);
  });

  it('a bad map: every problem with file:line:column, and exit code 1', async () => {
    const file = join(tempDir(), 'bad.txt');
    writeFileSync(
      file,
      'name: Bad\n\n##########\n#AA+.$$..#\n#AA+....B#\n##########\n#........#\n##########\n',
    );
    const r = await cli('dungeon', 'validate', file);
    expect(r.code).toBe(1);
    // The problems are errors: stderr, nothing on stdout.
    expect(r.out).toBe('');
    expect(r.err).toMatch(/problems for Dungeon Bowl 2021 \(dungeonbowl2021\)/);
    expect(r.err).toContain(`${file}:4:7: a second chest on one tile; 1 per tile [CHESTS_SHARE_TILE]`);
    expect(r.err).toContain(
      `${file}:7:2: 8 open squares cannot be reached from the rest of the dungeon [UNREACHABLE]`,
    );
    expect(r.err).toMatch(
      /:3:1: 0 large rooms outside the end zones; Dungeon Bowl 2021 needs 1 \[TOO_FEW_TILES\]/,
    );
  });

  it('a map that does not parse gets its parse errors the same way', async () => {
    const file = join(tempDir(), 'broken.txt');
    writeFileSync(file, '#####\n#A?B#\n#####\n');
    const r = await cli('dungeon', 'validate', file, '--ruleset', 'classic');
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toContain(`${file}:2:3: unknown map character '?' [UNKNOWN_CHAR]`);
  });

  it('--json prints the problems and the summary', async () => {
    const r = await cli('dungeon', 'validate', 'brawl-castle', '--json');
    expect(r.code).toBe(0);
    const [result] = JSON.parse(r.out);
    expect(result).toMatchObject({ ruleset: 'brawl2013', ok: true, problems: [] });
    expect(result.summary.features).toMatchObject({ chasm: expect.any(Number), trapdoor: 8 });
  });

  it('an unknown ruleset is a usage error', async () => {
    const r = await cli('dungeon', 'validate', 'great-hall', '--ruleset', 'calvinball');
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/no construction rules for ruleset 'calvinball'/);
  });
});

describe('dungeonbowl dungeon render', () => {
  it('writes an SVG picture of a built-in dungeon or a map file', async () => {
    const dir = tempDir();
    const r = await cli('dungeon', 'render', 'brawl-hashut', '--svg', join(dir, 'hashut.svg'));
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^wrote .*hashut\.svg: Dukes of Hashut, 34 x 22 squares$/m);
    const svg = readFileSync(join(dir, 'hashut.svg'), 'utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('>trapdoor (over lava)</text>');
    const file = join(dir, 'map.txt');
    writeFileSync(file, '######\n#A$.B#\n######\n');
    expect((await cli('dungeon', 'render', file, '--svg', join(dir, 'map.svg'))).code).toBe(0);
  });

  it('needs --svg', async () => {
    expect((await cli('dungeon', 'render', 'great-hall')).code).not.toBe(0);
  });
});
