/**
 * The log as a coach reads it: one summary line per activation ("Ogre #1 blitzes Witch Elf #4:
 * 2 dice, POW!, down, armour broken, KO'd") with its dice and details folded under it, the turns
 * as separators, the pre-game roll-offs credited to the team that won them, each team's
 * deployment under its own name, a player's doings outside an activation (entering through a
 * portal: its dice folded under "enters through portal 2, arrives at (15,2)"), and what else
 * happens outside an activation (a hazard, the end of a turn) as lines of their own. Built from
 * the lines' events (log.ts), in the names the lines use; the summaries are log-summary.ts's.
 */
import { type Game, type GameEvent, pushAll } from '@dungeonbowl/engine';
import type { LogLine } from './log.ts';
import { Summary } from './log-summary.ts';
import { playerName, squareName, teamName } from './names.ts';
import { count } from './words.ts';

/**
 * Lines folded under one summary: an activation, a roll-off, a wizard's spell, a team's
 * deployment, a player's doings outside an activation (its portal dice and where it arrived).
 */
export interface LogGroup {
  kind: 'group';
  what: 'activation' | 'rollOff' | 'spell' | 'deploy' | 'player';
  /** The team whose activation (or win) it is, for its colour. */
  team?: number;
  summary: string;
  lines: LogLine[];
  /** A turnover, a touchdown or a casualty happened in it. */
  big: boolean;
  /** Where its first line is in the log (a stable key). */
  at: number;
}

/** The test id of each kind of group (docs/web.md). */
export const GROUP_TESTID: Record<LogGroup['what'], string> = {
  activation: 'log-activation',
  rollOff: 'log-roll-off',
  spell: 'log-spell',
  deploy: 'log-deploy',
  player: 'log-player',
};

export type LogEntry =
  | { kind: 'turn'; line: LogLine; at: number }
  | { kind: 'line'; line: LogLine; at: number }
  | LogGroup;

type Ev<T extends GameEvent['type']> = Extract<GameEvent, { type: T }>;

/** Events that end the activation under way and stand as lines of their own. */
const ENDS = new Set(['turnEnd', 'gameOver', 'dungeonReset', 'clock', 'concede', 'firstTurn']);
const BIG = new Set(['turnover', 'touchdown', 'casualty']);

const isRollOff = (e: GameEvent | undefined): e is Ev<'roll'> =>
  e?.type === 'roll' && e.player === undefined && /roll-off|coin toss/.test(e.purpose);

/** A player put on the dungeon from the reserves: a deployment. */
const isPlaced = (e: GameEvent | undefined): e is Ev<'move'> =>
  e?.type === 'move' && e.from < 0 && e.kind === 'place';

/** The player whose doings outside an activation start here: a portal's die, a teleport, a KO rush. */
function startsDoings(e: GameEvent | undefined): number | null {
  if (!e || !('player' in e) || e.player === undefined) return null;
  return e.type === 'roll' || e.type === 'teleport' || e.type === 'koRush' ? e.player : null;
}

/** The end of the run of lines from `i` that `fits`. */
function runEnd(lines: readonly LogLine[], i: number, fits: (l: LogLine) => boolean): number {
  let end = i + 1;
  while (end < lines.length && lines[end].kind !== 'end' && fits(lines[end])) end++;
  return end;
}

/** A group of lines `from`..`to` (its summary made later). */
function group(what: LogGroup['what'], lines: readonly LogLine[], from: number, to = from): LogGroup {
  const team = lines[from].team;
  const folded = lines.slice(from, to);
  const big = folded.some((l) => l.event && BIG.has(l.event.type));
  return {
    kind: 'group',
    what,
    ...(team !== undefined ? { team } : {}),
    summary: '',
    lines: folded,
    big,
    at: from,
  };
}

/**
 * Outside an activation, a run of lines about one player (`deploying`: its team's deployments,
 * under the team that acted), folded under one summary; null where none starts here.
 */
function outsideRun(g: Game, lines: readonly LogLine[], i: number, deploying: boolean): LogGroup | null {
  const e = lines[i].event;
  const teamOf = (p: number) => g.players[p]?.team;
  if (deploying && isPlaced(e)) {
    const team = teamOf(e.player);
    const end = runEnd(lines, i, (l) => isPlaced(l.event) && teamOf(l.event.player) === team);
    return { ...group('deploy', lines, i, end), team };
  }
  const p = startsDoings(e);
  if (p === null) return null;
  const end = runEnd(lines, i, (l) => {
    const x = l.event as { type?: string; player?: number } | undefined;
    return x?.player === p && x.type !== 'activate' && !ENDS.has(x.type ?? '');
  });
  return end - i > 1 ? group('player', lines, i, end) : null;
}

/** Groups the lines (as linesFor left them for the coach) into the entries the log shows. */
export function groupLog(g: Game, lines: readonly LogLine[]): LogEntry[] {
  const out: LogEntry[] = [];
  let open: LogGroup | null = null;
  let deploying = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const e = line.event;
    if (line.kind === 'end') {
      open = null;
      continue;
    }
    if (e?.type === 'phase') deploying = e.phase === 'deploy';
    const run = open ? null : outsideRun(g, lines, i, deploying);
    if (run) {
      out.push(run);
      i = run.at + run.lines.length - 1;
      continue;
    }
    if (e?.type === 'activate' || (e?.type === 'spell' && e.what === 'cast')) {
      open = {
        kind: 'group',
        what: e.type === 'activate' ? 'activation' : 'spell',
        team: line.team,
        summary: '',
        lines: [],
        big: false,
        at: i,
      };
      out.push(open);
    } else if (e?.type === 'turnStart') {
      open = null;
      deploying = false;
      out.push({ kind: 'turn', line, at: i });
      continue;
    } else if (isRollOff(e)) {
      open = null;
      let end = i + 1;
      while (
        end < lines.length &&
        isRollOff(lines[end].event) &&
        (lines[end].event as Ev<'roll'>).purpose === e.purpose
      )
        end++;
      out.push(rollOffGroup(g, lines.slice(i, end), i));
      i = end - 1;
      continue;
    } else if (!open || (e && ENDS.has(e.type))) {
      open = null;
      out.push({ kind: 'line', line, at: i });
      continue;
    }
    open.lines.push(line);
    if (e && BIG.has(e.type)) open.big = true;
    if (line.closes) open = null;
  }
  // The group still open is the activation under way: what has not happened in it yet may.
  for (const x of out)
    if (x.kind === 'group' && x.what !== 'rollOff') x.summary = summarise(g, x, x !== open);
  return out;
}

function summarise(g: Game, x: LogGroup, ended: boolean): string {
  const events = x.lines.flatMap((l) => (l.event ? [l.event] : []));
  if (x.what === 'deploy') return `${teamName(g, x.team)} deploys ${count(x.lines.length, 'player')}`;
  if (x.what === 'player') return doingsSummary(x.lines);
  if (x.what === 'spell') {
    const rest = events
      .slice(1)
      .flatMap((e) => (e.type === 'spell' && e.what !== 'cast' ? [spellNote(g, e)] : []));
    return `${x.lines[0].text}${rest.length ? `: ${rest.join(', ')}` : ''}`;
  }
  const act = events[0] as Ev<'activate'>;
  const s = new Summary(g, act, ended);
  for (const e of events.slice(1)) s.add(e);
  return s.text();
}

/**
 * A player's doings outside an activation, from its lines (dice left folded): "Lineman #10 enters
 * through portal 2, arrives at (15,2)"; the player named once.
 */
function doingsSummary(lines: readonly LogLine[]): string {
  const said = lines.filter((l) => l.kind !== 'die' && l.text !== '').map((l) => l.text);
  if (said.length === 0) return lines[0].text;
  const name = said[0].match(/^(.+? #\d+) /)?.[1];
  const rest = said.slice(1).map((t) => (name && t.startsWith(`${name} `) ? t.slice(name.length + 1) : t));
  return [said[0], ...rest].join(', ');
}

function spellNote(g: Game, e: Ev<'spell'>): string {
  const who =
    e.player !== undefined ? playerName(g, e.player) : e.sq !== undefined ? squareName(g, e.sq) : '';
  return `${e.what === 'fizzles' ? 'fizzles' : `${e.what} ${who}`}`.trim();
}

/**
 * A pre-game roll-off, credited: the engine rolls one die per team in the listed order, and
 * again among the tied teams (rules/pregame.ts rankByRolls), read back in that order to say who
 * won with what; a coin toss's die says which team each face wins for (the engine's `wins`).
 */
function rollOffGroup(g: Game, lines: LogLine[], at: number): LogGroup {
  const rolls = lines.map((l) => l.event as Ev<'roll'>);
  const purpose = rolls[0].purpose;
  const what =
    purpose === 'placement roll-off' ? 'placing chests and portals' : purpose.replace(/^.*?: /, '');
  const teams = g.teams.map((_, t) => t);
  const group: LogGroup = { kind: 'group', what: 'rollOff', summary: '', lines, big: false, at };
  const coin = rolls.length === 1 ? rolls[0].wins?.[rolls[0].value - 1] : undefined;
  if (coin !== undefined) {
    group.team = coin;
    group.summary = `${teamName(g, group.team)} wins the coin toss for ${what}`;
    return group;
  }
  const ranked = rankBack(
    teams,
    rolls.map((r) => r.value),
  );
  if (!ranked) {
    group.summary = `Roll-off for ${what}: ${rolls.map((r) => r.value).join(', ')}`;
    return group;
  }
  const { order, by } = ranked;
  group.team = order[0];
  const said =
    teams.length === 2
      ? by[order[0]].map((v, i) => `${v} against ${by[order[1]][i]}`).join(', then ')
      : order.map((t) => `${teamName(g, t)} ${by[t].join('/')}`).join(', ');
  group.summary = `${teamName(g, order[0])} wins the roll-off for ${what} (${said})`;
  return group;
}

/** The order rankByRolls reached with these dice, and each team's rolls; null if they do not fit. */
function rankBack(teams: number[], values: number[]): { order: number[]; by: number[][] } | null {
  for (const places of [teams.length, 1]) {
    const by: number[][] = teams.map(() => []);
    let next = 0;
    const rank = (ts: number[], left: number): number[] => {
      if (ts.length <= 1) return [...ts];
      const roll = () =>
        ts.map((t) => {
          const r = values[next++] ?? Number.NaN;
          by[t].push(r);
          return { t, r };
        });
      let rs = roll();
      let vs = [...new Set(rs.map((x) => x.r))].sort((a, b) => b - a);
      while (vs.length === 1 && left > 0 && next < values.length) {
        rs = roll();
        vs = [...new Set(rs.map((x) => x.r))].sort((a, b) => b - a);
      }
      const out: number[] = [];
      for (const v of vs) {
        const tied = rs.filter((x) => x.r === v).map((x) => x.t);
        pushAll(out, tied.length > 1 && out.length < left ? rank(tied, left - out.length) : tied);
      }
      return out;
    };
    const order = rank(teams, places);
    if (next === values.length && by.every((b) => b.every((v) => !Number.isNaN(v)))) return { order, by };
  }
  return null;
}
