/**
 * The bot interface. A bot is asked for one action at a time and sees only what its coach may
 * see: `view(game, team)` from the engine (which chest holds the ball and the dice generator are
 * hidden). It must return one of `decision.actions`. Anyone can implement it in TypeScript; bots
 * in other languages use the line protocol of `dungeonbowl bot-server` (docs/bot-protocol.md).
 */
import { type Action, type Decision, type Game, sameAction } from '@dungeonbowl/engine';
import type { Rng } from './rng.ts';

export interface BotTurn {
  /** The game as this coach may see it. */
  view: Game;
  /** The team the bot coaches. */
  team: number;
  /** Who decides (this bot's team) and every legal action. */
  decision: Decision;
  /**
   * The bot's own seeded randomness. Never seeded from the game's dice seed (a bot that knew it
   * could foresee every roll and find the ball): `playBots` seeds it from its own `seed` option.
   */
  rng: Rng;
}

export interface Bot {
  /** Short id used on the command line: 'random', 'scripted', 'search'. */
  readonly id: string;
  choose(turn: BotTurn): Action;
  /**
   * Optional: a copy of the bot with the same memory (plans for the turn under way), which then
   * goes its own way. The search bot's playouts continue a policy's plans with it.
   */
  fork?(): Bot;
}

/** Makes a bot from its options (how it plays); nothing about a game, its seed least of all. */
export type BotFactory = (options?: Record<string, unknown>) => Bot;

/** Whether `a` is one of the offered actions (the same object, or one equal to it). */
export function isOffered(a: Action, actions: Action[]): boolean {
  return actions.includes(a) || actions.some((x) => sameAction(x, a));
}
