/** Classic Dungeonbowl ([003]) scenarios and small helpers for the classic tests. */
import {
  type Action,
  type Game,
  type GameEvent,
  legalActions,
  type Scenario,
  scenario,
} from '../../src/index.ts';

export function classicScenario(s: Scenario): Game {
  return scenario({ ...s, ruleset: 'classic' });
}

export const legal = (g: Game): Action[] => legalActions(g)?.actions ?? [];

export const hasAction = (g: Game, a: Action) =>
  legal(g).some((x) => JSON.stringify(x) === JSON.stringify(a));

export const ofType = <T extends GameEvent['type']>(events: GameEvent[], t: T) =>
  events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === t);

export const activeTeamOf = (g: Game) => g.turn.order[g.turn.index];

/** Six teleport pads: 1 (3,2), 2 (6,2), 3 (9,2), 4 (3,4), 5 (6,4), 6 (9,4); end zones A (x 1), B (x 12). */
export const PADS = `
##############
#A..........B#
#A.1..2..3..B#
#A..........B#
#A.4..5..6..B#
#A..........B#
##############
`;
