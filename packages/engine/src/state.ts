/**
 * The game state: plain JSON data, no classes or functions. Squares are numbers (y * width + x).
 * `occ` maps each square to the index of the player on it (-1 when empty) and is kept in step
 * with player positions; the property tests check that it always is.
 */
import type { DiceState } from './dice.ts';
import type { Frame } from './frames.ts';
import type { RulesetOptions } from './ruleset.ts';

/** Where a player is and how it stands. Only the first three are in the dungeon. */
export type PlayerStatus =
  | 'standing'
  | 'prone'
  | 'stunned'
  | 'reserve'
  | 'ko'
  | 'casualty'
  | 'sentOff'
  /** Removed from the game by a magical mishap. */
  | 'lost'
  /** Gone with its team, whose coach conceded a game of more than two teams (concede.ts). */
  | 'retired';

export const ON_PITCH: ReadonlySet<PlayerStatus> = new Set(['standing', 'prone', 'stunned']);

export interface Player {
  /** Index in game.players; actions name players by it. */
  id: number;
  team: number;
  number: number;
  name: string;
  position: string;
  ma: number;
  st: number;
  /** Target numbers: 3 means 3+. pa is null for a player with PA '-'. */
  ag: number;
  pa: number | null;
  av: number;
  /** Never changed in place (a skill gained for a turn lives elsewhere; skills.ts caches its answers by this list); copied by clone. */
  skills: readonly string[];
  status: PlayerStatus;
  sq: number;
  /** Lost its tackle zone (Bone Head and the like) until its next activation. */
  lostTackleZone: boolean;
  activated: boolean;
  /**
   * Stunned when the current team turn began: rolls over at its end. Unset (not false) otherwise,
   * as it is for nearly every player: the state's JSON leaves it out (issue 22's size goal). A
   * state saved before holds false until the next turn begins; only truth is ever asked of it.
   */
  stunnedAtTurnStart?: boolean;
  teleportsThisTurn: number;
  /** Skills used this team turn (once-per-turn re-rolls). */
  usedThisTurn: string[];
  /** Take Root: rooted to its square until knocked down or placed prone (rules/common.ts isRooted). */
  rooted?: boolean;
  /** Bestial Fury: this team turn its blocks roll three dice, its coach choosing. */
  furious?: boolean;
  casualty?: string;
  /**
   * [002] Casualties: the hazard that put the player in the casualty box (a chest blast, a pit, a
   * spiked pit, a trapdoor, lava, a chasm): always Badly Hurt, and not recorded on the match sheet.
   */
  casualtyBy?: string;
  /**
   * [000] Injury & Status: injuries taken this game, on the ladder normal (0) -> hurt (1) ->
   * crippled (2) -> dead (3). Unset: none.
   */
  injuries?: number;
  /** [000] hurt: the player has none of its skills for the rest of the game (skills.ts reads this). */
  skillsLost?: true;
}

export interface Team {
  id: string;
  name: string;
  roster: string;
  colour: string;
  rerolls: number;
  /** End zone letter chosen in the pre-game. */
  endZone: string | null;
  /** Rolled a 1 when arguing the call: may not argue again. */
  maySendOffArgue: boolean;
  turnsTaken: number;
  /** Hired its College Wizard (one spell a game: its roster's, rules/spells/). */
  wizard: boolean;
  /** The wizard has cast its spell: once per game. */
  spellCast?: boolean;
  /** Blinding Light: no Pass, Hand-off or assists until this team's next turn starts. */
  blinded?: boolean;
  /** [002]: team turns it had played when the dungeon was last set up after a touchdown. */
  turnsAtDriveStart?: number;
  /** Pit trap counters bought as an inducement ([003]: 2 for 50,000, at most 8), besides the 3 free. */
  extraTraps?: number;
  /** Its coach conceded (concede.ts): its turns are skipped and its players have left. */
  retired?: boolean;
}

export interface Chest {
  sq: number;
  /** Hidden information: never in a coach's view until the chest is opened. */
  hasBall: boolean;
  open: boolean;
}

/**
 * A trap counter ([003] pit traps; later [000]'s markers): placed face down by its owner in the
 * pre-game. Face down, only its owner's view shows it (the ruleset's `hide`); once flipped it is
 * a pit or a spiked pit for everyone, and stays.
 */
export interface TrapCounter {
  sq: number;
  owner: number;
  kind: 'faceDown' | 'pit' | 'spikedPit';
  /**
   * [000] Dungeon Brawl: what the face-down marker is, chosen by its owner as it was placed;
   * secret to the others (the ruleset's `hide` strips it) until it is flipped.
   */
  marker?: TrapMarker;
}

/** [000]'s trap markers: a blank, a pit or a spiked pit. */
export type TrapMarker = 'blank' | 'pit' | 'spikedPit';

/** Does the coach of `team` know of this counter: a revealed pit, or one of its own face down? */
export function seesTrap(t: TrapCounter, team: number): boolean {
  return t.kind !== 'faceDown' || t.owner === team;
}

export interface Ball {
  /** 'hidden': still in a chest; 'carried'; 'ground'; 'gone' after a touchdown. */
  state: 'hidden' | 'carried' | 'ground';
  sq: number;
  carrier: number;
}

export interface TurnState {
  /** Team indices in the order they take turns. */
  order: readonly number[];
  /** Position in `order` of the active team; -1 in the pre-game. */
  index: number;
  /** Team turns played so far by all teams (1 for the first team turn). */
  number: number;
  used: {
    blitz: boolean;
    pass: boolean;
    handOff: boolean;
    foul: boolean;
    throwTeamMate: boolean;
    /** Kick Team-mate: once per team turn, on top of the Pass or Throw Team-mate. */
    kickTeamMate: boolean;
    /** Bombardier: one Throw Bomb per team turn (optional: a new turn's literal leaves it unset). */
    bomb?: boolean;
    portalEntry: boolean;
    sponge: boolean;
    teamReroll: boolean;
  };
  /** Set when a turnover happens; the team turn ends once the current resolution finishes. */
  turnover: boolean;
  /** [002]: the player who entered the dungeon this turn and must now take its action. */
  entering?: number;
  /** [002]: Knocked-out players who have tried to rush back in this turn. */
  rushed?: number[];
}

export type ResultReason =
  | 'touchdown'
  | 'timeLimit'
  | 'turnLimit'
  | 'noPlayers'
  | 'time'
  | 'annihilation'
  | 'concede';

export interface GameResult {
  winner: number | null;
  /**
   * 'touchdown': the first touchdown won; 'timeLimit' / 'turnLimit': [004]'s optional time limit
   * (the ball's distance); 'time': a match of several touchdowns ended by its clock ([002]), won
   * on the score; 'annihilation': a team had nobody left ([002]); 'noPlayers': nobody could play;
   * 'concede': every other team conceded (concede.ts).
   */
  reason: ResultReason;
  /** For time limits: walking distance from the ball to each team's target end zone. */
  detail?: string;
  /** Matches of several touchdowns ([002]): the final score, by team. */
  score?: number[];
  /** League points by team ([002]: win 3, draw 1, loss 0). */
  points?: number[];
}

export interface Game {
  format: 'dungeonbowl-game';
  version: 1;
  rulesetId: string;
  options: Readonly<RulesetOptions>;
  /** The dungeon's text; the parsed layers are shared, not copied (see dungeonOf). */
  dungeonText: string;
  /** The dungeon's width in squares, so board code can turn squares into (x, y). */
  width: number;
  teams: Team[];
  players: Player[];
  occ: number[];
  chests: Chest[];
  portals: { number: number; sq: number }[];
  /** What changes on the map during a game, beside the shared static dungeon: trap counters. */
  traps: TrapCounter[];
  ball: Ball;
  /** Touchdowns scored, by team (a match of several touchdowns keeps them, [002]). */
  score: number[];
  /**
   * Set by a touchdown in a match that goes on ([002]): the scoring team, until the resolution in
   * progress is abandoned and the dungeon set up again (core.ts settle).
   */
  scored?: number;
  /** Trapdoor squares that have opened ([002]); a dungeon reset shuts them again. */
  openTrapdoors?: number[];
  /** [002] Hogwurts: quarter turns to the left the rotating room has made (0-3; unset: 0, as drawn). */
  roomTurns?: number;
  /**
   * [002] The Temple of Doom: the stone ball's place along its corridor (squares from the north,
   * or west, end) and its heading (1: south or east); unset: at the north end, heading south.
   */
  stoneBall?: { at: number; dir: 1 | -1 };
  turn: TurnState;
  stack: Frame[];
  dice: DiceState;
  result: GameResult | null;
  /** Count of actions applied, for records and debugging. */
  step: number;
}

export function isOnPitch(p: Player): boolean {
  return p.status === 'standing' || p.status === 'prone' || p.status === 'stunned';
}

/** Standing and not lost its tackle zone: marks opponents, catches, assists, interferes. */
export function hasTackleZone(p: Player): boolean {
  return p.status === 'standing' && !p.lostTackleZone;
}

export function activeTeam(g: Game): number {
  return g.turn.index < 0 ? -1 : g.turn.order[g.turn.index];
}

/**
 * A copy of a game's dice for a copy of the game (view.ts `cloneState`): the generator's words
 * copied; a dice script, which the engine only reads, frozen and shared.
 */
export function copyDice(d: DiceState): DiceState {
  return d.kind === 'seeded' ? { kind: 'seeded', s: [...d.s] } : { ...d, rolls: frozen(d.rolls) };
}

/** The list itself when it is frozen already, else a frozen copy of it. */
function frozen<T>(xs: readonly T[]): T[] {
  return (Object.isFrozen(xs) ? xs : Object.freeze(xs.slice())) as T[];
}

/** Rule options frozen through (passBands is a list). */
export function frozenOptions(o: RulesetOptions): RulesetOptions {
  if (Object.isFrozen(o) && Object.isFrozen(o.passBands)) return o;
  return Object.freeze({ ...o, passBands: frozen(o.passBands) });
}

/** A deep copy of plain data (frames hold numbers, strings, booleans, lists and small records). */
export function copyPlain<T>(v: T): T {
  if (Array.isArray(v)) return v.map(copyPlain) as T;
  if (v && typeof v === 'object') {
    const out: Record<string, unknown> = {};
    for (const k in v) out[k] = copyPlain((v as Record<string, unknown>)[k]);
    return out as T;
  }
  return v;
}
