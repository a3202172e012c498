/**
 * `validateDungeon(text, ruleset)`: every way a map falls short of a ruleset's construction and
 * placement rules, each with its line and column; a summary when it has none. The rules are the
 * data in data/dungeons/construction.ts: this file reads parameters and never names a ruleset.
 */
import {
  CONSTRUCTION_RULES,
  type ConstructionRules,
  getConstructionRules,
} from '../data/dungeons/construction.ts';
import { LIMITS, pushAll } from '../limits.ts';
import { type DungeonProblem, problemAt, problemOfMap, regions, startRoomTiles } from './analyse.ts';
import { doorJoin, doorWidth, isCentred, tileMeetings } from './doors.ts';
import { type Dungeon, END_ZONE_LETTERS, MAX_MAP_ERRORS, parseDungeon, type TileKind } from './map.ts';
import { type DungeonSummary, summarise } from './summary.ts';
import { checkChests, checkFeatures, checkPortals, checkStart } from './validate-items.ts';

export type { DungeonProblem } from './analyse.ts';

export interface ValidateOptions {
  /** Teams that will play: the map needs an end zone letter for each (default: the ruleset's). */
  teams?: number;
}

export interface ValidateResult {
  ok: boolean;
  ruleset: string;
  problems: DungeonProblem[];
  /** The parsed map, when it parses. */
  dungeon: Dungeon | null;
  /** Size, tiles and distances, when the map parses. */
  summary: DungeonSummary | null;
}

const KIND_NAMES: Record<TileKind, [string, string]> = {
  corridor: ['corridor', 'corridors'],
  'small-room': ['small room', 'small rooms'],
  'large-room': ['large room', 'large rooms'],
};

/** Checks a map against a ruleset's construction rules. Never throws. */
export function validateDungeon(
  text: string,
  ruleset: string,
  options: ValidateOptions = {},
): ValidateResult {
  const parsed = parseDungeon(text);
  if (!parsed.ok) return { ok: false, ruleset, problems: parsed.errors, dungeon: null, summary: null };
  const d = parsed.value;
  const rules = getConstructionRules(ruleset);
  if (!rules) {
    const problem = {
      code: 'UNKNOWN_RULESET',
      message: `no construction rules for ruleset '${ruleset}' (known: ${CONSTRUCTION_RULES.map((r) => r.id).join(', ')})`,
      line: 1,
      column: 1,
    };
    return { ok: false, ruleset, problems: [problem], dungeon: d, summary: null };
  }
  const perTeam = rules.endZonePerTeam !== false;
  const teams =
    options.teams ??
    Math.max(rules.defaultTeams, perTeam && rules.endZones.max === null ? d.endZones.length : 0);
  const badTeams = teamsProblem(teams, rules);
  if (badTeams) return { ok: false, ruleset, problems: [badTeams], dungeon: d, summary: null };
  const problems = [
    ...checkFeatures(d, rules),
    ...checkEndZones(d, rules, teams),
    ...checkDoors(d, rules),
    ...checkTileCounts(d, rules),
    ...checkReach(d, rules),
    ...checkChests(d, rules),
    ...checkPortals(d, rules),
    ...checkStart(d, rules, teams),
  ];
  problems.sort((a, b) => a.line - b.line || a.column - b.column);
  const ok = problems.length === 0;
  return { ok, ruleset, problems: capped(problems), dungeon: d, summary: summarise(d, rules) };
}

/** At most MAX_MAP_ERRORS problems, the last saying how many more there were (as the parser does). */
function capped(problems: DungeonProblem[]): DungeonProblem[] {
  if (problems.length <= MAX_MAP_ERRORS) return problems;
  const out = problems.slice(0, MAX_MAP_ERRORS);
  const next = problems[MAX_MAP_ERRORS];
  const message = `and ${problems.length - MAX_MAP_ERRORS} more problems`;
  out.push({ code: 'MORE_ERRORS', message, line: next.line, column: next.column });
  return out;
}

/**
 * The teams a ruleset's dungeon is for: its `teams` when it names them; else at least 2 (and its
 * least end zones), at most its most end zones and never more than LIMITS.teams (one end zone
 * letter each).
 */
export function teamRange(rules: ConstructionRules): { least: number; most: number } {
  if (rules.teams) return { least: rules.teams.min, most: Math.min(rules.teams.max, LIMITS.teams) };
  const least = Math.max(2, rules.endZones.min);
  const most = Math.min(rules.endZones.max ?? LIMITS.teams, LIMITS.teams, END_ZONE_LETTERS.length);
  return { least, most };
}

function teamsProblem(teams: number, rules: ConstructionRules): DungeonProblem | null {
  const { least, most } = teamRange(rules);
  const range = least === most ? `exactly ${least}` : `${least} to ${most}`;
  const at = (message: string): DungeonProblem => ({ code: 'BAD_TEAMS', message, line: 1, column: 1 });
  if (!Number.isInteger(teams))
    return at(`teams must be a whole number: ${rules.name} is played by ${range}`);
  if (teams > most)
    return at(`${teams} teams: ${rules.name} is played by ${least === most ? range : `at most ${most}`}`);
  if (teams < least)
    return at(
      `${teams} ${teams === 1 ? 'team' : 'teams'}: ${rules.name} is played by ${least === most ? range : `at least ${least}`}`,
    );
  return null;
}

function checkEndZones(d: Dungeon, rules: ConstructionRules, teams: number): DungeonProblem[] {
  const out: DungeonProblem[] = [];
  const n = d.endZones.length;
  const { min, max } = rules.endZones;
  // Shared end zones ([000]): any number of teams plays on the least the ruleset asks for.
  const need = rules.endZonePerTeam === false ? min : Math.max(min, teams);
  if (n < need) {
    const letters = END_ZONE_LETTERS.slice(0, need)
      .split('')
      .filter((z) => !d.endZones.includes(z));
    out.push(
      problemOfMap(d, 'END_ZONES', `end zone ${letters.join(', ')} missing: ${rules.name} needs ${need}`),
    );
  }
  if (max !== null && n > max) {
    const extra = d.endZones[max];
    const sq = d.endZone.indexOf(END_ZONE_LETTERS.indexOf(extra));
    out.push(problemAt(d, sq, 'END_ZONES', `${n} end zones: ${rules.name} has ${max}`));
  }
  if (rules.passagesPerSide !== null) pushAll(out, checkPassages(d, rules.passagesPerSide));
  else {
    const sq = d.passage.indexOf(true);
    if (sq >= 0) out.push(problemAt(d, sq, 'NOT_IN_RULESET', `${rules.name} has no scoring passages`));
  }
  return out;
}

/** [002]: each side scores through 2x1 "Dungeon Entry" passages. */
function checkPassages(d: Dungeon, perSide: number): DungeonProblem[] {
  const out: DungeonProblem[] = [];
  const seen = new Set<number>();
  const count = new Map<number, number>();
  for (let sq = 0; sq < d.passage.length; sq++) {
    if (!d.passage[sq] || seen.has(sq)) continue;
    const group = [sq];
    seen.add(sq);
    for (let i = 0; i < group.length; i++) {
      const s = group[i];
      for (const n of [s - 1, s + 1, s - d.width, s + d.width]) {
        if (d.passage[n] && d.endZone[n] === d.endZone[sq] && !seen.has(n)) {
          seen.add(n);
          group.push(n);
        }
      }
    }
    count.set(d.endZone[sq], (count.get(d.endZone[sq]) ?? 0) + 1);
    if (group.length !== 2) {
      out.push(
        problemAt(
          d,
          sq,
          'PASSAGE_SHAPE',
          `a scoring passage is 2 squares (2x1); this one has ${group.length}`,
        ),
      );
    }
  }
  for (const z of d.endZones) {
    const n = count.get(END_ZONE_LETTERS.indexOf(z)) ?? 0;
    if (perSide > 0 && n < perSide) {
      out.push(
        problemOfMap(
          d,
          'PASSAGES',
          `end zone ${z} has ${n} scoring passages (${z.toLowerCase()}); ${perSide} needed`,
        ),
      );
    }
  }
  return out;
}

function checkDoors(d: Dungeon, rules: ConstructionRules): DungeonProblem[] {
  const out: DungeonProblem[] = [];
  for (const door of d.doors) {
    const at = door.squares[0];
    if (door.tiles.length !== 2) {
      out.push(problemAt(d, at, 'DOOR_JOINS', `a door joins ${door.tiles.length} tiles; a door joins 2`));
      continue;
    }
    const width = doorWidth(d, door);
    if (width < rules.minDoorWidth)
      out.push(
        problemAt(
          d,
          at,
          'NARROW_DOOR',
          `door is ${width} square wide; ${rules.name} needs ${rules.minDoorWidth}`,
        ),
      );
    if (!rules.doorsCentred) continue;
    const join = doorJoin(d, door);
    if (!join)
      out.push(
        problemAt(d, at, 'DOOR_NOT_CENTRED', 'a door is one square thick, in a line between its two tiles'),
      );
    else if (!isCentred(join)) {
      const len = join.joinTo - join.joinFrom + 1;
      out.push(
        problemAt(
          d,
          at,
          'DOOR_NOT_CENTRED',
          `door is not centred on the ${len}-square join between its tiles`,
        ),
      );
    }
  }
  if (rules.doorWhereTilesMeet) {
    for (const m of tileMeetings(d)) {
      if (d.tiles[m.a].joined.includes(m.b)) continue;
      out.push(problemAt(d, m.sq, 'NO_DOOR', 'two tiles meet across this wall without a door between them'));
    }
  }
  return out;
}

function checkTileCounts(d: Dungeon, rules: ConstructionRules): DungeonProblem[] {
  const out: DungeonProblem[] = [];
  for (const kind of Object.keys(rules.minTiles) as TileKind[]) {
    const n = d.tiles.filter((t) => t.kind === kind && t.endZones.length === 0).length;
    if (n < rules.minTiles[kind])
      out.push(
        problemOfMap(
          d,
          'TOO_FEW_TILES',
          `${n} ${KIND_NAMES[kind][n === 1 ? 0 : 1]} outside the end zones; ${rules.name} needs ${rules.minTiles[kind]}`,
        ),
      );
  }
  return out;
}

/**
 * Every open square can be walked to from the end zones (or the start rooms); with
 * `reachByPortal`, a region holding a portal counts when the walkable part has one too.
 */
function checkReach(d: Dungeon, rules: ConstructionRules): DungeonProblem[] {
  const { of, count } = regions(d);
  const starts = rules.startRooms
    ? startRoomTiles(d, rules.startRooms.side).map((t) => d.tiles[t].squares[0])
    : [];
  const zoneSq = d.endZone.findIndex((z) => z >= 0);
  const home = starts.length > 0 ? of[starts[0]] : zoneSq >= 0 ? of[zoneSq] : -1;
  if (home < 0) return [];
  const reached = new Set([home]);
  const portalRegions = new Set(d.fixedPortals.map((p) => of[p.sq]));
  if (rules.reachByPortal && portalRegions.has(home)) for (const r of portalRegions) reached.add(r);
  // One pass for every region's first square, size and end zone: a map may have thousands.
  const first = new Array<number>(count).fill(-1);
  const size = new Array<number>(count).fill(0);
  const zone = new Array<boolean>(count).fill(false);
  for (let s = 0; s < of.length; s++) {
    const r = of[s];
    if (r < 0) continue;
    if (first[r] < 0) first[r] = s;
    size[r]++;
    if (d.endZone[s] >= 0) zone[r] = true;
  }
  const out: DungeonProblem[] = [];
  for (let r = 0; r < count; r++) {
    if (reached.has(r)) continue;
    const what = zone[r] ? ', an end zone among them' : '';
    const message = `${size[r]} open squares cannot be reached from the rest of the dungeon${what}`;
    out.push(problemAt(d, first[r], 'UNREACHABLE', message));
  }
  return out;
}
