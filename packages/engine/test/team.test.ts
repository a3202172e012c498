/**
 * Team building (rules.md 3.1, 3.3): the team file, validateTeam's errors with their field paths,
 * teamValue, and how team files feed createGame.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createGame,
  FIRE_TEAM,
  getBuiltinDungeon,
  SHADOW_TEAM,
  SKILLS,
  TEAM_FILE_SCHEMA,
  type TeamFile,
  teamValue,
  validateTeam,
} from '../src/index.ts';

/** A team file of `roster` with the listed positions, numbered from 1. */
function team(roster: string, positions: string[], extra: Partial<TeamFile> = {}): TeamFile {
  return {
    format: 'dungeonbowl-team',
    version: 1,
    name: 'Test Team',
    roster,
    colours: { primary: '#112233', secondary: '#ffffff' },
    rerolls: 0,
    wizard: false,
    players: positions.map((position, i) => ({ name: `P${i + 1}`, number: i + 1, position })),
    ...extra,
  };
}

const times = (n: number, position: string) => Array.from({ length: n }, () => position);

function errorsOf(json: unknown, opts = {}) {
  const r = validateTeam(json, opts);
  return r.ok ? [] : r.errors;
}

const codes = (json: unknown, opts = {}) => errorsOf(json, opts).map((e) => `${e.code}@${e.path}`);

const HALL = getBuiltinDungeon('great-hall')!.text;

describe('a legal team', () => {
  it('the two box teams are legal team files worth 940,000 and 990,000 gp', () => {
    expect(validateTeam(FIRE_TEAM)).toEqual({ ok: true, team: FIRE_TEAM, value: 940000 });
    expect(validateTeam(SHADOW_TEAM)).toMatchObject({ ok: true, value: 990000 });
  });

  it("a team's value is its players, its re-rolls and its wizard", () => {
    const t = team('college-of-fire', times(11, 'gnoblar'), { rerolls: 2, wizard: true });
    expect(teamValue(t)).toBe(11 * 15000 + 2 * 50000 + 100000);
    expect(validateTeam(t)).toMatchObject({ ok: true, value: 365000 });
  });

  it('a gained skill adds 20,000 gp from a primary category and 40,000 gp from a secondary one', () => {
    const t = team('college-of-fire', times(11, 'gnoblar'));
    t.players[0].skills = ['sureFeet']; // Agility: the Gnoblar's primary
    t.players[1].skills = ['block']; // General: its secondary
    expect(teamValue(t)).toBe(11 * 15000 + 20000 + 40000);
    expect(validateTeam(t).ok).toBe(true);
  });
});

describe('validateTeam finds every error, with its field', () => {
  it('something that is not a team file is refused as a whole', () => {
    expect(codes([])).toEqual(['BAD_FIELD@']);
    expect(codes({ format: 'dungeonbowl-team' })).toEqual(
      expect.arrayContaining(['MISSING_FIELD@version', 'MISSING_FIELD@roster', 'MISSING_FIELD@players']),
    );
  });

  it('fields of the wrong shape are named by their path', () => {
    const t = { ...team('college-of-fire', times(11, 'gnoblar')), colour: 'red', rerolls: -1 } as never;
    (t as TeamFile).colours.primary = 'orange';
    (t as TeamFile).players[2].number = 100;
    expect(codes(t)).toEqual([
      'UNKNOWN_FIELD@colour',
      'BAD_FIELD@colours.primary',
      'BAD_FIELD@rerolls',
      'BAD_FIELD@players[2].number',
    ]);
  });

  it('an unknown roster', () => {
    expect(codes(team('college-of-nothing', times(11, 'gnoblar')))).toEqual(['UNKNOWN_ROSTER@roster']);
  });

  it('an unknown position', () => {
    const errors = errorsOf(team('college-of-fire', [...times(10, 'gnoblar'), 'elf']));
    expect(errors).toEqual([
      expect.objectContaining({ code: 'UNKNOWN_POSITION', path: 'players[10].position' }),
    ]);
    expect(errors[0].message).toContain("'elf' is not a position of College of Fire");
  });

  it('a pool over its limit: the first player past it carries the error', () => {
    const t = team('college-of-fire', [...times(3, 'dwarf-blitzer'), ...times(8, 'gnoblar')]);
    const errors = errorsOf(t);
    expect(errors).toEqual([expect.objectContaining({ code: 'POOL_LIMIT', path: 'players[2].position' })]);
    expect(errors[0].message).toBe(
      'Dwarf Blitzer would be the 3rd of the Blitzers: College of Fire may have at most 2',
    );
  });

  it('a position in two pools counts against both', () => {
    // Two Gutter Runners fill Special (0-2) as well as half of Runners, so an Assassin is one too many.
    const t = team('college-of-shadow', [...times(2, 'gutter-runner'), 'assassin', ...times(8, 'clanrat')]);
    expect(codes(t)).toEqual(['POOL_LIMIT@players[2].position']);
    const ok = team('college-of-shadow', [
      ...times(2, 'gutter-runner'),
      'dark-elf-runner',
      ...times(8, 'clanrat'),
    ]);
    expect(codes(ok)).toEqual([]);
  });

  it('a standard position over its own limit', () => {
    const t = team('human', [...times(2, 'ogre'), ...times(9, 'human-lineman')]);
    const errors = errorsOf(t);
    expect(errors.map((e) => `${e.code}@${e.path}`)).toEqual(['POSITION_LIMIT@players[1].position']);
    expect(errors[0].message).toBe('a 2nd Ogre: Human Team may have at most 1');
  });

  it('Chaos Chosen may not have two Big Guys of different kinds', () => {
    const t = team('chaos-chosen', ['chaos-ogre', 'minotaur', ...times(9, 'beastman')]);
    expect(codes(t)).toEqual(['POOL_LIMIT@players[1].position']);
  });

  it('over budget, showing the value', () => {
    const t = team('college-of-fire', [...times(3, 'ogre'), ...times(8, 'dwarf-blocker')], { rerolls: 2 });
    const errors = errorsOf(t);
    expect(errors.map((e) => `${e.code}@${e.path}`)).toEqual(['OVER_BUDGET@']);
    expect(errors[0].message).toBe(
      'the team is worth 1,080,000 gp, over the budget of 1,000,000 gp by 80,000 gp',
    );
    expect(validateTeam(t, { budget: 1_100_000 }).ok).toBe(true);
    expect(codes(FIRE_TEAM, { budget: 900_000 })).toEqual(['OVER_BUDGET@']);
  });

  it('under the roster minimum of 11 players, or over 16', () => {
    expect(codes(team('college-of-fire', times(10, 'gnoblar')))).toEqual(['TOO_FEW_PLAYERS@players']);
    expect(codes(team('college-of-fire', times(17, 'gnoblar')))).toEqual(['TOO_MANY_PLAYERS@players']);
  });

  it('a ruleset of smaller teams sets its own bounds (players): a squad of four passes, three do not', () => {
    const squad = { players: { min: 4, max: 16 } };
    expect(codes(team('college-of-fire', times(4, 'gnoblar')), squad)).toEqual([]);
    expect(codes(team('college-of-fire', times(11, 'gnoblar')), squad)).toEqual([]);
    const three = errorsOf(team('college-of-fire', times(3, 'gnoblar')), squad);
    expect(three.map((e) => e.message)).toEqual(['3 players: a team needs at least 4']);
  });

  it('too many re-rolls', () => {
    expect(codes(team('college-of-fire', times(11, 'gnoblar'), { rerolls: 9 }))).toEqual([
      'TOO_MANY_REROLLS@rerolls',
    ]);
  });

  it('a gained skill outside the position’s primary and secondary categories', () => {
    const t = team('college-of-fire', times(11, 'gnoblar'));
    t.players[4].skills = ['mightyBlow'];
    const errors = errorsOf(t);
    expect(errors.map((e) => `${e.code}@${e.path}`)).toEqual(['SKILL_NOT_ALLOWED@players[4].skills[0]']);
    expect(errors[0].message).toBe(
      'Gnoblar Lineman cannot gain Mighty Blow (+1) (Strength): its skill access is A/G',
    );
  });

  it('a gained skill the player already has, a trait, or one that clashes with another skill', () => {
    const t = team('college-of-fire', [...times(10, 'dwarf-blocker'), 'troll-slayer']);
    t.players[0].skills = ['block'];
    t.players[1].skills = ['guard', 'guard'];
    t.players[2].skills = ['regeneration'];
    t.players[10].skills = ['grab']; // the Troll Slayer has Frenzy
    expect(codes(t, { budget: 2_000_000 })).toEqual([
      'SKILL_DUPLICATE@players[0].skills[0]',
      'SKILL_DUPLICATE@players[1].skills[1]',
      'SKILL_NOT_ALLOWED@players[2].skills[0]',
      'SKILL_NOT_ALLOWED@players[10].skills[0]',
    ]);
  });

  it('an unknown skill, and a skill not implemented yet, named in the message', () => {
    const t = team('college-of-fire', times(11, 'gnoblar'));
    t.players[0].skills = ['flying'];
    t.players[1].skills = ['pro'];
    const errors = errorsOf(t);
    expect(errors.map((e) => `${e.code}@${e.path}`)).toEqual([
      'UNKNOWN_SKILL@players[0].skills[0]',
      'SKILL_NOT_IMPLEMENTED@players[1].skills[0]',
    ]);
    expect(errors[1].message).toContain('Pro is not implemented yet');
  });

  describe('while a starting skill is not implemented', () => {
    const was = SKILLS.frenzy.implemented;
    afterEach(() => {
      SKILLS.frenzy.implemented = was;
    });

    it('a position with it cannot be chosen, and the message names the skill', () => {
      SKILLS.frenzy.implemented = false;
      const errors = errorsOf(team('college-of-fire', ['marauder', ...times(10, 'gnoblar')]));
      expect(errors.map((e) => `${e.code}@${e.path}`)).toEqual(['SKILL_NOT_IMPLEMENTED@players[0].position']);
      expect(errors[0].message).toContain('Frenzy');
    });
  });

  it('a wizard on a roster without one', () => {
    expect(codes(team('human', times(11, 'human-lineman'), { wizard: true }))).toEqual(['NO_WIZARD@wizard']);
  });

  it('duplicate shirt numbers', () => {
    const t = team('college-of-fire', times(11, 'gnoblar'));
    t.players[7].number = 3;
    const errors = errorsOf(t);
    expect(errors.map((e) => `${e.code}@${e.path}`)).toEqual(['DUPLICATE_NUMBER@players[7].number']);
    expect(errors[0].message).toBe('number 3 is already worn by players[2]');
  });

  it('an unverified later position is refused unless allowUnverified is set', () => {
    const t = team('college-of-shadow', ['gnome', ...times(10, 'clanrat')]);
    expect(codes(t)).toEqual(['UNVERIFIED_POSITION@players[0].position']);
    expect(validateTeam(t, { allowUnverified: true }).ok).toBe(true);
  });

  it('every error is reported at once', () => {
    const t = team('college-of-fire', [...times(3, 'troll-slayer'), 'elf'], { rerolls: 12 });
    t.players[1].number = 1;
    expect(codes(t, { budget: 500_000 })).toEqual([
      'TOO_MANY_REROLLS@rerolls',
      'UNKNOWN_POSITION@players[3].position',
      'POOL_LIMIT@players[2].position',
      'TOO_FEW_PLAYERS@players',
      'OVER_BUDGET@',
      'DUPLICATE_NUMBER@players[1].number',
    ]);
  });
});

describe('the JSON Schema', () => {
  it('docs/team-file.schema.json is the exported schema', () => {
    const file = join(import.meta.dirname, '..', '..', '..', 'docs', 'team-file.schema.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(JSON.parse(JSON.stringify(TEAM_FILE_SCHEMA)));
  });

  it('names the team file format and requires every field but a player’s gained skills', () => {
    expect(TEAM_FILE_SCHEMA.properties.format).toMatchObject({ const: 'dungeonbowl-team' });
    expect([...TEAM_FILE_SCHEMA.required].sort()).toEqual(
      ['colours', 'format', 'name', 'players', 'rerolls', 'roster', 'version', 'wizard'].sort(),
    );
  });
});

describe('team files feed createGame', () => {
  it('the wizard and the kit colour go into the game state', () => {
    const made = createGame({ dungeon: HALL, teams: [{ ...FIRE_TEAM, wizard: true }, SHADOW_TEAM] });
    if (!made.ok) throw new Error(JSON.stringify(made.errors));
    expect(made.game.teams.map((t) => [t.wizard, t.colour])).toEqual([
      [true, '#d55e00'],
      [false, '#0072b2'],
    ]);
    expect(made.game.players[0].name).toBe('Ogre Blocker #1');
  });

  it('a wizard on a roster without one is refused with the field', () => {
    const human = team('human', times(11, 'human-lineman'), { wizard: true });
    const made = createGame({ dungeon: HALL, teams: [human, SHADOW_TEAM] });
    expect(made.ok || made.errors.map((e) => `${e.code}@${e.path}`)).toEqual(['NO_WIZARD@teams[0].wizard']);
  });
});
