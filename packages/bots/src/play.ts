/**
 * Plays a game between bots through the engine's public API: each bot gets its coach's view and
 * the legal actions, and the engine applies what it chooses.
 */
import {
  type Action,
  apply,
  type Decision,
  type Game,
  type GameEvent,
  legalActions,
  view,
} from '@dungeonbowl/engine';
import type { Bot, BotTurn } from './bot.ts';
import { type Rng, seededRng } from './rng.ts';

export interface BotGameOptions {
  /**
   * Seed for the bots' own randomness (each team gets its own stream). Give the bots a seed of
   * their own, not the game's dice seed: a bot can read its stream's state, and from the dice
   * seed it could find the ball and foresee every roll.
   */
  seed: number;
  /** Stop after this many actions (a guard; games under a turn limit end long before). */
  maxSteps?: number;
  /** Called with the events of every step (events are off when absent). */
  onStep?: (events: GameEvent[], game: Game, action: Action) => void;
  /** Show bots the full state instead of their coach's view (faster; for trusted bots only). */
  fullInformation?: boolean;
}

export interface BotGameResult {
  game: Game;
  steps: number;
  actions: Action[];
  capped: boolean;
}

/**
 * A bot's turn whose view is made only when the bot reads it: the view is a full copy of the
 * game, which costs more than the random bot's whole choice, and a bot with one action to take
 * is not asked at all.
 */
class LazyTurn implements BotTurn {
  // True private fields: the whole game (the ball's chest, the dice) is out of a bot's reach.
  #game: Game | null;
  readonly #full: boolean;
  #seen: Game | null = null;
  constructor(
    game: Game,
    readonly decision: Decision,
    readonly rng: Rng,
    full: boolean,
  ) {
    this.#game = game;
    this.#full = full;
  }
  get team(): number {
    return this.decision.team;
  }
  get view(): Game {
    if (this.#seen) return this.#seen;
    // Once the bot has chosen, the game has moved on: a turn kept and read later shows nothing new.
    if (!this.#game) throw new Error("a bot's turn is over once it has chosen: its view is gone");
    this.#seen = this.#full ? this.#game : view(this.#game, this.decision.team);
    return this.#seen;
  }
  /** The bot has chosen: the game is let go. */
  end(): void {
    this.#game = null;
  }
}

/** The bot's choice, on a turn that ends with it. */
function ask(bot: Bot, game: Game, decision: Decision, rngs: Rng[], o: BotGameOptions): Action {
  const turn = new LazyTurn(game, decision, rngs[decision.team], !!o.fullInformation);
  try {
    return bot.choose(turn);
  } finally {
    turn.end();
  }
}

/** Plays `game` (mutated in place) to its end with one bot per team. */
export function playBots(game: Game, bots: Bot[], o: BotGameOptions): BotGameResult {
  const rngs: Rng[] = bots.map((_, i) => seededRng(o.seed * 7919 + i * 104729 + 1));
  const cap = o.maxSteps ?? 200_000;
  const actions: Action[] = [];
  let steps = 0;
  while (!game.result && steps < cap) {
    const decision = legalActions(game);
    if (!decision) break;
    const bot = bots[decision.team];
    const action = decision.actions.length === 1 ? decision.actions[0] : ask(bot, game, decision, rngs, o);
    // Trusted: an action that is one of the listed objects (frozen) skips the search for an equal
    // one; any other object the bot returns is still read and checked by value.
    const r = apply(game, action, { inPlace: true, events: !!o.onStep, trusted: true });
    if (!r.ok)
      throw new Error(
        `bot '${bot.id}' chose an illegal action ${JSON.stringify(action)}: ${r.error.message}`,
      );
    actions.push(action);
    steps++;
    o.onStep?.(r.events, game, action);
  }
  return { game, steps, actions, capped: !game.result };
}
