/**
 * What the game screen (PlayScreen, TopBar, the side panel) needs of a game being played. Two
 * controllers give it: the local GameController, where the page runs the engine, and the online
 * controller (src/online/), where the server does and the page shows its view. So a coach plays
 * online with exactly the screen of local play: one board, one way to click.
 */
import type { Action, Decision, Game, GameRecord } from '@dungeonbowl/engine';
import type { AskDie } from '../dice.ts';
import type { LogLine } from '../log.ts';
import type { BannerFeed } from './banners.ts';

/** The match and turn clocks as the screen reads them (Infinity: a clock the game does not have). */
export interface ClockFace {
  matchLeft(): number;
  turnLeft(): number;
  readonly paused: boolean;
  readonly running: boolean;
}

/** What only a game the page runs itself can do: table-top dice, the bots' pace, pauses. */
export interface LocalControls {
  readonly tabletop: boolean;
  readonly botDelay: number;
  readonly paused: boolean;
  setBotDelay(ms: number): void;
  setPaused(p: boolean): void;
  setClockPaused(p: boolean): void;
  /** Why the coach deciding now has nothing to undo (the Undo button's title), or null. */
  undoWhyNot(): string | null;
}

export interface PlayController {
  /** Distinct per game, to key its screen. */
  readonly id: number;
  /** The game as this page has it (online: the seat's view from the server). */
  readonly game: Game;
  /** Who plays each team: 'person', or a bot's name. */
  readonly seats: readonly string[];
  readonly log: readonly LogLine[];
  /** The last action refused (or anything else gone wrong), shown in the side panel. */
  error: string;
  /** An action is under way: nothing can be clicked until it is done. */
  readonly busy: boolean;
  /**
   * Whose eyes the board is for, when the screen has one coach (online: its own seat, -1 for a
   * spectator); null when the screen follows the coaches at it (hotseat, play/seat.ts).
   */
  readonly viewer: number | null;
  readonly clock: ClockFace | null;
  /** Controls of local play; null online (the server keeps the pace and the clocks). */
  readonly local: LocalControls | null;
  decision(): Decision | null;
  /** The decision is a person's at this screen to make now. */
  personToDecide(): boolean;
  isBot(team: number): boolean;
  /** The moments shown as banners (turnovers, touchdowns, ...); null where the page raises none. */
  readonly banners: BannerFeed | null;
  /**
   * The coach deciding now may take back their last action (one that rolled no die and revealed
   * nothing, play/undo.ts). Only the local controller offers it; online it is always false.
   */
  canUndo(): boolean;
  /** Takes back that action (false when there is none to take back). */
  undo(): boolean;
  /** Applies actions in order (a path), stopping when the next is no longer legal. */
  actSeq(list: Action[]): Promise<boolean>;
  /** Whether the game record can be had now (online: once the game is over). */
  hasRecord(): boolean;
  fetchRecord(): Promise<GameRecord>;
  subscribe(fn: () => void): () => void;
  emit(): void;
  /** The screen is shown: the controller starts its work (bots, clocks, the connection's updates). */
  start(askDie: AskDie): void;
  close(): void;
}
