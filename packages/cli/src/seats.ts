/**
 * The seats of a game: how many teams play (`--teams-count`, checked against the ruleset: [000]
 * Dungeon Brawl seats 4 to 16, the others 2 unless the map has an end zone for more), which teams
 * sit in them (the given or built-in teams dealt round the seats, as four-player squads where the
 * ruleset plays squads), and the built-in dungeon for them when none is named.
 */
import {
  BUILTIN_DUNGEONS,
  type Dungeon,
  getRuleset,
  LIMITS,
  printableLine,
  squadOf,
  type TeamFile,
  validateDungeon,
} from '@dungeonbowl/engine';
import { UserError } from './io.ts';

/** The dungeon a game is played in when none is named, under the default ruleset. */
export const DEFAULT_DUNGEON = 'great-hall';

/** Teams a game under the ruleset may seat: its own range, else one per end zone of the map. */
export function teamRange(ruleset: string | undefined, dungeon?: Dungeon): { min: number; max: number } {
  const rs = getRuleset(ruleset ?? 'dungeonbowl2021');
  if (rs?.teamCount) return rs.teamCount;
  const zones = dungeon ? dungeon.endZones.length : 2;
  return { min: 2, max: Math.max(2, Math.min(LIMITS.teams, zones)) };
}

/**
 * The checked --teams-count; without one, the teams given, or the ruleset's least if that is more
 * (a map short of end zones for the teams given says so when the game is set up).
 */
export function teamsCount(
  given: number | undefined,
  ruleset: string | undefined,
  dungeon?: Dungeon,
  teamsGiven = 2,
): number {
  const { min, max } = teamRange(ruleset, dungeon);
  if (given === undefined) return Math.max(min, teamsGiven);
  if (given >= min && given <= max) return given;
  const name = getRuleset(ruleset ?? 'dungeonbowl2021')?.name ?? ruleset;
  const range = min === max ? `${min}` : `${min} to ${max}`;
  const where =
    getRuleset(ruleset ?? 'dungeonbowl2021')?.teamCount || !dungeon
      ? ''
      : ` on ${printableLine(dungeon.name)} (one team per end zone)`;
  throw new UserError(`--teams-count ${given}: ${name} is played by ${range} teams${where}`);
}

/** Names told apart ("Fire", "Fire (2)"): summaries and logs tell teams apart by name. */
export function namedApart(teams: TeamFile[]): TeamFile[] {
  const taken = new Set<string>();
  return teams.map((t) => {
    let name = t.name;
    for (let n = 2; taken.has(name); n++) name = `${t.name} (${n})`;
    taken.add(name);
    return name === t.name ? t : { ...t, name };
  });
}

/**
 * `count` teams dealt round from `teams` in order. Where the ruleset refuses a team as it is
 * ([000]: four players, at most one Big Guy or Star Player), its squad (the engine's `squadOf`).
 */
export function seatTeams(teams: TeamFile[], count: number, ruleset: string | undefined): TeamFile[] {
  if (teams.length > count)
    throw new UserError(`${teams.length} teams given for --teams-count ${count}: give at most ${count}`);
  const rs = getRuleset(ruleset ?? 'dungeonbowl2021');
  const seated = Array.from({ length: count }, (_, i) => {
    const t = teams[i % teams.length];
    const refused = rs?.teamProblems ? rs.teamProblems(t, 'team').length > 0 : false;
    return refused ? squadOf(t) : t;
  });
  return namedApart(seated);
}

/**
 * The built-in dungeon for a game with no --dungeon: the default one where it serves the ruleset,
 * else the first map made for the ruleset that its construction rules pass for this many teams.
 */
export function defaultDungeon(ruleset: string | undefined, count: number): string {
  const claims = (text: string, id: string) =>
    (text.match(/^rulesets: (.*)$/m)?.[1] ?? '')
      .split(',')
      .map((s) => s.trim())
      .includes(id);
  const id = ruleset ?? 'dungeonbowl2021';
  const home = BUILTIN_DUNGEONS.find((d) => d.id === DEFAULT_DUNGEON);
  if (!home || claims(home.text, id)) return DEFAULT_DUNGEON;
  const made = BUILTIN_DUNGEONS.filter((d) => claims(d.text, id));
  const fits = made.find((d) => validateDungeon(d.text, id, { teams: count }).ok);
  return (fits ?? made[0] ?? home).id;
}
