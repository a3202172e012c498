/**
 * `dungeonbowl team rosters|new|validate`: the rosters and whether they can be chosen, a random
 * legal starting team file, and checking a team file. Also the team loading `simulate` uses.
 */
import {
  FIRE_TEAM,
  getRoster,
  getRuleset,
  gp,
  nameProblem,
  POOL_NAMES,
  type PositionData,
  printableLine,
  ROSTERS,
  type RosterData,
  randomTeam,
  rosterStatus,
  rulesetIds,
  SHADOW_TEAM,
  skillDisplayName,
  spellInfo,
  squadOf,
  type TeamError,
  type TeamFile,
  type TeamRuleOptions,
  validateTeam,
} from '@dungeonbowl/engine';
import { checkOutput, fsMessage, type Io, UserError } from '../io.ts';
import { parseJson } from '../json-error.ts';
import { checkRulesetOption } from '../play.ts';
import { cutToSquad, namedApart, squadLines, squadSize, teamSizeRules } from '../seats.ts';

export interface TeamRuleFlags {
  budget?: number;
  allowUnverified?: boolean;
  /** The ruleset the team plays under: [000] Dungeon Brawl's squads of four. */
  ruleset?: string;
}

const rules = (o: TeamRuleFlags): TeamRuleOptions => ({
  budget: o.budget,
  allowUnverified: !!o.allowUnverified,
  ...teamSizeRules(o.ruleset),
});

function errorLines(errors: TeamError[]): string[] {
  return errors.map((e) => `${e.path || '(team)'}: ${e.message} [${e.code}]`);
}

/** The first problem as the message, the others below it. */
function teamErrors(errors: TeamError[]): UserError {
  return new UserError(
    errors[0]?.message ?? 'cannot make the team',
    errors.slice(1).map((e) => e.message),
  );
}

function rosterOrFail(id: string): RosterData {
  const roster = getRoster(id);
  if (!roster)
    throw new UserError(
      `unknown roster '${printableLine(id)}' (rosters: ${ROSTERS.map((r) => r.id).join(', ')})`,
    );
  return roster;
}

// ---- team rosters ----------------------------------------------------------------------------

function rosterLine(r: RosterData, o: TeamRuleFlags): string {
  const s = rosterStatus(r, rules(o));
  const notes: string[] = [];
  const bySkill = s.blockedPositions.filter((b) => b.skills.length > 0);
  if (bySkill.length > 0) {
    const list = bySkill.map((b) => `${b.name} (${b.skills.map(skillDisplayName).join(', ')})`);
    notes.push(`waiting for skills: ${list.join('; ')}`);
  }
  const unverified = s.blockedPositions.filter((b) => b.unverified && b.skills.length === 0);
  if (unverified.length > 0) notes.push(`unverified: ${unverified.map((b) => b.name).join(', ')}`);
  const state = s.choosable
    ? 'choosable'
    : `NOT choosable (needs ${s.blockingSkills.map(skillDisplayName).join(', ') || 'a bigger budget'})`;
  const head = `  ${r.id.padEnd(20)} ${r.name.padEnd(26)} ${state}`;
  return notes.length > 0 ? `${head}\n${notes.map((n) => `      ${n}`).join('\n')}` : head;
}

function rosterJson(r: RosterData, o: TeamRuleFlags) {
  const s = rosterStatus(r, rules(o));
  return {
    id: r.id,
    name: r.name,
    kind: r.kind,
    choosable: s.choosable,
    blockingSkills: s.blockingSkills,
    blockedPositions: s.blockedPositions,
    cheapestTeam: Number.isFinite(s.cheapestTeam) ? s.cheapestTeam : null,
    rerollCost: r.rerollCost,
    maxRerolls: r.maxRerolls,
    wizardCost: r.wizardCost,
    spell: r.spell ?? null,
    apothecary: r.apothecary,
    pools: r.pools,
    positions: r.positions,
  };
}

export function teamRosters(o: TeamRuleFlags & { json?: boolean }, io: Io): number {
  if (o.json) {
    io.out(
      `${JSON.stringify(
        ROSTERS.map((r) => rosterJson(r, o)),
        null,
        2,
      )}\n`,
    );
    return 0;
  }
  const section = (kind: RosterData['kind'], title: string) =>
    [title, ...ROSTERS.filter((r) => r.kind === kind).map((r) => rosterLine(r, o))].join('\n');
  io.out(`${section('college', 'College of Magic rosters (Dungeon Bowl 2021)')}\n\n`);
  io.out(`${section('standard', 'Standard rosters (Blood Bowl 2020)')}\n`);
  return 0;
}

// ---- team sheets -----------------------------------------------------------------------------

const target = (n: number | null) => (n === null ? '-' : `${n}+`);

function playerRow(t: TeamFile['players'][number], pos: PositionData | undefined): string {
  const name = printableLine(t.name);
  if (!pos) return `  ${String(t.number).padStart(2)}  ${name}  (${printableLine(t.position)}?)`;
  const stats = [pos.ma, pos.st, target(pos.ag), target(pos.pa), target(pos.av)].map((s) =>
    String(s).padStart(4),
  );
  const skills = [
    ...pos.skills.map(skillDisplayName),
    ...(t.skills ?? []).map((s) => `+${skillDisplayName(s)}`),
  ];
  return `  ${String(t.number).padStart(2)}  ${name.padEnd(24).slice(0, 24)} ${pos.name.padEnd(26).slice(0, 26)} ${gp(pos.cost).padStart(10)} ${stats.join('')}  ${skills.join(', ')}`;
}

/** A team as a readable sheet: name, value, re-rolls, wizard and one line a player. */
export function teamSheet(team: TeamFile, value: number): string {
  const roster = getRoster(team.roster)!;
  const spell = roster.spell ? `, casts ${spellInfo(roster.spell).name}` : '';
  const wizard = team.wizard ? `a College Wizard (${gp(roster.wizardCost ?? 0)}${spell})` : 'no wizard';
  const lines = [
    `${printableLine(team.name)} (${roster.name}): ${gp(value)}`,
    `  ${team.players.length} players, ${team.rerolls} re-roll${team.rerolls === 1 ? '' : 's'} (${gp(team.rerolls * roster.rerollCost)}), ${wizard}, colours ${printableLine(`${team.colours.primary} / ${team.colours.secondary}`)}`,
    '',
    `   #  ${'name'.padEnd(24)} ${'position'.padEnd(26)} ${'cost'.padStart(10)}   MA  ST  AG  PA  AV  skills`,
    ...team.players.map((p) =>
      playerRow(
        p,
        roster.positions.find((x) => x.id === p.position),
      ),
    ),
  ];
  const pools = Object.entries(roster.pools).filter(([, n]) => n < 16);
  if (pools.length > 0) {
    const count = (pool: string) =>
      team.players.filter((p) => roster.positions.find((x) => x.id === p.position)?.pools.includes(pool))
        .length;
    lines.push('', `  pools: ${pools.map(([k, n]) => `${POOL_NAMES[k] ?? k} ${count(k)}/${n}`).join(', ')}`);
  }
  return `${lines.join('\n')}\n`;
}

// ---- reading team files ----------------------------------------------------------------------

/**
 * A team checked by the team-building rules, then, where the ruleset checks teams itself and
 * plays this one as it is (a squad, not a whole team cut to one), by the ruleset's own rules.
 */
function checkTeam(json: unknown, o: TeamRuleOptions, ruleset?: string): ReturnType<typeof validateTeam> {
  const r = validateTeam(json, o);
  const rs = ruleset === undefined ? undefined : getRuleset(ruleset);
  if (!r.ok || !rs?.teamProblems || cutToSquad(r.team, ruleset)) return r;
  const problems = rs.teamProblems(r.team, 'team');
  if (problems.length === 0) return r;
  // The ruleset's paths start at the setup's team ('team.players[1]'); a team file's at its root.
  const path = (p: string) => p.replace(/^team\.?/, '');
  return {
    ok: false,
    errors: problems.map((e) => ({ code: e.code, message: e.message, path: path(e.path) })),
  };
}

/** A team file read and checked; an unreadable file or bad JSON is a single error at the root. */
function readTeam(
  file: string,
  io: Io,
  o: TeamRuleOptions,
  ruleset?: string,
): ReturnType<typeof validateTeam> {
  let text: string;
  try {
    text = io.readFile(file);
  } catch (e) {
    return { ok: false, errors: [{ code: 'UNREADABLE', message: `${file}: ${fsMessage(e)}`, path: '' }] };
  }
  const json = parseJson(text);
  if (!json.ok)
    return { ok: false, errors: [{ code: 'BAD_JSON', message: `${file}: ${json.message}`, path: '' }] };
  return checkTeam(json.value, o, ruleset);
}

/**
 * Reads and checks a team file (under the ruleset, when given); every problem is a UserError
 * naming the file and the field.
 */
export function loadTeamFile(
  file: string,
  io: Io,
  o: TeamRuleOptions,
  ruleset?: string,
): { team: TeamFile; value: number } {
  const r = readTeam(file, io, o, ruleset);
  if (r.ok) return { team: r.team, value: r.value };
  const [first] = r.errors;
  if (r.errors.length === 1 && (first.code === 'UNREADABLE' || first.code === 'BAD_JSON'))
    throw new UserError(first.message);
  throw new UserError(`${file}: not a legal team:`, [
    ...errorLines(r.errors),
    ...squadHint(r.errors, ruleset),
  ]);
}

/** Too few players, and no ruleset named: the rulesets that play squads, in case it is one. */
function squadHint(errors: TeamError[], ruleset: string | undefined): string[] {
  if (ruleset !== undefined || !errors.some((e) => e.code === 'TOO_FEW_PLAYERS')) return [];
  return rulesetIds()
    .filter((id) => squadSize(id) !== null)
    .map((id) => `(${getRuleset(id)?.name} plays squads of ${squadSize(id)}: add --ruleset ${id})`);
}

export function teamValidate(file: string, o: TeamRuleFlags & { json?: boolean }, io: Io): number {
  checkRulesetOption(o.ruleset);
  if (!o.json) {
    const { team, value } = loadTeamFile(file, io, rules(o), o.ruleset);
    const under = o.ruleset === undefined ? '' : ` for ${getRuleset(o.ruleset)?.name}`;
    const squad = squadLines([team], o.ruleset).map((l) => `${l}\n`);
    io.out(`${printableLine(file)}: a legal team${under}\n${squad.join('')}\n${teamSheet(team, value)}`);
    return 0;
  }
  // Scripts get their answer on stdout either way: { ok: false, errors } for a bad team.
  const r = readTeam(file, io, rules(o), o.ruleset);
  const answer = r.ok ? { ok: true, value: r.value, team: r.team } : { ok: false, errors: r.errors };
  io.out(`${JSON.stringify(answer, null, 2)}\n`);
  return r.ok ? 0 : 1;
}

// ---- team new --------------------------------------------------------------------------------

export interface TeamNewOptions extends TeamRuleFlags {
  roster: string;
  name?: string;
  seed: number;
  out?: string;
  /** Overwrite the --out file if it exists. */
  force?: boolean;
  /** Hire the College Wizard (true), never (false), or on a coin toss (undefined). */
  wizard?: boolean;
}

/** Refuses a --name that team validate would refuse: the file made must load. */
function checkTeamName(name: string | undefined): void {
  const problem = name === undefined ? '' : nameProblem(name);
  if (!problem || name === undefined) return;
  const shown = name.length > 40 ? `${name.slice(0, 40)}...` : name;
  throw new UserError(`--name '${printableLine(shown)}': the team name ${problem}`);
}

/**
 * A random legal team; where the ruleset plays squads ([000]), the squad of one (its first
 * players, one Big Guy or Star Player at most), so that the file holds the players who play.
 */
function newTeam(roster: RosterData, o: TeamNewOptions): TeamFile {
  const made = randomTeam(roster.id, o.seed, {
    budget: o.budget,
    allowUnverified: !!o.allowUnverified,
    name: o.name,
    wizard: o.wizard,
  });
  if (!made.ok) throw teamErrors(made.errors);
  const size = squadSize(o.ruleset);
  return size === null ? made.team : squadOf(made.team, size);
}

export function teamNew(o: TeamNewOptions, io: Io): number {
  checkRulesetOption(o.ruleset);
  const roster = rosterOrFail(o.roster);
  checkTeamName(o.name);
  const team = newTeam(roster, o);
  // The team is checked before it is written: a file that team validate refuses is never made
  // (its value was NaN gp on the sheet, since the check failed).
  const checked = checkTeam(team, rules(o), o.ruleset);
  if (!checked.ok) throw teamErrors(checked.errors);
  const text = `${JSON.stringify(team, null, 2)}\n`;
  if (!o.out) {
    io.out(text);
    return 0;
  }
  checkOutput(io, o.out, { force: o.force });
  try {
    io.writeFile(o.out, text);
  } catch (e) {
    throw new UserError(`${o.out}: cannot write the team: ${fsMessage(e)}`);
  }
  io.out(`wrote ${printableLine(o.out)}\n\n${teamSheet(team, checked.value)}`);
  return 0;
}

// ---- teams for simulate ----------------------------------------------------------------------

export interface TeamChoice {
  /** Team files, comma-separated. */
  teams?: string;
  /** Roster ids, comma-separated: random legal teams of them. */
  rosters?: string;
  seed: number;
  allowUnverified?: boolean;
  /** The ruleset: a team file may hold a squad of [000] Dungeon Brawl, which checks it. */
  ruleset?: string;
}

const list = (s: string) =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter((x) => x.length > 0);

/**
 * The teams a simulation plays: team files (checked by the team-building rules, budget aside, since
 * a league team may have grown past it), random teams of rosters, or the two box teams.
 */
export function chooseTeams(o: TeamChoice, io: Io): TeamFile[] {
  if (o.teams && o.rosters) throw new UserError('give --teams or --rosters, not both');
  const allowUnverified = !!o.allowUnverified;
  let teams: TeamFile[];
  if (o.teams) {
    const checks = { budget: Number.POSITIVE_INFINITY, allowUnverified, ...teamSizeRules(o.ruleset) };
    teams = list(o.teams).map((f) => loadTeamFile(f, io, checks, o.ruleset).team);
  } else if (o.rosters) {
    teams = list(o.rosters).map((id, i) => {
      const roster = rosterOrFail(id);
      const r = randomTeam(roster.id, o.seed + i, { allowUnverified });
      if (!r.ok) throw teamErrors(r.errors);
      return r.team;
    });
  } else return [FIRE_TEAM, SHADOW_TEAM];
  if (teams.length < 2) {
    const flag = o.teams ? '--teams' : '--rosters';
    throw new UserError(
      `${flag} names ${teams.length} team${teams.length === 1 ? '' : 's'}; a game needs at least two, comma-separated (${flag} ${o.teams ? 'a.json,b.json' : 'human,orc'})`,
    );
  }
  // The summary tells teams apart by name.
  return namedApart(teams);
}
