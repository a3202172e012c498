/** Helpers shared by movement.test.ts and movement-2.test.ts. */
import { type Action, type Game, legalActions, sameAction } from '../../src/index.ts';

export { HALL, rolls, tests, turnedOver } from './common.ts';

export const ROOM = `
##########
#A......B#
#A......B#
#A......B#
##########
`;

export function actions(g: Game): Action[] {
  return legalActions(g)?.actions ?? [];
}

export function offers(g: Game, a: Action): boolean {
  return actions(g).some((b) => sameAction(a, b));
}
