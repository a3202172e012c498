/** Built-in starting teams for the two College teams of the 2021 box (rules.md 3.2). */
import type { PlayerSetup, TeamSetup } from '../setup.ts';

const players = (list: [string, number][]): PlayerSetup[] => {
  const out: PlayerSetup[] = [];
  for (const [position, count] of list) {
    for (let i = 0; i < count; i++) out.push({ number: out.length + 1, position });
  }
  return out;
};

/** 940,000 gp: an Ogre, Dwarfs, a Troll Slayer and two Gnoblars, three re-rolls. */
export const FIRE_TEAM: TeamSetup = {
  name: 'Bright Blasters',
  roster: 'college-of-fire',
  colour: '#d55e00',
  rerolls: 3,
  players: players([
    ['ogre', 1],
    ['dwarf-blitzer', 2],
    ['dwarf-runner', 1],
    ['troll-slayer', 1],
    ['dwarf-blocker', 4],
    ['gnoblar', 2],
  ]),
};

/** 990,000 gp: Dark Elves and Skaven, three re-rolls. */
export const SHADOW_TEAM: TeamSetup = {
  name: 'Grey Lurkers',
  roster: 'college-of-shadow',
  colour: '#0072b2',
  rerolls: 3,
  players: players([
    ['dark-elf-blitzer', 2],
    ['gutter-runner', 1],
    ['witch-elf', 1],
    ['skaven-thrower', 1],
    ['dark-elf-lineman', 3],
    ['clanrat', 3],
  ]),
};

export const BUILTIN_TEAMS: { id: string; team: TeamSetup }[] = [
  { id: 'fire', team: FIRE_TEAM },
  { id: 'shadow', team: SHADOW_TEAM },
];
