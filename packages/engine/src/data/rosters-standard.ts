/**
 * The eleven standard BB2020 rosters (rules.md 3.3, from BSData). Each position has its own limit
 * (0-16, 0-4, ...); Chaos Chosen also share one Big Guy between three positions. Standard teams
 * have no College Wizard.
 */

import type { PositionData, RosterData } from './rosters.ts';
import { position } from './rosters-college.ts';

/** A standard position: its own limit, and any shared pools. */
const s = (
  id: string,
  name: string,
  cost: number,
  stats: string,
  skills: string,
  access: string,
  max: number,
  pools: string[] = [],
) => position(id, name, cost, stats, skills, access, { max, pools });

const standard = (
  id: string,
  name: string,
  rerollCost: number,
  apothecary: boolean,
  positions: PositionData[],
  pools: Record<string, number> = {},
): RosterData => ({
  id,
  name,
  kind: 'standard',
  rerollCost,
  maxRerolls: 8,
  wizardCost: null,
  apothecary,
  pools,
  positions,
});

const TROLL = 'alwaysHungry loner:4 mightyBlow projectileVomit reallyStupid regeneration throwTeamMate';

export const HUMAN = standard('human', 'Human Team', 50000, true, [
  s('human-lineman', 'Human Lineman', 50000, '6 3 3 4 9', '', 'G/AS', 16),
  s('halfling', 'Halfling Hopeful', 30000, '5 2 3 4 7', 'dodge rightStuff stunty', 'A/GS', 3),
  s('human-catcher', 'Catcher', 65000, '8 2 3 5 8', 'catch dodge', 'AG/PS', 4),
  s('human-thrower', 'Thrower', 80000, '6 3 3 2 9', 'pass sureHands', 'GP/AS', 2),
  s('human-blitzer', 'Blitzer', 85000, '7 3 3 4 9', 'block', 'GS/AP', 4),
  s('ogre', 'Ogre', 140000, '5 5 4 5 10', 'boneHead loner:4 mightyBlow thickSkull throwTeamMate', 'S/AG', 1),
]);

// Animosity scopes follow the later BB2020 Orc update as BSData encodes it (rules.md 3.3 notes).
export const ORC = standard('orc', 'Orc Team', 60000, true, [
  s('orc-lineman', 'Orc Lineman', 50000, '5 3 3 4 10', 'animosity:orc-lineman', 'G/AS', 16),
  s('goblin', 'Goblin', 40000, '6 2 3 4 8', 'dodge rightStuff stunty', 'A/GS', 4),
  s('orc-thrower', 'Thrower', 65000, '5 3 3 3 9', 'animosity:all pass sureHands', 'GS/AP', 2),
  s('orc-blitzer', 'Blitzer', 80000, '6 3 3 4 10', 'animosity:all block', 'GS/AP', 4),
  s('big-un', 'Big Un Blocker', 90000, '5 4 4 - 10', 'animosity:big-un', 'GS/A', 4),
  s('untrained-troll', 'Untrained Troll', 115000, '4 5 5 5 10', TROLL, 'S/AGP', 1),
]);

export const DWARF = standard('dwarf', 'Dwarf Team', 50000, true, [
  s('dwarf-blocker', 'Dwarf Blocker Lineman', 70000, '4 3 4 5 10', 'block tackle thickSkull', 'GS/A', 12),
  s('dwarf-blitzer', 'Blitzer', 80000, '5 3 3 4 10', 'block thickSkull', 'GS/AP', 2),
  s('dwarf-runner', 'Runner', 85000, '6 3 3 4 9', 'sureHands thickSkull', 'GP/AS', 2),
  s('troll-slayer', 'Troll Slayer', 95000, '5 3 4 - 9', 'block dauntless frenzy thickSkull', 'GS/A', 2),
  s(
    'deathroller',
    'Deathroller',
    170000,
    '4 7 5 - 11',
    'breakTackle dirtyPlayer:2 juggernaut loner:5 mightyBlow noHands secretWeapon standFirm',
    'S/AG',
    1,
  ),
]);

export const SKAVEN = standard('skaven', 'Skaven Team', 50000, true, [
  s('clanrat', 'Skaven Clanrat Lineman', 50000, '7 3 3 4 8', '', 'G/AMS', 16),
  s('skaven-thrower', 'Thrower', 85000, '7 3 3 2 8', 'pass sureHands', 'GP/AMS', 2),
  s('gutter-runner', 'Gutter Runner', 85000, '9 2 2 4 8', 'dodge', 'AG/MPS', 4),
  s('skaven-blitzer', 'Blitzer', 90000, '7 3 3 5 9', 'block', 'GS/AMP', 2),
  s(
    'rat-ogre',
    'Rat Ogre',
    150000,
    '6 5 4 - 9',
    'animalSavagery frenzy loner:4 mightyBlow prehensileTail',
    'S/AGM',
    1,
  ),
]);

export const WOOD_ELF = standard('wood-elf', 'Wood Elves Team', 50000, true, [
  s('wood-elf-lineman', 'Wood Elf Lineman', 70000, '7 3 2 4 8', '', 'AG/S', 12),
  s('wood-elf-catcher', 'Catcher', 90000, '8 2 2 4 8', 'catch dodge', 'AG/PS', 4),
  s('wood-elf-thrower', 'Thrower', 95000, '7 3 2 2 8', 'pass', 'AGP/S', 2),
  s(
    'treeman',
    'Loren Forest Treeman',
    120000,
    '2 6 5 5 11',
    'loner:4 mightyBlow standFirm strongArm takeRoot thickSkull throwTeamMate',
    'S/AG',
    1,
  ),
  s('wardancer', 'Wardancer', 125000, '8 3 2 4 8', 'block dodge leap', 'AG/PS', 2),
]);

export const DARK_ELF = standard('dark-elf', 'Dark Elves Team', 50000, true, [
  s('dark-elf-lineman', 'Dark Elf Lineman', 70000, '6 3 2 4 9', '', 'AG/S', 12),
  s('dark-elf-runner', 'Runner', 80000, '7 3 2 3 8', 'dumpOff', 'AGP/S', 2),
  s('assassin', 'Assassin', 85000, '7 3 2 5 8', 'shadowing stab', 'AG/PS', 2),
  s('dark-elf-blitzer', 'Blitzer', 100000, '7 3 2 4 9', 'block', 'AG/PS', 4),
  s('witch-elf', 'Witch Elf', 110000, '7 3 2 5 8', 'dodge frenzy jumpUp', 'AG/PS', 2),
]);

// At most one Big Guy in all (rules.md 3.3 notes): the three share the bigGuys pool.
export const CHAOS_CHOSEN = standard(
  'chaos-chosen',
  'Chaos Chosen Team',
  60000,
  true,
  [
    s('beastman', 'Beastman Runner Lineman', 60000, '6 3 3 4 9', 'horns', 'GMS/AP', 16),
    s('chosen-blocker', 'Chosen Blocker', 100000, '5 4 3 5 10', '', 'GMS/A', 4),
    s('chaos-troll', 'Chaos Troll', 115000, '4 5 5 5 10', TROLL, 'MS/AG', 1, ['bigGuys']),
    s(
      'chaos-ogre',
      'Chaos Ogre',
      140000,
      '5 5 4 5 10',
      'boneHead loner:4 mightyBlow thickSkull throwTeamMate',
      'MS/AG',
      1,
      ['bigGuys'],
    ),
    s(
      'minotaur',
      'Minotaur',
      150000,
      '5 5 4 - 9',
      'loner:4 frenzy horns mightyBlow thickSkull unchannelledFury',
      'MS/AG',
      1,
      ['bigGuys'],
    ),
  ],
  { bigGuys: 1 },
);

export const SHAMBLING_UNDEAD = standard('shambling-undead', 'Shambling Undead Team', 70000, false, [
  s('zombie', 'Zombie Lineman', 40000, '4 3 4 - 9', 'regeneration', 'G/AS', 12),
  s('skeleton', 'Skeleton Lineman', 40000, '5 3 4 6 8', 'regeneration thickSkull', 'G/AS', 12),
  s('ghoul', 'Ghoul Runner', 75000, '7 3 3 4 8', 'dodge', 'AG/PS', 4),
  s('wight-blitzer', 'Wight Blitzer', 90000, '6 3 3 5 9', 'block regeneration', 'GS/AP', 2),
  s('mummy', 'Mummy', 125000, '3 5 5 - 10', 'mightyBlow regeneration', 'S/AG', 2),
]);

export const NECROMANTIC_HORROR = standard('necromantic-horror', 'Necromantic Horror Team', 70000, false, [
  s('zombie', 'Zombie Lineman', 40000, '4 3 4 - 9', 'regeneration', 'G/AS', 16),
  s('ghoul', 'Ghoul Runner', 75000, '7 3 3 4 8', 'dodge', 'AG/PS', 2),
  s('wraith', 'Wraith', 95000, '6 3 3 - 9', 'block foulAppearance noHands regeneration sidestep', 'GS/A', 2),
  s('flesh-golem', 'Flesh Golem', 115000, '4 4 4 - 10', 'regeneration standFirm thickSkull', 'GS/A', 2),
  s('werewolf', 'Werewolf', 125000, '8 3 3 4 9', 'claws frenzy regeneration', 'AG/PS', 2),
]);

export const HALFLING = standard('halfling', 'Halfling Team', 60000, true, [
  s('halfling', 'Halfling Hopeful Lineman', 30000, '5 2 3 4 7', 'dodge rightStuff stunty', 'A/GS', 16),
  s('halfling-hefty', 'Halfling Hefty', 50000, '5 2 3 3 8', 'dodge fend stunty', 'AP/GS', 2),
  s(
    'halfling-catcher',
    'Halfling Catcher',
    55000,
    '5 2 3 5 7',
    'catch dodge rightStuff sprint stunty',
    'A/GS',
    2,
  ),
  s(
    'treeman',
    'Altern Forest Treeman',
    120000,
    '2 6 5 5 11',
    'mightyBlow standFirm strongArm takeRoot thickSkull throwTeamMate timmmber',
    'S/AGP',
    2,
  ),
]);

export const LIZARDMEN = standard('lizardmen', 'Lizardman Team', 70000, true, [
  s('skink', 'Skink Runner Lineman', 60000, '8 2 3 4 8', 'dodge stunty', 'A/GPS', 12),
  s('chameleon-skink', 'Chameleon Skink', 70000, '7 2 3 3 8', 'dodge onTheBall shadowing stunty', 'A/GPS', 2),
  s('saurus', 'Saurus Blocker', 85000, '6 4 5 6 10', '', 'GS/A', 6),
  s(
    'kroxigor',
    'Kroxigor',
    140000,
    '6 5 5 - 10',
    'boneHead loner:4 mightyBlow prehensileTail thickSkull',
    'S/AG',
    1,
  ),
]);

export const STANDARD_ROSTERS: RosterData[] = [
  HUMAN,
  ORC,
  DWARF,
  SKAVEN,
  WOOD_ELF,
  DARK_ELF,
  CHAOS_CHOSEN,
  SHAMBLING_UNDEAD,
  NECROMANTIC_HORROR,
  HALFLING,
  LIZARDMEN,
];
