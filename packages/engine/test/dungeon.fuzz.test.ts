/**
 * Fuzz tests of the dungeon map parser and validator: random text, random mutations of the
 * built-in dungeons and random grids. Nothing throws, nothing hangs, every error has a code, a
 * printable one-line message and a line and column, and a map that parses prints back to a map
 * that parses to the same layers. FUZZ_RUNS=n runs each property n times (default 200).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BUILTIN_DUNGEONS,
  CONSTRUCTION_RULES,
  isCleanName,
  LIMITS,
  parseDungeon,
  printDungeon,
  validateDungeon,
} from '../src/index.ts';

const runs = Number(process.env.FUZZ_RUNS) || 200;
/** Validating a whole dungeon costs more than parsing it: fewer runs, so the file stays at a few seconds. */
const fewer = Math.max(10, Math.floor(runs / 5));

/** Every character the grid knows, the header's, some that break lines, and some it must refuse. */
const MAP_CHARS = [
  ...'#.+$0123456789ABCDEFGHIJKLMNOPabcdefghijklmnop',
  ...'u^t~_rs=@',
  ...': -,\n\n\n\r\t',
  '\u0000',
  '\u001b',
  '\u202e',
  '\ufeff',
  '\ud83d',
  'é',
  'x',
  'z',
];
const mapChar = fc.constantFrom(...MAP_CHARS);
const mapText = fc.string({ unit: mapChar, maxLength: 400 });

interface Problem {
  code: string;
  message: string;
  line: number;
  column: number;
}

/** An error the user can read: a stable code, one printable line, and a place in the file. */
function expectWellFormed(problems: Problem[]): void {
  expect(problems.length).toBeGreaterThan(0);
  for (const p of problems) {
    expect(p.code).toMatch(/^[A-Z][A-Z_]+$/);
    expect(typeof p.message).toBe('string');
    expect(p.message.length).toBeGreaterThan(0);
    expect(isCleanName(p.message)).toBe(true);
    expect(Number.isInteger(p.line) && p.line >= 1).toBe(true);
    expect(Number.isInteger(p.column) && p.column >= 1).toBe(true);
  }
}

/** Parses, and checks the result is well formed whichever way it goes. */
function parseChecked(text: string): void {
  const r = parseDungeon(text);
  if (!r.ok) {
    expectWellFormed(r.errors);
    return;
  }
  const d = r.value;
  expect(d.width).toBeLessThanOrEqual(LIMITS.mapSide);
  expect(d.height).toBeLessThanOrEqual(LIMITS.mapSide);
  expect(isCleanName(d.name)).toBe(true);
  // A map that parses prints to a canonical map with the same layers.
  const again = parseDungeon(printDungeon(d));
  if (!again.ok)
    throw new Error(`printDungeon gave a map that does not parse: ${JSON.stringify(again.errors)}`);
  expect(again.value.tileOf).toEqual(d.tileOf);
  expect(again.value.endZone).toEqual(d.endZone);
}

/** A mutation of a text: replace, insert or delete a few characters, or cut it short. */
const mutation = fc.oneof(
  fc.record({ kind: fc.constant('set' as const), at: fc.nat(), ch: mapChar }),
  fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), ch: mapChar }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), ch: fc.constant('') }),
  fc.record({ kind: fc.constant('cut' as const), at: fc.nat(), ch: fc.constant('') }),
);

function mutate(text: string, edits: { kind: string; at: number; ch: string }[]): string {
  let t = text;
  for (const e of edits) {
    const at = t.length === 0 ? 0 : e.at % t.length;
    if (e.kind === 'set') t = t.slice(0, at) + e.ch + t.slice(at + 1);
    else if (e.kind === 'insert') t = t.slice(0, at) + e.ch + t.slice(at);
    else if (e.kind === 'delete') t = t.slice(0, at) + t.slice(at + 1);
    else t = t.slice(0, at);
  }
  return t;
}

const builtin = fc.constantFrom(...BUILTIN_DUNGEONS.map((b) => b.text));
const mutatedBuiltin = fc
  .tuple(builtin, fc.array(mutation, { minLength: 1, maxLength: 6 }))
  .map(([text, edits]) => mutate(text, edits));

/** A walled grid of random squares: it reaches the tile and door logic more often than text does. */
const grid = fc
  .record({
    w: fc.integer({ min: 1, max: 30 }),
    h: fc.integer({ min: 1, max: 30 }),
    cells: fc.array(fc.constantFrom(...'#####.....++$ABab12u~_rs=@t'), { minLength: 900, maxLength: 900 }),
    name: fc.string({ unit: mapChar, maxLength: 70 }),
  })
  .map(({ w, h, cells, name }) => {
    const rows: string[] = [];
    for (let y = 0; y < h; y++) {
      let row = '';
      for (let x = 0; x < w; x++)
        row += x === 0 || y === 0 || x === w - 1 || y === h - 1 ? '#' : cells[y * 30 + x];
      rows.push(row);
    }
    return `name: ${name.replace(/[\r\n]/g, '')}\n\n${rows.join('\n')}\n`;
  });

const ruleset = fc.constantFrom(...CONSTRUCTION_RULES.map((r) => r.id), 'no-such-rules');
const teams = fc.option(fc.oneof(fc.integer({ min: -2, max: 20 }), fc.double()), { nil: undefined });

describe('fuzz: parseDungeon', () => {
  it('random text: never throws, errors are well formed', () => {
    fc.assert(fc.property(mapText, parseChecked), { numRuns: runs });
  });

  it('mutated built-in dungeons: never throws, errors are well formed', () => {
    fc.assert(fc.property(mutatedBuiltin, parseChecked), { numRuns: runs });
  });

  it('random walled grids: never throws, errors are well formed', () => {
    fc.assert(fc.property(grid, parseChecked), { numRuns: runs });
  });

  it('anything that is not text is refused, not thrown at', () => {
    fc.assert(
      fc.property(fc.anything(), (v) => {
        if (typeof v === 'string') return;
        const r = parseDungeon(v as string);
        expect(r.ok).toBe(false);
        if (!r.ok) expectWellFormed(r.errors);
      }),
      { numRuns: runs },
    );
  });
});

describe('fuzz: validateDungeon', () => {
  function validateChecked(text: string, rules: string, n: number | undefined): void {
    const v = validateDungeon(text, rules, { teams: n });
    expect(v.ruleset).toBe(rules);
    if (v.ok) expect(v.problems).toEqual([]);
    else expectWellFormed(v.problems);
  }

  it('mutated built-in dungeons against every ruleset and number of teams', () => {
    fc.assert(fc.property(mutatedBuiltin, ruleset, teams, validateChecked), { numRuns: fewer });
  });

  it('random walled grids against every ruleset and number of teams', () => {
    fc.assert(fc.property(grid, ruleset, teams, validateChecked), { numRuns: fewer });
  });
});
