/** Helpers shared by skills-activation.test.ts and skills-activation-2.test.ts. */
import {
  type Action,
  type ActionKind,
  type Game,
  type GameEvent,
  legalActions,
  sameAction,
} from '../../src/index.ts';

export { HALL } from './common.ts';

export const PUSH = 3;

export function actions(g: Game): Action[] {
  return legalActions(g)?.actions ?? [];
}

export function offers(g: Game, a: Action): boolean {
  return actions(g).some((b) => sameAction(a, b));
}

export function rolls(events: GameEvent[]): string[] {
  return events.flatMap((e) => (e.type === 'roll' ? [e.purpose] : []));
}

export const turnedOver = (events: GameEvent[]) => events.some((e) => e.type === 'turnover');
export const declare = (player: number, action: ActionKind, target?: number): Action =>
  target === undefined ? { type: 'activate', player, action } : { type: 'activate', player, action, target };
/** Back at the team-turn decision: the activation is over. */
export const atTeamTurn = (g: Game) => offers(g, { type: 'endTurn' });
export const steps = (g: Game) => actions(g).filter((a) => a.type === 'step');
