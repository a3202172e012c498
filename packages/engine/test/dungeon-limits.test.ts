/**
 * The limits on a dungeon map (docs/limits.md): a map beyond LIMITS.mapSide or LIMITS.mapChars is
 * refused early with a clear error, and a map within them, however hostile its shape, parses and
 * validates without throwing and in a bounded time.
 */
import { describe, expect, it } from 'vitest';
import { MAX_DOOR_TILES, MAX_MAP_ERRORS } from '../src/dungeon/map.ts';
import {
  CONSTRUCTION_RULES,
  createGame,
  FIRE_TEAM,
  LIMITS,
  parseDungeon,
  SHADOW_TEAM,
  validateDungeon,
} from '../src/index.ts';

/** A square map of side n, walled on its edge, with `inside(x, y)` within. */
function grid(w: number, h: number, inside: (x: number, y: number) => string): string {
  const rows: string[] = [];
  for (let y = 0; y < h; y++) {
    let row = '';
    for (let x = 0; x < w; x++) row += x === 0 || y === 0 || x === w - 1 || y === h - 1 ? '#' : inside(x, y);
    rows.push(row);
  }
  return `${rows.join('\n')}\n`;
}

function errorsOf(text: string) {
  const r = parseDungeon(text);
  if (r.ok) throw new Error('expected the map to be refused');
  return r.errors;
}

const SIDE = LIMITS.mapSide;

describe('Map limits: a map too large is refused before it is parsed', () => {
  it('a 400 x 400 map (a room of 160,000 squares overflowed the stack) is refused at its 201st row', () => {
    const errors = errorsOf(grid(400, 400, () => '.'));
    expect(errors).toEqual([
      {
        code: 'MAP_TOO_LARGE',
        message: `the grid is 400 rows high; a map is at most ${SIDE}`,
        line: SIDE + 1,
        column: 1,
      },
    ]);
  });

  it('a row wider than the limit is refused at the column past it', () => {
    const text = `name: Wide\n\n${grid(SIDE + 1, 3, () => '.')}`;
    expect(errorsOf(text)).toEqual([
      {
        code: 'MAP_TOO_LARGE',
        message: `the row is ${SIDE + 1} squares wide; a map is at most ${SIDE}`,
        line: 3,
        column: SIDE + 1,
      },
    ]);
  });

  it('a text longer than LIMITS.mapChars is refused at the first character past it', () => {
    const line = `description: ${'x'.repeat(1000)}\n`;
    const text = line.repeat(Math.ceil(LIMITS.mapChars / line.length) + 1);
    const [e] = errorsOf(text);
    expect(e.code).toBe('MAP_TOO_LARGE');
    expect(e.message).toBe(
      `the map is ${text.length} characters long; a map file holds at most ${LIMITS.mapChars}`,
    );
    expect(e.line).toBe(Math.floor(LIMITS.mapChars / line.length) + 1);
    expect(e.column).toBe((LIMITS.mapChars % line.length) + 1);
  });

  it('what is not text is refused, not thrown at', () => {
    for (const bad of [null, undefined, 42, {}, Symbol('map')]) {
      expect(errorsOf(bad as unknown as string)[0].code).toBe('NOT_TEXT');
    }
  });
});

describe('Map limits: the largest maps parse, validate and start a game', () => {
  it(`a ${SIDE} x ${SIDE} single room parses without throwing`, () => {
    const r = parseDungeon(grid(SIDE, SIDE, () => '.'));
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(r.value.tiles).toHaveLength(1);
    expect(r.value.tiles[0]).toMatchObject({ kind: 'large-room', x0: 1, y0: 1, x1: SIDE - 2, y1: SIDE - 2 });
  });

  it(`a ${SIDE} x ${SIDE} room with two end zones makes a game, and every ruleset validates it`, () => {
    const text = grid(SIDE, SIDE, (x) => (x < 3 ? 'A' : x > SIDE - 4 ? 'B' : '.'));
    const made = createGame({ dungeon: text, teams: [FIRE_TEAM, SHADOW_TEAM] }, { seed: 1 });
    expect(made.ok).toBe(true);
    for (const rules of CONSTRUCTION_RULES) expect(validateDungeon(text, rules.id).ruleset).toBe(rules.id);
  });

  it('thousands of one-square regions validate in one pass, not one pass per region', () => {
    const single = (x: number, y: number) =>
      x === 1 && y === 1
        ? 'A'
        : x === 3 && y === 1
          ? 'B'
          : x % 2 && y % 2 && x < SIDE - 2 && y < SIDE - 2
            ? '.'
            : '#';
    const text = grid(SIDE, SIDE, single);
    const start = performance.now();
    const v = validateDungeon(text, 'dungeonbowl2021');
    // It took 12 s when every region walked the whole map; now well under a second.
    expect(performance.now() - start).toBeLessThan(4000);
    expect(v.problems.filter((p) => p.code === 'UNREACHABLE').length).toBeGreaterThan(0);
    expect(v.problems.at(-1)?.message).toMatch(/^and \d+ more problems$/);
  });

  it('a door winding through thousands of tiles is refused, not joined pair by pair', () => {
    const comb = (x: number, y: number) => (x === 1 || y % 2 === 0 ? '+' : x % 2 === 1 ? '.' : '#');
    const start = performance.now();
    const [e] = errorsOf(grid(120, 120, comb));
    expect(performance.now() - start).toBeLessThan(4000);
    expect(e).toMatchObject({ code: 'DOOR_JOINS_TOO_MANY', line: 2, column: 2 });
    expect(e.message).toMatch(
      new RegExp(`^a door touches \\d+ tiles; a door joins at most ${MAX_DOOR_TILES}$`),
    );
  });

  it('a map full of chests checks their gaps without comparing every pair', () => {
    const text = grid(SIDE, SIDE, (x) => (x === 1 ? 'A' : x === SIDE - 2 ? 'B' : '$'));
    const start = performance.now();
    const v = validateDungeon(text, 'classic');
    expect(performance.now() - start).toBeLessThan(4000);
    expect(v.problems.some((p) => p.code === 'CHESTS_TOO_CLOSE')).toBe(true);
    expect(v.problems.some((p) => p.code === 'CHEST_NEAR_END_ZONE')).toBe(true);
  });
});

describe('Map limits: at most MAX_MAP_ERRORS problems, then a count of the rest', () => {
  it('a grid of unknown characters gives the first problems and says how many more', () => {
    const errors = errorsOf(grid(50, 50, () => '?'));
    expect(errors).toHaveLength(MAX_MAP_ERRORS + 1);
    expect(errors[MAX_MAP_ERRORS]).toEqual({
      code: 'MORE_ERRORS',
      message: `and ${48 * 48 - MAX_MAP_ERRORS} more problems`,
      line: 4,
      column: 6,
    });
  });
});

describe('Map limits: names and header values', () => {
  it('a name with a control character is refused, naming the field and the column', () => {
    for (const c of ['\u0000', '\u001b', '\t', '\u007f', '\u202e']) {
      const [e] = errorsOf(`name: Evil${c}Map\n\n####\n#AB#\n####\n`);
      expect(e.code).toBe('BAD_NAME');
      expect(e.message).toMatch(/^the name holds a control character \(U\+[0-9A-F]{4}\)$/);
      expect([e.line, e.column]).toEqual([1, 11]);
    }
  });

  it(`a name longer than ${LIMITS.nameChars} characters is refused`, () => {
    const [e] = errorsOf(`name: ${'n'.repeat(LIMITS.nameChars + 1)}\n\n####\n#AB#\n####\n`);
    expect(e).toEqual({
      code: 'BAD_NAME',
      message: `the name is ${LIMITS.nameChars + 1} characters long; at most ${LIMITS.nameChars}`,
      line: 1,
      column: 7,
    });
    expect(parseDungeon(`name: ${'n'.repeat(LIMITS.nameChars)}\n\n####\n#AB#\n####\n`).ok).toBe(true);
  });

  it('any other header value with a control character is a bad header', () => {
    const [e] = errorsOf('name: Fine\ndescription: clears \u001b[2J the screen\n\n####\n#AB#\n####\n');
    expect(e).toEqual({
      code: 'BAD_HEADER',
      message: 'the description holds a control character (U+001B)',
      line: 2,
      column: 21,
    });
  });

  it('an unknown grid character that would not print is named by its code point', () => {
    expect(errorsOf('####\n#A\u0007#\n####\n')[0].message).toBe('unknown map character U+0007');
    expect(errorsOf('####\n#A?#\n####\n')[0].message).toBe("unknown map character '?'");
  });
});
