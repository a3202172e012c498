/**
 * The hazards drawn on the board ([002] BRAWL 2013): each kind looks different from the others
 * and from walls and floor, trapdoors are drawn shut or open from the game's state, leap lines
 * face their drop, the rotating room and the stone ball's corridor are named once, and the legend
 * lists what the map holds.
 */
import {
  createGame,
  type Dungeon,
  dungeonOf,
  FEATURES,
  FIRE_TEAM,
  getBuiltinDungeon,
  parseDungeon,
  SHADOW_TEAM,
  view,
} from '@dungeonbowl/engine';
import { describe, expect, it } from 'vitest';
import { areas, hazardLook, LOOKS, leapEdges, legend, openTrapdoors } from '../src/board/hazards.ts';
import { FLOOR, WALL } from '../src/colours.ts';

function map(text: string): Dungeon {
  const r = parseDungeon(text);
  if (!r.ok) throw new Error(r.errors.map((e) => e.message).join('; '));
  return r.value;
}

const round = (id: string) => map(getBuiltinDungeon(id)!.text);
const find = (d: Dungeon, ch: (sq: number) => boolean) => d.feature.findIndex((_, sq) => ch(sq));

describe('hazard looks', () => {
  it('gives every feature of the legend a look of its own, none of them a wall or plain floor', () => {
    const d = { feature: FEATURES.map((f) => f.feature), passage: [] } as unknown as Dungeon;
    const looks = FEATURES.map((_, sq) => hazardLook(d, sq)!);
    expect(new Set(looks.map((l) => l.kind)).size).toBe(FEATURES.length);
    for (const l of looks) {
      expect(l.fill).not.toBe(WALL);
      // Something besides colour tells each one apart: a pattern, a glyph or, for the leap line, its green edge.
      expect(l.kind === 'leap' || !!l.pattern || !!l.glyph).toBe(true);
      expect(l.name.length).toBeGreaterThan(0);
    }
    // A chasm is never just a darker wall: it has its own pattern.
    expect(LOOKS.chasm.pattern).toBe('chasm');
    expect(LOOKS.leap.fill).toBe(FLOOR);
  });

  it('draws a trapdoor shut until the game lists it open, then shows what lies below', () => {
    const castle = round('brawl-castle');
    const sq = find(castle, (s) => castle.feature[s] === 'trapdoor');
    expect(hazardLook(castle, sq)!.kind).toBe('trapdoorShut');
    const open = hazardLook(castle, sq, new Set([sq]))!;
    expect(open.kind).toBe('trapdoorOpen');
    expect(open.name).toMatch(/chasm below/);
    const hashut = round('brawl-hashut');
    const lavaDoor = find(hashut, (s) => hashut.feature[s] === 'trapdoor');
    expect(hazardLook(hashut, lavaDoor, new Set([lavaDoor]))!.name).toMatch(/lava below/);
    expect(hazardLook(hashut, lavaDoor, new Set([lavaDoor]))!.fill).not.toBe(open.fill);
  });

  it("reads the open trapdoors from the game, as every coach's view has them", () => {
    const made = createGame(
      {
        ruleset: 'brawl2013',
        dungeon: getBuiltinDungeon('brawl-hashut')!.text,
        teams: [FIRE_TEAM, SHADOW_TEAM],
      },
      { seed: 1 },
    );
    if (!made.ok) throw new Error('no game');
    const g = made.game;
    const d = dungeonOf(g);
    const doors = d.feature.flatMap((f, sq) => (f === 'trapdoor' ? [sq] : []));
    expect(openTrapdoors(g).size).toBe(0);
    g.openTrapdoors = doors.slice(0, 4);
    for (const seen of [g, view(g, 0), view(g, -1)]) {
      const open = openTrapdoors(seen);
      expect(doors.map((sq) => hazardLook(d, sq, open)!.kind)).toEqual([
        ...doors.slice(0, 4).map(() => 'trapdoorOpen'),
        ...doors.slice(4).map(() => 'trapdoorShut'),
      ]);
    }
  });

  it('marks the scoring passages, in their end zone colour', () => {
    const d = round('brawl-classic');
    const sq = find(d, (s) => d.passage[s]);
    expect(hazardLook(d, sq)).toMatchObject({ kind: 'passage', fill: '' });
    expect(
      hazardLook(
        d,
        find(d, (s) => !d.wall[s] && !d.passage[s] && d.endZone[s] < 0),
      ),
    ).toBeNull();
  });
});

describe('leap lines, rooms and corridors', () => {
  it('puts the green line on the side of a leap square that faces the drop', () => {
    const d = map(`
########
#A.=__B#
#A.=__B#
########
`);
    expect(leapEdges(d, d.width + 3)).toEqual(['e']);
    expect(leapEdges(d, d.width + 2)).toEqual([]);
  });

  it("finds Hogwurts' rotating room and the Temple's corridor as one box each", () => {
    const hog = areas(round('brawl-hogwurts'));
    expect(hog.map((a) => a.feature)).toEqual(['rotating']);
    const temple = areas(round('brawl-temple-of-doom'));
    expect(temple).toHaveLength(1);
    expect(temple[0]).toMatchObject({ feature: 'stoneBall', w: 4, y: 1 });
    expect(temple[0].h).toBe(20);
  });
});

describe('the legend', () => {
  it('lists the kinds a round holds, with their squares', () => {
    const d = round('brawl-castle');
    const kinds = legend(d).map((e) => e.look.kind);
    expect(kinds).toEqual(['trapdoorShut', 'chasm', 'leap', 'passage']);
    const trapdoors = d.feature.filter((f) => f === 'trapdoor').length;
    expect(legend(d).find((e) => e.look.kind === 'trapdoorShut')!.count).toBe(trapdoors);
    const one = d.feature.indexOf('trapdoor');
    const withOpen = legend(d, new Set([one]));
    expect(withOpen.find((e) => e.look.kind === 'trapdoorOpen')!.count).toBe(1);
  });

  it('is empty for a map without special squares', () => {
    expect(legend(round('great-hall'))).toEqual([]);
  });
});
