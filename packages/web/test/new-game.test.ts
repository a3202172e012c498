/**
 * The new-game screen under each ruleset: the registered rulesets by name, only the maps that
 * serve the chosen one, no College Wizard where the ruleset has none, extra trap counters where it
 * sells them, and the ruleset's id carried into createGame and the record.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createGame, FIRE_TEAM, getBuiltinDungeon, newRecord, parseDungeon } from '@dungeonbowl/engine';
import { describe, expect, it } from 'vitest';
import { gameSetup } from '../src/setup/form.ts';
import { builtinFor, dungeonsFor, mapProblem, rulesetChoice, rulesetChoices } from '../src/setup/rulesets.ts';
import { defaultSide, type SideState, sideTeam } from '../src/setup/side.ts';

const CELLAR = readFileSync(join(import.meta.dirname, '..', 'e2e', 'fixtures', 'cellar.txt'), 'utf8');
const classic = rulesetChoice('classic');
const dbowl = rulesetChoice('dungeonbowl2021');

function form(rules = classic, sides: SideState[] = [defaultSide(0), defaultSide(1)], text = CELLAR) {
  return {
    rules,
    dungeon: { text, errors: [] },
    sides,
    seed: 5,
    turnLimit: '',
    tabletop: false,
    clocks: true,
    matchMinutes: '',
    turnMinutes: '',
  };
}

describe('choosing the ruleset', () => {
  it('offers every registered ruleset by name, Classic Dungeonbowl among them, without wizards', () => {
    const list = rulesetChoices();
    expect(list.map((r) => r.id)).toEqual(expect.arrayContaining(['dungeonbowl2021', 'classic']));
    expect(classic).toMatchObject({ name: 'Classic Dungeonbowl', wizards: false, maxExtraTraps: 8 });
    expect(dbowl).toMatchObject({ wizards: true, maxExtraTraps: 0 });
  });

  it('the map list shows only the maps that serve the chosen ruleset (practice maps serve any)', () => {
    const ids = dungeonsFor('classic').map((b) => b.id);
    expect(ids).toContain('great-hall');
    expect(ids).toContain('training-room');
    expect(ids.some((id) => id.startsWith('brawl-'))).toBe(false);
    expect(ids).not.toContain('twin-pits');
    for (const b of dungeonsFor('classic')) expect(mapProblem(b.dungeon!, 'classic')).toBeNull();
  });

  it('a map chosen under one ruleset gives way to the first that serves a newly chosen one', () => {
    expect(builtinFor('classic', 'the-crypt')).toBe('the-crypt');
    expect(builtinFor('classic', 'brawl-castle')).toBe(dungeonsFor('classic')[0].id);
  });

  it('a map file made for another ruleset is named with both rulesets', () => {
    const castle = parseDungeon(getBuiltinDungeon('brawl-castle')!.text);
    if (!castle.ok) throw new Error('no map');
    expect(mapProblem(castle.value, 'classic')).toMatch(/made for brawl2013, not classic/);
  });
});

describe('the teams under the ruleset', () => {
  it('a random College team hires no College Wizard under a ruleset without wizards, even when asked', () => {
    const side: SideState = { ...defaultSide(0), source: 'random:college-of-fire', wizard: 'yes' };
    expect(sideTeam(side, 1, 0, dbowl).team?.wizard).toBe(true);
    expect(sideTeam(side, 1, 0, classic).team?.wizard).toBe(false);
  });

  it('a team file that hires a wizard is refused under classic with a one-line error', () => {
    const side: SideState = {
      ...defaultSide(0),
      source: 'file',
      file: { team: { ...FIRE_TEAM, wizard: true }, errors: [] },
    };
    const t = sideTeam(side, 1, 0, classic);
    expect(t.team).toBeNull();
    expect(t.errors).toEqual(['wizard: Classic Dungeonbowl has no College Wizards, and this team hires one']);
  });

  it('the ruleset and the extra trap counters travel into createGame and the record', () => {
    const sides = [{ ...defaultSide(0), extraTraps: 2 }, defaultSide(1)];
    const made = gameSetup(form(classic, sides), 5);
    if (!made.ok) throw new Error(made.errors.join('; '));
    expect(made.setup.ruleset).toBe('classic');
    expect(made.setup.teams[0].extraTraps).toBe(2);
    expect(made.setup.teams[1].extraTraps).toBeUndefined();
    const g = createGame(made.setup, made.options);
    expect(g.ok && g.game.rulesetId).toBe('classic');
    expect(g.ok && g.game.teams[0].extraTraps).toBe(2);
    expect(newRecord(made.setup, made.options).setup.ruleset).toBe('classic');
  });

  it('extra trap counters are not sent where the ruleset sells none', () => {
    const sides = [{ ...defaultSide(0), extraTraps: 2 }, defaultSide(1)];
    const made = gameSetup(form(dbowl, sides, getBuiltinDungeon('great-hall')!.text), 5);
    expect(made.ok && made.setup.teams[0].extraTraps).toBeUndefined();
  });
});
