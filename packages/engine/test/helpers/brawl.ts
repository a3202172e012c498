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
