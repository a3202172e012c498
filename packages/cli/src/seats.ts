/**
 * The seats of a game: how many teams play (`--teams-count`, checked against the ruleset: [000]
 * Dungeon Brawl seats 4 to 16, the others 2 unless the map has an end zone for more), which teams
 * sit in them (the given or built-in teams dealt round the seats, as four-player squads where the
 * ruleset plays squads), and the built-in dungeon for them when none is named.
 */
import {
  BUILTIN_DUNGEONS,
  type Dungeon,
  getRoster,
  getRuleset,
  LIMITS,
  MAX_PLAYERS,
  MIN_PLAYERS,
  printableLine,
  squadOf,
  type TeamFile,
  type TeamRuleOptions,
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
 * The players a team of the ruleset brings, where the ruleset plays squads and not whole teams
 * (its `squadSize`; [000]: four, at most one Big Guy or Star Player, checked by the engine);
 * null for whole teams of 11 to 16.
 */
export function squadSize(ruleset: string | undefined): number | null {
  const rs = getRuleset(ruleset ?? 'dungeonbowl2021');
  return rs?.squadSize ?? null;
}

/**
 * How many players a team file may hold under the ruleset, for validateTeam: where it plays
 * squads, the squad itself (played as it is) up to a whole team (cut to its squad by `squadOf`).
 */
export function teamSizeRules(ruleset: string | undefined): Pick<TeamRuleOptions, 'players'> {
  const size = squadSize(ruleset);
  return size === null ? {} : { players: { min: size, max: MAX_PLAYERS } };
}

/** Whether the ruleset plays this team's squad, cut from a whole team, rather than the team itself. */
export function cutToSquad(team: TeamFile, ruleset: string | undefined): boolean {
  return squadSize(ruleset) !== null && team.players.length >= MIN_PLAYERS;
}

/**
 * `count` teams dealt round from `teams` in order. Where the ruleset plays squads, a whole team
 * (11 to 16) plays its squad (the engine's `squadOf`: the first players in its own order, one Big
 * Guy or Star Player at most); a smaller team plays as it is, and the ruleset checks it.
 */
export function seatTeams(teams: TeamFile[], count: number, ruleset: string | undefined): TeamFile[] {
  if (teams.length > count)
    throw new UserError(`${teams.length} teams given for --teams-count ${count}: give at most ${count}`);
  const size = squadSize(ruleset) ?? MAX_PLAYERS;
  const seated = Array.from({ length: count }, (_, i) => {
    const t = teams[i % teams.length];
    return cutToSquad(t, ruleset) ? squadOf(t, size) : t;
  });
  return namedApart(seated);
}

/**
 * One line for each whole team cut to its squad, saying which players play: "Fire: plays its
 * squad of 4: #1 Blaze (Lineman), ...". None where the ruleset plays whole teams.
 */
export function squadLines(teams: TeamFile[], ruleset: string | undefined): string[] {
  const size = squadSize(ruleset);
  if (size === null) return [];
  return teams
    .filter((t) => cutToSquad(t, ruleset))
    .map((t) => {
      const positions = getRoster(t.roster)?.positions ?? [];
      const players = squadOf(t, size).players.map((p) => {
        const pos = positions.find((x) => x.id === p.position)?.name ?? p.position;
        // The built-in teams' players are named after their positions: "Ogre Blocker #1".
        return p.name.includes(pos) ? `#${p.number} ${p.name}` : `#${p.number} ${p.name} (${pos})`;
      });
      return printableLine(`${t.name}: plays its squad of ${players.length}: ${players.join(', ')}`);
    });
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
