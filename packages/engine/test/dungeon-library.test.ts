import { describe, expect, it } from 'vitest';
import { startRoomTiles } from '../src/dungeon/analyse.ts';
import type { Dungeon, Feature } from '../src/dungeon/map.ts';
import {
  BUILTIN_DUNGEONS,
  getBuiltinDungeon,
  parseDungeon,
  printDungeon,
  validateDungeon,
} from '../src/index.ts';

function parsed(text: string): Dungeon {
  const r = parseDungeon(text);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value;
}

const map = (id: string) => parsed(getBuiltinDungeon(id)!.text);
const claims = (id: string) => BUILTIN_DUNGEONS.filter((b) => parsed(b.text).rulesets.includes(id));
const has = (d: Dungeon, f: Feature) => d.feature.some((x) => x === f);

describe('The built-in library', () => {
  it('every built-in dungeon validates for each ruleset it claims', () => {
    for (const b of BUILTIN_DUNGEONS) {
      const d = parsed(b.text);
      expect(d.rulesets.length, b.id).toBeGreaterThan(0);
      for (const r of d.rulesets) {
        const v = validateDungeon(b.text, r);
        expect(v.problems, `${b.id} for ${r}`).toEqual([]);
      }
    }
  });

  it('every built-in dungeon has a name and a description, and is in canonical form', () => {
    for (const b of BUILTIN_DUNGEONS) {
      const d = parsed(b.text);
      expect(d.name, b.id).not.toBe('Unnamed dungeon');
      expect(d.description.length, b.id).toBeGreaterThan(20);
      expect(printDungeon(d), b.id).toBe(b.text);
    }
  });

  it('ids are unique, and the first two keep their old ids', () => {
    const ids = BUILTIN_DUNGEONS.map((b) => b.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.slice(0, 2)).toEqual(['great-hall', 'training-room']);
    expect(ids.length).toBeGreaterThanOrEqual(17);
  });

  it('six or more Dungeon Bowl 2021 dungeons, of different sizes', () => {
    const bowl = claims('dungeonbowl2021').map((b) => parsed(b.text));
    expect(bowl.length).toBeGreaterThanOrEqual(6);
    const areas = bowl.map((d) => d.width * d.height);
    expect(Math.max(...areas)).toBeGreaterThan(2 * Math.min(...areas));
  });

  it('one dungeon for each of the nine BRAWL 2013 rounds', () => {
    expect(claims('brawl2013').map((b) => parsed(b.text).name)).toEqual([
      'The Classic',
      'The Catacombs',
      'Wormholes',
      'Castle of Aaauuggghhh',
      'Dukes of Hashut',
      'Bloody Wormholes',
      'Challenge Stadium',
      'Hogwurts',
      'The Temple of Doom',
    ]);
  });

  it('each BRAWL round has 3 scoring passages a side, 6 chests and teleporters 1 to 6', () => {
    for (const b of claims('brawl2013')) {
      const d = parsed(b.text);
      expect(d.passage.filter((p) => p).length, b.id).toBe(12);
      expect(d.fixedChests, b.id).toHaveLength(6);
      expect(
        d.fixedPortals.map((p) => p.number),
        b.id,
      ).toEqual([1, 2, 3, 4, 5, 6]);
    }
  });

  it('The Classic and The Catacombs hold only chests and teleporters', () => {
    for (const id of ['brawl-classic', 'brawl-catacombs'])
      expect(map(id).feature.every((f) => f === null)).toBe(true);
  });

  it('Wormholes: two vaults reached only by teleporter, each with a chest; Bloody Wormholes adds spiked pits', () => {
    for (const id of ['brawl-wormholes', 'brawl-bloody-wormholes']) {
      const v = validateDungeon(getBuiltinDungeon(id)!.text, 'dungeonbowl2021');
      const vaults = v.problems.filter((p) => p.code === 'UNREACHABLE');
      expect(vaults, id).toHaveLength(2);
    }
    expect(has(map('brawl-wormholes'), 'spikedPit')).toBe(false);
    expect(has(map('brawl-bloody-wormholes'), 'spikedPit')).toBe(true);
  });

  it('Castle of Aaauuggghhh: a chasm, 2x2 trapdoors over it and leap lines', () => {
    const d = map('brawl-castle');
    expect(has(d, 'chasm') && has(d, 'leap')).toBe(true);
    expect(d.feature.filter((f) => f === 'trapdoor')).toHaveLength(8);
    expect(d.trapdoorBelow).toBe('chasm');
  });

  it('Dukes of Hashut: lava, 2x2 trapdoors into it, leap lines at -1, long passes', () => {
    const d = map('brawl-hashut');
    expect(has(d, 'lava') && has(d, 'leap')).toBe(true);
    expect(d.feature.filter((f) => f === 'trapdoor')).toHaveLength(8);
    expect(d.trapdoorBelow).toBe('lava');
    expect(d.meta).toContainEqual(['leap-modifier', '-1']);
    expect(d.meta).toContainEqual(['long-passes', 'yes']);
  });

  it('Challenge Stadium has open and spiked pits; Hogwurts a rotating room; the Temple a stone-ball corridor', () => {
    const stadium = map('brawl-challenge-stadium');
    expect(has(stadium, 'pit') && has(stadium, 'spikedPit')).toBe(true);
    // A 10x10 room: 64 squares of floor inside the ring less its two chests, 4 doorway squares in
    // the ring, 32 squares of its own wall.
    const hogwurts = map('brawl-hogwurts');
    expect(hogwurts.feature.filter((f) => f === 'rotating')).toHaveLength(66);
    expect(hogwurts.feature.filter((f) => f === 'roomWall')).toHaveLength(32);
    const temple = map('brawl-temple-of-doom');
    const ball = temple.feature.map((f, s) => (f === 'stoneBall' ? s : -1)).filter((s) => s >= 0);
    const ys = new Set(ball.map((s) => Math.floor(s / temple.width)));
    // North to south, 4 squares wide, from the top row of the dungeon to the bottom one.
    expect(ball.length).toBe(4 * ys.size);
    expect(ys.size).toBe(temple.height - 2);
    expect(has(temple, 'spikedPit')).toBe(true);
  });

  it('three Dungeon Brawl dungeons: 4 to 7 teams round one start room, 8 or more round two', () => {
    const brawl = claims('dungeonbrawl').map((b) => parsed(b.text));
    expect(brawl).toHaveLength(3);
    const [small, ...big] = brawl;
    expect(startRoomTiles(small, 10)).toHaveLength(1);
    for (const d of big) expect(startRoomTiles(d, 10)).toHaveLength(2);
    for (const d of brawl) {
      // "End zones: 1-2 areas in distant corners", every team's.
      expect(d.endZones).toEqual(['A', 'B']);
      expect(has(d, 'entrance')).toBe(true);
      expect(d.fixedPortals.map((p) => p.number).sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(d.fixedChests.length).toBeGreaterThanOrEqual(6);
      expect(d.fixedChests.length).toBeLessThanOrEqual(16);
    }
  });
});
