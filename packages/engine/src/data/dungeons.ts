/**
 * Built-in dungeons as text maps (docs/dungeon-map.md). The engine does no I/O, so they live here
 * as strings; the command line can also read map files.
 */

export interface BuiltinDungeon {
  id: string;
  text: string;
}

export const GREAT_HALL = `name: The Great Hall
description: A full-size dungeon built to the Dungeon Bowl 2021 rules: five corridors, five small rooms and a large hall, end zones in opposite corners.
rulesets: dungeonbowl2021

##################################
#AAAA############......####......#
#AAAA+..........+......####......#
#AAAA+..........+......+..#......#
#AAAA#####++#####......+..+......#
#AAAA#..........#......#..+......#
######..........#......#..#......#
######..........###++###..########
######..........#......#..+......#
######..........+......#..+......#
######..........+......+..###++###
######..........#......+..#......#
######..........#......#..#......#
######..........#......#..#......#
######..........########..#......#
##########++############++#......#
#....+.................+..#......#
#....+.................+..#......#
#....###################..###++###
#....###################..#BBBBBB#
#....###################..+BBBBBB#
#....###################..+BBBBBB#
#....###################..#BBBBBB#
#....###################..#BBBBBB#
##################################
`;

export const TRAINING_ROOM = `name: Training Room
description: A small three-room map with fixed chests and portals, for tests and quick games.
rulesets: dungeonbowl2021

################
#AAA#......#BBB#
#AAA#..$.2.#BBB#
#AAA+......#BBB#
#AAA+......+BBB#
#AAA#......+BBB#
#AAA#.1.$..#BBB#
#AAA#......#BBB#
################
`;

export const BUILTIN_DUNGEONS: BuiltinDungeon[] = [
  { id: 'great-hall', text: GREAT_HALL },
  { id: 'training-room', text: TRAINING_ROOM },
];

export function getBuiltinDungeon(id: string): BuiltinDungeon | undefined {
  return BUILTIN_DUNGEONS.find((d) => d.id === id);
}
