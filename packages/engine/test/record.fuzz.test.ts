/**
 * Fuzz tests of game records: parseRecord and replayRecord on random JSON and on mutations of a
 * real record (a short seeded random game): actions changed, dropped, repeated or made up, and
 * set-up, option, rule option and rules revision fields given random values. Nothing throws, nothing hangs, the record is left
 * unchanged, and every error has a code, a printable message and a path.
 * FUZZ_RUNS=n runs each property n times (default 200).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type GameRecord, getRuleset, parseRecord, replayRecord } from '../src/index.ts';
import { rulesRevision } from '../src/record.ts';
import { expectWellFormed, randomRecord } from './helpers/records.ts';

const runs = Number(process.env.FUZZ_RUNS) || 200;
/** A replay plays a whole game: fewer runs, so the file stays at a few seconds. */
const fewer = Math.max(10, Math.floor(runs / 5));

/** A one-turn game of random legal actions on the training room. */
const playedRecord = (seed: number): GameRecord => JSON.parse(JSON.stringify(randomRecord(seed, 1)));

const REAL = playedRecord(7);

/** Parses and replays, checking the record is not changed and the answer is well formed. */
function replayChecked(json: unknown): void {
  const before = JSON.stringify(json);
  const parsed = parseRecord(json);
  if (!parsed.ok) expectWellFormed(parsed.errors);
  const r = replayRecord(json as GameRecord, { events: false });
  expect(JSON.stringify(json)).toBe(before);
  // Plain JSON holds no getters that throw: an engine fault here is a bug the catch would hide.
  if (!r.ok) expectWellFormed(r.errors);
  if (!r.ok) expect(r.errors.map((e) => e.code)).not.toContain('ENGINE_ERROR');
  else expect(r.steps).toBe((json as GameRecord).actions.length);
}

const TYPES = [
  ...new Set([
    ...REAL.actions.map((a) => a.type),
    'placeChest',
    'deploy',
    'activate',
    'step',
    'block',
    'pass',
    'handOff',
    'reroll',
    'useSkill',
    'castSpell',
    'chooseBlockDie',
    'pushTo',
    'followUp',
    'endTurn',
    'throwTeamMate',
  ]),
];
const FIELD_NAMES = [
  'sq',
  'to',
  'player',
  'target',
  'zone',
  'index',
  'yes',
  'source',
  'skill',
  'action',
  'spell',
];

/** The rule options a new record spells out in full. */
const RULE_KEYS = Object.keys(REAL.options.rules ?? {});

const nasty = fc.constantFrom(
  '',
  '\u0000',
  '\u001b[2J',
  '__proto__',
  'toString',
  'x'.repeat(100),
  'team',
  'move',
);
const fieldValue = fc.oneof(
  fc.integer({ min: -3, max: 200 }),
  fc.boolean(),
  nasty,
  fc.jsonValue({ maxDepth: 2 }),
);

/** A made-up action: a known type with random fields (most are refused, some are legal). */
const madeUp = fc
  .record({
    type: fc.constantFrom(...TYPES),
    fields: fc.array(fc.tuple(fc.constantFrom(...FIELD_NAMES), fieldValue), { maxLength: 3 }),
  })
  .map(({ type, fields }) => ({ type, ...Object.fromEntries(fields) }));

type Edit =
  | { kind: 'field'; at: number; name: string; value: unknown }
  | { kind: 'drop' | 'repeat'; at: number }
  | { kind: 'insert'; at: number; action: unknown }
  | { kind: 'result'; key: string; value: unknown }
  | { kind: 'setup'; key: string; value: unknown }
  | { kind: 'options'; key: string; value: unknown }
  | { kind: 'rule'; key: string; value: unknown }
  | { kind: 'top'; key: string; value: unknown };

const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({
    kind: fc.constant('field' as const),
    at: fc.nat(),
    name: fc.constantFrom(...FIELD_NAMES),
    value: fieldValue,
  }),
  fc.record({ kind: fc.constantFrom('drop' as const, 'repeat' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), action: fc.oneof(madeUp, fieldValue) }),
  fc.record({
    kind: fc.constant('setup' as const),
    key: fc.constantFrom('ruleset', 'dungeon', 'teams', 'extra'),
    value: fieldValue,
  }),
  fc.record({
    kind: fc.constant('options' as const),
    key: fc.constantFrom('seed', 'dice', 'rules', 'extra'),
    value: fc.oneof(fieldValue, fc.array(fc.integer({ min: 0, max: 7 }), { maxLength: 30 })),
  }),
  fc.record({
    kind: fc.constant('rule' as const),
    key: fc.constantFrom(...RULE_KEYS, 'extra', '__proto__', 'toString'),
    value: fc.oneof(fieldValue, fc.constantFrom(null, ['Q'], ['Q', 'S', 'L'], 'teamTurn', 'summary')),
  }),
  // A match's result ([002]): its score and league points, spoilt.
  fc.record({
    kind: fc.constant('result' as const),
    key: fc.constantFrom('winner', 'reason', 'detail', 'score', 'points', 'extra'),
    value: fc.oneof(
      fieldValue,
      fc.array(fc.oneof(fc.integer({ min: -2, max: 5 }), fieldValue), { maxLength: 20 }),
      fc.constantFrom('time', 'annihilation'),
    ),
  }),
  fc.record({
    kind: fc.constant('top' as const),
    key: fc.constantFrom('format', 'version', 'rulesRevision', 'rulesRevision', 'result', 'actions', 'seats'),
    value: fc.oneof(
      fieldValue,
      fc.integer({ min: -1, max: 3 }),
      fc.array(fc.oneof(fc.constantFrom('person', 'scripted', 'search'), nasty), { maxLength: 3 }),
    ),
  }),
);

// biome-ignore lint/suspicious/noExplicitAny: a record being spoilt holds anything
function applyEdit(r: any, e: Edit): void {
  if (e.kind === 'setup') r.setup[e.key] = e.value;
  else if (e.kind === 'options') r.options[e.key] = e.value;
  else if (e.kind === 'rule') {
    // defineProperty: a key such as __proto__ becomes an own field, as JSON.parse would make it.
    const rules = r.options.rules;
    if (rules && typeof rules === 'object')
      Object.defineProperty(rules, e.key, { value: e.value, enumerable: true, writable: true });
  } else if (e.kind === 'top') r[e.key] = e.value;
  else if (e.kind === 'result') {
    if (!r.result || typeof r.result !== 'object') r.result = { winner: null, reason: 'time' };
    r.result[e.key] = e.value;
  } else if (e.kind === 'insert') r.actions.splice(e.at % (r.actions.length + 1), 0, e.action);
  else if (r.actions.length > 0) {
    const at = e.at % r.actions.length;
    const a = r.actions[at];
    if (e.kind === 'drop') r.actions.splice(at, 1);
    else if (e.kind === 'repeat') r.actions.splice(at, 0, structuredClone(a));
    else if (e.kind === 'field' && a && typeof a === 'object') a[e.name] = e.value;
  }
}

const mutatedRecord = fc.array(edit, { minLength: 1, maxLength: 4 }).map((edits) => {
  const r = structuredClone(REAL);
  for (const e of edits) if (Array.isArray(r.actions)) applyEdit(r, e);
  return r;
});

/**
 * Edits that keep every action's shape, so the record passes parseRecord and the engine itself
 * judges it: an integer field given another square or player, an action dropped, repeated or
 * moved, or the record cut short.
 */
const shapeKept = fc
  .array(
    fc.record({
      kind: fc.constantFrom('int', 'int', 'int', 'drop', 'repeat', 'move', 'cut'),
      at: fc.nat(),
      to: fc.nat(),
      value: fc.integer({ min: -1, max: 160 }),
    }),
    { minLength: 1, maxLength: 4 },
  )
  .map((edits) => {
    const r = structuredClone(REAL);
    delete r.result;
    for (const e of edits) {
      const at = e.at % r.actions.length;
      const a = r.actions[at] as unknown as Record<string, unknown>;
      const ints = Object.keys(a).filter((k) => Number.isInteger(a[k]));
      if (e.kind === 'int' && ints.length > 0) a[ints[e.to % ints.length]] = e.value;
      else if (e.kind === 'drop' && r.actions.length > 1) r.actions.splice(at, 1);
      else if (e.kind === 'repeat') r.actions.splice(at, 0, structuredClone(r.actions[at]));
      else if (e.kind === 'move') r.actions.splice(e.to % r.actions.length, 0, ...r.actions.splice(at, 1));
      else if (e.kind === 'cut') r.actions.length = Math.max(1, at);
    }
    return r;
  });

describe('fuzz: game records', () => {
  it('the real record replays (the base the mutations start from)', () => {
    expect(REAL.actions.length).toBeGreaterThan(10);
    expect(replayRecord(REAL).ok).toBe(true);
  });

  it('random JSON: parseRecord and replayRecord never throw, errors are well formed', () => {
    fc.assert(fc.property(fc.jsonValue(), replayChecked), { numRuns: runs });
  });

  it('mutated real records: parseRecord and replayRecord never throw, errors are well formed', () => {
    fc.assert(fc.property(mutatedRecord, replayChecked), { numRuns: fewer });
  });

  it('records whose actions keep their shape: the engine refuses the illegal ones, and never throws', () => {
    fc.assert(
      fc.property(shapeKept, (record) => {
        expect(parseRecord(record).ok).toBe(true);
        replayChecked(record);
      }),
      { numRuns: fewer },
    );
  });

  it('the record names every rule option and its rules revision; the revision is judged alone', () => {
    expect([...RULE_KEYS].sort()).toEqual(Object.keys(getRuleset('dungeonbowl2021')!.defaults).sort());
    expect(REAL.rulesRevision).toBe(rulesRevision('dungeonbowl2021'));
    fc.assert(
      fc.property(fc.oneof(fieldValue, fc.integer({ min: -2, max: 5 })), (rev) => {
        const parsed = parseRecord({ ...REAL, rulesRevision: rev });
        const fine =
          Number.isSafeInteger(rev) && (rev as number) >= 1 && (rev as number) <= REAL.rulesRevision!;
        if (fine) expect(parsed.ok).toBe(true);
        else {
          expect(parsed.ok).toBe(false);
          if (!parsed.ok) {
            expectWellFormed(parsed.errors);
            expect(parsed.errors.map((e) => [e.path, e.code])).toEqual([
              [
                'rulesRevision',
                (rev as number) > 1 && Number.isSafeInteger(rev) ? 'NEWER_RULES' : 'BAD_REVISION',
              ],
            ]);
          }
        }
      }),
      { numRuns: runs },
    );
  });

  it('as JSON text, with or without a byte-order mark, parseRecord answers as for the object', () => {
    fc.assert(
      fc.property(mutatedRecord, fc.boolean(), (record, bom) => {
        const text = `${bom ? '\ufeff' : ''}${JSON.stringify(record)}`;
        expect(parseRecord(text)).toEqual(parseRecord(JSON.parse(JSON.stringify(record))));
      }),
      { numRuns: runs },
    );
  });
});
