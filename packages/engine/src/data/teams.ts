/**
 * Built-in starting teams for the two College teams of the 2021 box (rules.md 3.2). Each is a
 * legal team file (docs/team-file.md), so it passes validateTeam and feeds createGame as it is.
 */
import type { TeamFile } from '../team/schema.ts';
import { COLLEGE_OF_FIRE, COLLEGE_OF_SHADOW, type RosterData } from './rosters.ts';

/** Players in roster order, numbered from 1, named after their position. */
function players(roster: RosterData, list: [string, number][]): TeamFile['players'] {
  const out: TeamFile['players'] = [];
  for (const [position, count] of list) {
    const name = roster.positions.find((p) => p.id === position)?.name ?? position;
    for (let i = 0; i < count; i++) {
      const number = out.length + 1;
      out.push({ name: `${name} #${number}`, number, position });
    }
  }
  return out;
}

/** 940,000 gp: an Ogre, Dwarfs, a Troll Slayer and two Gnoblars, three re-rolls. */
export const FIRE_TEAM: TeamFile = {
  format: 'dungeonbowl-team',
  version: 1,
  name: 'Bright Blasters',
  roster: 'college-of-fire',
  colours: { primary: '#d55e00', secondary: '#000000' },
  rerolls: 3,
  wizard: false,
  players: players(COLLEGE_OF_FIRE, [
    ['ogre', 1],
    ['dwarf-blitzer', 2],
    ['dwarf-runner', 1],
    ['troll-slayer', 1],
    ['dwarf-blocker', 4],
    ['gnoblar', 2],
  ]),
};

/** 990,000 gp: Dark Elves and Skaven, three re-rolls. */
export const SHADOW_TEAM: TeamFile = {
  format: 'dungeonbowl-team',
  version: 1,
  name: 'Grey Lurkers',
  roster: 'college-of-shadow',
  colours: { primary: '#0072b2', secondary: '#f0e442' },
  rerolls: 3,
  wizard: false,
  players: players(COLLEGE_OF_SHADOW, [
    ['dark-elf-blitzer', 2],
    ['gutter-runner', 1],
    ['witch-elf', 1],
    ['skaven-thrower', 1],
    ['dark-elf-lineman', 3],
    ['clanrat', 3],
  ]),
};

export const BUILTIN_TEAMS: { id: string; team: TeamFile }[] = [
  { id: 'fire', team: FIRE_TEAM },
  { id: 'shadow', team: SHADOW_TEAM },
];
