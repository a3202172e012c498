/** Dungeon Brawl ([000]) scenarios for the dungeonbrawl tests: four teams unless more are named. */
import { type Game, type Scenario, scenario } from '../../src/index.ts';

export function dbScenario(s: Scenario): Game {
  return scenario({ ...s, ruleset: 'dungeonbrawl' });
}

/**
 * x 0..19, y 0..8: floor x 1..18, y 1..7. End zone A (x 1, y 1..3) and B (x 18, y 5..7), both
 * anyone's; the entrance @ at (10,7); teleporters 0 (16,1), 1 (4,4), 2 (15,6); chests at (8,2)
 * and (12,6); a wall square at (10,4).
 */
export const HALLS = `
####################
#A..............0..#
#A......$..........#
#A.................#
#...1.....#........#
#.................B#
#...........$..2..B#
#.........@.......B#
####################
`;

/**
 * x 0..19, y 0..8. Teleporters 0 (3,1), 1 (7,1), 2 (11,1), 3 (15,1), 4 (3,3), 5 (7,3),
 * 6 (11,3), 7 (15,3), 8 (3,5), 9 (11,5); end zones A (x 1, y 1..3) and B (x 18, y 5..7).
 */
export const TEN = `
####################
#A.0...1...2...3...#
#A.................#
#A.4...5...6...7...#
#..................#
#..8.......9......B#
#.................B#
#.........@.......B#
####################
`;
