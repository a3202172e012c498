/**
 * What the bots need to know of the ruleset a game is played under, asked of the engine itself
 * (never by comparing ruleset ids): a tiny game is played under the ruleset once and the answer
 * kept. A ruleset added later answers the same questions with no change here.
 */
import { apply, type Game, legalActions, scenario, sq } from '@dungeonbowl/engine';

const ROOM = `
##########
#A......B#
#A..$...B#
#A......B#
##########
`;

const OPENING_COSTS = new Map<string, boolean>();

/**
 * Does opening a chest take a square of movement (Classic: "at the cost of one square of
 * movement"), so that an opener must reach the chest with one left? Dungeon Bowl 2021 opens at
 * the end of a Move, whatever is left. The question put to the engine: a player with MA 1 steps
 * next to a chest; is it still offered the opening?
 */
export function openingCostsSquare(g: Game): boolean {
  let v = OPENING_COSTS.get(g.rulesetId);
  if (v === undefined) {
    v = askOpening(g.rulesetId);
    OPENING_COSTS.set(g.rulesetId, v);
  }
  return v;
}

function askOpening(ruleset: string): boolean {
  try {
    const g = scenario({
      map: ROOM,
      ruleset,
      players: [
        { team: 0, at: [2, 2], ma: 1 },
        { team: 1, at: [8, 1] },
      ],
    });
    const declared = apply(g, { type: 'activate', player: 0, action: 'move' });
    if (!declared.ok) return false;
    const stepped = apply(declared.game, { type: 'step', to: sq(g, 3, 2) });
    if (!stepped.ok) return false;
    return !(legalActions(stepped.game)?.actions.some((a) => a.type === 'openChest') ?? false);
  } catch {
    // A ruleset the tiny game does not suit: plan as for opening at the end of a move.
    return false;
  }
}
