/**
 * The server's games: creates them (checked by the engine, a secret token per seat), loads a room
 * from the store when a socket asks for it (after a restart too: the game is rebuilt from its
 * set-up, seed and actions), and forgets finished rooms nobody watches. At most `maxActiveGames`
 * rooms are held at once.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  apply,
  createGame,
  type Game,
  type GameOptions,
  type GameSetup,
  newRecord,
  parseRecord,
} from '@dungeonbowl/engine';
import type { Config } from './config.ts';
import { History } from './room/history.ts';
import { type Conn, Room, type SeatState, type SubmitResult } from './room/room.ts';
import {
  type CreatedGame,
  type CreateGameBody,
  type GameSettings,
  type GameSummary,
  gameLink,
  type StepBy,
} from './shared/protocol.ts';
import type { GameRow, Store } from './store/types.ts';

/** One socket's place in a game (hub.attach). */
export interface Attachment {
  /** The seat it plays; -1 for a spectator. */
  readonly seat: number;
  act(action: unknown, seq: number, id: number): Promise<SubmitResult>;
  concede(id: number): Promise<SubmitResult>;
  detach(): void;
}

/** Where sockets attach: the hub itself on one server, or the cluster's gateway across several. */
export interface Gateway {
  attach(gameId: string, token: string, send: (text: string) => void, last?: number): Promise<Attachment>;
}

/**
 * Which games this instance may hold a room for. On one server: all (no ownership is set). Across
 * several (cluster/ownership.ts): only those it holds the lock of, so that one instance alone
 * writes a game's actions.
 */
export interface Ownership {
  /** Takes the game for this instance, or throws HubError 'ELSEWHERE' (another instance has it). */
  claim(gameId: string): Promise<void>;
  /** This instance holds the game's room no more: another may take it. */
  release(gameId: string): void;
  close(): Promise<void>;
}

export class HubError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 400,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const DEFAULT_SETTINGS: GameSettings = { graceSec: 120, onDisconnect: 'forfeit' };

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

const newToken = () => randomBytes(24).toString('base64url');
const newId = () => randomBytes(9).toString('base64url');

/** Where a field of createGame's arguments is in the POST /api/games body. */
function bodyPath(path: string): string {
  if (path.startsWith('options.rules')) return path.slice('options.'.length);
  if (path.startsWith('options')) return path;
  if (path === '') return 'setup';
  return /^[[:]/.test(path) ? `setup${path}` : `setup.${path}`;
}

/** A new game's row: an all-bot game starts at once, any other waits in the lobby for its coaches. */
function newRow(id: string, body: CreateGameBody, g: Game, options: GameOptions): GameRow {
  // The record resolves every rule option, so the game replays the same under later defaults.
  const record = newRecord(body.setup as GameSetup, options);
  const now = new Date().toISOString();
  return {
    id,
    created_at: now,
    updated_at: now,
    status: body.seats.every((s) => s.kind === 'bot') ? 'playing' : 'lobby',
    ruleset: g.rulesetId,
    teams: JSON.stringify(g.teams.map((t) => t.name)),
    setup: JSON.stringify(record.setup),
    options: JSON.stringify(record.options),
    seats: JSON.stringify(body.seats),
    settings: JSON.stringify({ ...DEFAULT_SETTINGS, ...body.settings }),
    clock: '{}',
    result: null,
    head: 0,
  };
}

/**
 * The seats of a stored game as a room starts them: under way, every seat has been taken (a
 * restart does not send a game back to the lobby); in the lobby, only the bots'.
 */
export function storedSeats(row: GameRow): SeatState[] {
  const specs = JSON.parse(row.seats) as CreateGameBody['seats'];
  const teams = JSON.parse(row.teams) as string[];
  return specs.map((s, i) => ({
    kind: s.kind,
    team: teams[i] ?? '',
    ...(s.kind === 'bot' ? { bot: s.bot ?? 'random' } : {}),
    joined: s.kind === 'bot' || row.status !== 'lobby',
  }));
}

/** Makes a room's policies (clocks, bots, presence) once it is loaded. */
export type PolicyMaker = (room: Room) => void;

export class Hub implements Gateway {
  private readonly rooms = new Map<string, Promise<Room>>();
  private readonly policyMakers: PolicyMaker[] = [];
  /** Set by the cluster's gateway when several instances share the games. */
  ownership?: Ownership;

  constructor(
    readonly store: Store,
    readonly config: Config,
  ) {
    // A game that ends with nobody connected (all bots, or every coach gone and forfeited) is let
    // go at once, not held until the server stops: held rooms count against MAX_GAMES.
    this.addPolicy((room) =>
      room.addPolicy({
        afterStep: (r) => {
          if (r.status === 'over') setImmediate(() => this.release(r));
        },
      }),
    );
  }

  addPolicy(make: PolicyMaker): void {
    this.policyMakers.push(make);
  }

  get activeGames(): number {
    return this.rooms.size;
  }

  async create(body: CreateGameBody): Promise<CreatedGame> {
    if (body.seed !== undefined && !this.config.allowSeed) {
      throw new HubError('SEED_REFUSED', 'seed: this server chooses the dice itself (ALLOW_SEED is off)');
    }
    if (this.rooms.size >= this.config.maxActiveGames) {
      throw new HubError('SERVER_BUSY', 'this server holds as many games as it may; try later', 503);
    }
    const options = { seed: body.seed ?? randomInt(0, 2 ** 32 - 1), rules: body.rules as never };
    const made = createGame(body.setup as GameSetup, options);
    if (!made.ok) {
      // The engine names fields of its own arguments; the caller wrote them in the request body.
      const errors = made.errors.map((e) => ({ ...e, path: bodyPath(e.path) }));
      const first = errors[0];
      throw new HubError('BAD_SETUP', `${first.path}: ${first.message}`, 400, errors);
    }
    const g = made.game;
    this.checkSeats(body, g);
    const id = newId();
    const row = newRow(id, body, g, options);
    const tokens = body.seats.map((s) => (s.kind === 'person' ? newToken() : null));
    const spectator = newToken();
    const tokenRows = tokens.flatMap((t, seat) =>
      t ? [{ game_id: id, seat, token_hash: hashToken(t) }] : [],
    );
    tokenRows.push({ game_id: id, seat: -1, token_hash: hashToken(spectator) });
    await this.store.createGame(row, tokenRows);
    if (row.status === 'playing') await this.room(id);
    return {
      id,
      seats: body.seats.map((s, seat) => ({
        seat,
        team: g.teams[seat].name,
        kind: s.kind,
        token: tokens[seat],
        link: tokens[seat] ? gameLink(id, tokens[seat]) : null,
      })),
      spectator: { token: spectator, link: gameLink(id, spectator) },
    };
  }

  /** One seat a team, each a person or one of this server's bots. */
  private checkSeats(body: CreateGameBody, g: Game): void {
    if (body.seats.length !== g.teams.length) {
      throw new HubError(
        'BAD_SEATS',
        `seats: the set-up has ${g.teams.length} teams, the seats list ${body.seats.length}`,
      );
    }
    for (const [i, s] of body.seats.entries()) {
      if (s.kind === 'person' && s.bot)
        throw new HubError('BAD_SEATS', `seats[${i}].bot: a person seat has no bot`);
      if (s.kind === 'bot' && !this.config.botIds.includes(s.bot ?? 'random')) {
        throw new HubError(
          'BAD_SEATS',
          `seats[${i}].bot: unknown bot (known: ${this.config.botIds.join(', ')})`,
        );
      }
    }
  }

  /** The seat a token opens in a game (-1: spectator), or a refusal. */
  async seatOf(gameId: string, token: string): Promise<number> {
    const seat = await this.store.seatOf(gameId, hashToken(token));
    if (seat !== undefined) return seat;
    // Which part of the link is wrong: the game (a made-up or mistyped id) or the seat's key.
    if (!(await this.store.game(gameId)))
      throw new HubError('NO_GAME', 'no game on this server has that id', 404);
    throw new HubError('BAD_TOKEN', "this link's key opens no seat of that game", 403);
  }

  /** The room of a game if this server holds it now (never loads it). */
  held(id: string): Promise<Room | null> {
    return this.rooms.get(id)?.catch(() => null) ?? Promise.resolve(null);
  }

  /**
   * After a restart: the games under way are loaded again at once, so their clocks, bots and
   * absent coaches' graces go on without waiting for a coach to reconnect (at most MAX_GAMES;
   * across several instances, those no other instance has taken).
   */
  async resume(log: (m: string) => void): Promise<number> {
    let n = 0;
    for (const id of await this.store.unfinished()) {
      if (this.rooms.size >= this.config.maxActiveGames) break;
      const row = await this.store.game(id);
      if (row?.status !== 'playing') continue;
      try {
        await this.room(id);
        n++;
      } catch (e) {
        if (!(e instanceof HubError && e.code === 'ELSEWHERE')) log(`resume ${id}: ${String(e)}`);
      }
    }
    return n;
  }

  /** The room of a game, loaded from the store (and rebuilt from its actions) on first use. */
  room(id: string): Promise<Room> {
    let r = this.rooms.get(id);
    if (!r) {
      if (this.rooms.size >= this.config.maxActiveGames) {
        return Promise.reject(new HubError('SERVER_BUSY', 'this server holds as many games as it may', 503));
      }
      r = this.load(id);
      this.rooms.set(id, r);
      r.catch(() => this.rooms.delete(id));
    }
    return r;
  }

  /**
   * A socket's seat in a game: it receives every message for that seat through `send`, and acts
   * through the attachment. The cluster's gateway (cluster/) gives the same for a game another
   * instance owns.
   */
  async attach(
    gameId: string,
    token: string,
    send: (text: string) => void,
    last?: number,
  ): Promise<Attachment> {
    const seat = await this.seatOf(gameId, token);
    let room = await this.room(gameId);
    // A room let go meanwhile (its last socket left as this one arrived) is loaded afresh.
    if (room.closed) room = await this.room(gameId);
    const conn: Conn = { seat, send };
    await room.attach(conn, last);
    // A room that closed itself (another writer took its game: the store refused a step) is
    // forgotten, so that its coaches, told to reconnect, find the game as the store has it.
    const held = this.rooms.get(gameId);
    const settled = (r: SubmitResult) => {
      if (!r.ok && room.closed && !this.ownership && this.rooms.get(gameId) === held) this.drop(gameId);
      return r;
    };
    return {
      seat,
      act: (action, seq, id) => room.submit({ seat }, action, { seq, conn, id }).then(settled),
      concede: (id) => room.concede(seat, { conn, id }).then(settled),
      detach: () => {
        room.detach(conn);
        this.release(room);
      },
    };
  }

  private async load(id: string): Promise<Room> {
    // Owned before it is read: actions another owner wrote until now are all in the store.
    await this.ownership?.claim(id);
    try {
      return await this.loadOwned(id);
    } catch (e) {
      this.ownership?.release(id);
      throw e;
    }
  }

  private async loadOwned(id: string): Promise<Room> {
    const row = await this.store.game(id);
    if (!row) throw new HubError('NO_GAME', 'no game has that id', 404);
    const { game, history } = await this.rebuild(row);
    const seats = storedSeats(row);
    const room = new Room(
      {
        id,
        game,
        head: row.head,
        status: row.status,
        seats,
        settings: JSON.parse(row.settings),
        history,
      },
      this.store,
    );
    for (const make of this.policyMakers) make(room);
    if (room.status === 'playing') room.restarted(row.clock);
    return room;
  }

  /** The game rebuilt from the store: created from its set-up and seed, every action applied again. */
  private async rebuild(row: GameRow): Promise<{ game: Game; history: History }> {
    const setup = JSON.parse(row.setup);
    const options = JSON.parse(row.options);
    const made = createGame(setup, options);
    if (!made.ok) throw new HubError('CORRUPT', `game ${row.id}: its set-up no longer loads`, 500);
    const history = new History();
    history.push({ seq: 0, by: { server: true }, action: null, events: made.events });
    let game = made.game;
    for (const a of await this.store.actions(row.id, 0)) {
      const r = apply(game, a.action as never);
      if (!r.ok) throw new HubError('CORRUPT', `game ${row.id}: action ${a.seq} no longer applies`, 500);
      game = r.game;
      history.push({ seq: a.seq, by: a.by as StepBy, action: a.action, events: r.events });
    }
    return { game, history };
  }

  /** A finished game's record (it holds the seed, so it is given out only once the game is over). */
  async record(id: string): Promise<unknown> {
    const row = await this.store.game(id);
    if (!row) throw new HubError('NO_GAME', 'no game has that id', 404);
    if (row.status !== 'over')
      throw new HubError('NOT_OVER', 'the record is given out once the game is over', 409);
    const record = newRecord(JSON.parse(row.setup), JSON.parse(row.options));
    record.actions = (await this.store.actions(id, 0)).map((a) => a.action as never);
    if (row.result) record.result = JSON.parse(row.result);
    const parsed = parseRecord(JSON.stringify(record));
    if (!parsed.ok) {
      const e = parsed.errors[0];
      throw new HubError('CORRUPT', `game ${id}: its record does not read (${e.path}: ${e.message})`, 500);
    }
    return parsed.record;
  }

  async list(limit = 100): Promise<GameSummary[]> {
    const rows = await this.store.listGames(limit);
    return rows.map((r) => ({
      id: r.id,
      status: r.status,
      ruleset: r.ruleset,
      teams: JSON.parse(r.teams),
      createdAt: r.created_at,
      head: Number(r.head),
      ...(r.result ? { winner: JSON.parse(r.result).winner ?? null } : {}),
    }));
  }

  /**
   * Forgets a room nobody is in, when nothing runs in it: a finished game, or one still in its
   * lobby (the store keeps both; a lobby is loaded again, empty, by the next link opened). A game
   * under way stays: its clocks, bots and absent coaches' graces run without sockets.
   */
  release(room: Room): void {
    // A closed room was dropped already; its id may name a newer room by now.
    const idle = room.status === 'over' || room.status === 'lobby';
    if (idle && room.conns.size === 0 && !room.closed) {
      room.close();
      this.rooms.delete(room.id);
      this.ownership?.release(room.id);
    }
  }

  /**
   * Forgets a game's room at once: another instance has taken the game (cluster/), or the store
   * refused the room's step.
   */
  drop(id: string): void {
    const r = this.rooms.get(id);
    this.rooms.delete(id);
    r?.then(
      (room) => room.close(),
      () => {},
    );
    this.ownership?.release(id);
  }

  async close(): Promise<void> {
    for (const r of this.rooms.values()) (await r.catch(() => null))?.close();
    this.rooms.clear();
    await this.ownership?.close();
  }
}
