/**
 * Team building (rules.md 3.1 and 3.3): validateTeam checks a team file against its roster and
 * returns the team with its value, or every problem with the field it is in. teamValue prices a
 * team. Pure: no I/O.
 */
import { getRoster, POOL_NAMES, type PositionData, ROSTERS, type RosterData } from '../data/rosters.ts';
import {
  CATEGORY_NAMES,
  SKILL_CATEGORIES,
  skillCategory,
  skillDisplayName,
} from '../data/skill-categories.ts';
import { LIMITS } from '../limits.ts';
import { SKILLS, skillId, skillInfo } from '../skills.ts';
import {
  MAX_GAINED_SKILLS,
  quoted,
  readJsonText,
  shapeErrors,
  type TeamError,
  type TeamFile,
  type TeamFilePlayer,
} from './schema.ts';
import { DEFAULT_BUDGET, MAX_PLAYERS, MIN_PLAYERS, missingSkills, type TeamRuleOptions } from './status.ts';

/** Value added by a gained skill (BB2020, chosen skills): primary 20,000 gp, secondary 40,000 gp. */
export const PRIMARY_SKILL_VALUE = 20000;
export const SECONDARY_SKILL_VALUE = 40000;

export type ValidateTeamResult =
  | { ok: true; team: TeamFile; value: number }
  | { ok: false; errors: TeamError[] };

/** "1,050,000 gp" */
export const gp = (n: number) => `${n.toLocaleString('en-GB')} gp`;

function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  return `${n}${teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;
}

/** The value a gained skill adds to this position's player (0 when it cannot have it). */
function skillValue(position: PositionData, skill: string): number {
  const cat = skillCategory(skill);
  if (!cat || cat === 'T') return 0;
  if (position.primary.includes(cat)) return PRIMARY_SKILL_VALUE;
  return position.secondary.includes(cat) ? SECONDARY_SKILL_VALUE : 0;
}

/** A team's value in gp: players (with gained skills), re-rolls and the wizard. NaN for an unknown roster. */
export function teamValue(team: TeamFile): number {
  const roster = getRoster(team.roster);
  if (!roster) return Number.NaN;
  let value = team.rerolls * roster.rerollCost + (team.wizard ? (roster.wizardCost ?? 0) : 0);
  for (const p of team.players) {
    const pos = roster.positions.find((x) => x.id === p.position);
    if (!pos) continue;
    value += pos.cost;
    if (Array.isArray(p.skills))
      for (const s of p.skills) if (typeof s === 'string') value += skillValue(pos, s);
  }
  return value;
}

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Skills no player may combine (BB2020): the second cannot be gained with the first. */
const EXCLUSIVE: [string, string][] = [
  ['frenzy', 'grab'],
  ['leap', 'pogoStick'],
];

/** Why this position's player cannot gain `skill` on top of `has`, or null when it can. */
function gainProblem(
  pos: PositionData,
  skill: string,
  has: string[],
): { code: string; message: string } | null {
  // Own keys only: 'toString' or 'constructor' would otherwise be found on Object.prototype.
  const id = skillId(skill);
  if (!Object.hasOwn(SKILL_CATEGORIES, id) && !Object.hasOwn(SKILLS, id))
    return { code: 'UNKNOWN_SKILL', message: `unknown skill ${quoted(skill)}` };
  // A parameter belongs to a position's own skills ('loner:4'); a gained Dirty Player is +1, not '+9'.
  if (skill !== id)
    return {
      code: 'SKILL_NOT_ALLOWED',
      message: `a gained skill has no parameter: ${quoted(id)}, not ${quoted(skill)}`,
    };
  const name = skillDisplayName(skill);
  const cat = skillCategory(skill);
  if (has.some((s) => skillId(s) === skillId(skill)))
    return { code: 'SKILL_DUPLICATE', message: `${pos.name} already has ${name}` };
  if (cat === 'T')
    return { code: 'SKILL_NOT_ALLOWED', message: `${name} is a trait: traits come only with a position` };
  if (!cat || !(pos.primary.includes(cat) || pos.secondary.includes(cat))) {
    const access = `${pos.primary.join('') || '-'}/${pos.secondary.join('') || '-'}`;
    return {
      code: 'SKILL_NOT_ALLOWED',
      message: `${pos.name} cannot gain ${name} (${cat ? CATEGORY_NAMES[cat] : 'no category'}): its skill access is ${access}`,
    };
  }
  for (const [a, b] of EXCLUSIVE) {
    const other = skillId(skill) === a ? b : skillId(skill) === b ? a : null;
    if (other && has.some((s) => skillId(s) === other))
      return {
        code: 'SKILL_NOT_ALLOWED',
        message: `${name} cannot be combined with ${skillDisplayName(other)}`,
      };
  }
  if (skillId(skill) === 'strongArm' && !has.some((s) => skillId(s) === 'throwTeamMate'))
    return { code: 'SKILL_NOT_ALLOWED', message: 'only players with Throw Team-mate may have Strong Arm' };
  if (!skillInfo(skill)?.implemented)
    return {
      code: 'SKILL_NOT_IMPLEMENTED',
      message: `${name} is not implemented yet, so it cannot be chosen`,
    };
  return null;
}

function checkPlayer(
  roster: RosterData,
  p: TeamFilePlayer,
  at: string,
  opts: TeamRuleOptions,
  errors: TeamError[],
): PositionData | null {
  const pos = roster.positions.find((x) => x.id === p.position);
  if (!pos) {
    const ids = roster.positions.map((x) => x.id).join(', ');
    errors.push({
      code: 'UNKNOWN_POSITION',
      message: `${quoted(p.position)} is not a position of ${roster.name} (positions: ${ids})`,
      path: `${at}.position`,
    });
    return null;
  }
  if (pos.unverified && !opts.allowUnverified) {
    errors.push({
      code: 'UNVERIFIED_POSITION',
      message: `${pos.name} is an unverified later addition to ${roster.name}; it needs allowUnverified (--allow-unverified)`,
      path: `${at}.position`,
    });
  }
  const missing = missingSkills(pos);
  if (missing.length > 0) {
    errors.push({
      code: 'SKILL_NOT_IMPLEMENTED',
      message: `${pos.name} has ${missing.map(skillDisplayName).join(', ')}, not implemented yet, so it cannot be chosen`,
      path: `${at}.position`,
    });
  }
  const has = [...pos.skills];
  (Array.isArray(p.skills) ? p.skills : []).forEach((s, j) => {
    if (typeof s !== 'string') return;
    const problem = gainProblem(pos, s, has);
    if (problem) errors.push({ ...problem, path: `${at}.skills[${j}]` });
    has.push(s);
  });
  return pos;
}

/** Position and pool limits: the first player past a limit carries the error. */
function checkLimits(roster: RosterData, players: (PositionData | null)[], errors: TeamError[]): void {
  const byPos = new Map<string, number>();
  const byPool = new Map<string, number>();
  players.forEach((pos, i) => {
    if (!pos) return;
    const n = (byPos.get(pos.id) ?? 0) + 1;
    byPos.set(pos.id, n);
    // A limit of 16 is the team's own size limit, reported once as TOO_MANY_PLAYERS.
    if (n === pos.max + 1 && pos.max < MAX_PLAYERS) {
      errors.push({
        code: 'POSITION_LIMIT',
        message: `a ${ordinal(n)} ${pos.name}: ${roster.name} may have at most ${pos.max}`,
        path: `players[${i}].position`,
      });
    }
    for (const pool of pos.pools) {
      const k = (byPool.get(pool) ?? 0) + 1;
      byPool.set(pool, k);
      const limit = roster.pools[pool];
      if (k === limit + 1 && limit < MAX_PLAYERS) {
        errors.push({
          code: 'POOL_LIMIT',
          message: `${pos.name} would be the ${ordinal(k)} of the ${POOL_NAMES[pool] ?? pool}: ${roster.name} may have at most ${limit}`,
          path: `players[${i}].position`,
        });
      }
    }
  });
}

function checkNumbers(players: unknown[], errors: TeamError[]): void {
  const seen = new Map<number, number>();
  players.forEach((p, i) => {
    if (!isObj(p) || !Number.isInteger(p.number)) return;
    const n = p.number as number;
    const first = seen.get(n);
    if (first === undefined) seen.set(n, i);
    else
      errors.push({
        code: 'DUPLICATE_NUMBER',
        message: `number ${n} is already worn by players[${first}]`,
        path: `players[${i}].number`,
      });
  });
}

function checkTeamRules(t: TeamFile, roster: RosterData, opts: TeamRuleOptions, errors: TeamError[]): void {
  const budget = opts.budget ?? DEFAULT_BUDGET;
  if (Number.isInteger(t.rerolls) && t.rerolls > roster.maxRerolls) {
    errors.push({
      code: 'TOO_MANY_REROLLS',
      message: `${t.rerolls} re-rolls: ${roster.name} may buy at most ${roster.maxRerolls}`,
      path: 'rerolls',
    });
  }
  if (t.wizard === true && roster.wizardCost === null) {
    errors.push({
      code: 'NO_WIZARD',
      message: `${roster.name} cannot hire a College Wizard`,
      path: 'wizard',
    });
  }
  if (!Array.isArray(t.players)) return;
  const positions = t.players.map((p, i) =>
    isObj(p) ? checkPlayer(roster, p, `players[${i}]`, opts, errors) : null,
  );
  checkLimits(roster, positions, errors);
  const n = t.players.length;
  const { min, max } = opts.players ?? { min: MIN_PLAYERS, max: MAX_PLAYERS };
  if (n < min)
    errors.push({
      code: 'TOO_FEW_PLAYERS',
      message: `${n} players: a team needs at least ${min}`,
      path: 'players',
    });
  if (n > max)
    errors.push({
      code: 'TOO_MANY_PLAYERS',
      message: `${n} players: a team may have at most ${max}`,
      path: 'players',
    });
  const value = teamValue({
    ...t,
    rerolls: Number.isInteger(t.rerolls) ? t.rerolls : 0,
    players: t.players.filter(isObj) as TeamFilePlayer[],
  });
  if (value > budget)
    errors.push({
      code: 'OVER_BUDGET',
      message: `the team is worth ${gp(value)}, over the budget of ${gp(budget)} by ${gp(value - budget)}`,
      path: '',
    });
}

/**
 * Lists longer than a team file may hold (LIMITS.playersPerTeam players, MAX_GAINED_SKILLS
 * skills a player), found before anything reads them item by item: a hostile file of a million
 * players or skills is refused at once, and the checks below never meet such a list.
 */
function sizeErrors(json: unknown): TeamError[] {
  if (!isObj(json) || !Array.isArray(json.players)) return [];
  const n = json.players.length;
  if (n > LIMITS.playersPerTeam) {
    const message = `${n} players: a team may have at most ${MAX_PLAYERS}`;
    return [{ code: 'TOO_MANY_PLAYERS', message, path: 'players' }];
  }
  const out: TeamError[] = [];
  json.players.forEach((p, i) => {
    if (!isObj(p) || !Array.isArray(p.skills) || p.skills.length <= MAX_GAINED_SKILLS) return;
    const message = `${p.skills.length} gained skills: a player may have at most ${MAX_GAINED_SKILLS}`;
    out.push({ code: 'TOO_MANY_SKILLS', message, path: `players[${i}].skills` });
  });
  return out;
}

/**
 * Checks a team file against the team-building rules: the parsed JSON, or the JSON text itself
 * (a leading byte-order mark is skipped, a text over LIMITS.jsonBytes refused). Returns the team
 * and its value, or every error found, each with its field path (`players[3].position`; '' for
 * the whole team).
 */
export function validateTeam(json: unknown, opts: TeamRuleOptions = {}): ValidateTeamResult {
  if (typeof json !== 'string') return checkTeamFile(json, opts);
  const read = readJsonText(json, 'a team file');
  if (!read.ok) return { ok: false, errors: [{ code: read.code, message: read.message, path: '' }] };
  return checkTeamFile(read.value, opts);
}

function checkTeamFile(json: unknown, opts: TeamRuleOptions): ValidateTeamResult {
  const tooLong = sizeErrors(json);
  if (tooLong.length > 0) return { ok: false, errors: tooLong };
  const errors = shapeErrors(json);
  if (!isObj(json)) return { ok: false, errors };
  const t = json as unknown as TeamFile;
  if (typeof t.roster === 'string') {
    const roster = getRoster(t.roster);
    if (!roster) {
      errors.push({
        code: 'UNKNOWN_ROSTER',
        message: `unknown roster ${quoted(t.roster)} (rosters: ${ROSTERS.map((r) => r.id).join(', ')})`,
        path: 'roster',
      });
    } else checkTeamRules(t, roster, opts, errors);
  }
  if (Array.isArray(t.players)) checkNumbers(t.players, errors);
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, team: t, value: teamValue(t) };
}
