/**
 * Fuzz tests of the team-file validator: random JSON, and mutations of the built-in teams (a
 * field replaced by a random value, removed, or a name given control characters), as objects
 * and as JSON text with or without a byte-order mark. Nothing throws, nothing hangs, the input is
 * left unchanged, and every error has a code, a printable message and a path.
 * FUZZ_RUNS=n runs each property n times (default 200).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUILTIN_TEAMS, isCleanName, LIMITS, validateTeam } from '../src/index.ts';
import { expectWellFormed } from './helpers/records.ts';

const runs = Number(process.env.FUZZ_RUNS) || 200;

/** Validates, checking the input is not changed and the answer is well formed. */
function validateChecked(json: unknown): void {
  const before = JSON.stringify(json);
  const r = validateTeam(json);
  expect(JSON.stringify(json)).toBe(before);
  if (!r.ok) {
    expectWellFormed(r.errors);
    return;
  }
  expect(r.team.players.length).toBeLessThanOrEqual(LIMITS.playersPerTeam);
  expect(isCleanName(r.team.name)).toBe(true);
  expect(r.team.name.length).toBeLessThanOrEqual(LIMITS.nameChars);
  expect(Number.isFinite(r.value)).toBe(true);
}

/** Strings that have caught parsers out: control characters, prototype names, skill syntax. */
const nasty = fc.constantFrom(
  '',
  '\u0000',
  'a\nb',
  '\u001b[2J',
  '\u202eevil',
  '__proto__',
  'constructor',
  'toString',
  'dodge:1',
  'dirtyPlayer:9',
  'loner:4',
  'x'.repeat(61),
  '#zzzzzz',
);
const value = fc.oneof(
  { depthSize: 'small' },
  fc.jsonValue({ maxDepth: 3 }),
  nasty,
  fc.integer({ min: -5, max: 120 }),
);

/** A path into a team: a field, a player's field, or a player's skill. */
const FIELDS = [
  'format',
  'version',
  'name',
  'roster',
  'colours',
  'rerolls',
  'wizard',
  'players',
  '$schema',
  'extra',
];
const PLAYER_FIELDS = ['name', 'number', 'position', 'skills', 'extra'];

const edit = fc.record({
  player: fc.option(fc.nat(20), { nil: undefined }),
  field: fc.nat(),
  value,
  remove: fc.boolean(),
});

type Edit = { player: number | undefined; field: number; value: unknown; remove: boolean };

function applyEdit(team: Record<string, unknown>, e: Edit): void {
  const players = team.players;
  let target: Record<string, unknown> = team;
  let key = FIELDS[e.field % FIELDS.length];
  if (e.player !== undefined && Array.isArray(players) && players.length > 0) {
    const p = players[e.player % players.length];
    if (!p || typeof p !== 'object') return;
    target = p as Record<string, unknown>;
    key = PLAYER_FIELDS[e.field % PLAYER_FIELDS.length];
    if (key === 'skills' && !e.remove) {
      target.skills = [...(Array.isArray(target.skills) ? target.skills : []), e.value];
      return;
    }
  }
  if (e.remove) delete target[key];
  else target[key] = e.value;
}

const mutatedTeam = fc
  .tuple(fc.constantFrom(...BUILTIN_TEAMS.map((b) => b.team)), fc.array(edit, { minLength: 1, maxLength: 5 }))
  .map(([team, edits]) => {
    const t = structuredClone(team) as unknown as Record<string, unknown>;
    for (const e of edits) applyEdit(t, e);
    return t;
  });

describe('fuzz: validateTeam', () => {
  it('random JSON: never throws, the errors are well formed', () => {
    fc.assert(fc.property(fc.jsonValue(), validateChecked), { numRuns: runs });
  });

  it('mutated built-in teams: never throws, the errors are well formed', () => {
    fc.assert(fc.property(mutatedTeam, validateChecked), { numRuns: runs });
  });

  it('as JSON text, with or without a byte-order mark, the answer is the same as for the object', () => {
    fc.assert(
      fc.property(mutatedTeam, fc.boolean(), (team, bom) => {
        const text = `${bom ? '\ufeff' : ''}${JSON.stringify(team)}`;
        expect(validateTeam(text)).toEqual(validateTeam(JSON.parse(JSON.stringify(team))));
      }),
      { numRuns: runs },
    );
  });

  it('text that is not JSON is one error', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        let isJson = true;
        try {
          JSON.parse(text.replace(/^\ufeff/, ''));
        } catch {
          isJson = false;
        }
        const r = validateTeam(text);
        if (isJson) return;
        expect(r.ok ? [] : r.errors.map((e) => e.code)).toEqual(['NOT_JSON']);
        if (!r.ok) expectWellFormed(r.errors);
      }),
      { numRuns: runs },
    );
  });
});
