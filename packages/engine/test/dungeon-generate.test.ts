import { describe, expect, it } from 'vitest';
import { startRoomTiles, walkingDistance, zoneSquares } from '../src/dungeon/analyse.ts';
import type { Dungeon } from '../src/dungeon/map.ts';
import { type DungeonSize, type GenerateOptions, generateDungeon, validateDungeon } from '../src/index.ts';

const SIZES: DungeonSize[] = ['small', 'medium', 'large'];

function generated(o: GenerateOptions): { text: string; dungeon: Dungeon } {
  const r = generateDungeon(o);
  if (!r.ok) throw new Error(`${JSON.stringify(o)}: ${r.error.message}`);
  return r;
}

/** The option sets of the 1,000-dungeon run: every ruleset, size and (for Dungeon Brawl) team count. */
function sample(): GenerateOptions[] {
  const out: GenerateOptions[] = [];
  for (let i = 0; i < 1000; i++) {
    const size = SIZES[i % 3];
    if (i < 500) out.push({ seed: i, size });
    else if (i < 600) out.push({ seed: i, size, ruleset: 'classic' });
    else if (i < 800) out.push({ seed: i, size, ruleset: 'brawl2013' });
    else out.push({ seed: i, size, ruleset: 'dungeonbrawl', teams: 4 + (i % 13) });
  }
  return out;
}

describe('The dungeon generator', () => {
  it('1,000 generated dungeons across seeds, sizes and rulesets all pass the validator', () => {
    for (const o of sample()) {
      const { text } = generated(o);
      const v = validateDungeon(text, o.ruleset ?? 'dungeonbowl2021', { teams: o.teams });
      expect(v.problems, JSON.stringify(o)).toEqual([]);
    }
  }, 30_000);

  it('the same seed gives the same dungeon; another seed another one', () => {
    for (const size of SIZES) {
      expect(generated({ seed: 42, size }).text).toBe(generated({ seed: 42, size }).text);
      expect(generated({ seed: 42, size }).text).not.toBe(generated({ seed: 43, size }).text);
    }
    const brawl = { seed: 7, ruleset: 'dungeonbrawl', teams: 9 };
    expect(generated(brawl).text).toBe(generated(brawl).text);
  });

  it('Dungeon Bowl 2021: at least 4 corridors, 3 small rooms and 1 large room, 2-square doors centred on their joins', () => {
    for (let seed = 0; seed < 30; seed++) {
      const { dungeon: d } = generated({ seed, size: SIZES[seed % 3] });
      const count = (k: string) => d.tiles.filter((t) => t.kind === k && t.endZones.length === 0).length;
      expect(count('corridor')).toBeGreaterThanOrEqual(4);
      expect(count('small-room')).toBeGreaterThanOrEqual(3);
      expect(count('large-room')).toBeGreaterThanOrEqual(1);
      for (const door of d.doors) {
        expect(door.squares).toHaveLength(2);
        expect(door.tiles).toHaveLength(2);
      }
      expect(d.endZones).toEqual(['A', 'B']);
    }
  });

  it('the end zones are the two rooms farthest apart on foot', () => {
    for (let seed = 0; seed < 20; seed++) {
      const { dungeon: d } = generated({ seed, size: SIZES[seed % 3] });
      const apart = walkingDistance(d, zoneSquares(d, 'A'), zoneSquares(d, 'B'));
      // The candidates: every ordinary room (the small rooms) and the two end-zone rooms.
      const rooms = d.tiles.filter((t) => t.kind === 'small-room' || t.endZones.length > 0);
      for (const a of rooms)
        for (const b of rooms)
          if (a.id < b.id) expect(walkingDistance(d, a.squares, b.squares)).toBeLessThanOrEqual(apart);
    }
  });

  it('sizes grow from small to large', () => {
    const area = (size: DungeonSize) => {
      let total = 0;
      for (let seed = 0; seed < 10; seed++) {
        const { dungeon } = generated({ seed, size });
        total += dungeon.wall.filter((w) => !w).length;
      }
      return total;
    };
    expect(area('small')).toBeLessThan(area('medium'));
    expect(area('medium')).toBeLessThan(area('large'));
  });

  it('Dungeon Brawl: 1 or 2 end zones in opposite corners, one start room up to 7 teams, two from 8', () => {
    const zones = new Set<string>();
    for (const teams of [4, 7, 8, 12, 16]) {
      for (let seed = 0; seed < 4; seed++) {
        const { dungeon: d } = generated({ seed, ruleset: 'dungeonbrawl', teams });
        expect(d.endZones.length).toBeGreaterThanOrEqual(1);
        expect(d.endZones.length).toBeLessThanOrEqual(2);
        zones.add(d.endZones.join(''));
        const rooms = startRoomTiles(d, 10);
        expect(rooms).toHaveLength(teams >= 8 ? 2 : 1);
        // About 4 x 4 squares of floor a team in the start rooms.
        expect(rooms.reduce((n, t) => n + d.tiles[t].squares.length, 0)).toBeGreaterThanOrEqual(16 * teams);
        expect(d.feature).toContain('entrance');
        expect(d.fixedPortals.map((p) => p.number)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
      }
    }
    expect([...zones].sort()).toEqual(['A', 'AB']);
  });

  it('Dungeon Brawl: two end zones lie in opposite corners, far from the start rooms', () => {
    for (let seed = 0; seed < 10; seed++) {
      const { dungeon: d } = generated({ seed, ruleset: 'dungeonbrawl', teams: 12 });
      if (d.endZones.length < 2) continue;
      const [a, b] = [zoneSquares(d, 'A'), zoneSquares(d, 'B')];
      const x = (s: number) => s % d.width;
      const y = (s: number) => Math.floor(s / d.width);
      // A in the north-west, B in the south-east.
      expect(Math.max(...a.map(x))).toBeLessThan(d.width / 2);
      expect(Math.max(...a.map(y))).toBeLessThan(d.height / 2);
      expect(Math.min(...b.map(x))).toBeGreaterThan(d.width / 2);
      expect(Math.min(...b.map(y))).toBeGreaterThan(d.height / 2);
    }
  });

  it('BRAWL 2013: three 2x1 scoring passages a side, six chests and teleporters 1 to 6', () => {
    const { dungeon: d } = generated({ seed: 5, ruleset: 'brawl2013' });
    expect(d.passage.filter((p) => p)).toHaveLength(12);
    expect(d.fixedChests).toHaveLength(6);
    expect(d.fixedPortals.map((p) => p.number)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('bad options are refused with a code, never thrown', () => {
    const code = (o: GenerateOptions) => {
      const r = generateDungeon(o);
      return r.ok ? 'ok' : r.error.code;
    };
    expect(code({ seed: 1, ruleset: 'calvinball' })).toBe('UNKNOWN_RULESET');
    expect(code({ seed: 1.5 })).toBe('BAD_SEED');
    expect(code({ seed: 1, size: 'huge' as DungeonSize })).toBe('BAD_SIZE');
    expect(code({ seed: 1, teams: 3 })).toBe('BAD_TEAMS');
    expect(code({ seed: 1, ruleset: 'dungeonbrawl', teams: 17 })).toBe('BAD_TEAMS');
    expect(code({ seed: 1, ruleset: 'dungeonbrawl', teams: 3 })).toBe('BAD_TEAMS');
  });
});
