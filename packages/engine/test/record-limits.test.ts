/**
 * Hostile game records (docs/limits.md, docs/game-record.md): every field is checked, lists
 * beyond the limits are refused unread, JSON text may start with a byte-order mark, and nothing a
 * record holds makes parseRecord or replayRecord throw.
 */
import { describe, expect, it } from 'vitest';
import {
  FIRE_TEAM,
  type GameRecord,
  getBuiltinDungeon,
  LIMITS,
  newRecord,
  parseRecord,
  replayRecord,
  SHADOW_TEAM,
  validateTeam,
} from '../src/index.ts';

const SETUP = { dungeon: getBuiltinDungeon('training-room')!.text, teams: [FIRE_TEAM, SHADOW_TEAM] };

/** A fresh, valid record as plain JSON data, to spoil. */
// biome-ignore lint/suspicious/noExplicitAny: the tests write anything into it
const valid = (): any => JSON.parse(JSON.stringify(newRecord(SETUP, { seed: 1 })));

function errorsOf(json: unknown) {
  const r = parseRecord(json);
  if (r.ok) throw new Error('expected the record to be refused');
  return r.errors;
}

const paths = (json: unknown) => errorsOf(json).map((e) => `${e.code}@${e.path}`);

describe('records: JSON text', () => {
  it('a text starting with a byte-order mark is read, for records and team files alike', () => {
    const text = JSON.stringify(valid());
    expect(parseRecord(`\ufeff${text}`).ok).toBe(true);
    expect(parseRecord(text).ok).toBe(true);
    expect(validateTeam(`\ufeff${JSON.stringify(FIRE_TEAM)}`).ok).toBe(true);
  });

  it('a text that is not JSON is one clear error, with no stack', () => {
    const [e] = errorsOf('{"format": ');
    expect(e.code).toBe('NOT_JSON');
    expect(e.message).toMatch(/^a game record is not valid JSON: [^\n]+$/);
  });

  it(`a text over LIMITS.jsonBytes (${LIMITS.jsonBytes} bytes) is refused unread, counting UTF-8 bytes`, () => {
    const big = ' '.repeat(LIMITS.jsonBytes + 1);
    expect(errorsOf(big)).toEqual([
      { code: 'TOO_LARGE', message: `a game record is over ${LIMITS.jsonBytes} bytes`, path: '' },
    ]);
    // Half as many characters, but each is 2 bytes in UTF-8.
    const wide = `"${'é'.repeat(LIMITS.jsonBytes / 2)}"`;
    expect(errorsOf(wide)[0].code).toBe('TOO_LARGE');
    const team = validateTeam(big);
    expect(team.ok ? [] : team.errors.map((e) => e.code)).toEqual(['TOO_LARGE']);
  });
});

describe('records: limits', () => {
  it(`more than ${LIMITS.recordActions} actions are refused before any is read`, () => {
    const start = performance.now();
    const errors = errorsOf({ ...valid(), actions: new Array(LIMITS.recordActions + 1).fill(null) });
    expect(performance.now() - start).toBeLessThan(1000);
    expect(errors).toEqual([
      {
        code: 'TOO_MANY_ACTIONS',
        message: `${LIMITS.recordActions + 1} actions: a record holds at most ${LIMITS.recordActions}`,
        path: 'actions',
      },
    ]);
  });

  it('at most 100 problems are listed, then a count of the rest', () => {
    const errors = errorsOf({ ...valid(), actions: new Array(1000).fill('endTurn') });
    expect(errors).toHaveLength(101);
    expect(errors[100]).toMatchObject({ code: 'MORE_ERRORS', message: 'and 900 more problems' });
  });

  it('more teams, players or skills than the limits are refused unread', () => {
    const rec = valid();
    rec.setup.teams = new Array(LIMITS.teams + 1).fill(FIRE_TEAM);
    expect(paths(rec)).toEqual(['TOO_LONG@setup.teams']);
    const many = valid();
    many.setup.teams[1].players = new Array(100_000).fill(null);
    many.setup.teams[0].players[0].skills = new Array(100).fill('block');
    expect(errorsOf(many)).toEqual([
      { code: 'TOO_LONG', message: '100 skills: at most 16', path: 'setup.teams[0].players[0].skills' },
      { code: 'TOO_LONG', message: '100000 players: at most 16', path: 'setup.teams[1].players' },
    ]);
    const dice = valid();
    dice.options = { dice: new Array(LIMITS.scriptedDice + 1).fill(1) };
    expect(paths(dice)).toEqual(['BAD_DICE@options.dice']);
  });
});

describe('records: every field is checked', () => {
  it('team and player names are strings of one line, at most LIMITS.nameChars long', () => {
    const rec = valid();
    rec.setup.teams[0].name = 'Bright\u001b[2JBlasters';
    rec.setup.teams[1].name = 42;
    rec.setup.teams[1].players[0].name = 'x'.repeat(LIMITS.nameChars + 1);
    rec.setup.teams[1].players[1].name = 'Line\nbreak';
    expect(paths(rec)).toEqual([
      'BAD_NAME@setup.teams[0].name',
      'BAD_SETUP@setup.teams[1].name',
      'BAD_NAME@setup.teams[1].players[0].name',
      'BAD_NAME@setup.teams[1].players[1].name',
    ]);
  });

  it('a field the format does not have is refused at every level, prototype names included', () => {
    const rec = JSON.parse(JSON.stringify(valid()).replace('{"format"', '{"__proto__":{"x":1},"format"'));
    rec.setup.extra = 1;
    rec.setup.teams[0].players[0].toString = 'x';
    rec.setup.teams[1].coach = 'me';
    rec.options.constructor = 1;
    rec.actions = [{ type: 'endTurn', toString: 1 }];
    rec.result = { winner: 0, reason: 'touchdown', margin: 3 };
    expect(paths(rec)).toEqual([
      'UNKNOWN_FIELD@__proto__',
      'UNKNOWN_FIELD@setup.extra',
      'UNKNOWN_FIELD@setup.teams[0].players[0].toString',
      'UNKNOWN_FIELD@setup.teams[1].coach',
      'UNKNOWN_FIELD@options.constructor',
      'UNKNOWN_FIELD@actions[0].toString',
      'UNKNOWN_FIELD@result.margin',
    ]);
  });

  it('the fields of a team file (colours, wizard, $schema) are typed', () => {
    const rec = valid();
    Object.assign(rec.setup.teams[0], { colours: { primary: 1 }, wizard: 'yes', $schema: 3, version: 'one' });
    expect(paths(rec)).toEqual([
      'BAD_SETUP@setup.teams[0].$schema',
      'BAD_SETUP@setup.teams[0].version',
      'BAD_SETUP@setup.teams[0].colours',
      'BAD_SETUP@setup.teams[0].wizard',
    ]);
  });

  it('values that JSON.stringify cannot write, or that would print control characters, are described', () => {
    const e = errorsOf({ ...valid(), format: 10n, version: Symbol('v') });
    expect(e.map((x) => x.message)).toEqual([
      'This file is not a Dungeon Bowl game record (its "format" is a bigint, not \'dungeonbowl-record\')',
      "This record's version, a symbol, is not one this program reads (version 1)",
    ]);
    const [t] = errorsOf({ ...valid(), actions: [{ type: '\u001b]0;owned\u0007' }] });
    expect(t.message).toBe("unknown action type '\\u001b]0;owned\\u0007'");
  });
});

describe('records: replaying a hostile record never throws', () => {
  it('replayRecord checks the record first', () => {
    const r = replayRecord({ ...valid(), actions: null } as GameRecord);
    expect(r.ok ? [] : r.errors.map((e) => e.code)).toEqual(['BAD_ACTIONS']);
    const none = replayRecord(undefined as unknown as GameRecord);
    expect(none.ok ? [] : none.errors.map((e) => e.code)).toEqual(['NOT_A_RECORD']);
  });

  it('a getter that throws inside a record comes back as one clear error, not a throw', () => {
    const rec = valid();
    rec.options.rules = {
      get turnLimit() {
        throw new Error('boom\n    at somewhere (file.ts:1:1)');
      },
    };
    const r = replayRecord(rec);
    expect(r.ok).toBe(false);
    // createGame reads its input once as plain data and refuses a field it cannot read.
    if (!r.ok) {
      expect(r.errors).toHaveLength(1);
      expect(['BAD_SETUP', 'ENGINE_ERROR']).toContain(r.errors[0].code);
      expect(r.errors[0].message).not.toContain('\n');
    }
  });
});
