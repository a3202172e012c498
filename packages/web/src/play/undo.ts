/**
 * Undo in local play (hotseat, against bots): a coach may take back an action that rolled no die
 * and revealed nothing (a step with no test, a declaration), back to the last die. Online there is
 * none: the server's game is everyone's. The game state is plain data and apply returns a new one,
 * so the state before each such action is simply kept.
 */
import type { Decision, DiceState, Game, GameEvent } from '@dungeonbowl/engine';

/**
 * The game, the record's length and the log's length before an action; `group`: the coach's one
 * confirmed click it was applied for (a Move and its path's steps), which one undo takes back whole.
 */
export interface UndoMark {
  game: Game;
  actions: number;
  log: number;
  group?: number;
}

/**
 * Why a coach has nothing to take back: a die rolled (or something revealed) since, or another
 * side's action since (`team`); null for nothing done yet.
 */
export type UndoBar = { by: 'die' } | { by: 'side'; team: number } | null;

/**
 * The events an action may have and still be taken back: it declared, moved, stood up, placed a
 * counter or chose an end zone. Any other (a die, a block's result, a chest opened, the ball
 * found, a trap or a portal at work, a turn ended, a touchdown) shows something that cannot be
 * unseen, or hands the game on.
 */
const QUIET = new Set<GameEvent['type']>(['activate', 'move', 'standUp', 'placed', 'endZone']);

/** A move that a die decides or that the dungeon does (a portal, a push) is no quiet one. */
const QUIET_MOVES = new Set(['step', 'place', 'followUp']);

function sameDice(a: DiceState, b: DiceState): boolean {
  if (a.kind === 'scripted' && b.kind === 'scripted') return a.pos === b.pos;
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The action rolled no die and revealed nothing: by its events and the dice's position. */
export function undoable(before: Game, after: Game, events: readonly GameEvent[]): boolean {
  if (!sameDice(before.dice, after.dice) || after.result) return false;
  return events.every((e) => QUIET.has(e.type) && (e.type !== 'move' || QUIET_MOVES.has(e.kind)));
}

/**
 * An activation left with nothing to do but end (the engine offers only `endActivation`): the
 * game screen ends it by itself for a person (PlayScreen.tsx `useAutoEnd`).
 */
export function endsByItself(d: Decision | null): boolean {
  return d?.kind === 'activation' && d.actions.length === 1 && d.actions[0].type === 'endActivation';
}

/** The marks a coach may go back to: all of one team's coach, since the last die. */
export class UndoStack {
  private marks: UndoMark[] = [];
  private team = -1;
  /** What last cleared the marks. */
  private bar: UndoBar = null;

  /**
   * After each action applied: kept when it is undoable and a person's (after that person's
   * earlier ones); anything else (a die, a bot's or another coach's action) clears the stack.
   * `forced`: the action was the end the screen takes by itself (`endsByItself`): it keeps no
   * mark of its own, since going back to the state before it would only end it again; taking
   * back the action before it takes it back too.
   */
  applied(
    mark: UndoMark,
    team: number,
    person: boolean,
    after: Game,
    events: readonly GameEvent[],
    forced = false,
  ): void {
    const quiet = person && team >= 0 && undoable(mark.game, after, events);
    if (!quiet || (forced && team !== this.team)) {
      this.marks = [];
      this.team = -1;
      this.bar = person && team >= 0 && !forced ? { by: 'die' } : { by: 'side', team };
      return;
    }
    if (forced) return;
    if (team !== this.team) this.marks = [];
    this.team = team;
    this.marks.push(mark);
  }

  /** The team deciding now may take back its last action. */
  canUndo(team: number): boolean {
    return this.marks.length > 0 && team === this.team;
  }

  /** Why `team` has nothing to take back (null when it has). */
  whyNot(team: number): UndoBar {
    if (this.canUndo(team)) return null;
    if (this.team >= 0 && this.team !== team) return { by: 'side', team: this.team };
    return this.bar;
  }

  /**
   * Takes back the last confirmed click: its marks all go, and the earliest is returned (the
   * state before the click, or just after the last die rolled in it: those marks were cleared).
   */
  pop(): UndoMark | undefined {
    let first = this.marks.pop();
    const group = first?.group;
    while (group !== undefined && this.marks.at(-1)?.group === group) first = this.marks.pop();
    return first;
  }
}
