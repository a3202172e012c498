import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIRE_TEAM, ROSTERS, validateTeam } from '@dungeonbowl/engine';
import { describe, expect, it } from 'vitest';
import type { Summary } from '../src/stats.ts';
import { cli, tempDir } from './helpers.ts';

function teamFile(dir: string, name: string, team: unknown): string {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(team, null, 2));
  return file;
}

describe('dungeonbowl team rosters', () => {
  it('lists every roster with its id, its name and whether it can be chosen', async () => {
    const r = await cli('team', 'rosters');
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    for (const roster of ROSTERS)
      expect(r.out).toMatch(new RegExp(`${roster.id} +${roster.name} +(choosable|NOT)`));
    expect(r.out).toMatch(/unverified: Gnome Lineman, Woodland Fox, Gnome Illusionist/);
  });

  it('--json gives each roster, whether it can be chosen and which skills block it', async () => {
    const r = await cli('team', 'rosters', '--json');
    expect(r.code).toBe(0);
    const list = JSON.parse(r.out);
    expect(list.map((x: { id: string }) => x.id)).toEqual(ROSTERS.map((x) => x.id));
    for (const x of list) {
      expect(typeof x.choosable).toBe('boolean');
      expect(Array.isArray(x.blockingSkills)).toBe(true);
      if (!x.choosable) expect(x.blockingSkills.length).toBeGreaterThan(0);
    }
    const shadow = list.find((x: { id: string }) => x.id === 'college-of-shadow');
    expect(shadow.blockedPositions.map((b: { id: string }) => b.id)).toEqual(
      expect.arrayContaining(['gnome', 'woodland-fox', 'gnome-illusionist']),
    );
  });
});

describe('dungeonbowl team new', () => {
  it('prints a legal starting team file, the same for the same seed', async () => {
    const r = await cli('team', 'new', '--roster', 'college-of-metal', '--name', 'Iron Clad', '--seed', '5');
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    const team = JSON.parse(r.out);
    expect(team).toMatchObject({
      format: 'dungeonbowl-team',
      version: 1,
      name: 'Iron Clad',
      roster: 'college-of-metal',
    });
    expect(validateTeam(team).ok).toBe(true);
    expect(
      (await cli('team', 'new', '--roster', 'college-of-metal', '--name', 'Iron Clad', '--seed', '5')).out,
    ).toBe(r.out);
  });

  it('--out writes the file and prints its team sheet', async () => {
    const file = join(tempDir(), 'lizards.json');
    const r = await cli('team', 'new', '--roster', 'lizardmen', '--out', file, '--budget', '800000');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^wrote .*lizards\.json\n\nLizardman Team \(Lizardman Team\): [\d,]+ gp/);
    expect(validateTeam(JSON.parse(readFileSync(file, 'utf8')), { budget: 800000 }).ok).toBe(true);
  });

  it('--wizard hires the College Wizard, --no-wizard never; a standard roster has none', async () => {
    const r = await cli('team', 'new', '--roster', 'college-of-fire', '--wizard', '--seed', '3');
    expect(r.code).toBe(0);
    const team = JSON.parse(r.out);
    expect(team.wizard).toBe(true);
    expect(validateTeam(team).ok).toBe(true);
    const file = join(tempDir(), 'fire.json');
    const sheet = await cli('team', 'new', '--roster', 'college-of-fire', '--wizard', '--out', file);
    expect(sheet.out).toMatch(/a College Wizard \(100,000 gp, casts Fireball\)/);
    const none = await cli('team', 'new', '--roster', 'college-of-fire', '--no-wizard', '--seed', '3');
    expect(JSON.parse(none.out).wizard).toBe(false);
    const human = await cli('team', 'new', '--roster', 'human', '--wizard');
    expect(human.code).toBe(1);
    expect(human.err).toMatch(/Human Team cannot hire a College Wizard/);
  });

  it('names an unknown roster, and a budget too small for a team', async () => {
    const unknown = await cli('team', 'new', '--roster', 'college-of-nothing');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/unknown roster 'college-of-nothing' \(rosters: college-of-fire, /);
    const poor = await cli('team', 'new', '--roster', 'dwarf', '--budget', '300000');
    expect(poor.code).toBe(1);
    expect(poor.err).toMatch(/no legal team of 11 choosable players within 300,000 gp/);
  });
});

describe('dungeonbowl team validate', () => {
  it('prints the team with its value', async () => {
    const file = teamFile(tempDir(), 'fire.json', FIRE_TEAM);
    const r = await cli('team', 'validate', file);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/a legal team\n\nBright Blasters \(College of Fire\): 940,000 gp/);
    expect(r.out).toMatch(
      / 1 +Ogre Blocker #1 +Ogre Blocker +140,000 gp +5 +5 +4\+ +5\+ +10\+ +Bone Head, Mighty Blow \(\+1\)/,
    );
    expect(r.out).toMatch(/pools: Blitzers 2\/2, Runners 1\/2, Big Guys 1\/3, Special 1\/2/);
  });

  it('prints every error with its field and exits 1', async () => {
    const bad = { ...FIRE_TEAM, rerolls: 9, players: FIRE_TEAM.players.slice(0, 10) };
    bad.players[3] = { ...bad.players[3], position: 'elf' };
    const file = teamFile(tempDir(), 'bad.json', bad);
    const r = await cli('team', 'validate', file);
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toMatch(/bad\.json: not a legal team:/);
    expect(r.err).toMatch(/ {2}rerolls: 9 re-rolls: College of Fire may buy at most 8 \[TOO_MANY_REROLLS\]/);
    expect(r.err).toMatch(/ {2}players\[3\]\.position: 'elf' is not a position of College of Fire/);
    expect(r.err).toMatch(/ {2}players: 10 players: a team needs at least 11 \[TOO_FEW_PLAYERS\]/);
  });

  it('over budget shows the value; --budget moves the limit', async () => {
    const file = teamFile(tempDir(), 'fire.json', FIRE_TEAM);
    const r = await cli('team', 'validate', file, '--budget', '900000');
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/\(team\): the team is worth 940,000 gp, over the budget of 900,000 gp/);
  });

  it('names a file that is missing or not JSON', async () => {
    expect((await cli('team', 'validate', 'no-such-team.json')).err).toMatch(
      /no-such-team\.json: no such file/,
    );
    const file = join(tempDir(), 'broken.json');
    writeFileSync(file, '{ "name": ');
    const r = await cli('team', 'validate', file);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/broken\.json: invalid JSON at line 1/);
  });
});

describe('dungeonbowl team validate --json', () => {
  it('prints { ok: false, errors } on stdout for a bad team, a missing file or bad JSON, and exits 1', async () => {
    const bad = teamFile(tempDir(), 'bad.json', { ...FIRE_TEAM, rerolls: 9 });
    const r = await cli('team', 'validate', bad, '--json');
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out)).toEqual({
      ok: false,
      // Nine re-rolls are too many and, at 60,000 gp more each, over the budget too.
      errors: [
        expect.objectContaining({ code: 'TOO_MANY_REROLLS', path: 'rerolls' }),
        expect.objectContaining({ code: 'OVER_BUDGET', path: '' }),
      ],
    });
    const missing = await cli('team', 'validate', 'no-such-team.json', '--json');
    expect(missing.code).toBe(1);
    expect(JSON.parse(missing.out).errors[0]).toMatchObject({ code: 'UNREADABLE' });
    const file = join(tempDir(), 'broken.json');
    writeFileSync(file, '{ "name": ');
    const broken = await cli('team', 'validate', file, '--json');
    expect(JSON.parse(broken.out).errors[0]).toMatchObject({ code: 'BAD_JSON' });
  });

  it('prints { ok: true, value, team } for a legal team', async () => {
    const r = await cli('team', 'validate', teamFile(tempDir(), 'fire.json', FIRE_TEAM), '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ ok: true, value: 940000, team: { name: 'Bright Blasters' } });
  });
});

describe('dungeonbowl simulate with teams', () => {
  it('one team file is not enough, and the error says how to give two', async () => {
    const r = await cli('simulate', '--teams', teamFile(tempDir(), 'fire.json', FIRE_TEAM), '--games', '1');
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/--teams names 1 team; a game needs at least two, comma-separated/);
  });

  async function simulateJson(...args: string[]): Promise<Summary> {
    const r = await cli('simulate', '--json', '--games', '2', '--turn-limit', '3', ...args);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    return JSON.parse(r.out);
  }

  it('--rosters plays random legal teams of those rosters, seeded', async () => {
    const s = await simulateJson('--rosters', 'human,college-of-beasts', '--seed', '3');
    expect(s.sides.map((x) => x.team)).toEqual(['Human Team', 'College of Beasts']);
    expect(s.invariantViolations).toBe(0);
    expect(await simulateJson('--rosters', 'human,college-of-beasts', '--seed', '3')).toEqual(s);
  });

  it('the same roster twice gives two teams told apart by name', async () => {
    const s = await simulateJson('--rosters', 'orc,orc');
    expect(s.sides.map((x) => x.team)).toEqual(['Orc Team', 'Orc Team (2)']);
  });

  it('--teams plays team files', async () => {
    const dir = tempDir();
    const a = join(dir, 'a.json');
    const b = join(dir, 'b.json');
    expect((await cli('team', 'new', '--roster', 'skaven', '--name', 'Rats', '--out', a)).code).toBe(0);
    expect((await cli('team', 'new', '--roster', 'halfling', '--name', 'Pies', '--out', b)).code).toBe(0);
    const s = await simulateJson('--teams', `${a},${b}`);
    expect(s.sides.map((x) => x.team)).toEqual(['Rats', 'Pies']);
  });

  it('refuses an illegal team file, naming the field, and --teams with --rosters', async () => {
    const file = teamFile(tempDir(), 'bad.json', { ...FIRE_TEAM, roster: 'nope' });
    const r = await cli('simulate', '--games', '1', '--teams', `${file},${file}`);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/bad\.json: not a legal team:\n {2}roster: unknown roster 'nope'/);
    const both = await cli('simulate', '--games', '1', '--teams', file, '--rosters', 'orc');
    expect(both.err).toMatch(/give --teams or --rosters, not both/);
  });
});
