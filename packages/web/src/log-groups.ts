/**
 * The log as a coach reads it: one summary line per activation ("Ogre #1 blitzes Witch Elf #4:
 * 2 dice, POW!, down, armour broken, KO'd") with its dice and details folded under it, the turns
 * as separators, the pre-game roll-offs credited to the team that won them, and what happens
 * outside an activation (a kick-off, a hazard, a player entering through a portal) as lines of
 * its own. Built from the lines' events (log.ts), in the names the lines use.
 */
import { type Game, type GameEvent, pushAll } from '@dungeonbowl/engine';
import type { LogLine } from './log.ts';
import { playerName, squareName, teamName } from './names.ts';
import { cap, count, words } from './words.ts';

/** Lines folded under one summary: an activation, a roll-off, a wizard's spell. */
export interface LogGroup {
  kind: 'group';
  what: 'activation' | 'rollOff' | 'spell';
  /** The team whose activation (or win) it is, for its colour. */
  team?: number;
  summary: string;
  lines: LogLine[];
  /** A turnover, a touchdown or a casualty happened in it. */
  big: boolean;
  /** Where its first line is in the log (a stable key). */
  at: number;
}

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

/** Groups the lines (as linesFor left them for the coach) into the entries the log shows. */
export function groupLog(g: Game, lines: readonly LogLine[]): LogEntry[] {
  const out: LogEntry[] = [];
  let open: LogGroup | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const e = line.event;
    if (line.kind === 'end') {
      open = null;
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
  for (const x of out) if (x.kind === 'group' && x.what !== 'rollOff') x.summary = summarise(g, x);
  return out;
}

function summarise(g: Game, x: LogGroup): string {
  const events = x.lines.flatMap((l) => (l.event ? [l.event] : []));
  if (x.what === 'spell') {
    const rest = events
      .slice(1)
      .flatMap((e) => (e.type === 'spell' && e.what !== 'cast' ? [spellNote(g, e)] : []));
    return `${x.lines[0].text}${rest.length ? `: ${rest.join(', ')}` : ''}`;
  }
  const act = events[0] as Ev<'activate'>;
  const s = new Summary(g, act);
  for (const e of events.slice(1)) s.add(e);
  return s.text();
}

function spellNote(g: Game, e: Ev<'spell'>): string {
  const who =
    e.player !== undefined ? playerName(g, e.player) : e.sq !== undefined ? squareName(g, e.sq) : '';
  return `${e.what === 'fizzles' ? 'fizzles' : `${e.what} ${who}`}`.trim();
}

/** How a player goes down, in a word for a summary. */
const DOWN: Record<Ev<'knockedDown'>['how'], string> = {
  knockedDown: 'down',
  fallsOver: 'falls over',
  placedProne: 'placed prone',
};

/** The words of one activation's summary, gathered event by event. */
class Summary {
  private readonly notes: string[] = [];
  /** Successful tests counted ("2 dodges"), at the place of the first one. */
  private readonly tallies = new Map<string, { at: number; n: number }>();
  private to: number | null = null;
  private receiver: number | null = null;
  private target: number | undefined;
  private lastFailed = -1;

  constructor(
    private readonly g: Game,
    private readonly act: Ev<'activate'>,
  ) {
    this.target = act.target;
  }

  /** The player the summary is about, named only when it is someone else. */
  private who(p: number): string {
    const subject = this.target ?? this.act.player;
    return p === subject ? '' : `${playerName(this.g, p)} `;
  }

  private note(text: string): void {
    this.notes.push(text);
  }

  private tally(test: string): void {
    const t = this.tallies.get(test);
    if (t) t.n++;
    else {
      this.tallies.set(test, { at: this.notes.length, n: 1 });
      this.notes.push('');
    }
  }

  add(e: GameEvent): void {
    const me = this.act.player;
    switch (e.type) {
      case 'move':
        if (e.player === me && (e.kind === 'step' || e.kind === 'jump' || e.kind === 'teleport'))
          this.to = e.to;
        return;
      case 'standUp':
        if (e.player === me) this.note(e.ok ? 'stands up' : 'fails to stand up');
        return;
      case 'test':
        return this.test(e);
      case 'reroll': {
        // "dodge re-rolled (Dodge)" where the failure was, or (block dice) a note of its own.
        const how = e.source === 'team' ? 'team re-roll' : cap(words(e.source));
        const failed = this.lastFailed;
        this.lastFailed = -1;
        if (failed < 0) return this.note(how);
        this.notes[failed] = this.notes[failed].replace(' FAILED', ` re-rolled (${how})`);
        return;
      }
      case 'blockDice':
        this.target ??= e.defender;
        return this.note(count(e.faces.length, 'die', 'dice'));
      case 'blockResult':
        return this.note(words(e.face));
      case 'knockedDown':
        return this.note(`${this.who(e.player)}${DOWN[e.how]}`);
      case 'armour':
        return this.note(`${this.who(e.player)}armour ${e.broken ? 'broken' : 'holds'}`);
      case 'injury':
        // A casualty is said by its own event, with what it is.
        if (e.result !== 'casualty') this.note(`${this.who(e.player)}${words(e.result)}`);
        return;
      case 'casualty':
        return this.note(`${this.who(e.player)}casualty (${words(e.result)})`);
      case 'ball':
        return this.ball(e);
      default:
        return this.other(e);
    }
  }

  private test(e: Ev<'test'>): void {
    if (e.test === 'pass') {
      const total = e.roll + e.modifier;
      return this.note(
        e.roll === 1 ? 'fumbled' : e.ok ? 'accurate' : total <= 1 ? 'wildly inaccurate' : 'inaccurate',
      );
    }
    // A catch is said by the ball's event (caught, or the bounce after a drop).
    if (e.test === 'catch' && e.ok) return;
    if (e.ok) return this.tally(words(e.test));
    this.lastFailed = this.notes.length;
    this.note(
      `${e.player === this.act.player ? '' : `${playerName(this.g, e.player)} `}${words(e.test)} FAILED`,
    );
  }

  private ball(e: Ev<'ball'>): void {
    const me = this.act.player;
    const mine = (p?: number) => p !== undefined && this.g.players[p]?.team === this.g.players[me]?.team;
    if (e.what === 'caught' && e.player !== undefined) {
      if (e.player === me) return this.note('catches the ball');
      if ((this.act.action === 'pass' || this.act.action === 'handOff') && mine(e.player)) {
        this.receiver = e.player;
        return this.note('caught');
      }
      return this.note(`caught by ${playerName(this.g, e.player)}`);
    }
    if (e.what === 'pickedUp' || e.what === 'found')
      return this.note(
        `${e.player === me ? '' : `${playerName(this.g, e.player)} `}${e.what === 'found' ? 'finds' : 'picks up'} the ball`,
      );
    if (e.what === 'dropped')
      return this.note(`${e.player === me ? '' : `${playerName(this.g, e.player)} `}drops the ball`);
    if (e.what === 'bounce' && !this.notes.includes('the ball bounces')) this.note('the ball bounces');
  }

  private other(e: GameEvent): void {
    switch (e.type) {
      case 'chest':
        return this.note(`opens a chest: ${e.hadBall ? 'the BALL!' : 'it explodes'}`);
      case 'trap':
        return this.note(
          `${this.who(e.player)}${e.kind === 'fake' ? 'a fake trap' : `falls into a ${words(e.kind)}`}`,
        );
      case 'hazard':
        return this.note(`${this.who(e.player)}falls into the ${words(e.hazard)}`);
      case 'climb':
        return this.note(e.ok ? 'climbs out of the pit' : 'stays in the pit');
      case 'teleport':
        return this.note(`${this.who(e.player)}${e.mishap ? 'lost in a mishap' : 'teleports'}`);
      case 'sentOff':
        return this.note(`${playerName(this.g, e.player)} sent off`);
      case 'bomb':
        if (e.what === 'explodes') this.note('the bomb explodes');
        return;
      case 'touchdown':
        return this.note('TOUCHDOWN!');
      case 'turnover':
        return this.note('TURNOVER');
    }
  }

  /** "Lineman #3 moves to (5,2)", "Thrower #2 passes to Catcher #7", "Ogre #1 blitzes Witch Elf #4". */
  private head(): string {
    const g = this.g;
    const { action } = this.act;
    const name = (p: number | null | undefined) =>
      p === null || p === undefined ? '' : ` ${playerName(g, p)}`;
    const to = (p: number | null) => (p === null ? '' : ` to${name(p)}`);
    const verb: Record<string, string> = {
      move: `moves${this.to !== null ? ` to ${squareName(g, this.to)}` : ''}`,
      block: `blocks${name(this.target)}`,
      blitz: `blitzes${name(this.target)}`,
      pass: `passes${to(this.receiver)}`,
      handOff: `hands off${to(this.receiver)}`,
      foul: `fouls${name(this.target)}`,
      throwTeamMate: 'throws a team-mate',
      kickTeamMate: 'kicks a team-mate',
      hypnoticGaze: `uses Hypnotic Gaze${name(this.target)}`,
      throwBomb: 'throws a bomb',
    };
    return `${playerName(g, this.act.player)} ${verb[action] ?? `declares ${words(action)}`}`;
  }

  text(): string {
    for (const [test, t] of this.tallies) {
      const plural = /(s|sh|ch)$/.test(test) ? `${test}es` : `${test}s`;
      this.notes[t.at] = count(t.n, test, plural);
    }
    const notes = this.notes.filter((n) => n !== '');
    return `${this.head()}${notes.length ? `: ${notes.join(', ')}` : ''}`;
  }
}

/**
 * A pre-game roll-off, credited: the engine rolls one die per team in the listed order, and
 * again among the tied teams (rules/pregame.ts rankByRolls); a coin toss is one D2, 1 for the
 * first team listed. The rolls are read back in that order to say who won with what.
 */
function rollOffGroup(g: Game, lines: LogLine[], at: number): LogGroup {
  const rolls = lines.map((l) => l.event as Ev<'roll'>);
  const purpose = rolls[0].purpose;
  const what =
    purpose === 'placement roll-off' ? 'placing chests and portals' : purpose.replace(/^.*?: /, '');
  const teams = g.teams.map((_, t) => t);
  const group: LogGroup = { kind: 'group', what: 'rollOff', summary: '', lines, big: false, at };
  if (rolls.length === 1 && rolls[0].die === 2 && teams.length === 2) {
    group.team = rolls[0].value === 1 ? 0 : 1;
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
