/** BRAWL Dungeonbowl 2013 ([002]) scenarios for the brawl tests. */
import { type Game, type Scenario, scenario } from '../../src/index.ts';

export function brawlScenario(s: Scenario): Game {
  return scenario({ ...s, ruleset: 'brawl2013' });
}

/**
 * x 0..13, y 0..6. Team 0 sets up on A (x 2-3) and scores in team 1's passages b (x 12); team 1
 * sets up on B (x 10-11) and scores in a (x 1). Chests at (8,2) and (7,4); teleporters 1 (5,2)
 * and 2 (5,5).
 */
export const ARENA = `
##############
#aAA......BBb#
#aAA.1..$.BBb#
##AA......BB##
#aAA...$..BBb#
#aAA.2....BBb#
##############
`;

/**
 * x 0..13, y 0..6, for the teleporter and passing tests: teleporters 1 (5,2), 2 (5,5), 3 (8,2),
 * 4 (8,3), 5 (4,4) and 6 (7,4); a wall square at (9,1); a chest at (9,5). Team 0 sets up on A (x 2-3)
 * and scores in b (x 12); team 1 sets up on B (x 10-11) and scores in a (x 1).
 */
export const PADS = `
##############
#aAA.....#BBb#
#aAA.1..3.BBb#
##AA....4.BB##
#aAA5..6..BBb#
#aAA.2...$BBb#
##############
`;

/**
 * [002] traps: x 0..17, y 0..7. An open pit at (6..7, 2..3), a 2x2 trapdoor over a pit at
 * (10..11, 2..3), a spiked pit at (6..7, 5..6). Team 0 sets up on A, team 1 on B.
 */
export const PITS = `
trapdoor: pit

##################
#aAA..........BBb#
#aAA..uu..tt..BBb#
##AA..uu..tt..BB##
#aAA..........BBb#
#aAA..^^......BBb#
##AA..^^......BB##
##################
`;

/**
 * [002] the black space: x 0..17, y 0..6. A leap line at (6, 1..3) over the chasm at (7, 1..3)
 * onto the floor at (8, 1..3); lava at (7..8, 5); a 2x2 trapdoor over the chasm at (11..12, 2..3);
 * leaps here at -1.
 */
export const DROPS = `
trapdoor: chasm
leap-modifier: -1

##################
#aAA..=_......BBb#
#aAA..=_...tt.BBb#
##AA..=_...tt.BB##
#aAA..........BBb#
#aAA...~~.....BBb#
##################
`;

/**
 * A rotating room ([002] Hogwurts) of 6 x 6 at x 4..9, y 3..8: its ring of walls (R) with a doorway
 * north (5,3)-(6,3) and south (7,8)-(8,8), a chest at (5,5) and teleporter 1 at (8,6) on its floor.
 * Fixed doors outside: north (5,2)-(6,2), south (7,9)-(8,9), west (3,6)-(3,7), east (10,4)-(10,5);
 * a quarter turn left brings the north doorway to the west door and the south one to the east
 * door. A corridor runs round it; team 1 sets up on B (11,1), scores in a (1,10); team 0 sets up
 * on A (2,10) and scores in b (12,1).
 */
export const ROOM = `
##############
#..........Bb#
#..##++####..#
#..#RrrRRR#..#
#..#RrrrrR+..#
#..#R$rrrR+..#
#..+Rrrr1R#..#
#..+RrrrrR#..#
#..#RRRrrR#..#
#..####++##..#
#aA..........#
##############
`;

/** The room's square (i, j) (0..5 from its north-west corner) as [x, y] on the ROOM map. */
export const inRoom = (i: number, j: number): [number, number] => [4 + i, 3 + j];

/**
 * The stone ball's corridor ([002] The Temple of Doom): 4 wide at x 5..8, from y 1 to y 10 (the
 * ball's north edge goes from row 1 to row 7). Team 0 sets up on A (2,1) and scores in b (12,10);
 * team 1 sets up on B (11,10) and scores in a (1,1).
 */
export const TEMPLE = `
##############
#aA..ssss....#
#....ssss....#
#....ssss....#
#....ssss....#
#....ssss....#
#....ssss....#
#....ssss....#
#....ssss....#
#....ssss....#
#....ssss..Bb#
##############
`;
