/**
 * The online protocol: every message between a client (browser, bot, test) and the game server,
 * as TypeBox schemas. The server checks every message a client sends against these before it
 * reads a field; clients may check what the server sends the same way. Pure TypeScript with no
 * Node import: the browser client imports it too. docs/server.md describes the exchange.
 *
 * Numbering: `seq` 0 is the game as created (the pre-game's events), `seq` n the game after the
 * nth accepted action; `head` is the number of accepted actions so far.
 */
import { type Static, Type } from 'typebox';

export const PROTOCOL_VERSION = 1;
/** The largest message a client may send (bytes); a larger one closes the socket (1009). */
export const MAX_CLIENT_MESSAGE = 16 * 1024;
/** How many steps a room keeps to catch a reconnecting client up; older gaps get a snapshot. */
export const HISTORY_STEPS = 256;

const Id = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });
const Token = Type.String({ minLength: 16, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' });
const Nat = Type.Integer({ minimum: 0, maximum: 2 ** 31 });
/** An action as the engine reads it: a type and at most eight scalar fields (engine readAction). */
const ActionMsg = Type.Object(
  { type: Type.String({ minLength: 1, maxLength: 40 }) },
  {
    additionalProperties: Type.Union([Type.String({ maxLength: 200 }), Type.Number(), Type.Boolean()]),
    maxProperties: 9,
  },
);

// ---- client → server -------------------------------------------------------------------------

/** The first message on a socket, and the only authentication: the seat token of the link. */
export const Hello = Type.Object(
  {
    t: Type.Literal('hello'),
    v: Type.Integer(),
    game: Id,
    token: Token,
    /** The last `seq` this client saw (a reconnect): it gets what it missed. */
    last: Type.Optional(Nat),
  },
  { additionalProperties: false },
);

/** An action for the decision at `seq` (the head the client saw): another head is STALE. */
export const Act = Type.Object(
  { t: Type.Literal('act'), id: Nat, seq: Nat, action: ActionMsg },
  { additionalProperties: false },
);

/** The sender's team concedes the game. */
export const Concede = Type.Object({ t: Type.Literal('concede'), id: Nat }, { additionalProperties: false });

export const Ping = Type.Object({ t: Type.Literal('ping'), id: Nat }, { additionalProperties: false });

export const ClientMessage = Type.Union([Hello, Act, Concede, Ping]);
export type ClientMessage = Static<typeof ClientMessage>;
export type HelloMsg = Static<typeof Hello>;
export type ActMsg = Static<typeof Act>;

// ---- server → client -------------------------------------------------------------------------
// Views, events and decisions are the engine's own types (Game, GameEvent, Decision), sent as
// JSON; the schemas below describe the envelope.

export type SeatKind = 'person' | 'bot';
/** The bots a server plays seats with (`POST /api/games` seats[i].bot). */
export const SERVER_BOTS = ['random', 'scripted'] as const;
export type GameStatus = 'lobby' | 'playing' | 'over';
/** Who made a step: a seat's coach, a server-side bot for a seat, the clock, or the server. */
export type StepBy = { seat: number; bot?: boolean } | { clock: true } | { server: true };

export interface SeatInfo {
  seat: number;
  team: string;
  kind: SeatKind;
  /** A person seat whose link has been opened at least once. */
  joined: boolean;
  /** Sockets open on this seat now (a person may have two tabs). */
  connected: number;
  /** The server bot's id for a bot seat ('random', 'scripted'). */
  bot?: string;
  /** A bot plays this person's seat while they are away (the game's disconnect policy). */
  botStandIn?: boolean;
}

/** The clocks as the server keeps them: milliseconds left when the message was sent. */
export interface ClockInfo {
  matchLeftMs: number | null;
  turnLeftMs: number | null;
  /** Whether either is counting down now. */
  running: boolean;
  /**
   * Each on its own: after a turnover, or in the set-up after a BRAWL touchdown, the match clock
   * runs while the turn clock stands.
   */
  matchRunning: boolean;
  turnRunning: boolean;
}

export interface Welcome {
  t: 'welcome';
  game: string;
  /** The seat this link plays; -1 for a spectator. */
  seat: number;
  seats: SeatInfo[];
  status: GameStatus;
  settings: GameSettings;
}

export interface LobbyMsg {
  t: 'lobby';
  seats: SeatInfo[];
  status: GameStatus;
}

/**
 * The game as this client may see it at `seq` (engine `view`), with the decision: whole for the
 * coach who must decide, without its actions for everyone else. `missed`: steps not replayed.
 */
export interface SnapshotMsg<G = unknown, D = unknown> {
  t: 'snapshot';
  seq: number;
  view: G;
  decision: D | null;
  clocks: ClockInfo;
  missed?: number;
  /** The engine's GameResult, once the game is over. */
  result?: unknown;
}

/** One accepted action and what followed, as this client may see it. */
export interface StepMsg<G = unknown, D = unknown, E = unknown> {
  t: 'step';
  seq: number;
  by: StepBy;
  /** The action, sent only to the seat that took it (another coach's action may be secret). */
  action?: unknown;
  /** The `id` of this socket's `act` that this step accepted. */
  ack?: number;
  events: E[];
  view: G;
  decision: D | null;
  clocks: ClockInfo;
}

/** Steps a reconnecting client missed (their events for its log); a snapshot follows. */
export interface CatchupMsg<E = unknown> {
  t: 'catchup';
  steps: { seq: number; by: StepBy; events: E[] }[];
}

export interface PresenceMsg {
  t: 'presence';
  seats: SeatInfo[];
  status?: GameStatus;
}

export interface OverMsg<R = unknown> {
  t: 'over';
  result: R;
  /** Where the record downloads from (relative to the server). */
  record: string;
}

/** The codes of the socket's errors (docs/server.md). */
export const ERROR_CODES = [
  'BAD_JSON',
  'BAD_MESSAGE',
  'RATE_LIMITED',
  'BAD_VERSION',
  'NO_HELLO',
  'BAD_TOKEN',
  'NO_GAME',
  'NOT_STARTED',
  'SPECTATOR',
  'NOT_YOUR_DECISION',
  'STALE',
  'ILLEGAL_ACTION',
  'GAME_OVER',
  'SERVER_BUSY',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorMsg {
  t: 'error';
  /** The `id` of the message refused, when it had one. */
  id?: number;
  code: ErrorCode;
  message: string;
}

export interface AckMsg {
  t: 'pong';
  id: number;
}

export type ServerMessage =
  | Welcome
  | LobbyMsg
  | SnapshotMsg
  | StepMsg
  | CatchupMsg
  | PresenceMsg
  | OverMsg
  | ErrorMsg
  | AckMsg;

// ---- HTTP: creating and listing games -------------------------------------------------------

export const SeatSpec = Type.Object(
  {
    kind: Type.Union([Type.Literal('person'), Type.Literal('bot')]),
    /** A server-side bot's id ('random', 'scripted'); kind 'bot' only. */
    bot: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: false },
);

export const Settings = Type.Object(
  {
    /** Seconds a person seat may stay without a socket before the policy applies. */
    graceSec: Type.Integer({ minimum: 1, maximum: 86_400 }),
    /** What happens then: the seat forfeits the game, or a bot plays it until they are back. */
    onDisconnect: Type.Union([Type.Literal('forfeit'), Type.Literal('bot')]),
  },
  { additionalProperties: false },
);
export type GameSettings = Static<typeof Settings>;

/** POST /api/games: a game's set-up (engine GameSetup) and rule options, and who plays each team. */
export const CreateGame = Type.Object(
  {
    setup: Type.Unknown(),
    rules: Type.Optional(Type.Unknown()),
    seats: Type.Array(SeatSpec, { minItems: 2, maxItems: 16 }),
    settings: Type.Optional(Type.Partial(Settings)),
    /** The dice seed: refused unless the server was started with ALLOW_SEED=1 (tests, benchmarks). */
    seed: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 ** 32 - 1 })),
  },
  { additionalProperties: false },
);
export type CreateGameBody = Static<typeof CreateGame>;

export interface CreatedGame {
  id: string;
  /** One link per seat (a bot seat's is null), each carrying its secret token in the fragment. */
  seats: { seat: number; team: string; kind: SeatKind; token: string | null; link: string | null }[];
  spectator: { token: string; link: string };
}

export interface GameSummary {
  id: string;
  status: GameStatus;
  ruleset: string;
  teams: string[];
  createdAt: string;
  head: number;
  /** Once over: the winning team's index, or null for a draw. */
  winner?: number | null;
}

/** GET /api/games/:id: what anyone with the game's id may see before joining (no token, no seed). */
export interface GameLobby extends Omit<GameSummary, 'winner'> {
  settings: GameSettings;
  seats: SeatInfo[];
}

/** The link a seat token opens in the browser client (the fragment never reaches a server). */
export function gameLink(game: string, token: string): string {
  return `/#g/${game}/${token}`;
}
