/** Helpers many rule tests share: the plain 10 by 5 room and event filters. */
import type { GameEvent } from '../../src/index.ts';

/** x 0..11, y 0..6: floor x 2..9 and y 1..5, end zones A (x 1, team 0's) and B (x 10, team 1's). */
export const HALL = `
############
#A........B#
#A........B#
#A........B#
#A........B#
#A........B#
############
`;

/** The tests of one kind ('dodge', 'pass', ...) among the events. */
export function tests(events: GameEvent[], kind: string) {
  return events.filter(
    (e): e is Extract<GameEvent, { type: 'test' }> => e.type === 'test' && e.test === kind,
  );
}

/** What each die was rolled for, in order. */
export function rolls(events: GameEvent[]): string[] {
  return events.flatMap((e) => (e.type === 'roll' ? [e.purpose] : []));
}

export const turnedOver = (events: GameEvent[]) => events.some((e) => e.type === 'turnover');
