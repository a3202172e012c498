/**
 * The roster data (rules.md 3.1, 3.2 and 3.3): the eight College rosters and the eleven standard
 * BB2020 rosters load, agree with the tables for a sample of positions of each, and name only
 * skills the engine knows.
 */
import { describe, expect, it } from 'vitest';
import {
  getRoster,
  type PositionData,
  ROSTERS,
  SKILL_CATEGORIES,
  SKILLS,
  skillCategory,
} from '../src/index.ts';
import { skillInfo } from '../src/skills.ts';

const COLLEGES = [
  'college-of-fire',
  'college-of-shadow',
  'college-of-metal',
  'college-of-light',
  'college-of-death',
  'college-of-life',
  'college-of-beasts',
  'college-of-heavens',
];
const STANDARD = [
  'human',
  'orc',
  'dwarf',
  'skaven',
  'wood-elf',
  'dark-elf',
  'chaos-chosen',
  'shambling-undead',
  'necromantic-horror',
  'halfling',
  'lizardmen',
];

function position(roster: string, id: string): PositionData {
  const p = getRoster(roster)?.positions.find((x) => x.id === id);
  if (!p) throw new Error(`no ${id} in ${roster}`);
  return p;
}

/** A table row: cost, 'MA ST AG PA AV' ('-' for no PA), skills, access 'P/S', limit or pools. */
type Row = [string, string, number, string, string[], string, number | string[]];

function profile(p: PositionData): [number, string, string[], string, number | string[]] {
  const stats = [p.ma, p.st, p.ag, p.pa ?? '-', p.av].join(' ');
  const access = `${p.primary.join('')}/${p.secondary.join('')}`;
  return [p.cost, stats, p.skills, access, p.pools.length > 0 && p.max === 16 ? p.pools : p.max];
}

// Two or more positions of every roster, copied from the tables of rules.md 3.2 and 3.3.
const SAMPLES: Row[] = [
  [
    'college-of-fire',
    'gnoblar',
    15000,
    '5 1 3 6 6',
    ['dodge', 'rightStuff', 'sidestep', 'stunty', 'titchy'],
    'A/G',
    ['linemen'],
  ],
  [
    'college-of-fire',
    'ogre-runt-punter',
    145000,
    '5 5 4 4 10',
    ['boneHead', 'kickTeamMate', 'mightyBlow', 'thickSkull'],
    'PS/AG',
    ['bigGuys'],
  ],
  ['college-of-shadow', 'gutter-runner', 85000, '9 2 2 4 8', ['dodge'], 'AG/MPS', ['runners', 'special']],
  [
    'college-of-shadow',
    'woodland-fox',
    50000,
    '7 2 2 - 6',
    ['dodge', 'myBall', 'sidestep', 'stunty'],
    '/A',
    ['runners'],
  ],
  [
    'college-of-metal',
    'orc-blitzer',
    80000,
    '6 3 3 4 10',
    ['animosity:all', 'block'],
    'GS/AP',
    ['blitzers', 'blockers'],
  ],
  ['college-of-metal', 'big-un', 90000, '5 4 4 - 10', ['animosity:big-un'], 'GS/A', ['blockers']],
  ['college-of-metal', 'bloodseeker', 110000, '5 4 4 6 10', ['frenzy'], 'GMS/A', ['blockers']],
  ['college-of-light', 'imperial-retainer', 45000, '6 3 4 4 8', ['fend'], 'G/AS', ['linemen']],
  ['college-of-light', 'elf-blitzer', 115000, '7 3 2 3 9', ['block', 'sidestep'], 'AG/PS', ['blitzers']],
  [
    'college-of-death',
    'wraith',
    95000,
    '6 3 3 - 9',
    ['block', 'foulAppearance', 'noHands', 'regeneration', 'sidestep'],
    'GS/A',
    ['blitzers'],
  ],
  [
    'college-of-death',
    'vargheist',
    150000,
    '5 5 4 - 10',
    ['bloodlust:3', 'claws', 'frenzy', 'loner:4', 'regeneration'],
    'S/AG',
    ['bigGuys'],
  ],
  [
    'college-of-life',
    'snotling',
    0,
    '5 1 3 5 6',
    ['dodge', 'rightStuff', 'sidestep', 'stunty', 'swarming', 'titchy'],
    'A/G',
    ['linemen'],
  ],
  [
    'college-of-life',
    'fungus-flinga',
    30000,
    '5 1 3 4 6',
    ['bombardier', 'dodge', 'rightStuff', 'secretWeapon', 'sidestep', 'stunty'],
    'AP/G',
    ['special'],
  ],
  [
    'college-of-life',
    'treeman',
    120000,
    '2 6 5 5 11',
    ['mightyBlow', 'standFirm', 'strongArm', 'takeRoot', 'thickSkull', 'throwTeamMate', 'timmmber'],
    'S/AGP',
    ['bigGuys'],
  ],
  [
    'college-of-beasts',
    'rat-ogre',
    150000,
    '6 5 4 - 9',
    ['animalSavagery', 'frenzy', 'loner:4', 'mightyBlow', 'prehensileTail'],
    'S/AGM',
    ['bigGuys'],
  ],
  [
    'college-of-beasts',
    'beer-boar',
    20000,
    '5 1 3 - 6',
    ['dodge', 'noHands', 'pickMeUp', 'stunty', 'titchy'],
    '/',
    ['special'],
  ],
  ['college-of-heavens', 'jaguar-warrior', 110000, '6 4 3 5 9', ['defensive', 'dodge'], 'GS/A', ['blockers']],
  [
    'college-of-heavens',
    'valkyrie',
    95000,
    '7 3 3 3 8',
    ['catch', 'dauntless', 'pass', 'stripBall'],
    'AGP/S',
    ['special'],
  ],
  ['human', 'halfling', 30000, '5 2 3 4 7', ['dodge', 'rightStuff', 'stunty'], 'A/GS', 3],
  [
    'human',
    'ogre',
    140000,
    '5 5 4 5 10',
    ['boneHead', 'loner:4', 'mightyBlow', 'thickSkull', 'throwTeamMate'],
    'S/AG',
    1,
  ],
  ['orc', 'orc-lineman', 50000, '5 3 3 4 10', ['animosity:orc-lineman'], 'G/AS', 16],
  [
    'orc',
    'untrained-troll',
    115000,
    '4 5 5 5 10',
    [
      'alwaysHungry',
      'loner:4',
      'mightyBlow',
      'projectileVomit',
      'reallyStupid',
      'regeneration',
      'throwTeamMate',
    ],
    'S/AGP',
    1,
  ],
  ['dwarf', 'dwarf-blocker', 70000, '4 3 4 5 10', ['block', 'tackle', 'thickSkull'], 'GS/A', 12],
  [
    'dwarf',
    'deathroller',
    170000,
    '4 7 5 - 11',
    [
      'breakTackle',
      'dirtyPlayer:2',
      'juggernaut',
      'loner:5',
      'mightyBlow',
      'noHands',
      'secretWeapon',
      'standFirm',
    ],
    'S/AG',
    1,
  ],
  ['skaven', 'skaven-blitzer', 90000, '7 3 3 5 9', ['block'], 'GS/AMP', 2],
  ['skaven', 'gutter-runner', 85000, '9 2 2 4 8', ['dodge'], 'AG/MPS', 4],
  [
    'wood-elf',
    'treeman',
    120000,
    '2 6 5 5 11',
    ['loner:4', 'mightyBlow', 'standFirm', 'strongArm', 'takeRoot', 'thickSkull', 'throwTeamMate'],
    'S/AG',
    1,
  ],
  ['wood-elf', 'wardancer', 125000, '8 3 2 4 8', ['block', 'dodge', 'leap'], 'AG/PS', 2],
  ['dark-elf', 'dark-elf-runner', 80000, '7 3 2 3 8', ['dumpOff'], 'AGP/S', 2],
  ['dark-elf', 'dark-elf-blitzer', 100000, '7 3 2 4 9', ['block'], 'AG/PS', 4],
  ['chaos-chosen', 'chosen-blocker', 100000, '5 4 3 5 10', [], 'GMS/A', 4],
  [
    'chaos-chosen',
    'minotaur',
    150000,
    '5 5 4 - 9',
    ['loner:4', 'frenzy', 'horns', 'mightyBlow', 'thickSkull', 'unchannelledFury'],
    'MS/AG',
    1,
  ],
  ['shambling-undead', 'skeleton', 40000, '5 3 4 6 8', ['regeneration', 'thickSkull'], 'G/AS', 12],
  ['shambling-undead', 'mummy', 125000, '3 5 5 - 10', ['mightyBlow', 'regeneration'], 'S/AG', 2],
  ['necromantic-horror', 'zombie', 40000, '4 3 4 - 9', ['regeneration'], 'G/AS', 16],
  ['necromantic-horror', 'werewolf', 125000, '8 3 3 4 9', ['claws', 'frenzy', 'regeneration'], 'AG/PS', 2],
  [
    'halfling',
    'halfling-catcher',
    55000,
    '5 2 3 5 7',
    ['catch', 'dodge', 'rightStuff', 'sprint', 'stunty'],
    'A/GS',
    2,
  ],
  [
    'halfling',
    'treeman',
    120000,
    '2 6 5 5 11',
    ['mightyBlow', 'standFirm', 'strongArm', 'takeRoot', 'thickSkull', 'throwTeamMate', 'timmmber'],
    'S/AGP',
    2,
  ],
  [
    'lizardmen',
    'chameleon-skink',
    70000,
    '7 2 3 3 8',
    ['dodge', 'onTheBall', 'shadowing', 'stunty'],
    'A/GPS',
    2,
  ],
  ['lizardmen', 'saurus', 85000, '6 4 5 6 10', [], 'GS/A', 6],
];

describe('the rosters load', () => {
  it('there are the eight College rosters and the eleven standard BB2020 rosters', () => {
    expect(ROSTERS.filter((r) => r.kind === 'college').map((r) => r.id)).toEqual(COLLEGES);
    expect(ROSTERS.filter((r) => r.kind === 'standard').map((r) => r.id)).toEqual(STANDARD);
  });

  it('ids are unique, and every pool a position counts against is one of its roster', () => {
    for (const r of ROSTERS) {
      const ids = r.positions.map((p) => p.id);
      expect(new Set(ids).size, r.id).toBe(ids.length);
      for (const p of r.positions) {
        for (const pool of p.pools) expect(r.pools[pool], `${r.id} ${p.id} ${pool}`).toBeGreaterThan(0);
        expect(p.max, `${r.id} ${p.id}`).toBeGreaterThan(0);
      }
    }
  });

  it('every roster skill is a skill of the engine, and every skill has a category', () => {
    for (const r of ROSTERS)
      for (const p of r.positions)
        for (const s of p.skills) expect(skillInfo(s), `${r.id} ${p.id} ${s}`).toBeDefined();
    for (const id of Object.keys(SKILLS)) expect(SKILL_CATEGORIES[id], id).toBeDefined();
  });

  it('starting skills of a position are traits or come from the five skill categories', () => {
    expect(skillCategory('loner:4')).toBe('T');
    expect(skillCategory('mightyBlow')).toBe('S');
    expect(skillCategory('dodge')).toBe('A');
    expect(skillCategory('pass')).toBe('P');
    expect(skillCategory('claws')).toBe('M');
    expect(skillCategory('block')).toBe('G');
  });
});

describe('the College rosters (rules.md 3.1, 3.2)', () => {
  it('every college buys re-rolls at 50,000 gp (at most 8), has no apothecary and a wizard at 100,000 gp', () => {
    for (const id of COLLEGES) {
      expect(getRoster(id), id).toMatchObject({
        rerollCost: 50000,
        maxRerolls: 8,
        apothecary: false,
        wizardCost: 100000,
      });
    }
  });

  it('the category pools have the shared limits of the tables', () => {
    expect(getRoster('college-of-fire')!.pools).toEqual({
      linemen: 16,
      blitzers: 2,
      runners: 2,
      bigGuys: 3,
      special: 2,
    });
    expect(getRoster('college-of-metal')!.pools).toEqual({
      linemen: 16,
      blitzers: 4,
      throwers: 2,
      blockers: 6,
    });
    expect(getRoster('college-of-light')!.pools).toMatchObject({ blitzers: 2, throwers: 4 });
    expect(getRoster('college-of-death')!.pools).toMatchObject({ bigGuys: 2, blockers: 4 });
    expect(getRoster('college-of-life')!.pools).toMatchObject({ special: 4, bigGuys: 2, blitzers: 2 });
    expect(getRoster('college-of-beasts')!.pools).toMatchObject({ runners: 2, bigGuys: 3 });
    expect(getRoster('college-of-heavens')!.pools).toMatchObject({ blockers: 6, blitzers: 4 });
  });

  it('the later BSData additions named in rules.md 3.1 are marked unverified, and nothing else', () => {
    const unverified = ROSTERS.flatMap((r) =>
      r.positions.filter((p) => p.unverified).map((p) => `${r.id}/${p.id}`),
    );
    expect(unverified.sort()).toEqual(
      [
        'college-of-shadow/gnome',
        'college-of-shadow/gnome-illusionist',
        'college-of-shadow/woodland-fox',
        'college-of-heavens/norse-raider',
        'college-of-heavens/norse-berserker',
        'college-of-heavens/valkyrie',
        'college-of-heavens/piranha-warrior',
        'college-of-heavens/python-warrior',
        'college-of-heavens/jaguar-warrior',
        'college-of-death/thrall',
        'college-of-death/vampire-blitzer',
        'college-of-death/vampire-runner',
        'college-of-death/vampire-thrower',
        'college-of-death/vargheist',
        'college-of-life/trained-troll',
        'college-of-life/treeman',
        'college-of-beasts/yhetee',
        'college-of-beasts/ulfwerener',
        'college-of-beasts/beer-boar',
        'college-of-beasts/pestigor',
        'college-of-metal/bodyguard',
      ].sort(),
    );
  });
});

describe('the standard rosters (rules.md 3.3)', () => {
  it('re-roll costs and apothecaries are those of the tables, and no standard team has a wizard', () => {
    const facts = Object.fromEntries(
      ROSTERS.filter((r) => r.kind === 'standard').map((r) => [
        r.id,
        [r.rerollCost, r.apothecary, r.wizardCost],
      ]),
    );
    expect(facts).toEqual({
      human: [50000, true, null],
      orc: [60000, true, null],
      dwarf: [50000, true, null],
      skaven: [50000, true, null],
      'wood-elf': [50000, true, null],
      'dark-elf': [50000, true, null],
      'chaos-chosen': [60000, true, null],
      'shambling-undead': [70000, false, null],
      'necromantic-horror': [70000, false, null],
      halfling: [60000, true, null],
      lizardmen: [70000, true, null],
    });
  });

  it('Chaos Chosen share one Big Guy between the Troll, the Ogre and the Minotaur', () => {
    const cc = getRoster('chaos-chosen')!;
    expect(cc.pools).toEqual({ bigGuys: 1 });
    expect(cc.positions.filter((p) => p.pools.includes('bigGuys')).map((p) => p.id)).toEqual([
      'chaos-troll',
      'chaos-ogre',
      'minotaur',
    ]);
  });
});

describe('sampled positions match the tables', () => {
  for (const [roster, id, ...row] of SAMPLES) {
    it(`${roster}: ${id}`, () => {
      expect(profile(position(roster, id))).toEqual(row);
    });
  }
});
