/** Helpers shared by skills-shadow.test.ts and skills-shadow-2.test.ts. */
import { type Action, type Game, type GameEvent, legalActions } from '../../src/index.ts';

export { HALL } from './common.ts';

/** HALL with portal 1 at (4,3) and portal 2 at (8,1). */
export const PORTALS = `
############
#A......2.B#
#A........B#
#A..1.....B#
#A........B#
#A........B#
############
`;

/** HALL with a third end zone C along the bottom row. */
export const THREE = `
############
#A........B#
#A........B#
#A........B#
#A........B#
#ACCCCCCCCB#
############
`;

export const PD = 1;
export const PUSH = 3;

export function actions(g: Game): Action[] {
  return legalActions(g)?.actions ?? [];
}

export function declares(g: Game, pi: number, kind: string): boolean {
  return actions(g).some((a) => a.type === 'activate' && a.player === pi && a.action === kind);
}

export function rolls(events: GameEvent[], purpose: string): number[] {
  return events.flatMap((e) => (e.type === 'roll' && e.purpose === purpose ? [e.value] : []));
}

export const turnedOver = (events: GameEvent[]) => events.some((e) => e.type === 'turnover');

/** The team-turn decision is back: the activation is over. */
export const activationOver = (g: Game) => actions(g).some((a) => a.type === 'endTurn');

export const shadow = (player: number): Action => ({
  type: 'useSkill',
  skill: 'shadowing',
  yes: true,
  player,
});
export const noShadow: Action = { type: 'useSkill', skill: 'shadowing', yes: false };
