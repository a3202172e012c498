/**
 * The public API: createGame, legalActions, apply, view. Everything else in the project gets the
 * rules through these functions.
 */
import { type Action, sameAction } from './actions.ts';
import { applyClock, type ClockAction, clockActions, isClockAction } from './clock.ts';
import { concede, concedeProblem, isConcedeAction } from './concede.ts';
import { type Ctx, handlerFor, type Offer, settle, top } from './core.ts';
import { type Decision, decisionOf } from './decision-context.ts';
import { DiceError, type DieRequest, dieRequest, scriptedDice, seededDice } from './dice.ts';
import type { Dungeon } from './dungeon/map.ts';
import { keepDungeon, keptDungeon, sharedDungeon } from './dungeon/shared.ts';
import type { GameEvent } from './events.ts';
import { pushAll } from './limits.ts';
import './rules/index.ts';
import { getRuleset, type Ruleset } from './rulesets/index.ts';
import {
  buildTeams,
  checkMapRuleset,
  checkRuleset,
  checkSeating,
  type GameOptions,
  type GameSetup,
  parseSetupDungeon,
  type SetupError,
  validateOptions,
} from './setup.ts';
import { readPlain, shapeProblems } from './setup-schema.ts';
import { frozenOptions, type Game, type Player, type Team } from './state.ts';
import { printableLine, quoted } from './text.ts';
import { cloneState as copyState, viewCopy } from './view.ts';

export interface EngineError {
  code: string;
  message: string;
  /** For DICE_EXHAUSTED: the die the engine needed (a table-top client asks for it and retries). */
  die?: DieRequest;
}

export type CreateResult =
  | { ok: true; game: Game; events: GameEvent[] }
  | { ok: false; errors: SetupError[] };

export type ApplyResult = { ok: true; game: Game; events: GameEvent[] } | { ok: false; error: EngineError };

/**
 * The parsed dungeon of a game, shared between every copy of it and every game on the same map
 * (never cloned): so it is frozen through, and no holder of a game or a view can move a wall.
 */
export function dungeonOf(g: Game): Dungeon {
  const kept = keptDungeon(g.dungeonText);
  if (kept) return kept;
  const r = sharedDungeon(g.dungeonText);
  if (!r.ok) throw new Error(`the game's dungeon does not parse: ${r.errors[0].message}`);
  return r.value;
}

/** The ruleset a game is played under (its state names only the id). */
export function rulesOf(g: Game): Ruleset {
  const r = getRuleset(g.rulesetId);
  if (!r) throw new Error(`the game's ruleset '${g.rulesetId}' is not registered`);
  return r;
}

function context(g: Game, events: boolean): Ctx {
  return { g, d: dungeonOf(g), rules: rulesOf(g), events: events ? [] : null };
}

/** What a team may not bring under this ruleset: a College Wizard, trap counters it cannot buy. */
function rulesetTeamProblems(rs: Ruleset, teams: GameSetup['teams'], errors: SetupError[]): void {
  const count = rs.teamCount;
  if (count && teams.length >= 2 && (teams.length < count.min || teams.length > count.max)) {
    errors.push({
      code: 'TEAM_COUNT',
      message: `${rs.name} is played by ${count.min} to ${count.max} teams, not ${teams.length}`,
      path: 'teams',
    });
  }
  teams.forEach((t, i) => {
    if (rs.teamProblems && t && typeof t === 'object') pushAll(errors, rs.teamProblems(t, `teams[${i}]`));
    if (t?.wizard === true && !rs.wizards) {
      errors.push({ code: 'NO_WIZARDS', message: `${rs.name} has no wizards`, path: `teams[${i}].wizard` });
    }
    if (typeof t?.extraTraps === 'number' && t.extraTraps > rs.maxExtraTraps) {
      const most = rs.maxExtraTraps === 0 ? 'no trap counters' : `at most ${rs.maxExtraTraps} trap counters`;
      errors.push({
        code: 'BAD_EXTRA_TRAPS',
        message: `${rs.name} allows ${most}`,
        path: `teams[${i}].extraTraps`,
      });
    }
  });
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
    traps: [],
    ball: { state: 'hidden', sq: -1, carrier: -1 },
    score: teams.map(() => 0),
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

export function createGame(input: GameSetup, inputOptions: GameOptions = {}): CreateResult {
  return createGameChecked(input, inputOptions, true);
}

/**
 * `seating`: check that the map can seat the teams as the pre-game sets them up ([000]'s start
 * rooms, end zone, entrance). Scenarios (testing.ts) place their players themselves on any small
 * map, and skip it; nothing else may.
 */
export function createGameChecked(
  input: GameSetup,
  inputOptions: GameOptions,
  seating: boolean,
): CreateResult {
  // The caller's objects are read once into plain data: nothing the caller holds is shared with
  // the game, and no getter or proxy can answer one way when checked and another when used.
  const plain = readPlain(input, inputOptions);
  if (!plain.ok) return plain;
  const shape = shapeProblems(plain.setup, plain.options);
  const setup = plain.setup as unknown as GameSetup;
  const options = plain.options as unknown as GameOptions;
  // Every field is still checked against the rules, so one call reports every problem; a field
  // whose shape is wrong is reported once, by the schema.
  const covered = (path: string) =>
    shape.some((e) => path === e.path || path.startsWith(`${e.path}.`) || path.startsWith(`${e.path}[`));
  const errors: SetupError[] = [];
  const rs = checkRuleset(typeof setup.ruleset === 'string' ? setup.ruleset : undefined, errors);
  // A map or a list of teams beyond the limits is not parsed at all.
  const dungeon = covered('dungeon') ? null : parseSetupDungeon(setup.dungeon, errors);
  const { teams, players } = covered('teams') ? { teams: [], players: [] } : buildTeams(setup.teams, errors);
  const rules = rs ? validateOptions(options, rs.defaults, errors, rs.unusedOptions) : null;
  if (rs && Array.isArray(setup.teams)) rulesetTeamProblems(rs, setup.teams, errors);
  if (rs && dungeon) checkMapRuleset(dungeon, rs.id, errors);
  if (seating && rs && dungeon && Array.isArray(setup.teams))
    checkSeating(dungeon, rs, setup.teams.length, errors);
  const teamCount = Array.isArray(setup.teams) ? setup.teams.length : 0;
  // Where every end zone is every team's ([000]), one will do for any number of teams.
  if (dungeon && dungeon.endZones.length < teamCount && !rs?.sharedEndZones) {
    errors.push({
      code: 'TOO_FEW_END_ZONES',
      message: `the dungeon has ${dungeon.endZones.length} end zones for ${teamCount} teams`,
      path: 'dungeon',
    });
  }
  for (const e of errors) if (!covered(e.path)) shape.push(e);
  if (shape.length > 0) return { ok: false, errors: shape };
  if (errors.length > 0 || !rs || !dungeon || !rules) return { ok: false, errors };
  const shared = keepDungeon(dungeon);
  const g = newGameState(rs.id, frozenOptions(rules), shared, teams, players, options);
  const ctx = context(g, true);
  try {
    // The first decision is kept, as after every step: the caller's first legalActions is free.
    const first = settle(ctx);
    if (!g.result) keepDecided(g, { step: g.step, frame: top(g), decision: sealed(ctx, first) });
  } catch (e) {
    if (e instanceof DiceError) {
      const die = dieRequest(e);
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
const DECIDED = new WeakMap<Game, Decided>();
interface Decided {
  step: number;
  frame: unknown;
  decision: Decision | null;
}
/** The last game asked about and its entry: a playout asks about one game step after step. */
let lastGame: Game | null = null;
let lastDecided: Decided | undefined;

function decidedOf(g: Game): Decided | undefined {
  if (g === lastGame) return lastDecided;
  lastDecided = DECIDED.get(g);
  lastGame = g;
  return lastDecided;
}

function keepDecided(g: Game, entry: Decided): void {
  DECIDED.set(g, entry);
  lastGame = g;
  lastDecided = entry;
}

/**
 * Who decides now and every action they may take; null once the game is over. The decision and
 * its actions are frozen: a caller can read them, keep them, hand one back to `apply`, but never
 * change the list the engine checks against.
 */
export function legalActions(g: Game): Decision | null {
  if (g.result) return null;
  const f = top(g);
  if (!f) return null;
  const cached = decidedOf(g);
  if (cached && cached.step === g.step && cached.frame === f) return cached.decision;
  const h = handlerFor(f);
  const ctx = context(g, false);
  const decision = h.decide ? sealed(ctx, h.decide(ctx, f)) : null;
  remember(g, decision);
  return decision;
}

/** Keeps the decision of the game's present state (the entry is reused: this runs every step). */
function remember(g: Game, decision: Decision | null): void {
  const kept = decidedOf(g);
  if (!kept) {
    keepDecided(g, { step: g.step, frame: top(g), decision });
    return;
  }
  kept.step = g.step;
  kept.frame = top(g);
  kept.decision = decision;
}

/** The offer of the frame on top of the stack as a decision: kind, context, frozen through. */
function sealed(ctx: Ctx, offer: Offer | null): Decision | null {
  return offer ? decisionOf(ctx, offer) : null;
}

export interface ApplyOptions {
  /** Record events (default true). Bulk simulations switch them off. */
  events?: boolean;
  /**
   * Mutate the given game instead of a copy (default false). Faster; on an error the game may be
   * left part-way, so only use it with seeded dice and actions from legalActions.
   */
  inPlace?: boolean;
  /**
   * The action is one of the objects `legalActions` returned for this game: when it is that very
   * object, the search for an equal one is skipped. Any other object is checked as usual.
   */
  trusted?: boolean;
}

const MAX_ACTION_FIELDS = 8;

/**
 * The caller's action read once into plain data (each field a number, string or boolean), or
 * why it cannot be an action. Getters run once here and never again.
 */
function readAction(
  a: unknown,
): { ok: true; action: Record<string, unknown> } | { ok: false; message: string } {
  if (!a || typeof a !== 'object')
    return { ok: false, message: 'an action is an object with a "type" field' };
  let copy: Record<string, unknown>;
  try {
    // Inside the try: Array.isArray throws on a revoked proxy.
    if (Array.isArray(a)) return { ok: false, message: 'an action is an object with a "type" field' };
    copy = { ...(a as Record<string, unknown>) };
  } catch {
    return { ok: false, message: 'the action could not be read as plain data' };
  }
  const keys = Object.keys(copy);
  if (keys.length > MAX_ACTION_FIELDS)
    return { ok: false, message: `an action has at most ${MAX_ACTION_FIELDS} fields` };
  for (const k of keys) {
    const t = typeof copy[k];
    if (t !== 'string' && t !== 'number' && t !== 'boolean' && copy[k] !== undefined) {
      return {
        ok: false,
        message: `the action's field ${quoted(k)} must be a number, a string or true/false`,
      };
    }
  }
  if (typeof copy.type !== 'string')
    return { ok: false, message: 'an action is an object with a "type" field' };
  return { ok: true, action: copy };
}

/**
 * The engine's own action equal to the caller's (read once into plain data, `r`), or why there
 * is none.
 */
function ownAction(game: Game, decision: Decision, action: unknown): Action | EngineError {
  const r = readAction(action);
  if (!r.ok) return { code: 'BAD_ACTION', message: r.message };
  // A loop, not find: on a frozen list V8 leaves its fast path for find, filter and some.
  for (const own of decision.actions) if (sameAction(own, r.action as Action)) return own;
  const text = printableLine(JSON.stringify(r.action));
  return {
    code: 'ILLEGAL_ACTION',
    message: `illegal action ${text.length > 200 ? `${text.slice(0, 197)}...` : text}: not among the ${decision.actions.length} legal actions for ${game.teams[decision.team]?.name ?? 'the deciding team'}`,
  };
}

/**
 * Applies one action and resolves everything automatic up to the next decision. What is applied
 * is always the engine's own copy of the action from its list, never the caller's object.
 */
export function apply(game: Game, action: Action, options: ApplyOptions = {}): ApplyResult {
  const opts: ApplyOptions = options && typeof options === 'object' ? options : {};
  if (!game || typeof game !== 'object' || !Array.isArray(game.stack)) {
    return { ok: false, error: { code: 'BAD_GAME', message: 'apply needs a game made by createGame' } };
  }
  if (game.result) return { ok: false, error: { code: 'GAME_OVER', message: 'the game is over' } };
  // The trusted path first, apart: one of the listed actions is neither the clock's nor a
  // concession, and asking an action its fields is slow on frozen actions of many shapes (this
  // runs at every step of every playout).
  const decision = top(game) ? legalActions(game) : null;
  if (opts.trusted === true && decision?.actions.includes(action)) return step(game, opts, actOnTop, action);
  if (isClockAction(action)) return applyClockAction(game, action, opts);
  if (isConcedeAction(action)) return applyConcedeAction(game, action, opts);
  if (!decision) return { ok: false, error: { code: 'NO_DECISION', message: 'no decision is pending' } };
  const own = ownAction(game, decision, action);
  if ('code' in own) return { ok: false, error: own };
  return step(game, opts, actOnTop, own);
}

/** A coach's action on the frame waiting on top of the stack. */
function actOnTop(ctx: Ctx, a: Action): void {
  const f = top(ctx.g)!;
  handlerFor(f).act!(ctx, f, a);
}

/**
 * One step on the game (or its copy): `change` applies the action, then everything automatic is
 * resolved up to the next decision. Running out of scripted dice is an error, not an exception.
 */
function step(game: Game, opts: ApplyOptions, change: (ctx: Ctx, a: Action) => void, a: Action): ApplyResult {
  const g = opts.inPlace ? game : copyState(game);
  const ctx = context(g, opts.events ?? true);
  try {
    change(ctx, a);
    const next = settle(ctx);
    g.step++;
    if (!g.result) remember(g, sealed(ctx, next));
  } catch (e) {
    if (e instanceof DiceError) {
      return {
        ok: false,
        error: { code: e.code, message: e.message, die: dieRequest(e) },
      };
    }
    throw e;
  }
  return { ok: true, game: g, events: ctx.events ?? NO_EVENTS };
}

/** The events of a step made with events off: none, and a shared list nobody can add to. */
const NO_EVENTS: GameEvent[] = Object.freeze([]) as unknown as GameEvent[];

/** The clock keeper's action (clock.ts), when the game takes it now; refused otherwise. */
function applyClockAction(game: Game, action: unknown, opts: ApplyOptions): ApplyResult {
  const r = readAction(action);
  if (!r.ok) return { ok: false, error: { code: 'BAD_ACTION', message: r.message } };
  const own = clockActions(game).find((a) => sameAction(a, r.action as Action));
  const type = String(r.action.type);
  if (Object.keys(r.action).some((k) => k !== 'type' && r.action[k] !== undefined)) {
    return { ok: false, error: { code: 'BAD_ACTION', message: `a ${type} action has no other field` } };
  }
  if (!own) {
    const why =
      type === 'timeUp'
        ? game.options.matchMinutes === null
          ? 'this game has no match clock'
          : 'the match clock starts with the first team turn'
        : 'no turn clock is running now';
    return { ok: false, error: { code: 'NO_CLOCK', message: `${type}: ${why}` } };
  }
  return step(game, opts, clockAction, own);
}

function clockAction(ctx: Ctx, a: Action): void {
  applyClock(ctx, a as ClockAction);
}

/** A coach's concession (concede.ts): any team still playing, at any moment before the end. */
function applyConcedeAction(game: Game, action: unknown, opts: ApplyOptions): ApplyResult {
  const r = readAction(action);
  if (!r.ok) return { ok: false, error: { code: 'BAD_ACTION', message: r.message } };
  if (Object.keys(r.action).some((k) => k !== 'type' && k !== 'team' && r.action[k] !== undefined)) {
    return { ok: false, error: { code: 'BAD_ACTION', message: 'a concede action has only a team' } };
  }
  const team = r.action.team;
  const problem = concedeProblem(game, team);
  if (problem) return { ok: false, error: { code: 'CANNOT_CONCEDE', message: problem } };
  return step(game, opts, concedeAction, { type: 'concede', team: team as number });
}

function concedeAction(ctx: Ctx, a: Action): void {
  if (a.type === 'concede') concede(ctx, a.team);
}

/**
 * An independent copy of a game (view.ts's cloneState). The decision already listed for the game
 * goes with it: it is frozen, so sharing it is safe, and the copy's next `apply` need not list
 * the legal actions again.
 */
export function clone(g: Game): Game {
  const c = copyState(g);
  const cached = decidedOf(g);
  if (cached && cached.step === g.step && cached.frame === top(g)) {
    keepDecided(c, { step: c.step, frame: top(c), decision: cached.decision });
  }
  return c;
}

/**
 * The game as one coach may see it: which chest holds the ball and the dice generator's state are
 * removed. `team` -1 gives a spectator's view.
 */
export function view(g: Game, team: number): Game {
  const v = viewCopy(g);
  // What else is secret, and from whom, is the ruleset's to say (the ball's chest, face-down traps).
  rulesOf(g).hide(v, team);
  v.dice = { kind: 'scripted', rolls: [], pos: 0 };
  return v;
}

/**
 * Events as a coach may see them (`team`; -1 or none: a spectator): secret rolls removed, and an
 * event meant for one team only (placing a face-down trap counter) kept from the others.
 */
export function viewEvents(events: GameEvent[], team = -1): GameEvent[] {
  return events.filter((e) => !(e.type === 'roll' && e.secret) && !('only' in e && e.only !== team));
}
