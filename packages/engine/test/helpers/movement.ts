/** Helpers shared by movement.test.ts and movement-2.test.ts. */
import { type Action, type Game, type GameEvent, legalActions, sameAction } from '../../src/index.ts';

export const ROOM = `
##########
#A......B#
#A......B#
#A......B#
##########
`;

/** A larger room: x 1..10 and y 1..5 are floor; A at x=1, B at x=10. */
export const HALL = `
############
#A........B#
#A........B#
#A........B#
#A........B#
#A........B#
############
`;

export function actions(g: Game): Action[] {
  return legalActions(g)?.actions ?? [];
}

export function offers(g: Game, a: Action): boolean {
  return actions(g).some((b) => sameAction(a, b));
}

export function tests(events: GameEvent[], kind: string) {
  return events.filter((e) => e.type === 'test' && e.test === kind) as Extract<GameEvent, { type: 'test' }>[];
}

export function rolls(events: GameEvent[]): string[] {
  return events.flatMap((e) => (e.type === 'roll' ? [e.purpose] : []));
}

export const turnedOver = (events: GameEvent[]) => events.some((e) => e.type === 'turnover');
