/**
 * A set-up read from JSON may hold an object where a string or a number belongs, and such an
 * object may carry a `toString` or `valueOf` that is no function: anything that turns it into
 * text the usual way (String(), a template literal) throws. Every field of a valid set-up of
 * every ruleset, each in turn replaced by such objects: `createGame` answers with errors (or
 * accepts it), and never throws.
 */
import { describe, expect, it } from 'vitest';
import { createGame, rulesetIds } from '../src/index.ts';
import { mapFor, teamsFor } from './helpers/common.ts';

/** Objects JSON can hold that break String(), `${}` and arithmetic. */
const HOSTILE: unknown[] = [{ toString: false }, { toString: false, valueOf: false }, { valueOf: 1 }];

/** The path of every value inside `v` (object fields and list items), the root excluded. */
function paths(v: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (!v || typeof v !== 'object') return [];
  const keys: (string | number)[] = Array.isArray(v) ? v.map((_, i) => i) : Object.keys(v);
  return keys.flatMap((k) => [[...at, k], ...paths((v as Record<string, unknown>)[k], [...at, k])]);
}

/** A copy of `v` with the value at `path` replaced. */
function replaced(v: unknown, path: (string | number)[], by: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(v));
  let o = copy;
  for (const k of path.slice(0, -1)) o = o[k];
  o[path[path.length - 1]] = by;
  return copy;
}

describe('a set-up with objects where text or numbers belong', () => {
  it.each(rulesetIds())('%s: createGame answers, never throws', (ruleset) => {
    const setup = { ruleset, dungeon: 'x', teams: teamsFor(ruleset) };
    const options = { seed: 1, rules: { turnLimit: 8 } };
    const all = paths({ setup, options });
    expect(all.length).toBeGreaterThan(20);
    let tried = 0;
    for (const path of all) {
      // The map's text is long and checked by the dungeon parser's own fuzz test.
      if (path[1] === 'dungeon') continue;
      for (const by of HOSTILE) {
        const bad = replaced({ setup, options }, path, by) as {
          setup: typeof setup;
          options: typeof options;
        };
        bad.setup.dungeon = mapFor(ruleset);
        const made = () => createGame(bad.setup as never, bad.options as never);
        expect(made, path.join('.')).not.toThrow();
        tried++;
      }
    }
    expect(tried).toBeGreaterThan(60);
  });
});
