/**
 * What the scripted bot knows at a decision: its team, where it scores, where the ball is, and
 * the bot's memory (the activation it is carrying out, what it worked out this team turn). All
 * of it comes from the coach's view of the game; nothing hidden is read.
 */
import {
  type ActionKind,
  type Decision,
  END_ZONE_LETTERS,
  type Game,
  markedSquares,
  type Player,
} from '@dungeonbowl/engine';
import { scoresInPassages, scoringLetters } from './rules-facts.ts';
import { type Board, boardOf, chestMask, FAR, field, relax } from './scripted-board.ts';
import { knownTraps, trapKey } from './scripted-traps.ts';

/** The activation a decision is in: who, what was declared, and how far it has gone. */
export interface ActivationNow {
  player: number;
  action: ActionKind;
  /** The nominated target of a Blitz or Foul, -1 for none. */
  target: number;
  moved: number;
  acted: boolean;
}

/** The activation of an `activation` decision, from the decision alone. */
export function activationNow(d: Extract<Decision, { kind: 'activation' }>): ActivationNow {
  const a = d.activation ?? { player: d.player ?? -1, action: 'move', target: -1 };
  return {
    player: a.player,
    action: a.action,
    target: a.target,
    moved: d.context.moved,
    acted: d.context.acted,
  };
}

export type IntentKind = 'move' | 'carry' | 'pickup' | 'open' | 'blitz' | 'foul' | 'risky' | 'portal';

/** The activation the bot declared and how it means to carry it out. */
export interface Intent {
  turn: number;
  player: number;
  kind: IntentKind;
  /** Squares to step through; null until planned at the activation's first step. */
  path: number[] | null;
  /** The chest to open ('open'). */
  chest?: number;
  /** The player to block ('blitz') or foul ('foul'). */
  target?: number;
  /** Times the route was planned again (the player was pushed, a square got taken). */
  replans: number;
}

export interface Memory {
  intent: Intent | null;
  /** End zones and their distance fields, by the chests' state (they change when one opens). */
  zones: {
    mine: string | null;
    mask: number;
    /** The traps known when the fields were made (`trapKey`): they go round them. */
    traps: string;
    /**
     * Known traps cut every way between the end zones (revealed pits filling a doorway): the
     * fields then go through them, and the carrier leaps them (scripted-leap.ts).
     */
    cut: boolean;
    targets: number[];
    ez: Int32Array;
    own: Int32Array;
  } | null;
  /** The game step and team turn number last seen (a lower step means a new game). */
  step: number;
  turn: number;
  /** Players with nothing useful to do without dice this team turn. */
  idle: Set<number>;
  /** Plans worked out this team turn, by key. */
  cache: Map<string, unknown>;
  /** Reused for the marking of each decision. */
  marked: Int8Array | null;
}

export function newMemory(): Memory {
  return { intent: null, zones: null, step: -1, turn: -1, idle: new Set(), cache: new Map(), marked: null };
}

/**
 * A copy to go on from, for a search's playout: the plans of the turn carry over and later
 * changes stay apart. Cached plans are only replaced, never changed, except the sets of
 * players tried; distance fields are shared (they are rebuilt, not changed).
 */
export function copyMemory(m: Memory | undefined): Memory {
  if (!m) return newMemory();
  const cache = new Map<string, unknown>();
  for (const [k, v] of m.cache) cache.set(k, v instanceof Set ? new Set(v) : v);
  const intent = m.intent && { ...m.intent, path: m.intent.path && [...m.intent.path] };
  return { ...m, intent, idle: new Set(m.idle), cache, marked: null };
}

/** What the bot knows at one decision (built afresh for each; plans live in the memory). */
export class Sit {
  /** End zone squares this team scores in, and the walking distance to them. */
  readonly targets: number[];
  readonly ez: Int32Array;
  /**
   * Walking distance to where opponents score: this team's own end zone, or, where end zones are
   * shared, the same field as `ez`.
   */
  readonly own: Int32Array;
  /** Known traps cut every way to the end zone we score in (`ez` then goes through them). */
  readonly cut: boolean;
  /** The ball carrier's index, or -1. */
  readonly carrier: number;
  readonly ourBall: boolean;
  readonly theirBall: boolean;
  readonly loose: boolean;
  readonly hidden: boolean;
  /** This team's turns left, this one included (Infinity without a turn limit). */
  readonly turnsLeft: number;
  /** Roles worked out for this decision (scripted-roles.ts). */
  readonly roles = new Map<string, unknown>();
  private marked: Int8Array | null = null;

  constructor(
    readonly g: Game,
    readonly team: number,
    readonly b: Board,
    readonly mem: Memory,
  ) {
    const z = zones(g, b, team, mem);
    this.targets = z.targets;
    this.ez = z.ez;
    this.own = z.own;
    this.cut = z.cut;
    const ball = g.ball;
    this.carrier = ball.state === 'carried' ? ball.carrier : -1;
    this.ourBall = this.carrier >= 0 && g.players[this.carrier].team === team;
    this.theirBall = this.carrier >= 0 && g.players[this.carrier].team !== team;
    this.loose = ball.state === 'ground';
    this.hidden = ball.state === 'hidden';
    const limit = g.options.turnLimit;
    this.turnsLeft = limit === null ? Number.POSITIVE_INFINITY : limit - g.teams[team].turnsTaken;
  }

  /** Opposing players marking each square for this team (worked out on first use). */
  tz(): Int8Array {
    if (!this.marked) {
      this.marked = markedSquares(this.g, this.team, this.mem.marked ?? undefined);
      this.mem.marked = this.marked;
    }
    return this.marked;
  }
}

const ZONE_SQUARES = new WeakMap<Board, Map<string, number[]>>();

/** The squares of these end zones (kept per map). */
function zoneSquares(b: Board, letters: string[]): number[] {
  let byKey = ZONE_SQUARES.get(b);
  if (!byKey) {
    byKey = new Map();
    ZONE_SQUARES.set(b, byKey);
  }
  const key = letters.join('');
  let out = byKey.get(key);
  if (!out) {
    const idx = new Set(letters.map((z) => END_ZONE_LETTERS.indexOf(z)));
    out = [];
    for (let s = 0; s < b.n; s++) if (idx.has(b.d.endZone[s])) out.push(s);
    byKey.set(key, out);
  }
  return out;
}

function zones(g: Game, b: Board, team: number, mem: Memory): NonNullable<Memory['zones']> {
  const mask = chestMask(g);
  const traps = trapKey(g, team);
  const known = traps === '' ? [] : knownTraps(g, team);
  const z = mem.zones && mem.zones.traps === traps ? mem.zones : null;
  // End zones are chosen once, in the pre-game; the fields change as chests open.
  if (z && z.mask === mask && z.mine === g.teams[team].endZone) return z;
  if (z && z.mine === g.teams[team].endZone && (z.mask & mask) === mask) {
    // Chests have opened since: their squares free up, and distances only shrink from there.
    const opened = g.chests.flatMap((c, i) => ((z.mask >> i) & 1 && c.open ? [c.sq] : []));
    const round = z.cut ? [] : known;
    const ez = relax(b, g, z.ez, opened, round);
    const own = z.own === z.ez ? ez : relax(b, g, z.own, opened, round);
    mem.zones = { ...z, mask, ez, own };
    return mem.zones;
  }
  // Shared end zones ([000]): every end zone is ours to score in, and theirs too.
  const { theirs, mine } = scoringLetters(g, team, b.d.endZones);
  // Where only the passages score ([002]), the set-up squares in front of them are floor.
  const passages = scoresInPassages(g);
  const scoring = passages ? (sq: number) => b.d.passage[sq] : () => true;
  const tag = passages ? ':passages' : '';
  const targets = zoneSquares(b, theirs).filter(scoring);
  const home = mine ? zoneSquares(b, [mine]).filter(scoring) : [];
  let ez = field(b, g, `z:${theirs.join('')}${tag}`, () => targets, FAR, true, known);
  // No way round the known traps from our end zone to theirs: measure through them.
  const cut = known.length > 0 && home.length > 0 && home.every((s) => ez[s] >= FAR);
  if (cut) ez = field(b, g, `z:${theirs.join('')}${tag}`, () => targets, FAR, true);
  // Where end zones are shared the opponents score where we do: their distance is ours.
  const own = mine ? field(b, g, `z:${mine}${tag}`, () => home, FAR, true, cut ? [] : known) : ez;
  mem.zones = { mine: g.teams[team].endZone, mask, traps, cut, targets, ez, own };
  return mem.zones;
}

export function situation(g: Game, team: number, mem: Memory): Sit {
  if (g.step < mem.step || (mem.turn !== g.turn.number && g.turn.number >= 0)) {
    // A new team turn (or a new game): plans and idle players are stale.
    if (g.step < mem.step) {
      mem.intent = null;
      mem.zones = null;
    }
    mem.turn = g.turn.number;
    mem.idle.clear();
    mem.cache.clear();
  }
  mem.step = g.step;
  return new Sit(g, team, boardOf(g), mem);
}

/** A value worked out once per team turn (and state key) and kept in the memory. */
export function perTurn<T>(s: Sit, key: string, make: () => T): T {
  const hit = s.mem.cache.get(key) as T | undefined;
  if (hit !== undefined) return hit;
  const v = make();
  s.mem.cache.set(key, v);
  return v;
}

/** Opposing players standing in the dungeon. */
export function standingOpponents(s: Sit): Player[] {
  return s.g.players.filter((p) => p.team !== s.team && p.status === 'standing');
}

/** A rough worth of a player, for deploying, bringing in through portals and choosing victims. */
export function playerWorth(p: Player): number {
  const pa = p.pa === null ? 7 : p.pa;
  // Speed first (the hunt and the run), then strength, agility, armour and skills.
  // [000] A hurt player has lost its skills (the engine's skills.ts `skillsOf`, not exported, reads
  // the same flag); a crippled one's ST is halved in `st` itself.
  const skills = p.skillsLost ? 0 : p.skills.length;
  return 2 * p.ma + 1.5 * p.st + (7 - p.ag) + 0.15 * (7 - pa) + 0.4 * p.av + 0.5 * skills;
}
