/** Helpers shared by skills-block.test.ts and skills-block-2.test.ts. */
import { type Action, type Game, type GameEvent, legalActions } from '../../src/index.ts';

export const ROOM = `
##########
#A......B#
#A......B#
#A......B#
#A......B#
##########
`;

export const PD = 1;
export const BD = 2;
export const PUSH = 3;
export const POW = 6;

export const block = (player: number, target: number): Action => ({
  type: 'activate',
  player,
  action: 'block',
  target,
});
export const blitz = (player: number, target: number): Action => ({
  type: 'activate',
  player,
  action: 'blitz',
  target,
});
export const hit = (target: number): Action => ({ type: 'block', target });
export const pushTo = (s: number): Action => ({ type: 'pushTo', sq: s });
export const follow = (yes: boolean): Action => ({ type: 'followUp', yes });
export const use = (skill: string, yes: boolean): Action => ({ type: 'useSkill', skill, yes });

export function rolls(events: GameEvent[], purpose: string): number[] {
  return events.flatMap((e) => (e.type === 'roll' && e.purpose === purpose ? [e.value] : []));
}

export function blockDice(events: GameEvent[]) {
  return events.flatMap((e) => (e.type === 'blockDice' ? [e] : []));
}

export function skillUsed(events: GameEvent[], skill: string) {
  return events.filter((e) => e.type === 'skill' && e.skill === skill);
}

export function actionsOf(g: Game): Action[] {
  return legalActions(g)?.actions ?? [];
}

export function pushChoices(g: Game): number[] {
  return actionsOf(g).flatMap((a) => (a.type === 'pushTo' ? [a.sq] : []));
}

/** Back at the team turn: the activation is over. */
export function activationOver(g: Game): boolean {
  return g.stack[g.stack.length - 1]?.t === 'turn';
}
