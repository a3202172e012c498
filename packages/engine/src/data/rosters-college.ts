/**
 * The eight College of Magic rosters of Dungeon Bowl 2021 (rules.md 3.1 and 3.2, from BSData).
 * Every college: re-rolls 50,000 gp (at most 8), no apothecary, a College Wizard (0-1) for
 * 100,000 gp, whose one spell a game is named here (data/spells.ts, rules/spells/). Limits are shared category pools; a position listed in two pools counts against
 * both. Positions rules.md 3.1 names as later BSData additions are marked unverified.
 */
import type { PositionData, RosterData } from './rosters.ts';
import { parseAccess } from './skill-categories.ts';
import type { SpellId } from './spells.ts';

/**
 * One position from a compact line: stats 'MA ST AG PA AV' (target numbers without the '+', '-'
 * for no PA), skills separated by spaces, access 'primary/secondary' letters ('GS/AP').
 */
export function position(
  id: string,
  name: string,
  cost: number,
  stats: string,
  skills: string,
  access: string,
  limit: { max?: number; pools?: string[]; unverified?: boolean },
): PositionData {
  const [ma, st, ag, pa, av] = stats.split(' ');
  const [primary, secondary = ''] = access.split('/');
  const p: PositionData = {
    id,
    name,
    cost,
    ma: Number(ma),
    st: Number(st),
    ag: Number(ag),
    pa: pa === '-' ? null : Number(pa),
    av: Number(av),
    skills: skills ? skills.split(' ') : [],
    primary: parseAccess(primary),
    secondary: parseAccess(secondary),
    max: limit.max ?? 16,
    pools: limit.pools ?? [],
  };
  if (limit.unverified) p.unverified = true;
  return p;
}

/** A college position: limited by its pools only. */
const c = (
  id: string,
  name: string,
  cost: number,
  stats: string,
  skills: string,
  access: string,
  pools: string[],
  unverified = false,
) => position(id, name, cost, stats, skills, access, { pools, unverified });

/** A college roster; `spell` is its College Wizard's spell (data/spells.ts). */
const college = (
  id: string,
  name: string,
  spell: SpellId,
  pools: Record<string, number>,
  positions: PositionData[],
) =>
  ({
    id,
    name,
    kind: 'college',
    rerollCost: 50000,
    maxRerolls: 8,
    wizardCost: 100000,
    spell,
    apothecary: false,
    pools,
    positions,
  }) satisfies RosterData as RosterData;

const UNVERIFIED = true;

export const COLLEGE_OF_FIRE = college(
  'college-of-fire',
  'College of Fire',
  'fireball',
  { linemen: 16, blitzers: 2, runners: 2, bigGuys: 3, special: 2 },
  [
    c('gnoblar', 'Gnoblar Lineman', 15000, '5 1 3 6 6', 'dodge rightStuff sidestep stunty titchy', 'A/G', [
      'linemen',
    ]),
    c('marauder', 'Bloodborn Marauder Lineman', 50000, '6 3 3 4 8', 'frenzy', 'GM/AS', ['linemen']),
    c('dwarf-blocker', 'Dwarf Blocker Lineman', 70000, '4 3 4 5 10', 'block tackle thickSkull', 'GS/A', [
      'linemen',
    ]),
    c('dwarf-blitzer', 'Dwarf Blitzer', 80000, '5 3 3 4 10', 'block thickSkull', 'GS/AP', ['blitzers']),
    c('dwarf-runner', 'Dwarf Runner', 85000, '6 3 3 4 9', 'sureHands thickSkull', 'GP/AS', ['runners']),
    c('ogre', 'Ogre Blocker', 140000, '5 5 4 5 10', 'boneHead mightyBlow thickSkull throwTeamMate', 'S/AGP', [
      'bigGuys',
    ]),
    c(
      'ogre-runt-punter',
      'Ogre Runt Punter',
      145000,
      '5 5 4 4 10',
      'boneHead kickTeamMate mightyBlow thickSkull',
      'PS/AG',
      ['bigGuys'],
    ),
    c('troll-slayer', 'Troll Slayer', 95000, '5 3 4 - 9', 'block dauntless frenzy thickSkull', 'GS/A', [
      'special',
    ]),
  ],
);

export const COLLEGE_OF_SHADOW = college(
  'college-of-shadow',
  'College of Shadow',
  'shadowedStep',
  { linemen: 16, blitzers: 2, runners: 4, throwers: 2, special: 2 },
  [
    c('goblin', 'Goblin Lineman', 40000, '6 2 3 4 8', 'dodge rightStuff stunty', 'A/GPS', ['linemen']),
    c(
      'gnome',
      'Gnome Lineman',
      40000,
      '5 2 3 4 7',
      'jumpUp rightStuff stunty wrestle',
      'A/GS',
      ['linemen'],
      UNVERIFIED,
    ),
    c('clanrat', 'Skaven Clanrat Lineman', 50000, '7 3 3 4 8', '', 'G/AMS', ['linemen']),
    c('dark-elf-lineman', 'Dark Elf Lineman', 70000, '6 3 2 4 9', '', 'AG/S', ['linemen']),
    c('skaven-blitzer', 'Skaven Blitzer', 90000, '7 3 3 5 9', 'block', 'GS/AMP', ['blitzers']),
    c('dark-elf-blitzer', 'Dark Elf Blitzer', 100000, '7 3 2 4 9', 'block', 'AG/PS', ['blitzers']),
    // The Woodland Fox is a Gnome team position, so it shares the Gnomes' doubt.
    c(
      'woodland-fox',
      'Woodland Fox',
      50000,
      '7 2 2 - 6',
      'dodge myBall sidestep stunty',
      '/A',
      ['runners'],
      UNVERIFIED,
    ),
    c('dark-elf-runner', 'Dark Elf Runner', 80000, '7 3 2 3 8', 'dumpOff', 'AGP/S', ['runners']),
    c('gutter-runner', 'Gutter Runner', 85000, '9 2 2 4 8', 'dodge', 'AG/MPS', ['runners', 'special']),
    c(
      'gnome-illusionist',
      'Gnome Illusionist',
      50000,
      '5 2 3 3 7',
      'jumpUp stunty trickster wrestle',
      'AP/G',
      ['throwers', 'special'],
      UNVERIFIED,
    ),
    c('skaven-thrower', 'Skaven Thrower', 85000, '7 3 3 2 8', 'pass sureHands', 'GP/AMS', ['throwers']),
    c('assassin', 'Assassin', 85000, '7 3 2 5 8', 'shadowing stab', 'AG/PS', ['special']),
    c('witch-elf', 'Witch Elf', 110000, '7 3 2 5 8', 'dodge frenzy jumpUp', 'AG/PS', ['special']),
  ],
);

export const COLLEGE_OF_METAL = college(
  'college-of-metal',
  'College of Metal',
  'transmutation',
  { linemen: 16, blitzers: 4, throwers: 2, blockers: 6 },
  [
    c(
      'goblin-bruiser',
      'Goblin Bruiser Lineman',
      45000,
      '6 2 3 4 8',
      'dodge rightStuff stunty thickSkull',
      'A/GPS',
      ['linemen'],
    ),
    c('human-lineman', 'Human Lineman', 50000, '6 3 3 4 9', '', 'G/AS', ['linemen']),
    c('orc-lineman', 'Orc Lineman', 50000, '5 3 3 4 10', 'animosity:orc-lineman', 'G/AS', ['linemen']),
    // BSData tags the Orc Blitzer as a Blocker too (rules.md 3.2), so it counts against both pools.
    c('orc-blitzer', 'Orc Blitzer', 80000, '6 3 3 4 10', 'animosity:all block', 'GS/AP', [
      'blitzers',
      'blockers',
    ]),
    c('human-blitzer', 'Human Blitzer', 85000, '7 3 3 4 9', 'block', 'GS/AP', ['blitzers']),
    c('orc-thrower', 'Orc Thrower', 65000, '5 3 3 3 9', 'animosity:all pass sureHands', 'GS/AP', [
      'throwers',
    ]),
    c('black-orc', 'Black Orc', 90000, '4 4 4 5 10', 'brawler grab', 'GS/AP', ['blockers']),
    c('big-un', 'Big Un Blocker', 90000, '5 4 4 - 10', 'animosity:big-un', 'GS/A', ['blockers']),
    c('bodyguard', 'Bodyguard', 90000, '6 3 3 5 9', 'standFirm wrestle', 'GS/AG', ['blockers'], UNVERIFIED),
    c('bloodseeker', 'Bloodseeker', 110000, '5 4 4 6 10', 'frenzy', 'GMS/A', ['blockers']),
  ],
);

export const COLLEGE_OF_LIGHT = college(
  'college-of-light',
  'College of Light',
  'blindingLight',
  { linemen: 16, blitzers: 2, runners: 4, throwers: 4 },
  [
    c('imperial-retainer', 'Imperial Retainer Lineman', 45000, '6 3 4 4 8', 'fend', 'G/AS', ['linemen']),
    c('elf-lineman', 'Elven Union Lineman', 60000, '6 3 2 4 8', '', 'AG/S', ['linemen']),
    c('elf-blitzer', 'Elven Union Blitzer', 115000, '7 3 2 3 9', 'block sidestep', 'AG/PS', ['blitzers']),
    c('human-catcher', 'Human Catcher', 65000, '8 2 3 5 8', 'catch dodge', 'AG/PS', ['runners']),
    c('elf-catcher', 'Elven Union Catcher', 100000, '8 3 2 4 8', 'catch nervesOfSteel', 'AG/S', ['runners']),
    c('elf-thrower', 'Elven Union Thrower', 75000, '6 3 2 2 8', 'pass', 'AGP/S', ['throwers']),
    c('imperial-thrower', 'Imperial Thrower', 75000, '6 3 3 3 9', 'pass runningPass', 'GP/AS', ['throwers']),
  ],
);

export const COLLEGE_OF_DEATH = college(
  'college-of-death',
  'College of Death',
  'lifeDrain',
  { linemen: 16, blitzers: 4, runners: 4, throwers: 2, blockers: 4, bigGuys: 2 },
  [
    c('skeleton', 'Skeleton Lineman', 40000, '5 3 4 6 8', 'regeneration thickSkull', 'G/AS', ['linemen']),
    c('zombie', 'Zombie Lineman', 40000, '4 3 4 - 9', 'regeneration', 'G/AS', ['linemen']),
    c('thrall', 'Thrall Lineman', 40000, '6 3 3 4 8', '', 'G/AS', ['linemen'], UNVERIFIED),
    c('wight-blitzer', 'Wight Blitzer', 90000, '6 3 3 5 9', 'block regeneration', 'GS/AP', ['blitzers']),
    c('wraith', 'Wraith', 95000, '6 3 3 - 9', 'block foulAppearance noHands regeneration sidestep', 'GS/A', [
      'blitzers',
    ]),
    c(
      'vampire-blitzer',
      'Vampire Blitzer',
      110000,
      '6 4 2 5 9',
      'bloodlust:3 hypnoticGaze juggernaut regeneration',
      'AGS/',
      ['blitzers'],
      UNVERIFIED,
    ),
    c('ghoul', 'Ghoul Runner', 75000, '7 3 3 4 8', 'dodge', 'AG/PS', ['runners']),
    c(
      'vampire-runner',
      'Vampire Runner',
      100000,
      '8 3 2 4 8',
      'bloodlust:2 hypnoticGaze regeneration',
      'AG/PS',
      ['runners'],
      UNVERIFIED,
    ),
    c(
      'vampire-thrower',
      'Vampire Thrower',
      110000,
      '6 4 2 2 9',
      'bloodlust:2 hypnoticGaze pass regeneration',
      'AGP/S',
      ['throwers'],
      UNVERIFIED,
    ),
    c('flesh-golem', 'Flesh Golem', 115000, '4 4 4 - 10', 'regeneration standFirm thickSkull', 'GS/A', [
      'blockers',
    ]),
    c('mummy', 'Mummy', 125000, '3 5 5 - 10', 'mightyBlow regeneration', 'S/AG', ['bigGuys']),
    c(
      'vargheist',
      'Vargheist',
      150000,
      '5 5 4 - 10',
      'bloodlust:3 claws frenzy loner:4 regeneration',
      'S/AG',
      ['bigGuys'],
      UNVERIFIED,
    ),
  ],
);

export const COLLEGE_OF_LIFE = college(
  'college-of-life',
  'College of Life',
  'graspingVines',
  { linemen: 16, blitzers: 2, runners: 4, throwers: 2, blockers: 4, bigGuys: 2, special: 4 },
  [
    c(
      'snotling',
      'Snotling Lineman',
      0,
      '5 1 3 5 6',
      'dodge rightStuff sidestep stunty swarming titchy',
      'A/G',
      ['linemen'],
    ),
    c('halfling', 'Halfling Hopeful Lineman', 30000, '5 2 3 4 7', 'dodge rightStuff stunty', 'A/GS', [
      'linemen',
    ]),
    c('rotter', 'Rotter Lineman', 35000, '5 3 3 6 9', 'decay plagueRidden', 'GM/AS', ['linemen']),
    c('wood-elf-lineman', 'Wood Elf Lineman', 70000, '7 3 2 4 8', '', 'AG/S', ['linemen']),
    c('wardancer', 'Wardancer', 125000, '8 3 2 4 8', 'block dodge leap', 'AG/PS', ['blitzers']),
    c('stilty-runna', 'Stilty Runna', 20000, '6 1 3 5 6', 'dodge rightStuff sidestep sprint stunty', 'A/G', [
      'runners',
    ]),
    c(
      'halfling-catcher',
      'Halfling Catcher',
      55000,
      '5 2 3 5 7',
      'catch dodge rightStuff sprint stunty',
      'A/GS',
      ['runners'],
    ),
    c('wood-elf-catcher', 'Wood Elf Catcher', 90000, '8 2 2 4 8', 'catch dodge', 'AG/PS', ['runners']),
    c('wood-elf-thrower', 'Wood Elf Thrower', 95000, '7 3 2 2 8', 'pass', 'AGP/S', ['throwers']),
    c('halfling-hefty', 'Halfling Hefty', 50000, '5 2 3 3 8', 'dodge fend stunty', 'AP/GS', ['blockers']),
    c(
      'bloater',
      'Bloater',
      115000,
      '4 4 4 6 10',
      'disturbingPresence foulAppearance plagueRidden regeneration',
      'GMS/A',
      ['blockers'],
    ),
    c(
      'trained-troll',
      'Trained Troll',
      115000,
      '4 5 5 5 10',
      'alwaysHungry loner:3 mightyBlow projectileVomit reallyStupid regeneration throwTeamMate',
      'S/AGP',
      ['bigGuys'],
      UNVERIFIED,
    ),
    c(
      'treeman',
      'Treeman',
      120000,
      '2 6 5 5 11',
      'mightyBlow standFirm strongArm takeRoot thickSkull throwTeamMate timmmber',
      'S/AGP',
      ['bigGuys'],
      UNVERIFIED,
    ),
    // As BSData has it (rules.md 3.2): the same skills as the Bloater.
    c(
      'rotspawn',
      'Rotspawn',
      140000,
      '4 4 4 6 10',
      'disturbingPresence foulAppearance plagueRidden regeneration',
      'GMS/A',
      ['bigGuys'],
    ),
    c('fun-hoppa', 'Fun-hoppa', 20000, '6 1 3 5 6', 'dodge pogoStick rightStuff sidestep stunty', 'A/G', [
      'special',
    ]),
    c(
      'fungus-flinga',
      'Fungus Flinga',
      30000,
      '5 1 3 4 6',
      'bombardier dodge rightStuff secretWeapon sidestep stunty',
      'AP/G',
      ['special'],
    ),
  ],
);

export const COLLEGE_OF_BEASTS = college(
  'college-of-beasts',
  'College of Beasts',
  'bestialFury',
  { linemen: 16, blitzers: 4, runners: 2, blockers: 4, bigGuys: 3, special: 2 },
  [
    c('beastman', 'Beastman Runner Lineman', 60000, '6 3 3 4 9', 'horns', 'GMS/AP', ['linemen']),
    c('khorngor', 'Khorngor', 70000, '6 3 3 4 9', 'horns juggernaut', 'GMS/AP', ['blitzers']),
    c(
      'pestigor',
      'Pestigor',
      75000,
      '6 3 3 4 9',
      'horns plagueRidden regeneration',
      'GMS/AP',
      ['blitzers'],
      UNVERIFIED,
    ),
    c('werewolf', 'Werewolf', 125000, '8 3 3 4 9', 'claws frenzy regeneration', 'AG/PS', ['runners']),
    c('chosen-blocker', 'Chaos Chosen Blocker', 100000, '5 4 3 5 10', '', 'GMS/A', ['blockers']),
    c('ulfwerener', 'Ulfwerener', 105000, '6 4 4 - 9', 'frenzy', 'GS/A', ['blockers'], UNVERIFIED),
    c(
      'kroxigor',
      'Kroxigor',
      140000,
      '6 5 5 - 10',
      'boneHead loner:4 mightyBlow prehensileTail thickSkull',
      'S/AG',
      ['bigGuys'],
    ),
    c(
      'yhetee',
      'Yhetee',
      140000,
      '5 5 4 - 9',
      'claws disturbingPresence frenzy loner:4 unchannelledFury',
      'S/AG',
      ['bigGuys'],
      UNVERIFIED,
    ),
    c(
      'minotaur',
      'Minotaur',
      150000,
      '5 5 4 - 9',
      'loner:4 frenzy horns mightyBlow thickSkull unchannelledFury',
      'MS/AG',
      ['bigGuys'],
    ),
    c(
      'rat-ogre',
      'Rat Ogre',
      150000,
      '6 5 4 - 9',
      'animalSavagery frenzy loner:4 mightyBlow prehensileTail',
      'S/AGM',
      ['bigGuys'],
    ),
    c(
      'bloodspawn',
      'Bloodspawn',
      160000,
      '5 5 4 - 9',
      'claws frenzy loner:4 mightyBlow unchannelledFury',
      'MS/AG',
      ['bigGuys'],
    ),
    c(
      'beer-boar',
      'Beer Boar',
      20000,
      '5 1 3 - 6',
      'dodge noHands pickMeUp stunty titchy',
      '/',
      ['special'],
      UNVERIFIED,
    ),
  ],
);

export const COLLEGE_OF_HEAVENS = college(
  'college-of-heavens',
  'College of Heavens',
  'chainLightning',
  { linemen: 16, blitzers: 4, throwers: 2, blockers: 6, special: 2 },
  [
    c(
      'norse-raider',
      'Norse Raider Lineman',
      50000,
      '6 3 3 4 8',
      'block drunkard',
      'G/AS',
      ['linemen'],
      UNVERIFIED,
    ),
    c('skink', 'Skink Runner Lineman', 60000, '8 2 3 4 8', 'dodge stunty', 'A/GPS', ['linemen']),
    // As BSData has it (rules.md 3.2); it matches the Noble Blitzer, not the BB2020 Berserker.
    c(
      'norse-berserker',
      'Norse Berserker',
      90000,
      '7 3 3 4 9',
      'block catch',
      'AG/PS',
      ['blitzers'],
      UNVERIFIED,
    ),
    c(
      'piranha-warrior',
      'Piranha Warrior Blitzer',
      90000,
      '7 3 3 5 8',
      'dodge hitAndRun jumpUp',
      'AG/S',
      ['blitzers'],
      UNVERIFIED,
    ),
    c('noble-blitzer', 'Noble Blitzer', 105000, '7 3 3 4 9', 'block catch', 'AG/PS', ['blitzers']),
    c('human-thrower', 'Human Thrower', 80000, '6 3 3 2 9', 'pass sureHands', 'GP/AS', ['throwers']),
    c(
      'python-warrior',
      'Python Warrior Thrower',
      80000,
      '6 3 3 3 8',
      'dodge onTheBall pass safePass',
      'GP/AS',
      ['throwers'],
      UNVERIFIED,
    ),
    c('saurus', 'Saurus Blocker', 85000, '6 4 5 6 10', '', 'GS/A', ['blockers']),
    c(
      'jaguar-warrior',
      'Jaguar Warrior Blocker',
      110000,
      '6 4 3 5 9',
      'defensive dodge',
      'GS/A',
      ['blockers'],
      UNVERIFIED,
    ),
    c('chameleon-skink', 'Chameleon Skink', 70000, '7 2 3 3 8', 'dodge onTheBall shadowing stunty', 'A/GPS', [
      'special',
    ]),
    c(
      'valkyrie',
      'Valkyrie',
      95000,
      '7 3 3 3 8',
      'catch dauntless pass stripBall',
      'AGP/S',
      ['special'],
      UNVERIFIED,
    ),
  ],
);

export const COLLEGE_ROSTERS: RosterData[] = [
  COLLEGE_OF_FIRE,
  COLLEGE_OF_SHADOW,
  COLLEGE_OF_METAL,
  COLLEGE_OF_LIGHT,
  COLLEGE_OF_DEATH,
  COLLEGE_OF_LIFE,
  COLLEGE_OF_BEASTS,
  COLLEGE_OF_HEAVENS,
];
