/**
 * Classic Dungeonbowl ([003] Dungeon set-up, Treasure chests & teleport pads): the built-in maps
 * that list `classic` obey its construction rules, the generator makes maps that do, and on each
 * the pre-game finds room for six chests (8 squares from any end zone, 4 from another chest) and
 * six teleport pads, and deploys six players a side.
 */
import { describe, expect, it } from 'vitest';
import { walk } from '../src/dungeon/analyse.ts';
import {
  apply,
  BUILTIN_DUNGEONS,
  createGame,
  FIRE_TEAM,
  type Game,
  generateDungeon,
  legalActions,
  parseDungeon,
  SHADOW_TEAM,
  validateDungeon,
} from '../src/index.ts';

const CLASSIC_MAPS = BUILTIN_DUNGEONS.filter((d) => {
  const parsed = parseDungeon(d.text);
  return parsed.ok && parsed.value.rulesets.includes('classic');
});

/** Plays the pre-game, every coach taking the first square offered, up to the first turn. */
function pregame(text: string, seed: number): Game {
  const r = createGame({ ruleset: 'classic', dungeon: text, teams: [FIRE_TEAM, SHADOW_TEAM] }, { seed });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  let g = r.game;
  for (let i = 0; i < 100; i++) {
    const d = legalActions(g);
    const a = d?.actions[0];
    if (!a || a.type === 'activate' || a.type === 'enterPortal' || a.type === 'endTurn') break;
    const next = apply(g, a);
    if (!next.ok) throw new Error(next.error.message);
    g = next.game;
  }
  return g;
}

const chebyshev = (g: Game, a: number, b: number) =>
  Math.max(
    Math.abs((a % g.width) - (b % g.width)),
    Math.abs(Math.floor(a / g.width) - Math.floor(b / g.width)),
  );

/**
 * "End zones ... must be placed as far apart as possible": the two end-zone tiles are the pair of
 * rooms farthest apart on foot (nearest square to nearest square), as the generator chooses them.
 */
function expectEndZonesFarApart(text: string): void {
  const parsed = parseDungeon(text);
  if (!parsed.ok) throw new Error('map does not parse');
  const d = parsed.value;
  const rooms = d.tiles.filter((t) => t.kind !== 'corridor');
  const apart = (a: number[], b: number[]) => {
    const dist = walk(d, a);
    return Math.min(...b.map((s) => dist[s]));
  };
  let farthest = 0;
  for (const [i, a] of rooms.entries())
    for (const b of rooms.slice(i + 1)) farthest = Math.max(farthest, apart(a.squares, b.squares));
  const [za, zb] = d.tiles.filter((t) => t.endZones.length > 0);
  expect(apart(za.squares, zb.squares)).toBe(farthest);
}

function expectClassicSetUp(text: string, seed: number): void {
  const g = pregame(text, seed);
  const parsed = parseDungeon(text);
  if (!parsed.ok) throw new Error('map does not parse');
  const zones = parsed.value.endZone.flatMap((z, s) => (z >= 0 ? [s] : []));
  expect(g.chests).toHaveLength(6);
  expect(g.portals.map((p) => p.number)).toEqual([1, 2, 3, 4, 5, 6]);
  for (const [i, c] of g.chests.entries()) {
    expect(Math.min(...zones.map((z) => chebyshev(g, c.sq, z)))).toBeGreaterThanOrEqual(8);
    for (const other of g.chests.slice(0, i)) expect(chebyshev(g, c.sq, other.sq)).toBeGreaterThanOrEqual(4);
  }
  for (const team of [0, 1]) {
    const zone = parsed.value.endZones.indexOf(g.teams[team].endZone ?? '');
    const onPitch = g.players.filter((p) => p.team === team && p.sq >= 0);
    expect(onPitch).toHaveLength(6);
    expect(onPitch.every((p) => parsed.value.endZone[p.sq] === zone)).toBe(true);
  }
}

describe('Classic: built-in dungeons', () => {
  it('at least three built-in maps serve classic', () => {
    expect(CLASSIC_MAPS.length).toBeGreaterThanOrEqual(3);
  });

  for (const m of CLASSIC_MAPS) {
    it(`${m.id} obeys the construction rules and holds six chests and six pads`, () => {
      const v = validateDungeon(m.text, 'classic');
      expect(v.problems).toEqual([]);
      expect(v.ok).toBe(true);
      expectEndZonesFarApart(m.text);
      expectClassicSetUp(m.text, 1);
    });
  }
});

describe('Classic: generated dungeons', () => {
  for (const [seed, size] of [
    [1, 'small'],
    [2, 'medium'],
    [3, 'large'],
    [4, 'small'],
  ] as const) {
    it(`generateDungeon({ ruleset: 'classic', seed: ${seed}, size: '${size}' }) is valid and playable`, () => {
      const r = generateDungeon({ ruleset: 'classic', seed, size });
      if (!r.ok) throw new Error(r.error.message);
      expect(validateDungeon(r.text, 'classic').problems).toEqual([]);
      expectEndZonesFarApart(r.text);
      expectClassicSetUp(r.text, seed);
    });
  }
});
