/** Helpers shared by skills-pass.test.ts and skills-pass-2.test.ts. */
import {
  type Action,
  type Game,
  type GameEvent,
  legalActions,
  play,
  type ScenarioPlayer,
  scenario,
  sq,
} from '../../src/index.ts';

import { HALL as ROOM } from './common.ts';

export { ROOM };

export const tests = (events: GameEvent[], kind: string) =>
  events.filter((e): e is Extract<GameEvent, { type: 'test' }> => e.type === 'test' && e.test === kind);
export const skillUsed = (events: GameEvent[], skill: string) =>
  events.filter((e): e is Extract<GameEvent, { type: 'skill' }> => e.type === 'skill' && e.skill === skill);
export const turnedOver = (events: GameEvent[]) => events.some((e) => e.type === 'turnover');
export const legal = (g: Game): Action[] => legalActions(g)?.actions ?? [];
/** The team turn is asking for the next activation: no activation is going on. */
export const activationOver = (g: Game) => legal(g).some((a) => a.type === 'endTurn');
export const use = (skill: string, yes: boolean, player?: number): Action =>
  player === undefined ? { type: 'useSkill', skill, yes } : { type: 'useSkill', skill, yes, player };

/** Player 0 (team 0) at (3, 3) holds the ball; the others follow. */
export function passing(
  others: ScenarioPlayer[],
  dice: number[],
  passer: Partial<ScenarioPlayer> = {},
): Game {
  return scenario({
    map: ROOM,
    players: [{ team: 0, at: [3, 3], ...passer }, ...others],
    ball: { carrier: 0 },
    dice,
  });
}

export function pass(g: Game, x: number, y: number, more: Action[] = []) {
  return play(g, [
    { type: 'activate', player: 0, action: 'pass' },
    { type: 'pass', to: sq(g, x, y) },
    ...more,
  ]);
}

export function handOff(g: Game, to: number, more: Action[] = []) {
  return play(g, [{ type: 'activate', player: 0, action: 'handOff' }, { type: 'handOff', to }, ...more]);
}
