/**
 * What the server keeps, and the one interface both backends (SQLite by default, PostgreSQL with
 * DATABASE_URL) meet. Every accepted action is appended before it is acknowledged; a game is
 * rebuilt after a restart from its set-up, its options (the seed among them) and its actions.
 * JSON is stored as text in both dialects.
 */
import type { GameStatus, StepBy } from '../shared/protocol.ts';

export interface GamesTable {
  id: string;
  created_at: string;
  updated_at: string;
  status: GameStatus;
  ruleset: string;
  /** JSON: the teams' names, for the games page. */
  teams: string;
  /** JSON: the engine GameSetup. */
  setup: string;
  /** JSON: the engine GameOptions, the seed among them (server-only). */
  options: string;
  /** JSON: SeatSpec[]. */
  seats: string;
  /** JSON: GameSettings. */
  settings: string;
  /** JSON: the clocks' bank (room/clocks.ts), saved with every action. */
  clock: string;
  /** JSON: the engine GameResult once over. */
  result: string | null;
  /** The number of accepted actions. */
  head: number;
}

export interface SeatTokensTable {
  game_id: string;
  /** -1: the spectators' link. */
  seat: number;
  /** sha256 of the token (base64url): a stolen database does not hand out seats. */
  token_hash: string;
}

export interface ActionsTable {
  game_id: string;
  seq: number;
  /** JSON: the engine Action. */
  action: string;
  /** JSON: StepBy. */
  by: string;
  at: string;
}

export interface Database {
  games: GamesTable;
  seat_tokens: SeatTokensTable;
  actions: ActionsTable;
}

export type GameRow = GamesTable;

export interface StoredAction {
  seq: number;
  action: unknown;
  by: StepBy;
}

export interface AppendResult {
  /** Another writer already wrote this seq (a stale owner): nothing was written. */
  conflict?: boolean;
}

export interface Store {
  /** Creates or updates the tables (idempotent). */
  migrate(): Promise<void>;
  createGame(row: GameRow, tokens: SeatTokensTable[]): Promise<void>;
  game(id: string): Promise<GameRow | undefined>;
  /** The seat a token opens in a game (-1 spectator), or undefined. */
  seatOf(gameId: string, tokenHash: string): Promise<number | undefined>;
  /** Newest first. */
  listGames(limit: number, status?: GameStatus): Promise<GameRow[]>;
  /** Games not over (to resume after a restart). */
  unfinished(): Promise<string[]>;
  /**
   * Appends action `seq` (1-based) and, in the same transaction, the game's head, clock bank,
   * status and result. A seq already written is a conflict, never an overwrite.
   */
  append(
    gameId: string,
    a: StoredAction,
    game: Pick<GameRow, 'clock' | 'status' | 'result'>,
  ): Promise<AppendResult>;
  setStatus(gameId: string, fields: Partial<Pick<GameRow, 'status' | 'clock' | 'result'>>): Promise<void>;
  /** Actions with seq > after, in order. */
  actions(gameId: string, after: number): Promise<StoredAction[]>;
  close(): Promise<void>;
}
