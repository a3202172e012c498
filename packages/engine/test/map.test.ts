import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { constructionProblems, type Dungeon, placeableTiles } from '../src/dungeon/map.ts';
import { getBuiltinDungeon, parseDungeon, printDungeon } from '../src/index.ts';

function parsed(text: string): Dungeon {
  const r = parseDungeon(text);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value;
}

function errorsOf(text: string) {
  const r = parseDungeon(text);
  if (r.ok) throw new Error('expected the map to be refused');
  return r.errors.map((e) => ({ code: e.code, line: e.line, column: e.column }));
}

const at = (d: Dungeon, x: number, y: number) => y * d.width + x;

function rectangleKind(w: number, h: number) {
  const wall = '#'.repeat(w + 2);
  const rows = [wall, ...Array.from({ length: h }, () => `#${'.'.repeat(w)}#`), wall];
  return parsed(`${rows.join('\n')}\n`).tiles[0].kind;
}

const TWO_ROOMS = `name: Two rooms
description: a room, a door, a corridor

#########
#AA+....#
#AA+....#
#########
`;

describe('Map format: parse errors name the line and column', () => {
  it('an unknown character is refused at its own line and column', () => {
    expect(errorsOf('#####\n#.x.#\n#####\n')).toEqual([{ code: 'UNKNOWN_CHAR', line: 2, column: 3 }]);
  });

  it('line numbers count the header and the blank line after it', () => {
    expect(errorsOf('name: x\n\n#####\n#..?#\n#####\n')).toEqual([
      { code: 'UNKNOWN_CHAR', line: 4, column: 4 },
    ]);
  });

  it('a row of a different width than the first is a ragged row', () => {
    expect(errorsOf('#####\n#...#\n####\n')).toEqual([{ code: 'RAGGED_ROW', line: 3, column: 5 }]);
  });

  it('a floor square on the edge of the map is an open edge', () => {
    expect(errorsOf('#####\n#....\n#####\n')).toEqual([{ code: 'OPEN_EDGE', line: 2, column: 5 }]);
  });

  it('a door on the edge is open too', () => {
    expect(errorsOf('##+##\n#...#\n#####\n')).toEqual([{ code: 'OPEN_EDGE', line: 1, column: 3 }]);
  });

  it('the same portal number twice is refused at the second one', () => {
    expect(errorsOf('#######\n#1...1#\n#######\n')).toEqual([
      { code: 'DUPLICATE_PORTAL', line: 2, column: 6 },
    ]);
  });

  it('a map with no grid is an empty map', () => {
    expect(errorsOf('')).toEqual([{ code: 'EMPTY_MAP', line: 1, column: 1 }]);
    expect(errorsOf('\n\n')).toEqual([{ code: 'EMPTY_MAP', line: 1, column: 1 }]);
    expect(errorsOf('name: nothing\n\n')).toEqual([{ code: 'EMPTY_MAP', line: 2, column: 1 }]);
  });

  it('a header line that is not "key: value" with a lower-case key is a bad header', () => {
    expect(errorsOf('Name: x\n\n###\n#.#\n###\n')).toEqual([{ code: 'BAD_HEADER', line: 1, column: 1 }]);
    expect(errorsOf('name: x\nmy key: y\n\n###\n#.#\n###\n')).toEqual([
      { code: 'BAD_HEADER', line: 2, column: 1 },
    ]);
  });

  it('a header not ended by a blank line is a bad header, at the first grid line', () => {
    expect(errorsOf('name: x\n###\n#.#\n###\n')).toEqual([{ code: 'BAD_HEADER', line: 2, column: 1 }]);
  });

  it('a header key given twice, or a malformed rulesets list, is a bad header', () => {
    expect(errorsOf('name: x\nname: y\n\n###\n#.#\n###\n')).toEqual([
      { code: 'BAD_HEADER', line: 2, column: 1 },
    ]);
    expect(errorsOf('rulesets: Dungeon Bowl\n\n###\n#.#\n###\n')).toEqual([
      { code: 'BAD_HEADER', line: 1, column: 11 },
    ]);
  });

  it('two tiles touching only at a corner are refused (players could slip between them)', () => {
    expect(errorsOf('#####\n#.###\n##..#\n#####\n')).toEqual([{ code: 'CORNER_GAP', line: 3, column: 3 }]);
  });

  it('every problem is reported, not only the first', () => {
    const codes = errorsOf('#####\n#.x.#\n#..\n#####\n').map((e) => e.code);
    expect(codes).toEqual(['UNKNOWN_CHAR', 'RAGGED_ROW']);
  });
});

describe('Map format: printing', () => {
  it('printDungeon(parseDungeon(text)) gives a canonical file back exactly', () => {
    const canonical = [
      TWO_ROOMS,
      '#####\n#A.B#\n#####\n',
      'name: Portals\nrulesets: dungeonbowl2021\n\n#######\n#1.$.2#\n#A...B#\n#######\n',
    ];
    for (const text of canonical) expect(printDungeon(parsed(text))).toBe(text);
    for (const b of ['great-hall', 'training-room']) {
      const text = getBuiltinDungeon(b)!.text;
      expect(printDungeon(parsed(text))).toBe(text);
    }
  });

  it('the example in docs/dungeon-map.md parses and is canonical', () => {
    const doc = readFileSync(new URL('../../../docs/dungeon-map.md', import.meta.url), 'utf8');
    const example = doc.split('```\n')[1];
    const d = parsed(example);
    expect(d.name).toBe('Crossroads');
    expect(d.tiles.map((t) => t.kind)).toEqual(['small-room', 'corridor', 'small-room', 'small-room']);
    expect(printDungeon(d)).toBe(example);
  });

  it('a non-canonical file (Windows line ends, extra blank lines) still parses, and prints canonically', () => {
    const messy =
      'name: Two rooms\r\ndescription: a room, a door, a corridor\r\n\r\n\r\n#########\r\n#AA+....#\r\n#AA+....#\r\n#########\r\n\r\n';
    expect(printDungeon(parsed(messy))).toBe(TWO_ROOMS);
  });

  it('the header gives the name, the description and the rulesets', () => {
    const d = parsed(
      'name: Pit\ndescription: deep: very\nrulesets: dungeonbowl2021, other-one\n\n###\n#.#\n###\n',
    );
    expect(d.name).toBe('Pit');
    expect(d.description).toBe('deep: very');
    expect(d.rulesets).toEqual(['dungeonbowl2021', 'other-one']);
    expect(parsed('###\n#.#\n###\n').name).toBe('Unnamed dungeon');
  });
});

describe('Map format: tiles and doors', () => {
  it('tiles are floor areas split by walls and doors; a door joins the tiles on both sides', () => {
    const d = parsed(TWO_ROOMS);
    expect(d.tiles).toHaveLength(2);
    const zone = d.tiles[d.tileOf[at(d, 1, 1)]];
    const room = d.tiles[d.tileOf[at(d, 5, 1)]];
    expect(zone.endZones).toEqual(['A']);
    expect(room.endZones).toEqual([]);
    expect(zone.joined).toEqual([room.id]);
    expect(room.joined).toEqual([zone.id]);
    expect(d.doors).toEqual([{ squares: [at(d, 3, 1), at(d, 3, 2)], tiles: [zone.id, room.id] }]);
    expect(d.tileOf[at(d, 3, 1)]).toBe(-1);
    expect(d.door[at(d, 3, 1)]).toBe(true);
  });

  it('tiles separated by a wall and no door are not joined', () => {
    const d = parsed('#######\n#..#..#\n#..#..#\n#######\n');
    expect(d.tiles.map((t) => t.joined)).toEqual([[], []]);
  });

  it('fixed chests and portals are floor squares of their tile', () => {
    const d = parsed('#######\n#1.$.2#\n#A...B#\n#######\n');
    expect(d.fixedChests).toEqual([at(d, 3, 1)]);
    expect(d.fixedPortals).toEqual([
      { number: 1, sq: at(d, 1, 1) },
      { number: 2, sq: at(d, 5, 1) },
    ]);
    expect(d.tiles).toHaveLength(1);
    expect(d.endZones).toEqual(['A', 'B']);
  });

  it('tile kinds: a thin tile at least twice as long as it is thick is a corridor', () => {
    expect(rectangleKind(2, 5)).toBe('corridor');
    expect(rectangleKind(10, 2)).toBe('corridor');
    expect(rectangleKind(3, 6)).toBe('corridor');
    expect(rectangleKind(3, 5)).toBe('small-room');
    expect(rectangleKind(4, 12)).toBe('small-room');
  });

  it('tile kinds: a bent corridor is still a corridor', () => {
    const d = parsed('#########\n#..######\n#..######\n#..######\n#.......#\n#.......#\n#########\n');
    expect(d.tiles.map((t) => t.kind)).toEqual(['corridor']);
  });

  it('tile kinds: other tiles are rooms, large from 60 squares', () => {
    expect(rectangleKind(6, 6)).toBe('small-room');
    expect(rectangleKind(8, 7)).toBe('small-room');
    expect(rectangleKind(10, 6)).toBe('large-room');
    expect(rectangleKind(10, 10)).toBe('large-room');
  });
});

describe('Built-in dungeons', () => {
  const hall = parsed(getBuiltinDungeon('great-hall')!.text);

  it("'great-hall' meets [004]'s construction rules", () => {
    expect(constructionProblems(hall)).toEqual([]);
    const kinds = (k: string) => hall.tiles.filter((t) => t.kind === k && t.endZones.length === 0).length;
    expect(kinds('corridor')).toBeGreaterThanOrEqual(4);
    expect(kinds('small-room')).toBeGreaterThanOrEqual(3);
    expect(kinds('large-room')).toBeGreaterThanOrEqual(1);
    expect(hall.endZones).toEqual(['A', 'B']);
    expect(placeableTiles(hall).length).toBeGreaterThanOrEqual(6);
    for (const door of hall.doors) {
      expect(door.squares).toHaveLength(2);
      expect(door.tiles).toHaveLength(2);
    }
  });

  it("'great-hall' has its tiles classified as drawn", () => {
    const kindAt = (x: number, y: number) => hall.tiles[hall.tileOf[at(hall, x, y)]].kind;
    expect(kindAt(10, 2)).toBe('corridor');
    expect(kindAt(24, 5)).toBe('corridor');
    expect(kindAt(10, 16)).toBe('corridor');
    expect(kindAt(10, 8)).toBe('large-room');
    expect(kindAt(19, 3)).toBe('small-room');
    expect(kindAt(2, 20)).toBe('small-room');
  });

  it("'great-hall' has no chest tile next to an end zone", () => {
    for (const t of placeableTiles(hall)) {
      const tile = hall.tiles[t];
      expect(tile.endZones).toEqual([]);
      for (const j of tile.joined) expect(hall.tiles[j].endZones).toEqual([]);
    }
  });

  it("'training-room' parses, with its fixed chests and portals", () => {
    const d = parsed(getBuiltinDungeon('training-room')!.text);
    expect(d.name).toBe('Training Room');
    expect(d.endZones).toEqual(['A', 'B']);
    expect(d.fixedChests).toHaveLength(2);
    expect(d.fixedPortals.map((p) => p.number)).toEqual([1, 2]);
    expect(d.tiles.map((t) => t.kind)).toEqual(['corridor', 'small-room', 'corridor']);
  });
});
