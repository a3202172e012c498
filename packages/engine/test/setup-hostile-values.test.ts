/**
 * A set-up read from JSON may hold an object where a string or a number belongs, and such an
 * object may carry a `toString` or `valueOf` that is no function: anything that turns it into
 * text the usual way (String(), a template literal) throws. Every field of a valid set-up of
 * every ruleset (a nameless player with gained skills and a colour among them), each in turn
 * replaced by such objects, by values of the wrong kind, or left out: `createGame` answers with
 * errors (or accepts it), and never throws.
 */
import { describe, expect, it } from 'vitest';
import { createGame, rulesetIds } from '../src/index.ts';
import { mapFor, teamsFor } from './helpers/common.ts';

/**
 * Objects JSON can hold that break String(), `${}` and arithmetic; values of the wrong kind (a
 * number has no `includes`, null no fields); and `DELETE`, the field left out.
 */
const DELETE = Symbol('delete');
const HOSTILE: unknown[] = [
  { toString: false },
  { toString: false, valueOf: false },
  { valueOf: 1 },
  5,
  true,
  null,
  'x',
  [],
  DELETE,
];

/** The path of every value inside `v` (object fields and list items), the root excluded. */
function paths(v: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (!v || typeof v !== 'object') return [];
  const keys: (string | number)[] = Array.isArray(v) ? v.map((_, i) => i) : Object.keys(v);
  return keys.flatMap((k) => [[...at, k], ...paths((v as Record<string, unknown>)[k], [...at, k])]);
}

/** A copy of `v` with the value at `path` replaced (or left out). */
function replaced(v: unknown, path: (string | number)[], by: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(v));
  let o = copy;
  for (const k of path.slice(0, -1)) o = o[k];
  const last = path[path.length - 1];
  if (by !== DELETE) o[last] = by;
  else if (Array.isArray(o)) o.splice(Number(last), 1);
  else delete o[last];
  return copy;
}

/** The set-up's fields, and one more of each kind the tests leave out (skills, options). */
function widened(ruleset: string) {
  const teams = teamsFor(ruleset).map((t) => ({
    ...t,
    colour: '#123456',
    players: t.players.map((p, i) => (i === 0 ? { ...p, name: undefined, skills: ['block'] } : p)),
  }));
  const setup = { ruleset, dungeon: 'x', teams };
  const options = { seed: 1, rules: { turnLimit: 8, chestCount: 4 } };
  return JSON.parse(JSON.stringify({ setup, options }));
}

describe('a set-up with hostile values where text or numbers belong', () => {
  it.each(rulesetIds())('%s: createGame answers, never throws', (ruleset) => {
    const base = widened(ruleset);
    const all = paths(base);
    expect(all.length).toBeGreaterThan(20);
    let tried = 0;
    for (const path of all) {
      // The map's text is long and checked by the dungeon parser's own fuzz test; a whole set-up
      // or options object of the wrong kind is the schema tests' (setup-schema).
      if (path[1] === 'dungeon' || path.length < 2) continue;
      for (const by of HOSTILE) {
        const bad = replaced(base, path, by) as { setup: { dungeon: string }; options: unknown };
        bad.setup.dungeon = mapFor(ruleset);
        const made = () => createGame(bad.setup as never, bad.options as never);
        expect(made, path.join('.')).not.toThrow();
        tried++;
      }
    }
    expect(tried).toBeGreaterThan(200);
  });
});
