/**
 * The public API: createGame, legalActions, apply, view. Everything else in the project gets the
 * rules through these functions.
 */
import { type Action, sameAction } from './actions.ts';
import { type Ctx, type Decision, handlerFor, settle, top } from './core.ts';
import { DiceError, scriptedDice, seededDice } from './dice.ts';
import { type Dungeon, parseDungeon } from './dungeon/map.ts';
import type { GameEvent } from './events.ts';
import './rules/index.ts';
import {
  buildTeams,
  checkRuleset,
  type GameOptions,
  type GameSetup,
  parseSetupDungeon,
  type SetupError,
  validateOptions,
} from './setup.ts';
import { clone, type Game, type Player, type Team } from './state.ts';

export interface EngineError {
  code: string;
  message: string;
  /** For DICE_EXHAUSTED: the die the engine needed (a table-top client asks for it and retries). */
  die?: { sides: number; purpose: string };
}

export type CreateResult =
  | { ok: true; game: Game; events: GameEvent[] }
  | { ok: false; errors: SetupError[] };

export type ApplyResult = { ok: true; game: Game; events: GameEvent[] } | { ok: false; error: EngineError };

const DUNGEONS = new Map<string, Dungeon>();

/** The parsed dungeon of a game, shared between every copy of it (never cloned). */
export function dungeonOf(g: Game): Dungeon {
  let d = DUNGEONS.get(g.dungeonText);
  if (!d) {
    const r = parseDungeon(g.dungeonText);
    if (!r.ok) throw new Error(`the game's dungeon does not parse: ${r.errors[0].message}`);
    d = r.value;
    if (DUNGEONS.size > 256) DUNGEONS.clear();
    DUNGEONS.set(g.dungeonText, d);
  }
  return d;
}

function context(g: Game, events: boolean): Ctx {
  return { g, d: dungeonOf(g), events: events ? [] : null };
}

/** The state before the pre-game: players in reserve, the first pre-game step on the stack. */
function newGameState(
  rulesetId: string,
  rules: Game['options'],
  dungeon: Dungeon,
  teams: Team[],
  players: Player[],
  options: GameOptions,
): Game {
  return {
    format: 'dungeonbowl-game',
    version: 1,
    rulesetId,
    options: rules,
    dungeonText: dungeon.text,
    width: dungeon.width,
    teams,
    players,
    occ: new Array(dungeon.width * dungeon.height).fill(-1),
    chests: dungeon.fixedChests.map((sq) => ({ sq, hasBall: false, open: false })),
    portals: dungeon.fixedPortals.map((p) => ({ ...p })),
    ball: { state: 'hidden', sq: -1, carrier: -1 },
    turn: {
      order: teams.map((_, i) => i),
      index: -1,
      number: 0,
      used: {
        blitz: false,
        pass: false,
        handOff: false,
        foul: false,
        throwTeamMate: false,
        kickTeamMate: false,
        portalEntry: false,
        sponge: false,
        teamReroll: false,
      },
      turnover: false,
    },
    stack: [
      {
        t: 'pregame',
        phase: 'placementRoll',
        placeOrder: [],
        placeChests: dungeon.fixedChests.length === 0,
        placePortals: dungeon.fixedPortals.length === 0,
        placed: 0,
        zoneOrder: [],
        zoneIndex: 0,
        deployIndex: 0,
        deployed: 0,
      },
    ],
    dice: options.dice ? scriptedDice(options.dice) : seededDice(options.seed ?? 1),
    result: null,
    step: 0,
  };
}

export function createGame(setup: GameSetup, options: GameOptions = {}): CreateResult {
  const errors: SetupError[] = [];
  if (!setup || typeof setup !== 'object') {
    return { ok: false, errors: [{ code: 'BAD_SETUP', message: 'the setup must be an object', path: '' }] };
  }
  const rs = checkRuleset(setup.ruleset, errors);
  const dungeon = parseSetupDungeon(setup.dungeon, errors);
  const { teams, players } = buildTeams(setup.teams, errors);
  const rules = rs ? validateOptions(options ?? {}, rs.defaults, errors) : null;
  if (dungeon && Array.isArray(setup.teams) && dungeon.endZones.length < setup.teams.length) {
    errors.push({
      code: 'TOO_FEW_END_ZONES',
      message: `the dungeon has ${dungeon.endZones.length} end zones for ${setup.teams.length} teams`,
      path: 'dungeon',
    });
  }
  if (errors.length > 0 || !rs || !dungeon || !rules) return { ok: false, errors };
  const g = newGameState(rs.id, rules, dungeon, teams, players, options);
  DUNGEONS.set(dungeon.text, dungeon);
  const ctx = context(g, true);
  try {
    settle(ctx);
  } catch (e) {
    if (e instanceof DiceError) {
      const die = { sides: e.sides, purpose: e.purpose };
      return { ok: false, errors: [{ code: e.code, message: e.message, path: 'options.dice', die }] };
    }
    throw e;
  }
  return { ok: true, game: g, events: ctx.events ?? [] };
}

/**
 * The decision `settle` found at the end of the last `apply`, kept so that listing the legal
 * actions right after a step costs nothing. Keyed by the game object and checked against its step
 * counter and top frame, so a state changed by other means is listed afresh.
 */
const DECIDED = new WeakMap<Game, { step: number; frame: unknown; decision: Decision | null }>();

/** Who decides now and every action they may take; null once the game is over. */
export function legalActions(g: Game): Decision | null {
  if (g.result) return null;
  const f = top(g);
  if (!f) return null;
  const cached = DECIDED.get(g);
  if (cached && cached.step === g.step && cached.frame === f) return cached.decision;
  const h = handlerFor(f);
  const decision = h.decide ? h.decide(context(g, false), f) : null;
  DECIDED.set(g, { step: g.step, frame: f, decision });
  return decision;
}

export interface ApplyOptions {
  /** Record events (default true). Bulk simulations switch them off. */
  events?: boolean;
  /**
   * Mutate the given game instead of a copy (default false). Faster; on an error the game may be
   * left part-way, so only use it with seeded dice and actions from legalActions.
   */
  inPlace?: boolean;
  /** Skip the legality check (the action must come from legalActions). */
  trusted?: boolean;
}

function isAction(a: unknown): a is Action {
  return !!a && typeof a === 'object' && typeof (a as { type?: unknown }).type === 'string';
}

/** Applies one action and resolves everything automatic up to the next decision. */
export function apply(game: Game, action: Action, opts: ApplyOptions = {}): ApplyResult {
  if (game.result) return { ok: false, error: { code: 'GAME_OVER', message: 'the game is over' } };
  if (!isAction(action)) {
    return {
      ok: false,
      error: { code: 'BAD_ACTION', message: 'an action is an object with a "type" field' },
    };
  }
  if (!top(game)) return { ok: false, error: { code: 'NO_DECISION', message: 'no decision is pending' } };
  const decision = opts.trusted ? null : legalActions(game);
  if (!opts.trusted && !decision) {
    return { ok: false, error: { code: 'NO_DECISION', message: 'no decision is pending' } };
  }
  if (decision && !decision.actions.some((a) => sameAction(a, action))) {
    return {
      ok: false,
      error: {
        code: 'ILLEGAL_ACTION',
        message: `illegal action ${JSON.stringify(action)}: not among the ${decision.actions.length} legal actions for ${game.teams[decision.team]?.name ?? 'the deciding team'}`,
      },
    };
  }
  const g = opts.inPlace ? game : clone(game);
  const ctx = context(g, opts.events ?? true);
  try {
    const f = top(g)!;
    handlerFor(f).act!(ctx, f, action);
    const next = settle(ctx);
    g.step++;
    if (!g.result) DECIDED.set(g, { step: g.step, frame: top(g), decision: next });
  } catch (e) {
    if (e instanceof DiceError) {
      return {
        ok: false,
        error: { code: e.code, message: e.message, die: { sides: e.sides, purpose: e.purpose } },
      };
    }
    throw e;
  }
  return { ok: true, game: g, events: ctx.events ?? [] };
}

/**
 * The game as one coach may see it: which chest holds the ball and the dice generator's state are
 * removed. `team` -1 gives a spectator's view.
 */
export function view(g: Game, _team: number): Game {
  const v = clone(g);
  v.chests = v.chests.map((c) => ({ ...c, hasBall: c.open ? c.hasBall : false }));
  v.dice = { kind: 'scripted', rolls: [], pos: 0 };
  return v;
}

/** Events as a coach may see them: secret rolls removed. */
export function viewEvents(events: GameEvent[]): GameEvent[] {
  return events.filter((e) => !(e.type === 'roll' && e.secret));
}
