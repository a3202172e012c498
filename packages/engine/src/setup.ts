/**
 * Game set-up: what a new game is made from, and its validation. `createGame` never throws on
 * bad input: it returns every problem with a stable code and the path of the field.
 */

import type { ConstructionRules } from './data/dungeons/construction.ts';
import { getRoster } from './data/rosters.ts';
import type { DieRequest } from './dice.ts';
import type { DungeonProblem } from './dungeon/analyse.ts';
import type { Dungeon } from './dungeon/map.ts';
import { perDungeonAnd } from './dungeon/memo.ts';
import { peekDungeon } from './dungeon/shared.ts';
import { checkStart } from './dungeon/validate-items.ts';
import { LIMITS } from './limits.ts';
import { getRuleset, type Ruleset, type RulesetOptions, rulesetIds } from './ruleset.ts';
import { skillInfo, unimplementedSkills } from './skills.ts';
import type { Player, Team } from './state.ts';
import { quoted } from './text.ts';

export interface PlayerSetup {
  number: number;
  name?: string;
  position: string;
  /** Skills gained beyond the position's own. */
  skills?: string[];
}

/**
 * A team in a game's set-up. A team file (docs/team-file.md) is one as it stands: its extra
 * fields (`format`, `version`) are ignored here. createGame checks that the team can be played
 * (roster, positions, implemented skills, re-rolls); the team-building rules (limits, budget,
 * 11 to 16 players) are validateTeam's, so tests and scenarios may use smaller teams.
 */
export interface TeamSetup {
  name: string;
  roster: string;
  /** The team's colour; when absent, `colours.primary`, else one picked for its seat. */
  colour?: string;
  colours?: { primary: string; secondary: string };
  rerolls: number;
  /** Hired the College Wizard (its roster must have one). */
  wizard?: boolean;
  /** Pit trap counters bought as an inducement ([003]: 2 for 50,000, at most 8). */
  extraTraps?: number;
  players: PlayerSetup[];
  format?: string;
  version?: number;
}

export interface GameSetup {
  ruleset?: string;
  /** The dungeon as a text map (docs/dungeon-map.md). */
  dungeon: string;
  teams: TeamSetup[];
}

export interface GameOptions {
  /** Seeded dice. */
  seed?: number;
  /** Scripted dice: the rolls in order (tests, and coaches at a real table). */
  dice?: number[];
  /** Overrides of the ruleset's parameters. */
  rules?: Partial<RulesetOptions>;
}

export interface SetupError {
  code: string;
  message: string;
  /** Where: a field path such as teams[1].players[3].position, or map:line:column. */
  path: string;
  /** For DICE_EXHAUSTED in the pre-game: the die needed (a table-top client asks for it). */
  die?: DieRequest;
}

const COLOURS = ['#c0392b', '#2471a3', '#1e8449', '#b9770e', '#7d3c98', '#117a65', '#af601a', '#566573'];

const int = (lo: number, hi: number) => (v: unknown) =>
  Number.isInteger(v) && (v as number) >= lo && (v as number) <= hi;
const bool = (v: unknown) => typeof v === 'boolean';
const oneOf =
  (...xs: string[]) =>
  (v: unknown) =>
    xs.includes(v as string);

/** Each rule option, its check, and what it must be (for the error message). */
const OPTION_CHECKS: [keyof RulesetOptions, (v: unknown) => boolean, string][] = [
  ['chestCount', int(1, 16), 'an integer from 1 to 16'],
  ['portalCount', int(0, 10), 'an integer from 0 to 10'],
  ['portalDie', int(2, 20), 'an integer from 2 to 20'],
  ['deployCount', int(1, 16), 'an integer from 1 to 16'],
  [
    'passBands',
    (v) => Array.isArray(v) && v.length > 0 && v.every((b) => ['Q', 'S', 'L', 'B'].includes(b)),
    'a non-empty list of Q, S, L, B',
  ],
  ['passThroughWalls', bool, 'true or false'],
  ['chestBallEnds', oneOf('activation', 'teamTurn'), "'activation' or 'teamTurn'"],
  ['landingModifiers', oneOf('ffb', 'summary'), "'ffb' or 'summary'"],
  ['ricochetDistance', int(1, 6), 'an integer from 1 to 6'],
  ['multipleTeamRerolls', bool, 'true or false'],
  ['turnLimit', (v) => v === null || int(1, 1000)(v), 'null or a positive integer'],
  ['noPortalEntryOnFirstTurn', bool, 'true or false'],
  ['stunnedRollOver', oneOf('anyTeamTurn', 'ownTeamTurn'), "'anyTeamTurn' or 'ownTeamTurn'"],
  ['matchMinutes', (v) => v === null || int(1, 1440)(v), 'null or an integer from 1 to 1440'],
  ['turnMinutes', (v) => v === null || int(1, 60)(v), 'null or an integer from 1 to 60'],
  ['chestMethod', oneOf('tokens', 'd6'), "'tokens' or 'd6'"],
];

export function validateOptions(
  options: GameOptions,
  base: RulesetOptions,
  errors: SetupError[],
  unusedOptions: readonly (keyof RulesetOptions)[] = [],
): RulesetOptions {
  const given = options.rules && typeof options.rules === 'object' ? options.rules : {};
  const rules = { ...base, ...given };
  // The seed and the dice are checked with the set-up's shape (setup-schema.ts).
  for (const [key, check, wants] of OPTION_CHECKS) {
    const v = rules[key];
    if (!check(v)) {
      errors.push({
        code: key === 'turnLimit' ? 'BAD_TURN_LIMIT' : 'BAD_OPTION',
        message: `${key} must be ${wants} (got ${quoted(JSON.stringify(v) ?? String(v))})`,
        path: `options.rules.${key}`,
      });
    }
  }
  for (const k of Object.keys(given)) {
    // A rule option the ruleset does not play may only be given at its default (records name
    // every option, so the default must pass).
    const unused = Object.hasOwn(base, k) && unusedOptions.includes(k as keyof RulesetOptions);
    if (
      unused &&
      JSON.stringify(rules[k as keyof RulesetOptions]) !== JSON.stringify(base[k as keyof RulesetOptions])
    )
      errors.push({
        code: 'BAD_OPTION',
        message: `rule option ${quoted(k)} has no effect under this ruleset (leave it at ${JSON.stringify(base[k as keyof RulesetOptions])})`,
        path: `options.rules.${k}`,
      });
    // Own keys only: 'toString' or 'constructor' are in every object, and are no rule option.
    if (!Object.hasOwn(base, k))
      errors.push({
        code: 'UNKNOWN_OPTION',
        message: `unknown rule option ${quoted(k)}`,
        path: `options.rules.${k}`,
      });
  }
  return rules;
}

export function parseSetupDungeon(text: unknown, errors: SetupError[]): Dungeon | null {
  if (typeof text !== 'string') {
    errors.push({ code: 'NO_DUNGEON', message: 'the dungeon must be a text map', path: 'dungeon' });
    return null;
  }
  // The parse games on this map share when there is one; createGame keeps a new one once the
  // set-up is accepted (dungeon/shared.ts).
  const r = peekDungeon(text);
  if (!r.ok) {
    for (const e of r.errors)
      errors.push({ code: e.code, message: e.message, path: `map:${e.line}:${e.column}` });
    return null;
  }
  return r.value;
}

/** The ruleset of a set-up that names none. */
export const DEFAULT_RULESET = 'dungeonbowl2021';

export function checkRuleset(id: string | undefined, errors: SetupError[]) {
  const rs = getRuleset(id ?? DEFAULT_RULESET);
  if (!rs) {
    errors.push({
      code: 'UNKNOWN_RULESET',
      message: `unknown ruleset ${quoted(id)} (known: ${rulesetIds().join(', ')})`,
      path: 'ruleset',
    });
  }
  return rs;
}

/**
 * Map header ids that serve every ruleset: a practice map follows no ruleset's construction
 * rules (data/dungeons/construction.ts), so it is for tests and quick games under any of them.
 */
const ANY_RULESET = ['practice'];

/**
 * A map made for other rulesets is refused rather than played wrongly: a BRAWL map under Dungeon
 * Bowl 2021 would turn its hazards into floor. A map whose header names no ruleset is accepted.
 */
export function checkMapRuleset(dungeon: Dungeon, rulesetId: string, errors: SetupError[]): void {
  const named = dungeon.rulesets;
  if (!(named.length === 0 || named.includes(rulesetId) || named.some((id) => ANY_RULESET.includes(id)))) {
    errors.push({
      code: 'MAP_RULESET',
      message: `the dungeon ${quoted(dungeon.name)} is made for ${named.join(', ')}, not ${rulesetId}`,
      path: 'dungeon',
    });
    return;
  }
  // Where only the scoring passages score ([002]), a map without any could never see a touchdown.
  if (getRuleset(rulesetId)?.scoresInPassages && !dungeon.passage.some((p) => p)) {
    errors.push({
      code: 'MAP_RULESET',
      message: `the dungeon ${quoted(dungeon.name)} has no scoring passages, and ${rulesetId} scores only in them`,
      path: 'dungeon',
    });
  }
}

/** What stops a map seating `teams` teams: the map's alone, so kept per map, rules and count of teams. */
const seatingByTeams = perDungeonAnd(
  (_d: Dungeon, _rules: ConstructionRules) => new Map<number, readonly DungeonProblem[]>(),
);

function seatingProblems(
  dungeon: Dungeon,
  rules: ConstructionRules,
  teams: number,
): readonly DungeonProblem[] {
  // Counts past the limit are refused anyway (setup-schema.ts): not kept, however many are tried.
  const byTeams = teams <= LIMITS.teams ? seatingByTeams(dungeon, rules) : new Map();
  let found = byTeams.get(teams);
  if (!found) {
    const problems = checkStart(dungeon, rules, teams).filter(
      (p) => p.code === 'START_ROOM' || p.code === 'ENTRANCE',
    );
    if (dungeon.endZones.length === 0)
      problems.push({ code: 'END_ZONES', message: 'no end zone', line: 0, column: 0 });
    found = Object.freeze(problems);
    byTeams.set(teams, found);
  }
  return found;
}

/**
 * Can the pre-game seat the teams on this map? Where the teams start in central rooms ([000]):
 * the start rooms the validator asks for this many teams, an entrance for the injured to come
 * back through, and an end zone to score in (each as one error naming the map).
 */
export function checkSeating(dungeon: Dungeon, rs: Ruleset, teams: number, errors: SetupError[]): void {
  const rules = rs.construction;
  if (!rules.startRooms) return;
  for (const p of seatingProblems(dungeon, rules, teams)) {
    errors.push({
      code: 'MAP_SEATS',
      message: `the dungeon ${quoted(dungeon.name)} cannot seat ${teams} teams for ${rs.name}: ${p.message}`,
      path: 'dungeon',
    });
  }
}

/** Builds the teams and players, or records what is wrong with each field. */
export function buildTeams(teams: unknown, errors: SetupError[]): { teams: Team[]; players: Player[] } {
  const outTeams: Team[] = [];
  const players: Player[] = [];
  if (!Array.isArray(teams) || teams.length < 2) {
    errors.push({ code: 'TOO_FEW_TEAMS', message: 'a game needs at least two teams', path: 'teams' });
    return { teams: outTeams, players };
  }
  teams.forEach((t: TeamSetup, ti) => {
    const at = `teams[${ti}]`;
    const roster = getRoster(t?.roster);
    if (!roster) {
      errors.push({
        code: 'UNKNOWN_ROSTER',
        message: `unknown roster ${quoted(t?.roster)}`,
        path: `${at}.roster`,
      });
      return;
    }
    if (!checkTeamFields(t, roster, at, errors)) return;
    const numbers = new Set<number>();
    t.players.forEach((ps, pi) => {
      const player = buildPlayer(ps, roster, numbers, `${at}.players[${pi}]`, errors);
      if (player) players.push({ id: players.length, team: ti, ...player });
    });
    outTeams.push({
      id: `team${ti}`,
      name: typeof t.name === 'string' && t.name ? t.name : roster.name,
      roster: roster.id,
      colour: t.colour ?? t.colours?.primary ?? COLOURS[ti % COLOURS.length],
      rerolls: t.rerolls,
      wizard: t.wizard === true,
      endZone: null,
      maySendOffArgue: true,
      turnsTaken: 0,
      // Only when bought, so a team without any looks as it always did (old records replay the same).
      ...(t.extraTraps ? { extraTraps: t.extraTraps } : {}),
    });
  });
  return { teams: outTeams, players };
}

type Roster = NonNullable<ReturnType<typeof getRoster>>;

/** Re-rolls, players and the wizard of one team; false when it has no players to build. */
function checkTeamFields(t: TeamSetup, roster: Roster, at: string, errors: SetupError[]): boolean {
  if (!Number.isInteger(t.rerolls) || t.rerolls < 0 || t.rerolls > roster.maxRerolls) {
    errors.push({
      code: 'BAD_REROLLS',
      message: `re-rolls must be 0 to ${roster.maxRerolls}`,
      path: `${at}.rerolls`,
    });
  }
  if (!Array.isArray(t.players) || t.players.length === 0) {
    errors.push({ code: 'NO_PLAYERS', message: 'a team needs players', path: `${at}.players` });
    return false;
  }
  if (t.wizard !== undefined && typeof t.wizard !== 'boolean') {
    errors.push({ code: 'BAD_WIZARD', message: 'wizard must be true or false', path: `${at}.wizard` });
  } else if (t.wizard && roster.wizardCost === null) {
    errors.push({
      code: 'NO_WIZARD',
      message: `${roster.name} cannot hire a College Wizard`,
      path: `${at}.wizard`,
    });
  }
  return true;
}

/** One player of a team (its id and team are filled in by the caller), or null when unknown. */
function buildPlayer(
  ps: TeamSetup['players'][number],
  roster: Roster,
  numbers: Set<number>,
  pat: string,
  errors: SetupError[],
): Omit<Player, 'id' | 'team'> | null {
  const pos = roster.positions.find((p) => p.id === ps?.position);
  if (!pos) {
    errors.push({
      code: 'UNKNOWN_POSITION',
      message: `${quoted(ps?.position)} is not a position of ${roster.name}`,
      path: `${pat}.position`,
    });
    return null;
  }
  if (!Number.isInteger(ps.number) || ps.number < 1 || ps.number > 99 || numbers.has(ps.number)) {
    errors.push({
      code: 'BAD_NUMBER',
      message: 'player numbers must be unique, 1 to 99',
      path: `${pat}.number`,
    });
  }
  numbers.add(ps.number);
  const listed: unknown[] = Array.isArray(ps.skills) ? ps.skills : [];
  // Only text is a skill (the schema reports the rest): a number or null has no `includes`.
  const gained = listed.filter((x): x is string => typeof x === 'string');
  if (gained.length < listed.length) {
    errors.push({
      code: 'UNKNOWN_SKILL',
      message: 'a skill is named by its id, as text',
      path: `${pat}.skills`,
    });
  }
  // A gained skill is a bare id: a value such as Dirty Player's +1 comes with the position only.
  const valued = gained.filter((x) => x.includes(':'));
  if (valued.length > 0) {
    errors.push({
      code: 'UNKNOWN_SKILL',
      message: `a gained skill carries no value: ${valued.map(quoted).join(', ')}`,
      path: `${pat}.skills`,
    });
  }
  const skills = [...pos.skills, ...gained];
  checkSkills(skills, pos.name, pat, errors);
  return {
    number: ps.number,
    // The number as text only when it is one: a set-up's object may have a toString that throws.
    name:
      typeof ps.name === 'string' ? ps.name : `${pos.name} #${Number.isInteger(ps.number) ? ps.number : '?'}`,
    position: pos.id,
    ma: pos.ma,
    st: pos.st,
    ag: pos.ag,
    pa: pos.pa,
    av: pos.av,
    skills,
    status: 'reserve',
    sq: -1,
    lostTackleZone: false,
    activated: false,
    teleportsThisTurn: 0,
    usedThisTurn: [],
    ...UNSET_FIELDS,
  };
}

/** Every optional field of a player, unset (a field added to `Player` fails to compile below). */
type Unset = Record<
  { [K in keyof Player]-?: undefined extends Player[K] ? K : never }[keyof Player],
  undefined
>;

/**
 * A player's optional fields, present but unset from the start: every player then has one shape,
 * which V8 reads fastest (fields added as a game goes on gave the players many shapes, and every
 * rule reading a player paid for it). JSON leaves unset fields out, so the state is the same data
 * as JSON; a field set later may come in another place among the keys.
 */
export const UNSET_FIELDS: Unset = {
  stunnedAtTurnStart: undefined,
  rooted: undefined,
  furious: undefined,
  casualty: undefined,
  casualtyBy: undefined,
  injuries: undefined,
  skillsLost: undefined,
};

function checkSkills(skills: readonly string[], position: string, pat: string, errors: SetupError[]): void {
  const unknown = skills.filter((s) => !skillInfo(s));
  const missing = unimplementedSkills(skills).filter((s) => skillInfo(s));
  if (unknown.length > 0) {
    errors.push({
      code: 'UNKNOWN_SKILL',
      message: `unknown skill ${unknown.map(quoted).join(', ')}`,
      path: `${pat}.skills`,
    });
  } else if (missing.length > 0) {
    errors.push({
      code: 'SKILL_NOT_IMPLEMENTED',
      message: `${position} has ${missing.map((s) => skillInfo(s)!.name).join(', ')}, not yet implemented`,
      path: `${pat}.position`,
    });
  }
}
