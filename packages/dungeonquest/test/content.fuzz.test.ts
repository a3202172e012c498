/**
 * Fuzz tests of the content checker: random values and random mutations of the default content
 * (a value replaced, a field deleted, an entry repeated). Nothing throws, every error is one line
 * that starts with a path into the content, and content that passes is a faithful copy.
 * FUZZ_RUNS=n runs each property n times (default 200).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_JSON, parseContent } from '../src/index.ts';

const runs = Number(process.env.FUZZ_RUNS) || 200;

/** `content`, or a path from the top: `tiles[3:great-hall].effect[0].rows`, `decks.trap`, `sun.plain`. */
const ERROR_LINE =
  /^(content|name|tiles|decks|sun)(\.[A-Za-z_$][\w$-]*|\[\d+(:[a-z0-9-]+)?\]|\["([^"\\\n]|\\.)*"\])*: \S[^\n]*$/;

type Json = unknown;
/** Every container in the data and the keys it holds, as [container, key] pairs. */
function places(value: Json, out: [Record<string | number, Json>, string | number][] = []) {
  if (typeof value === 'object' && value !== null) {
    const box = value as Record<string | number, Json>;
    for (const key of Array.isArray(value) ? value.keys() : Object.keys(value)) {
      out.push([box, key]);
      places(box[key], out);
    }
  }
  return out;
}

/** The values a mutation writes: the content's own words and numbers, and anything at all. */
const replacement = fc.oneof(
  fc.constantFrom(
    'S',
    'N',
    'dungeon',
    'trap',
    'wound',
    'roll',
    'choose',
    'chasm',
    'room',
    'luck',
    'skeleton',
  ),
  fc.integer({ min: -3, max: 12 }),
  fc.constantFrom(0, 7, 1e9, Number.NaN, -0, 0.5, true, null, [], {}, ''),
  fc.anything({ maxDepth: 3 }),
);
const mutation = fc.record({
  at: fc.nat(),
  how: fc.constantFrom('replace', 'delete', 'repeat', 'wrap'),
  value: replacement,
});

function mutate(json: Json, m: { at: number; how: string; value: unknown }): void {
  const all = places(json);
  const [box, key] = all[m.at % all.length];
  if (m.how === 'replace') box[key] = m.value;
  else if (m.how === 'wrap') box[key] = [box[key]];
  else if (Array.isArray(box)) box.splice(Number(key), 0, structuredClone(box[Number(key)]));
  else delete box[key];
}

function expectWellFormed(json: Json): void {
  const result = parseContent(json);
  if (result.ok) {
    expect(result.content).toEqual(json);
    return;
  }
  expect(result.errors.length).toBeGreaterThan(0);
  for (const line of result.errors) expect(line).toMatch(ERROR_LINE);
}

describe('the content checker never throws and always names a path', () => {
  it('mutated default content', () => {
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 4 }), (mutations) => {
        const json = structuredClone(DEFAULT_CONTENT_JSON);
        for (const m of mutations) mutate(json, m);
        expectWellFormed(json);
      }),
      { numRuns: runs },
    );
  });

  it('anything at all', () => {
    fc.assert(
      fc.property(fc.anything({ maxDepth: 4 }), (json) => expectWellFormed(json)),
      { numRuns: runs },
    );
  });

  it('a replaced value is either accepted or reported at its own path', () => {
    const paths = pathsOf(DEFAULT_CONTENT_JSON);
    fc.assert(
      fc.property(fc.nat(), replacement, (at, value) => {
        const json = structuredClone(DEFAULT_CONTENT_JSON);
        const [box, key] = places(json)[at % paths.length];
        const path = paths[at % paths.length];
        box[key] = value;
        const result = parseContent(json);
        if (!result.ok) expect(result.errors.filter((e) => related(e, path))).not.toEqual([]);
      }),
      { numRuns: runs },
    );
  });
});

/** The path of every place `places` lists, in the same order, written as the checker writes them. */
function pathsOf(value: Json, base = '', out: string[] = []): string[] {
  if (typeof value === 'object' && value !== null) {
    const box = value as Record<string | number, Json>;
    for (const key of Array.isArray(value) ? value.keys() : Object.keys(value)) {
      const item = box[key] as { id?: unknown } | null;
      const id = Array.isArray(value) && typeof item?.id === 'string' ? `:${item.id}` : '';
      const path = typeof key === 'number' ? `${base}[${key}${id}]` : base ? `${base}.${key}` : key;
      out.push(path);
      pathsOf(box[key], path, out);
    }
  }
  return out;
}

/**
 * Whether an error is about the place changed: the same entry (a tile, a card, the sun), a place
 * inside it, the list holding it (a count that no longer adds up), an id now repeated in the same
 * list, a loop of draws (reported at the draw that closes it), the error limit. Ids in brackets
 * are ignored: the change may have spoilt the id itself.
 */
function related(error: string, changed: string): boolean {
  const plain = (p: string) => p.replace(/:[a-z0-9-]+\]/g, ']');
  const [a, b] = [plain(error.slice(0, error.indexOf(': '))), plain(changed)];
  const entry = (p: string) => /^(tiles\[\d+\]|decks\.\w+\[\d+\]|\w+)/.exec(p)?.[0];
  const list = (p: string) => /^(tiles|decks\.\w+|\w+)/.exec(p)?.[0];
  if (a === 'content' || entry(a) === entry(b) || a.startsWith(b) || b.startsWith(a)) return true;
  return (list(a) === list(b) && error.endsWith('is used twice')) || error.includes('draws in a loop');
}
