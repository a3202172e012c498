/**
 * The HTTP side: create a game, list the server's games, a game's lobby, a finished game's
 * record. Bodies are checked against the protocol's schema; a refusal is one line naming what
 * is wrong and where.
 */
import { schemaErrors } from '@dungeonbowl/engine';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config.ts';
import { type Hub, HubError, storedSeats } from '../hub.ts';
import { seatList } from '../room/room.ts';
import { CreateGame, type CreateGameBody, type GameLobby } from '../shared/protocol.ts';
import { refuse } from './errors.ts';

const GAME_ID = /^[A-Za-z0-9_-]{1,64}$/;

function fail(reply: FastifyReply, e: unknown, log: (m: string) => void) {
  if (e instanceof HubError) return refuse(reply, e.status, e.code, e.message, e.details);
  log(e instanceof Error ? (e.stack ?? e.message) : String(e));
  return refuse(reply, 500, 'INTERNAL', 'the server could not do that');
}

const noGame = (reply: FastifyReply) => refuse(reply, 404, 'NO_GAME', 'no game has that id');

export function gameRoutes(app: FastifyInstance, hub: Hub, config: Config): void {
  const log = (m: string) => app.log.error(m);
  const createLimit = { rateLimit: { max: config.createsPerMinute, timeWindow: '1 minute' } };
  app.post('/api/games', { config: createLimit }, async (req, reply) => {
    const problems = schemaErrors(CreateGame, req.body);
    if (problems.length > 0) {
      const p = problems[0];
      const where = p.path ? `${p.path}: ` : 'the body: ';
      return refuse(reply, 400, 'BAD_REQUEST', `${where}${p.message}`, problems);
    }
    try {
      return reply.code(201).send(await hub.create(req.body as CreateGameBody));
    } catch (e) {
      return fail(reply, e, log);
    }
  });

  app.get('/api/games', async (_req, reply) => {
    try {
      return { games: await hub.list(200) };
    } catch (e) {
      return fail(reply, e, log);
    }
  });

  app.get<{ Params: { id: string } }>('/api/games/:id', async (req, reply) => {
    if (!GAME_ID.test(req.params.id)) return noGame(reply);
    try {
      const lobby = await lobbyOf(hub, req.params.id);
      return lobby ? lobby : noGame(reply);
    } catch (e) {
      return fail(reply, e, log);
    }
  });

  app.get<{ Params: { id: string } }>('/api/games/:id/record', async (req, reply) => {
    if (!GAME_ID.test(req.params.id)) return noGame(reply);
    try {
      const record = await hub.record(req.params.id);
      return reply
        .header('content-disposition', `attachment; filename="dungeonbowl-${req.params.id}.json"`)
        .send(record);
    } catch (e) {
      return fail(reply, e, log);
    }
  });

  app.get('/api/health', async () => ({ ok: true, games: hub.activeGames }));
}

/**
 * A game's lobby: from the store, with who is joined and connected from its room when this
 * server holds it (a game not held has nobody connected, and only its bots joined until it
 * started). Looking does not load the game: a page left open must not fill the server.
 */
async function lobbyOf(hub: Hub, id: string): Promise<GameLobby | null> {
  const row = await hub.store.game(id);
  if (!row) return null;
  const room = await hub.held(id);
  const seats = room?.seatInfo() ?? seatList(storedSeats(row));
  return {
    id: row.id,
    status: room?.status ?? row.status,
    ruleset: row.ruleset,
    teams: JSON.parse(row.teams),
    createdAt: row.created_at,
    head: room?.head ?? Number(row.head),
    settings: JSON.parse(row.settings),
    seats,
  };
}
