/**
 * A file dropped on the new-game screen that is not a game record (replay/build.ts): one line
 * for a person saying what is wrong, not one error per field a record would have.
 */
import { FIRE_TEAM, getBuiltinDungeon, newRecord, SHADOW_TEAM } from '@dungeonbowl/engine';
import { describe, expect, it } from 'vitest';
import { buildReplay } from '../src/replay/build.ts';

/** A record of a game that can be played, as a file holds it. */
const record = () => {
  const setup = { dungeon: getBuiltinDungeon('great-hall')!.text, teams: [FIRE_TEAM, SHADOW_TEAM] };
  return JSON.parse(JSON.stringify(newRecord(setup, { seed: 1 })));
};

const errorsOf = (json: unknown) => {
  const built = buildReplay(json);
  return built.ok ? [] : built.errors;
};

describe('opening a file that is not a game record', () => {
  it('another JSON file: one line, saying it is not a record and why', () => {
    expect(errorsOf({ name: 'Bright Blasters', roster: 'dwarf' })).toEqual([
      'This file is not a Dungeon Bowl game record (it has no "format" field)',
    ]);
    expect(errorsOf([1, 2, 3])).toEqual([
      'This file is not a Dungeon Bowl game record (a record is a JSON object; this file holds a list)',
    ]);
  });

  it('a record without a version, or of a newer one: one line naming it', () => {
    const rec = record();
    const { version: _v, ...bare } = rec;
    expect(errorsOf(bare)).toEqual(['This record has no version number']);
    expect(errorsOf({ ...rec, version: 7 })).toEqual([
      'This record is version 7, newer than this program reads (version 1)',
    ]);
  });

  it("a record's own mistakes keep the field they are in", () => {
    const rec = record();
    expect(errorsOf({ ...rec, actions: 3 })).toEqual(['actions: actions must be a list']);
  });
});
