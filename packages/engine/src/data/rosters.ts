/**
 * Roster data (rules.md 3.2, the College rosters of Dungeon Bowl 2021). Data, not code: a
 * position is a profile, a cost and the shared pools it counts against.
 */

export interface PositionData {
  id: string;
  name: string;
  cost: number;
  ma: number;
  st: number;
  ag: number;
  /** null for PA '-'. */
  pa: number | null;
  av: number;
  skills: string[];
  /** Pools this position counts against; a position in two pools counts against both. */
  pools: string[];
}

export interface RosterData {
  id: string;
  name: string;
  rerollCost: number;
  maxRerolls: number;
  wizardCost: number;
  pools: Record<string, number>;
  positions: PositionData[];
}

const pos = (
  id: string,
  name: string,
  cost: number,
  [ma, st, ag, pa, av]: [number, number, number, number | null, number],
  skills: string[],
  pools: string[],
): PositionData => ({ id, name, cost, ma, st, ag, pa, av, skills, pools });

export const COLLEGE_OF_FIRE: RosterData = {
  id: 'college-of-fire',
  name: 'College of Fire',
  rerollCost: 50000,
  maxRerolls: 8,
  wizardCost: 100000,
  pools: { linemen: 16, blitzers: 2, runners: 2, bigGuys: 3, special: 2 },
  positions: [
    pos(
      'gnoblar',
      'Gnoblar Lineman',
      15000,
      [5, 1, 3, 6, 6],
      ['dodge', 'rightStuff', 'sidestep', 'stunty', 'titchy'],
      ['linemen'],
    ),
    pos('marauder', 'Bloodborn Marauder Lineman', 50000, [6, 3, 3, 4, 8], ['frenzy'], ['linemen']),
    pos(
      'dwarf-blocker',
      'Dwarf Blocker Lineman',
      70000,
      [4, 3, 4, 5, 10],
      ['block', 'tackle', 'thickSkull'],
      ['linemen'],
    ),
    pos('dwarf-blitzer', 'Dwarf Blitzer', 80000, [5, 3, 3, 4, 10], ['block', 'thickSkull'], ['blitzers']),
    pos('dwarf-runner', 'Dwarf Runner', 85000, [6, 3, 3, 4, 9], ['sureHands', 'thickSkull'], ['runners']),
    pos(
      'ogre',
      'Ogre Blocker',
      140000,
      [5, 5, 4, 5, 10],
      ['boneHead', 'mightyBlow', 'thickSkull', 'throwTeamMate'],
      ['bigGuys'],
    ),
    pos(
      'ogre-runt-punter',
      'Ogre Runt Punter',
      145000,
      [5, 5, 4, 4, 10],
      ['boneHead', 'kickTeamMate', 'mightyBlow', 'thickSkull'],
      ['bigGuys'],
    ),
    pos(
      'troll-slayer',
      'Troll Slayer',
      95000,
      [5, 3, 4, null, 9],
      ['block', 'dauntless', 'frenzy', 'thickSkull'],
      ['special'],
    ),
  ],
};

export const COLLEGE_OF_SHADOW: RosterData = {
  id: 'college-of-shadow',
  name: 'College of Shadow',
  rerollCost: 50000,
  maxRerolls: 8,
  wizardCost: 100000,
  pools: { linemen: 16, blitzers: 2, runners: 4, throwers: 2, special: 2 },
  positions: [
    pos('goblin', 'Goblin Lineman', 40000, [6, 2, 3, 4, 8], ['dodge', 'rightStuff', 'stunty'], ['linemen']),
    pos(
      'gnome',
      'Gnome Lineman',
      40000,
      [5, 2, 3, 4, 7],
      ['jumpUp', 'rightStuff', 'stunty', 'wrestle'],
      ['linemen'],
    ),
    pos('clanrat', 'Skaven Clanrat Lineman', 50000, [7, 3, 3, 4, 8], [], ['linemen']),
    pos('dark-elf-lineman', 'Dark Elf Lineman', 70000, [6, 3, 2, 4, 9], [], ['linemen']),
    pos('skaven-blitzer', 'Skaven Blitzer', 90000, [7, 3, 3, 5, 9], ['block'], ['blitzers']),
    pos('dark-elf-blitzer', 'Dark Elf Blitzer', 100000, [7, 3, 2, 4, 9], ['block'], ['blitzers']),
    pos(
      'woodland-fox',
      'Woodland Fox',
      50000,
      [7, 2, 2, null, 6],
      ['dodge', 'myBall', 'sidestep', 'stunty'],
      ['runners'],
    ),
    pos('dark-elf-runner', 'Dark Elf Runner', 80000, [7, 3, 2, 3, 8], ['dumpOff'], ['runners']),
    pos('gutter-runner', 'Gutter Runner', 85000, [9, 2, 2, 4, 8], ['dodge'], ['runners', 'special']),
    pos(
      'gnome-illusionist',
      'Gnome Illusionist',
      50000,
      [5, 2, 3, 3, 7],
      ['jumpUp', 'stunty', 'trickster', 'wrestle'],
      ['throwers', 'special'],
    ),
    pos('skaven-thrower', 'Skaven Thrower', 85000, [7, 3, 3, 2, 8], ['pass', 'sureHands'], ['throwers']),
    pos('assassin', 'Assassin', 85000, [7, 3, 2, 5, 8], ['shadowing', 'stab'], ['special']),
    pos('witch-elf', 'Witch Elf', 110000, [7, 3, 2, 5, 8], ['dodge', 'frenzy', 'jumpUp'], ['special']),
  ],
};

export const ROSTERS: RosterData[] = [COLLEGE_OF_FIRE, COLLEGE_OF_SHADOW];

export function getRoster(id: string): RosterData | undefined {
  return ROSTERS.find((r) => r.id === id);
}
