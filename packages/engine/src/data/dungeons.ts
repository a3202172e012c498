/**
 * Built-in dungeons as text maps (docs/dungeon-map.md, docs/dungeons.md). The engine does no
 * I/O, so they live here as strings; the command line can also read map files. Each map's header
 * names the rulesets whose construction rules it meets (data/dungeons/construction.ts).
 */

import { GENERATED_BOWL } from './dungeons/bowl-generated.ts';
import { BRAWL_DUNGEONS } from './dungeons/brawl.ts';
import { BRAWL_ROUNDS } from './dungeons/brawl2013.ts';

export interface BuiltinDungeon {
  id: string;
  text: string;
}

export const GREAT_HALL = `name: The Great Hall
description: A full-size dungeon built to the Dungeon Bowl 2021 rules: five corridors, five small rooms and a large hall between two end-zone rooms in opposite corners, each end zone 16 squares.
rulesets: dungeonbowl2021, classic

##################################
#AAAA############......####......#
#AAAA+..........+......####......#
#AAAA+..........+......#..#......#
#AAAA#####++#####......+..+......#
######..........+......+..+......#
######..........+......#..#......#
######..........###++###..###++###
######..........#......#..+......#
######..........#......#..+......#
######..........+......+..###++###
######..........+......+..#......#
######..........#......#..+......#
######..........#......#..+......#
######..........########..#......#
##########++############++#......#
#....+.................+..+......#
#....+.................+..+......#
#....###################..###++###
#....###################..#......#
#....###################..+..BBBB#
#....###################..+..BBBB#
#....###################..#..BBBB#
#....###################..#..BBBB#
##################################
`;

export const TRAINING_ROOM = `name: Training Room
description: A small three-room map with fixed chests and portals, for tests and quick games.
rulesets: practice

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
  ...GENERATED_BOWL,
  ...BRAWL_ROUNDS,
  ...BRAWL_DUNGEONS,
];

export function getBuiltinDungeon(id: string): BuiltinDungeon | undefined {
  return BUILTIN_DUNGEONS.find((d) => d.id === id);
}
