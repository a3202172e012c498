import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUILTIN_DUNGEONS } from '@dungeonbowl/engine';
import { describe, expect, it } from 'vitest';
import { cli, tempDir } from './helpers.ts';

describe('dungeonbowl dungeon', () => {
  it('list names every built-in dungeon: id, name, size and the rulesets it suits', async () => {
    const r = await cli('dungeon', 'list');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^great-hall +The Great Hall +34 x 25 +dungeonbowl2021, classic$/m);
    expect(r.out).toMatch(/^training-room +Training Room +16 x 9 +practice$/m);
    expect(r.out).toMatch(/^brawl-castle +Castle of Aaauuggghhh +34 x 22 +brawl2013$/m);
    expect(r.out).toMatch(/^twin-pits +The Twin Pits +68 x 42 +dungeonbrawl$/m);
    expect(r.out).toMatch(/^hourglass +The Hourglass +50 x 64 +dungeonbrawl$/m);
    expect(r.out.trim().split('\n')).toHaveLength(BUILTIN_DUNGEONS.length);
  });

  it('list --json gives the same as data', async () => {
    const r = await cli('dungeon', 'list', '--json');
    expect(r.code).toBe(0);
    const list = JSON.parse(r.out);
    expect(list.map((e: { id: string }) => e.id)).toEqual(BUILTIN_DUNGEONS.map((b) => b.id));
    expect(list[0]).toMatchObject({
      id: 'great-hall',
      name: 'The Great Hall',
      width: 34,
      height: 25,
      rulesets: ['dungeonbowl2021', 'classic'],
      endZones: ['A', 'B'],
    });
  });

  it('show prints the map, a legend and a summary', async () => {
    const r = await cli('dungeon', 'show', 'training-room');
    expect(r.code).toBe(0);
    expect(r.out).toContain('  #AAA#..$.2.#BBB#');
    expect(r.out).toMatch(
      /^legend: # wall {3}\. floor {3}\+ door {3}A-B end zone {3}\$ chest {3}0-9 portal$/m,
    );
    expect(r.out).toMatch(/^size: 16 x 9 squares/m);
    expect(r.out).toMatch(/^tiles: 3 \(/m);
    expect(r.out).toMatch(/^end zones: A \(21 squares\), B \(21 squares\)$/m);
    expect(r.out).toMatch(/^fixed portals: 1 \(6,6\), 2 \(9,2\)$/m);
  });

  it('show reads a map file', async () => {
    const file = join(tempDir(), 'tiny.txt');
    writeFileSync(file, 'name: Tiny\n\n######\n#A..B#\n######\n');
    const r = await cli('dungeon', 'show', file);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Tiny \(/);
    expect(r.out).toContain('  #A..B#');
  });

  it('a bad map file gets its errors with line and column, and exit code 1', async () => {
    const file = join(tempDir(), 'bad.txt');
    writeFileSync(file, 'name: Bad\n\n#####\n#A.?#\n#.B.\n#####\n');
    const r = await cli('dungeon', 'show', file);
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toContain(`${file}:4:4: unknown map character '?'`);
    expect(r.err).toContain(`${file}:5:5: row is 4 squares wide`);
  });

  it('an unknown dungeon id lists the built-in ones', async () => {
    const r = await cli('dungeon', 'show', 'atlantis');
    expect(r.code).toBe(1);
    expect(r.err).toMatch(
      /atlantis: no such file \(not a file, nor a built-in dungeon: great-hall, training-room, /,
    );
  });
});
