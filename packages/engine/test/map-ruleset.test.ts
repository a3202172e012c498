/**
 * A map made for another ruleset is refused by createGame, naming both: a BRAWL or Dungeon Brawl
 * map once played silently as Dungeon Bowl 2021 with its hazards as floor. A map whose header
 * names no ruleset, or names the practice rules, is played under any ruleset.
 */
import { describe, expect, it } from 'vitest';
import {
  BUILTIN_DUNGEONS,
  createGame,
  FIRE_TEAM,
  type GameSetup,
  generateDungeon,
  getBuiltinDungeon,
  newRecord,
  parseDungeon,
  replayRecord,
  rulesetIds,
  SHADOW_TEAM,
} from '../src/index.ts';

const teams = [FIRE_TEAM, SHADOW_TEAM];
const header = (text: string) => {
  const r = parseDungeon(text);
  if (!r.ok) throw new Error(r.errors[0].message);
  return r.value;
};
const errorsOf = (setup: GameSetup) => {
  const made = createGame(setup, { seed: 1 });
  return made.ok ? [] : made.errors;
};
/** The small practice map with another header line. */
const withHeader = (line: string) =>
  getBuiltinDungeon('training-room')!.text.replace('rulesets: practice\n', line ? `${line}\n` : '');

describe('a map made for another ruleset', () => {
  it("is refused with MAP_RULESET, naming the map's rulesets and the game's (every built-in BRAWL and Dungeon Brawl map)", () => {
    const others = BUILTIN_DUNGEONS.filter((b) => {
      const named = header(b.text).rulesets;
      return !named.includes('dungeonbowl2021') && !named.includes('practice');
    });
    expect(others.map((b) => b.id)).toContain('brawl-classic');
    expect(others.map((b) => b.id)).toContain('brawl-pit');
    for (const b of others) {
      const d = header(b.text);
      const errors = errorsOf({ dungeon: b.text, teams });
      expect(errors, b.id).toEqual([
        {
          code: 'MAP_RULESET',
          message: `the dungeon '${d.name}' is made for ${d.rulesets.join(', ')}, not dungeonbowl2021`,
          path: 'dungeon',
        },
      ]);
    }
  });

  it('the message names the BRAWL map and both rulesets in one line', () => {
    const [e] = errorsOf({
      ruleset: 'dungeonbowl2021',
      dungeon: getBuiltinDungeon('brawl-classic')!.text,
      teams,
    });
    expect(e.message).toBe("the dungeon 'The Classic' is made for brawl2013, not dungeonbowl2021");
  });

  it('a generated Dungeon Brawl map is refused under Dungeon Bowl 2021', () => {
    const r = generateDungeon({ seed: 4, ruleset: 'dungeonbrawl', teams: 4 });
    if (!r.ok) throw new Error(r.error.message);
    expect(errorsOf({ dungeon: r.text, teams }).map((e) => e.code)).toEqual(['MAP_RULESET']);
  });

  it('a record on such a map stops at its set-up, the path pointing into the record', () => {
    const record = newRecord({ dungeon: getBuiltinDungeon('brawl-pit')!.text, teams }, { seed: 1 });
    const r = replayRecord(record);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors).toMatchObject([{ code: 'MAP_RULESET', path: 'setup.dungeon' }]);
  });
});

describe('maps that serve the ruleset', () => {
  it('every built-in map that names dungeonbowl2021 or practice plays under dungeonbowl2021', () => {
    const serving = BUILTIN_DUNGEONS.filter((b) =>
      header(b.text).rulesets.some((id) => id === 'dungeonbowl2021' || id === 'practice'),
    );
    expect(serving.length).toBeGreaterThan(2);
    for (const b of serving) expect(errorsOf({ dungeon: b.text, teams }), b.id).toEqual([]);
  });

  it('a map whose header names no ruleset is accepted', () => {
    expect(header(withHeader('')).rulesets).toEqual([]);
    expect(errorsOf({ dungeon: withHeader(''), teams })).toEqual([]);
  });

  it('a map naming the ruleset among others is accepted; one naming only others is not', () => {
    expect(errorsOf({ dungeon: withHeader('rulesets: brawl2013, dungeonbowl2021'), teams })).toEqual([]);
    expect(errorsOf({ dungeon: withHeader('rulesets: brawl2013, dungeonbrawl'), teams })).toEqual([
      {
        code: 'MAP_RULESET',
        message: "the dungeon 'Training Room' is made for brawl2013, dungeonbrawl, not dungeonbowl2021",
        path: 'dungeon',
      },
    ]);
  });

  it('an unknown ruleset is refused, listing the known ones, and the map is not judged against it', () => {
    const errors = errorsOf({ ruleset: 'calvinball', dungeon: getBuiltinDungeon('brawl-pit')!.text, teams });
    expect(errors).toEqual([
      {
        code: 'UNKNOWN_RULESET',
        message: `unknown ruleset 'calvinball' (known: ${rulesetIds().join(', ')})`,
        path: 'ruleset',
      },
    ]);
  });
});
