/**
 * Game records: the "PGN" of Dungeon Bowl (docs/game-record.md). A record is the set-up, the dice
 * (a seed or a script), the rule options and every coach action in order; replaying it rebuilds
 * the game exactly, because every roll comes from the dice stored with it. Pure: no I/O.
 */
import { ACTION_KINDS, type Action, type ActionType } from './actions.ts';
import { SPELL_IDS } from './data/spells.ts';
import type { GameEvent } from './events.ts';
import { apply, createGame } from './game.ts';
import { LIMITS } from './limits.ts';
import { checkFormat, NOT_A_RECORD, RECORD_FORMAT, RECORD_VERSION, shown } from './record-format.ts';
import { checkSeats } from './record-seats.ts';
import { getRuleset, type RulesetOptions } from './ruleset.ts';
import { DEFAULT_RULESET, type GameOptions, type GameSetup } from './setup.ts';
import type { Game, GameResult } from './state.ts';
import { MAX_GAINED_SKILLS, quoted, readJsonText } from './team/schema.ts';
import { isCleanName, printableLine } from './text.ts';

export { RECORD_FORMAT, RECORD_VERSION } from './record-format.ts';

/**
 * The revision of a ruleset's rules this engine plays (the module's `revision`; 1 for an id no
 * module has). A change to a ruleset that makes a game play differently (a default changed, a rule
 * read anew) raises it, so a record played before it can be told apart, and an engine that meets
 * a revision newer than its own refuses it rather than replaying it wrongly.
 */
export function rulesRevision(rulesetId: string): number {
  return getRuleset(rulesetId)?.revision ?? 1;
}

export interface GameRecord {
  format: typeof RECORD_FORMAT;
  version: typeof RECORD_VERSION;
  /**
   * The revision of the set-up's ruleset the game was played under (rulesRevision). Absent in
   * records made before revisions existed: those are read as revision 1.
   */
  rulesRevision?: number;
  setup: GameSetup;
  /** In a new record, `rules` holds every rule option, the defaults filled in. */
  options: GameOptions;
  actions: Action[];
  /** The result when the game was recorded to its end; a replay checks it. */
  result?: GameResult;
  /**
   * Optional: who played each team, by team index: `person`, or the name of the bot that played
   * it (the browser's `scripted`, `search`, `random`). Only read to seat a game continued from the
   * record; the replay ignores it.
   */
  seats?: string[];
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

/**
 * A record of a game not yet played: add actions as they are applied, and the result at the end.
 * It names the rules in full: the ruleset, its revision, and every rule option with the defaults
 * filled in, so a default changed later never changes how this record replays. A set-up whose
 * ruleset or rule options createGame would refuse is recorded as given.
 */
export function newRecord(setup: GameSetup, options: GameOptions = {}): GameRecord {
  const id = setup.ruleset ?? DEFAULT_RULESET;
  const rs = typeof id === 'string' ? getRuleset(id) : undefined;
  if (!rs || (options.rules !== undefined && !isObject(options.rules)))
    return { format: RECORD_FORMAT, version: RECORD_VERSION, setup, options, actions: [] };
  return {
    format: RECORD_FORMAT,
    version: RECORD_VERSION,
    rulesRevision: rulesRevision(rs.id),
    setup: { ...setup, ruleset: rs.id },
    options: { ...options, rules: resolvedRules(rs.defaults, options.rules ?? {}) },
    actions: [],
  };
}

/** The ruleset's defaults overridden by the options given, lists copied (fromEntries: no prototype setter). */
function resolvedRules(defaults: RulesetOptions, given: object): Partial<RulesetOptions> {
  const all = Object.entries({ ...defaults, ...given });
  return Object.fromEntries(all.map(([k, v]) => [k, Array.isArray(v) ? [...v] : v]));
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
  placeTrap: { sq: 'int', marker: 'string?' },
  chooseEndZone: { zone: 'string' },
  deploy: { player: 'int', sq: 'int' },
  endDeploy: {},
  activate: {
    player: 'int',
    action: ACTION_KINDS,
    target: 'int?',
  },
  enterPortal: { player: 'int' },
  enterReserve: { player: 'int', sq: 'int' },
  koRush: { player: 'int' },
  sponge: { player: 'int' },
  endTurn: {},
  timeUp: {},
  turnTimeExpired: {},
  concede: { team: 'int' },
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
  if (typeof a.type !== 'string' || !Object.hasOwn(ACTION_FIELDS, a.type)) {
    const message =
      typeof a.type === 'string'
        ? `unknown action type ${quoted(a.type)}`
        : 'an action needs a "type" string';
    errors.push({ code: 'UNKNOWN_ACTION', message, path: `${at}.type` });
    return;
  }
  const fields = (ACTION_FIELDS as Record<string, Record<string, FieldKind>>)[a.type];
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
    if (name !== 'type' && !Object.hasOwn(fields, name)) {
      const message = `${quoted(name)} is not a field of a ${a.type} action`;
      errors.push({ code: 'UNKNOWN_FIELD', message, path: `${at}.${name}` });
    }
  }
}

/** Fields an object may have: any other is refused, so nothing unchecked rides along in a record. */
function onlyFields(o: Record<string, unknown>, known: readonly string[], at: string, errors: RecordError[]) {
  for (const name of Object.keys(o)) {
    if (!known.includes(name)) {
      const path = at ? `${at}.${name}` : name;
      errors.push({ code: 'UNKNOWN_FIELD', message: `unknown field ${quoted(name)}`, path });
    }
  }
}

/** A name shown to people: a string of one line without control characters, at most LIMITS.nameChars. */
function checkName(v: unknown, at: string, errors: RecordError[]): void {
  if (typeof v !== 'string') errors.push({ code: 'BAD_SETUP', message: 'name must be a string', path: at });
  else if (!isCleanName(v))
    errors.push({ code: 'BAD_NAME', message: 'name must be one line without control characters', path: at });
  else if (v.length > LIMITS.nameChars)
    errors.push({
      code: 'BAD_NAME',
      message: `name is longer than ${LIMITS.nameChars} characters`,
      path: at,
    });
}

/** A list, refused when longer than `max` (its items are then not read at all). */
function boundedList(
  v: unknown,
  max: number,
  what: string,
  at: string,
  errors: RecordError[],
): v is unknown[] {
  if (!Array.isArray(v)) {
    errors.push({ code: 'BAD_SETUP', message: `${what} must be a list`, path: at });
    return false;
  }
  if (v.length <= max) return true;
  errors.push({ code: 'TOO_LONG', message: `${v.length} ${what}: at most ${max}`, path: at });
  return false;
}

const PLAYER_FIELDS = ['number', 'name', 'position', 'skills'];

function checkPlayer(p: unknown, at: string, errors: RecordError[]): void {
  if (!isObject(p)) {
    errors.push({ code: 'BAD_SETUP', message: 'a player must be an object', path: at });
    return;
  }
  onlyFields(p, PLAYER_FIELDS, at, errors);
  if (!Number.isInteger(p.number))
    errors.push({ code: 'BAD_SETUP', message: 'number must be an integer', path: `${at}.number` });
  if (typeof p.position !== 'string')
    errors.push({ code: 'BAD_SETUP', message: 'position must be a string', path: `${at}.position` });
  if (p.name !== undefined) checkName(p.name, `${at}.name`, errors);
  if (p.skills === undefined || !boundedList(p.skills, MAX_GAINED_SKILLS, 'skills', `${at}.skills`, errors))
    return;
  if (!p.skills.every((s) => typeof s === 'string'))
    errors.push({ code: 'BAD_SETUP', message: 'skills must be a list of strings', path: `${at}.skills` });
}

/** A team of the set-up: a team file's fields (its `$schema`, `format` and `version` too) and `colour`. */
const TEAM_FIELDS = [
  '$schema',
  'format',
  'version',
  'name',
  'roster',
  'colour',
  'colours',
  'rerolls',
  'wizard',
  'players',
];

function checkTeam(t: unknown, at: string, errors: RecordError[]): void {
  if (!isObject(t)) {
    errors.push({ code: 'BAD_SETUP', message: 'a team must be an object', path: at });
    return;
  }
  onlyFields(t, TEAM_FIELDS, at, errors);
  checkName(t.name, `${at}.name`, errors);
  if (typeof t.roster !== 'string')
    errors.push({ code: 'BAD_SETUP', message: 'roster must be a string', path: `${at}.roster` });
  for (const key of ['$schema', 'format', 'colour'] as const) {
    if (t[key] !== undefined && typeof t[key] !== 'string')
      errors.push({ code: 'BAD_SETUP', message: `${key} must be a string`, path: `${at}.${key}` });
  }
  if (t.version !== undefined && !Number.isInteger(t.version))
    errors.push({ code: 'BAD_SETUP', message: 'version must be an integer', path: `${at}.version` });
  const c = t.colours;
  if (c !== undefined && !(isObject(c) && typeof c.primary === 'string' && typeof c.secondary === 'string'))
    errors.push({
      code: 'BAD_SETUP',
      message: 'colours must be a primary and a secondary colour',
      path: `${at}.colours`,
    });
  else if (isObject(c)) onlyFields(c, ['primary', 'secondary'], `${at}.colours`, errors);
  if (!Number.isInteger(t.rerolls))
    errors.push({ code: 'BAD_SETUP', message: 'rerolls must be an integer', path: `${at}.rerolls` });
  if (t.wizard !== undefined && typeof t.wizard !== 'boolean')
    errors.push({ code: 'BAD_SETUP', message: 'wizard must be true or false', path: `${at}.wizard` });
  if (!boundedList(t.players, LIMITS.playersPerTeam, 'players', `${at}.players`, errors)) return;
  t.players.forEach((p, i) => {
    checkPlayer(p, `${at}.players[${i}]`, errors);
  });
}

function checkSetup(s: unknown, errors: RecordError[]): void {
  if (!isObject(s)) {
    errors.push({ code: 'BAD_SETUP', message: 'setup must be an object', path: 'setup' });
    return;
  }
  onlyFields(s, ['ruleset', 'dungeon', 'teams'], 'setup', errors);
  if (s.ruleset !== undefined && typeof s.ruleset !== 'string')
    errors.push({ code: 'BAD_SETUP', message: 'ruleset must be a string', path: 'setup.ruleset' });
  if (typeof s.dungeon !== 'string')
    errors.push({ code: 'BAD_SETUP', message: 'dungeon must be a text map', path: 'setup.dungeon' });
  if (!boundedList(s.teams, LIMITS.teams, 'teams', 'setup.teams', errors)) return;
  s.teams.forEach((t, i) => {
    checkTeam(t, `setup.teams[${i}]`, errors);
  });
}

function checkOptions(o: unknown, errors: RecordError[]): void {
  if (!isObject(o)) {
    errors.push({ code: 'BAD_OPTIONS', message: 'options must be an object', path: 'options' });
    return;
  }
  onlyFields(o, ['seed', 'dice', 'rules'], 'options', errors);
  if (o.seed !== undefined && !Number.isSafeInteger(o.seed))
    errors.push({ code: 'BAD_SEED', message: 'the seed must be an integer', path: 'options.seed' });
  const dice = o.dice;
  if (dice !== undefined && Array.isArray(dice) && dice.length > LIMITS.scriptedDice)
    errors.push({
      code: 'BAD_DICE',
      message: `${dice.length} dice: at most ${LIMITS.scriptedDice}`,
      path: 'options.dice',
    });
  else if (
    dice !== undefined &&
    !(Array.isArray(dice) && dice.every((d) => Number.isSafeInteger(d) && d > 0))
  )
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

const REASONS = ['touchdown', 'timeLimit', 'turnLimit', 'noPlayers', 'time', 'annihilation', 'concede'];

function checkResult(r: unknown, errors: RecordError[]): void {
  if (r === undefined) return;
  if (!isObject(r)) {
    errors.push({ code: 'BAD_RESULT', message: 'result must be an object', path: 'result' });
    return;
  }
  onlyFields(r, ['winner', 'reason', 'detail', 'score', 'points'], 'result', errors);
  for (const k of ['score', 'points'] as const) {
    const v = r[k];
    if (
      v !== undefined &&
      !(Array.isArray(v) && v.length <= 16 && v.every((x) => Number.isSafeInteger(x) && x >= 0))
    )
      errors.push({
        code: 'BAD_RESULT',
        message: `${k} must be a list of whole numbers, one a team`,
        path: `result.${k}`,
      });
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

function checkActions(actions: unknown, errors: RecordError[]): void {
  if (!Array.isArray(actions)) {
    errors.push({ code: 'BAD_ACTIONS', message: 'actions must be a list', path: 'actions' });
    return;
  }
  if (actions.length > LIMITS.recordActions) {
    const message = `${actions.length} actions: a record holds at most ${LIMITS.recordActions}`;
    errors.push({ code: 'TOO_MANY_ACTIONS', message, path: 'actions' });
    return;
  }
  for (let i = 0; i < actions.length; i++) checkAction(actions[i], `actions[${i}]`, errors);
}

const RECORD_FIELDS = [
  'format',
  'version',
  'rulesRevision',
  'setup',
  'options',
  'actions',
  'result',
  'seats',
];

/**
 * The rules revision: absent (a record made before revisions: revision 1), or a positive integer
 * no newer than this engine plays for the set-up's ruleset. An unknown ruleset is the set-up's
 * error, found by the replay.
 */
function checkRulesRevision(json: Record<string, unknown>, errors: RecordError[]): void {
  const rev = json.rulesRevision;
  if (rev === undefined) return;
  if (!Number.isSafeInteger(rev) || (rev as number) < 1) {
    const message = `rulesRevision must be a positive integer (found ${shown(rev)})`;
    errors.push({ code: 'BAD_REVISION', message, path: 'rulesRevision' });
    return;
  }
  const setup = json.setup;
  const id = isObject(setup) && setup.ruleset !== undefined ? setup.ruleset : DEFAULT_RULESET;
  if (typeof id !== 'string' || !getRuleset(id)) return;
  const known = rulesRevision(id);
  if ((rev as number) > known) {
    const message = `rules revision ${rev} of ${id} is newer than this engine plays (revision ${known}): replay it with a newer engine`;
    errors.push({ code: 'NEWER_RULES', message, path: 'rulesRevision' });
  }
}

/** Problems listed at most: the last one then says how many more there were. */
const MAX_ERRORS = 100;

/**
 * Checks the shape of a record: the parsed JSON, or the JSON text itself (a leading byte-order
 * mark is skipped, and a text over LIMITS.jsonBytes is refused unread). Whether the set-up makes a
 * valid game and whether the actions are legal is for replayRecord to find out. Never throws.
 */
export function parseRecord(json: unknown): ParseRecordResult {
  if (typeof json !== 'string') return checkRecord(json);
  const read = readJsonText(json, 'a game record');
  if (!read.ok) return { ok: false, errors: [{ code: read.code, message: read.message, path: '' }] };
  return checkRecord(read.value);
}

function checkRecord(json: unknown): ParseRecordResult {
  const errors: RecordError[] = [];
  if (!isObject(json)) {
    const kind = json === null ? 'null' : Array.isArray(json) ? 'a list' : `a ${typeof json}`;
    const message = `${NOT_A_RECORD} (a record is a JSON object; this file holds ${kind})`;
    return { ok: false, errors: [{ code: 'NOT_A_RECORD', message, path: '' }] };
  }
  checkFormat(json, errors);
  onlyFields(json, RECORD_FIELDS, '', errors);
  checkRulesRevision(json, errors);
  checkSetup(json.setup, errors);
  checkOptions(json.options, errors);
  checkActions(json.actions, errors);
  checkResult(json.result, errors);
  checkSeats(json, errors);
  // A hostile list of 200,000 bad actions would make as many errors: the first ones, then a count.
  if (errors.length > MAX_ERRORS) {
    const more = errors.length - MAX_ERRORS;
    errors.splice(MAX_ERRORS, more, {
      ...errors[MAX_ERRORS],
      code: 'MORE_ERRORS',
      message: `and ${more} more problems`,
    });
  }
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
  const same = (x?: number[], y?: number[]) => JSON.stringify(x ?? null) === JSON.stringify(y ?? null);
  return (
    !!a &&
    a.winner === b.winner &&
    a.reason === b.reason &&
    same(a.score, b.score) &&
    same(a.points, b.points)
  );
}

/**
 * Replays a record from its set-up: every action is checked as `apply` checks it, so a record
 * cannot smuggle in an illegal move. The first action refused stops the replay and is named. The
 * record is checked by parseRecord first, so a hostile object gives errors, never an exception.
 */
export function replayRecord(record: GameRecord, opts: { events?: boolean } = {}): ReplayResult {
  const parsed = parseRecord(record);
  if (!parsed.ok) return parsed;
  try {
    return replayChecked(parsed.record, opts.events ?? true);
  } catch (e) {
    // An engine fault, not the record's: said plainly, with no stack, rather than thrown at the caller.
    const why = printableLine(String((e as Error)?.message ?? e).split('\n')[0]).slice(0, 200);
    const message = `the replay stopped on an internal engine error (${why})`;
    return { ok: false, errors: [{ code: 'ENGINE_ERROR', message, path: '' }] };
  }
}

/**
 * Why a record may not replay: it was played under an older revision of its rules (a record with
 * none was revision 1). The engine plays only its own revision; said with the error, not hidden.
 */
function olderRules(record: GameRecord): string {
  const id = record.setup.ruleset ?? DEFAULT_RULESET;
  const played = record.rulesRevision ?? 1;
  const now = rulesRevision(id);
  return played < now
    ? ` (the record was played under revision ${played} of ${id}'s rules; this engine plays revision ${now})`
    : '';
}

/**
 * Why the game a record was replayed to does not end as the record says (its winner, reason,
 * score or league points), or null when it does or the record gives no result.
 */
export function resultMismatch(record: GameRecord, game: Game): string | null {
  if (!record.result || sameResult(game.result, record.result)) return null;
  const said = (r: GameResult) =>
    `${r.reason}, winner ${r.winner}${r.score ? `, score ${r.score.join('-')}` : ''}${r.points ? `, points ${r.points.join('-')}` : ''}`;
  const found = game.result ? said(game.result) : 'no result yet';
  return `the record says ${said(record.result)}, but the replay gives ${found}${olderRules(record)}`;
}

function replayChecked(record: GameRecord, wantEvents: boolean): ReplayResult {
  const made = createGame(record.setup, record.options);
  if (!made.ok) {
    const errors = made.errors.map((e) => ({
      ...e,
      message: printableLine(e.message),
      path: setupPath(e.path),
    }));
    return { ok: false, errors };
  }
  const game = made.game;
  const events: GameEvent[] = wantEvents ? [...made.events] : [];
  for (let i = 0; i < record.actions.length; i++) {
    // In place is safe: this replay owns the game, and it is thrown away on any error.
    const r = apply(game, record.actions[i], { inPlace: true, events: wantEvents });
    if (!r.ok) {
      const path = `actions[${i}]`;
      const message = `${path}: ${printableLine(r.error.message)}${olderRules(record)}`;
      return { ok: false, errors: [{ code: r.error.code, message, path }] };
    }
    if (wantEvents) for (const e of r.events) events.push(e);
  }
  const mismatch = resultMismatch(record, game);
  if (mismatch)
    return { ok: false, errors: [{ code: 'RESULT_MISMATCH', message: mismatch, path: 'result' }] };
  return { ok: true, game, events, steps: record.actions.length };
}
