/**
 * Rollout policies for the search bot: who plays the rest of a playout once the tree has run
 * out. 'random' is the random bot weighted away from ending the turn; 'stop' ends the rolling
 * team's activations and turn as soon as it may (random otherwise), so a playout measures only
 * what the tree chose; 'scripted' is the scripted bot, once packages/bots exports one.
 */
import type { Action } from '@dungeonbowl/engine';
import type { Bot, BotTurn } from './bot.ts';
import * as exported from './index.ts';
import { randomBot } from './random.ts';

export type RolloutName = 'random' | 'stop' | 'scripted';

const STOP = new Set(['endActivation', 'endTurn', 'noReroll', 'noSpell', 'noInterference']);

/** Ends activations and the turn at once; any other decision (a block die, a push) at random. */
export function stopBot(): Bot {
  return {
    id: 'stop',
    choose({ decision, rng }: BotTurn): Action {
      for (const a of decision.actions) if (STOP.has(a.type)) return a;
      return decision.actions[rng.below(decision.actions.length)];
    },
  };
}

/** The scripted bot's factory, if the package exports one yet (read at call time: cycles). */
export function scriptedFactory(): ((o?: Record<string, unknown>) => Bot) | null {
  const f = (exported as unknown as Record<string, unknown>).scriptedBot;
  return typeof f === 'function' ? (f as (o?: Record<string, unknown>) => Bot) : null;
}

/** A rollout policy by name; 'scripted' falls back to 'random' while there is no scripted bot. */
export function rolloutPolicy(name: RolloutName | Bot | undefined): Bot {
  if (name && typeof name === 'object') return name;
  const scripted = scriptedFactory();
  if ((name === undefined || name === 'scripted') && scripted) return scripted();
  if (name === 'stop') return stopBot();
  return randomBot({ endTurnWeight: 0.05 });
}
