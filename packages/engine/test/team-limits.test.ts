/**
 * Hostile team files (docs/limits.md): names that would clear a terminal or are not text, lists
 * too long to check, and skill names that only exist on Object.prototype are refused clearly.
 */
import { describe, expect, it } from 'vitest';
import { FIRE_TEAM, LIMITS, type TeamFile, validateTeam } from '../src/index.ts';
import { MAX_GAINED_SKILLS } from '../src/team/schema.ts';

function errorsOf(json: unknown) {
  const r = validateTeam(json);
  return r.ok ? [] : r.errors;
}

const codes = (json: unknown) => errorsOf(json).map((e) => `${e.code}@${e.path}`);

/** FIRE_TEAM with a change made to a deep copy. */
function fire(change: (t: TeamFile) => void): TeamFile {
  const t = structuredClone(FIRE_TEAM);
  change(t);
  return t;
}

describe('team files: names', () => {
  it('a team or player name with a control character is refused, naming the field', () => {
    for (const c of ['\u0000', '\n', '\r', '\u001b', '\t', '\u0085', '\u202e']) {
      expect(codes({ ...FIRE_TEAM, name: `Bright${c}Blasters` })).toEqual(['BAD_NAME@name']);
      const errors = errorsOf(fire((t) => (t.players[2].name = `Grum${c}bak`)));
      expect(errors).toEqual([
        {
          code: 'BAD_NAME',
          message: 'must be one line of text, without control characters',
          path: 'players[2].name',
        },
      ]);
    }
  });

  it(`a name longer than ${LIMITS.nameChars} characters is refused; one of ${LIMITS.nameChars} is not`, () => {
    const long = 'n'.repeat(LIMITS.nameChars + 1);
    expect(errorsOf({ ...FIRE_TEAM, name: long })).toEqual([
      { code: 'BAD_NAME', message: `must be at most ${LIMITS.nameChars} characters long`, path: 'name' },
    ]);
    expect(codes(fire((t) => (t.players[0].name = long)))).toEqual(['BAD_NAME@players[0].name']);
    expect(validateTeam({ ...FIRE_TEAM, name: long.slice(1) }).ok).toBe(true);
  });

  it('a name that is a number, an object, a symbol or anything but a string is refused', () => {
    for (const name of [42, { first: 'x' }, ['x'], null, true, Symbol('x'), 10n, () => 'x']) {
      expect(errorsOf({ ...FIRE_TEAM, name })).toEqual([
        { code: 'BAD_FIELD', message: 'must be a string', path: 'name' },
      ]);
      const player = { ...FIRE_TEAM.players[0], name };
      expect(codes({ ...FIRE_TEAM, players: [player, ...FIRE_TEAM.players.slice(1)] })).toEqual([
        'BAD_FIELD@players[0].name',
      ]);
    }
  });
});

describe('team files: lists too long to check', () => {
  it(`more than ${LIMITS.playersPerTeam} players are refused at once, whatever they are`, () => {
    const start = performance.now();
    const errors = errorsOf({
      ...FIRE_TEAM,
      roster: 'no-such-roster',
      players: new Array(1_000_000).fill(null),
    });
    expect(performance.now() - start).toBeLessThan(1000);
    expect(errors).toEqual([
      { code: 'TOO_MANY_PLAYERS', message: '1000000 players: a team may have at most 16', path: 'players' },
    ]);
  });

  it(`a player with more than ${MAX_GAINED_SKILLS} gained skills is refused before they are checked`, () => {
    const start = performance.now();
    const t = fire((t) => (t.players[3].skills = new Array(200_000).fill('dodge')));
    expect(errorsOf(t)).toEqual([
      {
        code: 'TOO_MANY_SKILLS',
        message: `200000 gained skills: a player may have at most ${MAX_GAINED_SKILLS}`,
        path: 'players[3].skills',
      },
    ]);
    expect(performance.now() - start).toBeLessThan(1000);
  });
});

describe('team files: skills and values from the file', () => {
  it("names found only on Object.prototype are unknown skills, not 'function toString()'", () => {
    for (const skill of ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf:3']) {
      expect(errorsOf(fire((t) => (t.players[1].skills = [skill])))).toEqual([
        { code: 'UNKNOWN_SKILL', message: `unknown skill '${skill}'`, path: 'players[1].skills[0]' },
      ]);
    }
  });

  it('a gained skill carries no parameter: a gained Dirty Player is +1, never +9', () => {
    // A dwarf blitzer has General access: 'dirtyPlayer' is legal, 'dirtyPlayer:9' was accepted as +9.
    expect(
      validateTeam(
        fire((t) => (t.players[1].skills = ['dirtyPlayer'])),
        { budget: 2e6 },
      ).ok,
    ).toBe(true);
    expect(errorsOf(fire((t) => (t.players[1].skills = ['dirtyPlayer:9'])))).toEqual([
      {
        code: 'SKILL_NOT_ALLOWED',
        message: "a gained skill has no parameter: 'dirtyPlayer', not 'dirtyPlayer:9'",
        path: 'players[1].skills[0]',
      },
    ]);
  });

  it('a value quoted in a message has its control characters escaped and is cut short', () => {
    const [e] = errorsOf(fire((t) => (t.players[0].position = `\u001b]0;owned\u0007${'x'.repeat(1000)}`)));
    expect(e.code).toBe('UNKNOWN_POSITION');
    expect(e.message).toMatch(/^'\\u001b\]0;owned\\u0007x{30}…' is not a position of College of Fire/);
    expect(errorsOf({ ...FIRE_TEAM, roster: 'evil\u001b[2J' })[0].message).toMatch(
      /^unknown roster 'evil\\u001b\[2J' \(rosters: /,
    );
  });
});

describe('team files: values that are not text', () => {
  it('a position, roster or skill that is an object with a broken toString is refused, not thrown on', () => {
    const hostile = JSON.parse('{"toString": 1, "valueOf": 1}');
    const errors = errorsOf(fire((t) => Object.assign(t.players[0], { position: hostile })));
    expect(errors.map((e) => e.path)).toContain('players[0].position');
    expect(errorsOf({ ...FIRE_TEAM, roster: hostile }).length).toBeGreaterThan(0);
    expect(errorsOf(fire((t) => (t.players[0].skills = [hostile]))).length).toBeGreaterThan(0);
  });
});
