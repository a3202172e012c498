/**
 * What the bots need to know of the ruleset a game is played under, read from the ruleset module
 * the engine registers (never by comparing ruleset ids), so a ruleset added later needs no change
 * here.
 */
import { type Game, getRuleset } from '@dungeonbowl/engine';

/**
 * Does opening a chest take a square of movement (Classic: "at the cost of one square of
 * movement"), so that an opener must reach the chest with one left? Dungeon Bowl 2021 opens at
 * the end of a Move, whatever is left.
 */
export function openingCostsSquare(g: Game): boolean {
  return (getRuleset(g.rulesetId)?.chestOpeningCost ?? 0) > 0;
}
