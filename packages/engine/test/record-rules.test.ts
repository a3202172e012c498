/**
 * A record says which rules it was played under: the ruleset, its rules revision and every rule
 * option with the defaults filled in, so a default changed later never changes an old replay.
 * Records made before revisions existed (no rulesRevision, only the options given) are read as
 * revision 1; a revision newer than the engine plays is refused, naming the field.
 */
import { describe, expect, it } from 'vitest';
import {
  createGame,
  FIRE_TEAM,
  type GameRecord,
  type GameSetup,
  getBuiltinDungeon,
  getRuleset,
  newRecord,
  parseRecord,
  replayRecord,
  rulesetIds,
  SHADOW_TEAM,
} from '../src/index.ts';
import { rulesRevision } from '../src/record.ts';
import { randomRecord } from './helpers/records.ts';

const SETUP: GameSetup = { dungeon: getBuiltinDungeon('great-hall')!.text, teams: [FIRE_TEAM, SHADOW_TEAM] };

/**
 * Dungeon Bowl 2021's rule options as revision 1 plays them. Changing one of these defaults
 * changes how a game plays: it must raise the ruleset's revision (its module's `revision`), and this
 * list then describes only the records of revision 1. A new option may be added when its
 * default plays as before.
 */
const DUNGEONBOWL2021_REVISION_1 = {
  chestCount: 6,
  portalCount: 6,
  portalDie: 6,
  deployCount: 6,
  passBands: ['Q', 'S'],
  passThroughWalls: false,
  chestBallEnds: 'activation',
  landingModifiers: 'ffb',
  ricochetDistance: 1,
  multipleTeamRerolls: true,
  turnLimit: null,
  noPortalEntryOnFirstTurn: true,
};

/** A record as the engine wrote them before revisions: no rulesRevision, only the options given. */
function oldFormat(r: GameRecord, rules?: object): GameRecord {
  const { rulesRevision: _, ...rest } = structuredClone(r);
  return { ...rest, options: { ...rest.options, rules: rules as GameRecord['options']['rules'] } };
}

describe('a record names its rules', () => {
  it('Dungeon Bowl 2021 is revision 2, and every registered ruleset has a revision', () => {
    expect(rulesRevision('dungeonbowl2021')).toBe(2);
    for (const id of rulesetIds())
      expect(Number.isInteger(rulesRevision(id)) && rulesRevision(id) >= 1).toBe(true);
  });

  it("revision 2 of Dungeon Bowl 2021 has revision 1's defaults (a changed default needs a new revision)", () => {
    // Revision 2 changed rules (Wrestle, Block and Dodge asked of the coach), not a default.
    if (rulesRevision('dungeonbowl2021') === 2)
      expect(getRuleset('dungeonbowl2021')!.defaults).toMatchObject(DUNGEONBOWL2021_REVISION_1);
  });

  it('a new record names the ruleset, its revision and every rule option, the given ones kept', () => {
    const r = newRecord(SETUP, { seed: 3, rules: { turnLimit: 16, portalDie: 8 } });
    const defaults = getRuleset('dungeonbowl2021')!.defaults;
    expect(r.setup.ruleset).toBe('dungeonbowl2021');
    expect(r.rulesRevision).toBe(2);
    expect(Object.keys(r.options.rules!).sort()).toEqual(Object.keys(defaults).sort());
    expect(r.options.rules).toEqual({ ...defaults, turnLimit: 16, portalDie: 8 });
    expect(r.options.seed).toBe(3);
    // The record owns its lists: nothing in it is the ruleset's own default.
    expect(r.options.rules!.passBands).not.toBe(defaults.passBands);
    // The caller's objects are not changed.
    expect(SETUP.ruleset).toBeUndefined();
  });

  it('the options a record names are exactly the options the game is played with', () => {
    const r = newRecord(SETUP, { seed: 3, rules: { turnLimit: 4 } });
    const made = createGame(SETUP, { seed: 3, rules: { turnLimit: 4 } });
    if (!made.ok) throw new Error(made.errors[0].message);
    expect(r.options.rules).toEqual(made.game.options);
    const again = createGame(r.setup, r.options);
    if (!again.ok) throw new Error(again.errors[0].message);
    expect(again.game).toEqual(made.game);
  });

  it('a set-up createGame would refuse is recorded as given, and the replay names the problem', () => {
    const r = newRecord({ ...SETUP, ruleset: 'calvinball' }, { seed: 1, rules: { turnLimit: 3 } });
    expect(r.rulesRevision).toBeUndefined();
    expect(r.options).toEqual({ seed: 1, rules: { turnLimit: 3 } });
    const replayed = replayRecord(r);
    expect(replayed.ok).toBe(false);
    if (!replayed.ok)
      expect(replayed.errors[0]).toMatchObject({ code: 'UNKNOWN_RULESET', path: 'setup.ruleset' });
  });

  it('a played record replays to the same game with its rules spelled out or, as old records, left out', () => {
    const record = randomRecord(9, 2);
    expect(record.rulesRevision).toBe(2);
    const full = replayRecord(record);
    const old = replayRecord(oldFormat(record, { turnLimit: 2 }));
    if (!full.ok || !old.ok) throw new Error('replay failed');
    expect(old.game).toEqual(full.game);
    expect(parseRecord(JSON.parse(JSON.stringify(oldFormat(record)))).ok).toBe(true);
  });
});

describe('reading the rules revision', () => {
  const valid = () => JSON.parse(JSON.stringify(newRecord(SETUP, { seed: 1 })));

  it('a revision newer than the engine plays is refused in one line naming the field', () => {
    const rec = { ...valid(), rulesRevision: 3 };
    const want = {
      code: 'NEWER_RULES',
      message:
        'rules revision 3 of dungeonbowl2021 is newer than this engine plays (revision 2): replay it with a newer engine',
      path: 'rulesRevision',
    };
    expect(parseRecord(rec)).toEqual({ ok: false, errors: [want] });
    expect(replayRecord(rec)).toEqual({ ok: false, errors: [want] });
  });

  it('the revision is checked against the ruleset the set-up names, the default when it names none', () => {
    const rec = valid();
    delete rec.setup.ruleset;
    expect(parseRecord({ ...rec, rulesRevision: 1 }).ok).toBe(true);
    expect(parseRecord({ ...rec, rulesRevision: 5 })).toMatchObject({
      ok: false,
      errors: [{ code: 'NEWER_RULES' }],
    });
    // An unknown ruleset is the set-up's error, which the replay reports.
    const unknown = { ...rec, setup: { ...rec.setup, ruleset: 'calvinball' }, rulesRevision: 9 };
    expect(parseRecord(unknown).ok).toBe(true);
    expect(replayRecord(unknown)).toMatchObject({ ok: false, errors: [{ code: 'UNKNOWN_RULESET' }] });
  });

  it('a revision that is not a positive integer is refused', () => {
    for (const v of [0, -1, 1.5, '1', null, [1], { n: 1 }, 2 ** 60]) {
      const r = parseRecord({ ...valid(), rulesRevision: v });
      expect(r.ok, JSON.stringify(v)).toBe(false);
      if (!r.ok) expect(r.errors).toMatchObject([{ code: 'BAD_REVISION', path: 'rulesRevision' }]);
    }
  });

  it('a record without a revision or rule options (the old format) is read as revision 1', () => {
    const rec = valid();
    delete rec.rulesRevision;
    delete rec.options.rules;
    expect(parseRecord(rec).ok).toBe(true);
    expect(replayRecord(rec).ok).toBe(true);
  });

  it('a record of an older revision that no longer replays says so with the error', () => {
    const rec = { ...valid(), rulesRevision: 1, actions: [{ type: 'endTurn' }] };
    const r = replayRecord(rec);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.errors[0].message).toMatch(
        /\(the record was played under revision 1 of dungeonbowl2021's rules; this engine plays revision 2\)$/,
      );
  });
});
