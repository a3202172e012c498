/**
 * Games between coaches that only pick from what legalActions offers: random play (both coaches
 * uniform, with the CLI's seeded PRNG, for `watch`) and bot games (`simulate`). The engine does
 * all the rules.
 */
import type { BotTurn, Rng } from '@dungeonbowl/bots';
import {
  type Action,
  apply,
  checkInvariants,
  createGame,
  type Decision,
  FIRE_TEAM,
  type Game,
  type GameEvent,
  type GameOptions,
  type GameSetup,
  getRuleset,
  legalActions,
  printableLine,
  rulesetIds,
  SHADOW_TEAM,
  type TeamSetup,
  view,
} from '@dungeonbowl/engine';
import { UserError } from './io.ts';
import { seededRng } from './rng.ts';

/** Far above any game under a turn limit (about a thousand steps): it only guards against a hang. */
export const STEP_CAP = 100_000;

/** The teams default to the two box teams (Fire against Shadow); the ruleset to the engine's default. */
export function randomSetup(
  dungeonText: string,
  teams: TeamSetup[] = [FIRE_TEAM, SHADOW_TEAM],
  ruleset?: string,
): GameSetup {
  return ruleset === undefined ? { dungeon: dungeonText, teams } : { ruleset, dungeon: dungeonText, teams };
}

/** A --ruleset value, checked before anything else is read: an unknown id lists the known ones. */
export function checkRulesetOption(id: string | undefined, turnLimit?: number): void {
  const rs = id === undefined ? undefined : getRuleset(id);
  if (id !== undefined && !rs)
    throw new UserError(`unknown ruleset '${printableLine(id)}' (known: ${rulesetIds().join(', ')})`);
  // A match of several touchdowns ends only by time ([002]): nobody keeps time here, so the
  // turn limit stands in for the clock and cannot be switched off.
  if (turnLimit === 0 && rs && rs.defaults.matchMinutes !== null)
    throw new UserError(
      `--turn-limit 0: a ${rs.name} match ends only when its time is up, and here a turn limit keeps time; give one of at least 1`,
    );
}

/** A turn limit of 0 means none: play until a touchdown (or the step cap). */
export function gameOptions(seed: number, turnLimit: number): GameOptions {
  return { seed, rules: { turnLimit: turnLimit > 0 ? turnLimit : null } };
}

export interface RandomGameOptions {
  /** Receives the events of the set-up and of every step (events are off when absent). */
  onEvents?: (events: GameEvent[], game: Game) => void | Promise<void>;
  /** Keep the actions, for a game record. */
  keepActions?: boolean;
  maxSteps?: number;
  /** Check the engine's invariants after every step (one ball, one player per square, ...). */
  check?: boolean;
}

export interface PlayedGame {
  game: Game;
  steps: number;
  /** Stopped by the step cap, not by the rules. */
  capped: boolean;
  actions: Action[];
  /** Broken invariants, each with the step it was found at (empty when all held). */
  violations: string[];
}

export function newGame(setup: GameSetup, options: GameOptions): { game: Game; events: GameEvent[] } {
  const made = createGame(setup, options);
  if (!made.ok) {
    const problems = made.errors.map((e) => `${e.path}: ${e.message}`);
    // One problem (a map made for another ruleset, say) is one line; several are listed below.
    if (problems.length === 1) throw new UserError(`cannot set up the game: ${problems[0]}`);
    throw new UserError('cannot set up the game:', problems);
  }
  return made;
}

export async function playRandomGame(
  setup: GameSetup,
  options: GameOptions,
  botSeed: number,
  opts: RandomGameOptions = {},
): Promise<PlayedGame> {
  const { game, events } = newGame(setup, options);
  const rng = seededRng(botSeed);
  const withEvents = !!opts.onEvents;
  const cap = opts.maxSteps ?? STEP_CAP;
  const actions: Action[] = [];
  const violations: string[] = [];
  if (opts.onEvents) await opts.onEvents(events, game);
  let steps = 0;
  while (!game.result && steps < cap) {
    const decision = legalActions(game);
    if (!decision) break;
    const a = decision.actions[rng.below(decision.actions.length)];
    // Trusted and in place: the action comes straight from legalActions and the game is ours.
    const r = apply(game, a, { inPlace: true, events: withEvents, trusted: true });
    if (!r.ok)
      throw new Error(`the engine refused its own legal action ${JSON.stringify(a)}: ${r.error.message}`);
    steps++;
    if (opts.keepActions) actions.push(a);
    if (opts.check) {
      for (const v of checkInvariants(game)) violations.push(`step ${steps}: ${v}`);
    }
    if (opts.onEvents) await opts.onEvents(r.events, game);
  }
  return { game, steps, capped: !game.result, actions, violations };
}

/** A coach in a bot game: one of our bots, or a bot program whose answers arrive later. */
export interface Coach {
  readonly id: string;
  choose(turn: BotTurn): Action | Promise<Action>;
}

export interface BotGameOptions {
  keepActions?: boolean;
  maxSteps?: number;
  check?: boolean;
}

export interface PlayedBotGame extends PlayedGame {
  /** Chests opened without the ball before the ball came out of its chest (null: never found). */
  chestsBeforeBall: number | null;
  /** Players brought in from the reserves ([002]: onto an entrance square or through a teleporter). */
  entries: number;
  /** [002] KO rushes tried, and those that brought the player back. */
  koRushes: number;
  koRushesBack: number;
}

/** Counts of the ways players came back into the dungeon, as the actions are taken. */
function countEntry(
  game: Game,
  a: Action,
  played: { entries: number; koRushes: number; koRushesBack: number },
) {
  if (a.type === 'enterReserve' || a.type === 'enterPortal') played.entries++;
  if (a.type === 'koRush') {
    played.koRushes++;
    if (game.players[a.player].status !== 'ko') played.koRushesBack++;
  }
}

/**
 * The view a bot sees, made only when the bot reads it: cloning the game for every decision
 * would cost more than the random bot's whole choice.
 */
class LazyTurn implements BotTurn {
  private seen: Game | null = null;
  // A true private field: the whole game (the ball's chest, the dice) is out of a bot's reach.
  readonly #game: Game;
  constructor(
    game: Game,
    readonly decision: Decision,
    readonly rng: Rng,
  ) {
    this.#game = game;
  }
  get team(): number {
    return this.decision.team;
  }
  get view(): Game {
    this.seen ??= view(this.#game, this.decision.team);
    return this.seen;
  }
}

/** Plays a game to its end with one coach and one PRNG per team (by team index). */
export async function playBotGame(
  setup: GameSetup,
  options: GameOptions,
  coaches: Coach[],
  rngs: Rng[],
  opts: BotGameOptions = {},
): Promise<PlayedBotGame> {
  const { game } = newGame(setup, options);
  const cap = opts.maxSteps ?? STEP_CAP;
  const actions: Action[] = [];
  const violations: string[] = [];
  let chestsBeforeBall: number | null = null;
  const entry = { entries: 0, koRushes: 0, koRushesBack: 0 };
  let steps = 0;
  while (!game.result && steps < cap) {
    const decision = legalActions(game);
    if (!decision) break;
    const coach = coaches[decision.team];
    let a: Action = decision.actions[0];
    // A decision with one legal action is played without asking, as playBots does.
    if (decision.actions.length > 1) {
      const chosen = coach.choose(new LazyTurn(game, decision, rngs[decision.team]));
      a = chosen instanceof Promise ? await chosen : chosen;
    }
    // An action taken from the list needs no legality check; anything else gets one.
    const r = apply(game, a, { inPlace: true, events: false, trusted: decision.actions.includes(a) });
    if (!r.ok)
      throw new Error(`bot '${coach.id}' chose an illegal action ${JSON.stringify(a)}: ${r.error.message}`);
    steps++;
    countEntry(game, a, entry);
    if (opts.keepActions) actions.push(a);
    if (opts.check) for (const v of checkInvariants(game)) violations.push(`step ${steps}: ${v}`);
    if (chestsBeforeBall === null && game.ball.state !== 'hidden') {
      chestsBeforeBall = game.chests.filter((c) => c.open && !c.hasBall).length;
    }
  }
  return { game, steps, capped: !game.result, actions, violations, chestsBeforeBall, ...entry };
}
