/**
 * Game records: the "PGN" of Dungeon Bowl (docs/game-record.md). A record is the set-up, the dice
 * (a seed or a script), the rule options and every coach action in order; replaying it rebuilds
 * the game exactly, because every roll comes from the dice stored with it. Pure: no I/O.
 */
import type { Action, ActionType } from './actions.ts';
import { SPELL_IDS } from './data/spells.ts';
import type { GameEvent } from './events.ts';
import { apply, createGame } from './game.ts';
import type { GameOptions, GameSetup } from './setup.ts';
import type { Game, GameResult } from './state.ts';

export const RECORD_FORMAT = 'dungeonbowl-record';
export const RECORD_VERSION = 1;

export interface GameRecord {
  format: typeof RECORD_FORMAT;
  version: typeof RECORD_VERSION;
  setup: GameSetup;
  options: GameOptions;
  actions: Action[];
  /** The result when the game was recorded to its end; a replay checks it. */
  result?: GameResult;
}

export interface RecordError {
  code: string;
  message: string;
  /** The field: `actions[12].type`, `setup.teams[0].roster`, `setup.dungeon:3:7` (map line:column). */
  path: string;
}

export type ParseRecordResult = { ok: true; record: GameRecord } | { ok: false; errors: RecordError[] };

export type ReplayResult =
  | { ok: true; game: Game; events: GameEvent[]; steps: number }
  | { ok: false; errors: RecordError[] };

/** A record of a game not yet played: add actions as they are applied, and the result at the end. */
export function newRecord(setup: GameSetup, options: GameOptions = {}): GameRecord {
  return { format: RECORD_FORMAT, version: RECORD_VERSION, setup, options, actions: [] };
}

type FieldKind = 'int' | 'bool' | 'string' | 'int?' | 'string?' | readonly string[];

/**
 * The fields of every action type. The mapped type makes the compiler insist that a new action
 * type, or a new field on one, is described here too, so records never lag behind actions.ts.
 */
type ActionFields = {
  [K in ActionType]: { [F in Exclude<keyof Extract<Action, { type: K }>, 'type'>]-?: FieldKind };
};

const ACTION_FIELDS: ActionFields = {
  placeChest: { sq: 'int' },
  placePortal: { sq: 'int' },
  chooseEndZone: { zone: 'string' },
  deploy: { player: 'int', sq: 'int' },
  endDeploy: {},
  activate: {
    player: 'int',
    action: [
      'move',
      'block',
      'blitz',
      'pass',
      'handOff',
      'foul',
      'throwTeamMate',
      'kickTeamMate',
      'hypnoticGaze',
      'throwBomb',
    ],
    target: 'int?',
  },
  enterPortal: { player: 'int' },
  sponge: { player: 'int' },
  endTurn: {},
  step: { to: 'int' },
  jump: { to: 'int' },
  block: { target: 'int' },
  stab: { target: 'int' },
  projectileVomit: { target: 'int' },
  pass: { to: 'int' },
  wallThrow: { wall: 'int' },
  handOff: { to: 'int' },
  foul: {},
  throwTeamMate: { thrown: 'int', to: 'int' },
  kickTeamMate: { kicked: 'int', to: 'int' },
  throwBomb: { to: 'int' },
  openChest: { sq: 'int' },
  hypnoticGaze: { target: 'int' },
  endActivation: {},
  reroll: { source: ['team', 'skill'], skill: 'string?' },
  noReroll: {},
  chooseBlockDie: { index: 'int' },
  pushTo: { sq: 'int' },
  followUp: { yes: 'bool' },
  interfere: { player: 'int' },
  noInterference: {},
  argueCall: { yes: 'bool' },
  useSkill: { skill: 'string', yes: 'bool', player: 'int?' },
  moveTo: { sq: 'int' },
  choosePlayer: { player: 'int' },
  castSpell: { spell: SPELL_IDS, player: 'int?', sq: 'int?' },
  noSpell: {},
};

function isObject(v: unknown): v is Record<string, unknown> {
  return !!v && typeof v === 'object' && !Array.isArray(v);
}

function kindOk(kind: FieldKind, v: unknown): boolean {
  if (typeof kind !== 'string') return typeof v === 'string' && kind.includes(v);
  if (kind === 'int' || kind === 'int?') return Number.isInteger(v);
  if (kind === 'bool') return typeof v === 'boolean';
  return typeof v === 'string';
}

function describeKind(kind: FieldKind): string {
  if (typeof kind !== 'string') return `one of ${kind.map((k) => `'${k}'`).join(', ')}`;
  return { int: 'an integer', 'int?': 'an integer', bool: 'true or false', string: 'a string' }[
    kind.replace('?', '') as 'int' | 'bool' | 'string'
  ];
}

function checkAction(a: unknown, at: string, errors: RecordError[]): void {
  if (!isObject(a)) {
    errors.push({ code: 'BAD_ACTION', message: 'an action must be an object', path: at });
    return;
  }
  const fields = (ACTION_FIELDS as Record<string, Record<string, FieldKind>>)[a.type as string];
  if (typeof a.type !== 'string' || !Object.hasOwn(ACTION_FIELDS, a.type)) {
    const message =
      typeof a.type === 'string' ? `unknown action type '${a.type}'` : 'an action needs a "type" string';
    errors.push({ code: 'UNKNOWN_ACTION', message, path: `${at}.type` });
    return;
  }
  for (const [name, kind] of Object.entries(fields)) {
    const v = a[name];
    const optional = typeof kind === 'string' && kind.endsWith('?');
    if (v === undefined && optional) continue;
    if (v === undefined || !kindOk(kind, v)) {
      const message = `${a.type}.${name} must be ${describeKind(kind)}`;
      errors.push({ code: 'BAD_ACTION_FIELD', message, path: `${at}.${name}` });
    }
  }
  for (const name of Object.keys(a)) {
    if (name !== 'type' && !(name in fields)) {
      const message = `'${name}' is not a field of a ${a.type} action`;
      errors.push({ code: 'UNKNOWN_FIELD', message, path: `${at}.${name}` });
    }
  }
}

function checkPlayers(players: unknown, at: string, errors: RecordError[]): void {
  if (!Array.isArray(players)) {
    errors.push({ code: 'BAD_SETUP', message: 'players must be a list', path: at });
    return;
  }
  players.forEach((p, i) => {
    const pat = `${at}[${i}]`;
    if (!isObject(p)) {
      errors.push({ code: 'BAD_SETUP', message: 'a player must be an object', path: pat });
      return;
    }
    if (!Number.isInteger(p.number))
      errors.push({ code: 'BAD_SETUP', message: 'number must be an integer', path: `${pat}.number` });
    if (typeof p.position !== 'string')
      errors.push({ code: 'BAD_SETUP', message: 'position must be a string', path: `${pat}.position` });
    if (p.name !== undefined && typeof p.name !== 'string')
      errors.push({ code: 'BAD_SETUP', message: 'name must be a string', path: `${pat}.name` });
    if (p.skills !== undefined && !(Array.isArray(p.skills) && p.skills.every((s) => typeof s === 'string')))
      errors.push({ code: 'BAD_SETUP', message: 'skills must be a list of strings', path: `${pat}.skills` });
  });
}

function checkTeam(t: unknown, at: string, errors: RecordError[]): void {
  if (!isObject(t)) {
    errors.push({ code: 'BAD_SETUP', message: 'a team must be an object', path: at });
    return;
  }
  for (const key of ['name', 'roster'] as const) {
    if (typeof t[key] !== 'string')
      errors.push({ code: 'BAD_SETUP', message: `${key} must be a string`, path: `${at}.${key}` });
  }
  if (t.colour !== undefined && typeof t.colour !== 'string')
    errors.push({ code: 'BAD_SETUP', message: 'colour must be a string', path: `${at}.colour` });
  if (!Number.isInteger(t.rerolls))
    errors.push({ code: 'BAD_SETUP', message: 'rerolls must be an integer', path: `${at}.rerolls` });
  checkPlayers(t.players, `${at}.players`, errors);
}

function checkSetup(s: unknown, errors: RecordError[]): void {
  if (!isObject(s)) {
    errors.push({ code: 'BAD_SETUP', message: 'setup must be an object', path: 'setup' });
    return;
  }
  if (s.ruleset !== undefined && typeof s.ruleset !== 'string')
    errors.push({ code: 'BAD_SETUP', message: 'ruleset must be a string', path: 'setup.ruleset' });
  if (typeof s.dungeon !== 'string')
    errors.push({ code: 'BAD_SETUP', message: 'dungeon must be a text map', path: 'setup.dungeon' });
  if (!Array.isArray(s.teams)) {
    errors.push({ code: 'BAD_SETUP', message: 'teams must be a list', path: 'setup.teams' });
    return;
  }
  s.teams.forEach((t, i) => {
    checkTeam(t, `setup.teams[${i}]`, errors);
  });
}

function checkOptions(o: unknown, errors: RecordError[]): void {
  if (!isObject(o)) {
    errors.push({ code: 'BAD_OPTIONS', message: 'options must be an object', path: 'options' });
    return;
  }
  if (o.seed !== undefined && !Number.isInteger(o.seed))
    errors.push({ code: 'BAD_SEED', message: 'the seed must be an integer', path: 'options.seed' });
  if (o.dice !== undefined && !(Array.isArray(o.dice) && o.dice.every((d) => Number.isInteger(d) && d > 0)))
    errors.push({
      code: 'BAD_DICE',
      message: 'dice must be a list of positive integers',
      path: 'options.dice',
    });
  if (o.seed !== undefined && o.dice !== undefined)
    errors.push({ code: 'BAD_OPTIONS', message: 'give a seed or dice, not both', path: 'options' });
  if (o.rules !== undefined && !isObject(o.rules))
    errors.push({ code: 'BAD_OPTIONS', message: 'rules must be an object', path: 'options.rules' });
}

const REASONS = ['touchdown', 'timeLimit', 'turnLimit', 'noPlayers'];

function checkResult(r: unknown, errors: RecordError[]): void {
  if (r === undefined) return;
  if (!isObject(r)) {
    errors.push({ code: 'BAD_RESULT', message: 'result must be an object', path: 'result' });
    return;
  }
  if (r.winner !== null && !Number.isInteger(r.winner))
    errors.push({
      code: 'BAD_RESULT',
      message: 'winner must be a team index or null',
      path: 'result.winner',
    });
  if (typeof r.reason !== 'string' || !REASONS.includes(r.reason))
    errors.push({
      code: 'BAD_RESULT',
      message: `reason must be one of ${REASONS.join(', ')}`,
      path: 'result.reason',
    });
  if (r.detail !== undefined && typeof r.detail !== 'string')
    errors.push({ code: 'BAD_RESULT', message: 'detail must be a string', path: 'result.detail' });
}

/**
 * Checks the shape of a record (already parsed from JSON). Whether the set-up makes a valid game
 * and whether the actions are legal is for replayRecord to find out.
 */
export function parseRecord(json: unknown): ParseRecordResult {
  const errors: RecordError[] = [];
  if (!isObject(json)) {
    return {
      ok: false,
      errors: [{ code: 'NOT_A_RECORD', message: 'a game record is a JSON object', path: '' }],
    };
  }
  if (json.format !== RECORD_FORMAT) {
    const message = `format must be '${RECORD_FORMAT}' (found ${JSON.stringify(json.format) ?? 'nothing'})`;
    errors.push({ code: 'NOT_A_RECORD', message, path: 'format' });
  }
  if (json.version !== RECORD_VERSION) {
    const message = `version ${JSON.stringify(json.version)} is not supported (this engine reads version ${RECORD_VERSION})`;
    errors.push({ code: 'BAD_VERSION', message, path: 'version' });
  }
  checkSetup(json.setup, errors);
  checkOptions(json.options, errors);
  if (!Array.isArray(json.actions)) {
    errors.push({ code: 'BAD_ACTIONS', message: 'actions must be a list', path: 'actions' });
  } else {
    json.actions.forEach((a, i) => {
      checkAction(a, `actions[${i}]`, errors);
    });
  }
  checkResult(json.result, errors);
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, record: json as unknown as GameRecord };
}

/** createGame's paths are relative to the set-up; a record's are relative to the record. */
function setupPath(path: string): string {
  if (path.startsWith('options')) return path;
  if (path.startsWith('map:')) return `setup.dungeon:${path.slice(4)}`;
  return path ? `setup.${path}` : 'setup';
}

function sameResult(a: GameResult | null, b: GameResult): boolean {
  return !!a && a.winner === b.winner && a.reason === b.reason;
}

/**
 * Replays a record from its set-up: every action is checked as `apply` checks it, so a record
 * cannot smuggle in an illegal move. The first action refused stops the replay and is named.
 */
export function replayRecord(record: GameRecord, opts: { events?: boolean } = {}): ReplayResult {
  const wantEvents = opts.events ?? true;
  const made = createGame(record.setup, record.options);
  if (!made.ok) {
    return { ok: false, errors: made.errors.map((e) => ({ ...e, path: setupPath(e.path) })) };
  }
  const game = made.game;
  const events: GameEvent[] = wantEvents ? [...made.events] : [];
  for (let i = 0; i < record.actions.length; i++) {
    // In place is safe: this replay owns the game, and it is thrown away on any error.
    const r = apply(game, record.actions[i], { inPlace: true, events: wantEvents });
    if (!r.ok) {
      const path = `actions[${i}]`;
      return { ok: false, errors: [{ code: r.error.code, message: `${path}: ${r.error.message}`, path }] };
    }
    if (wantEvents) for (const e of r.events) events.push(e);
  }
  if (record.result && !sameResult(game.result, record.result)) {
    const found = game.result ? `${game.result.reason}, winner ${game.result.winner}` : 'no result yet';
    const message = `the record says ${record.result.reason}, winner ${record.result.winner}, but the replay gives ${found}`;
    return { ok: false, errors: [{ code: 'RESULT_MISMATCH', message, path: 'result' }] };
  }
  return { ok: true, game, events, steps: record.actions.length };
}
