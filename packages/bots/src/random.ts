/**
 * The random bot: uniform over the legal actions. With `endTurnWeight` below 1, ending the turn
 * (and ending an activation) is chosen less often, so random games make progress.
 */
import type { Action } from '@dungeonbowl/engine';
import type { Bot, BotTurn } from './bot.ts';

export interface RandomBotOptions {
  /** Relative weight of 'endTurn' and 'endActivation' against 1 for every other action. */
  endTurnWeight?: number;
}

const IDLE = new Set(['endTurn', 'endActivation']);

export function randomBot(options: RandomBotOptions = {}): Bot {
  const w = options.endTurnWeight ?? 1;
  return {
    id: 'random',
    choose({ decision, rng }: BotTurn): Action {
      const actions = decision.actions;
      if (w === 1 || actions.length === 1) return actions[rng.below(actions.length)];
      let total = 0;
      for (const a of actions) total += IDLE.has(a.type) ? w : 1;
      let r = rng.next() * total;
      for (const a of actions) {
        r -= IDLE.has(a.type) ? w : 1;
        if (r < 0) return a;
      }
      return actions[actions.length - 1];
    },
  };
}
