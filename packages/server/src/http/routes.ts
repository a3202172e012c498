/**
 * The HTTP side: create a game, list the server's games, a game's lobby, a finished game's
 * record. Bodies are checked against the protocol's schema; a refusal is one line naming what
 * is wrong and where.
 */
import { schemaErrors } from '@dungeonbowl/engine';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type Hub, HubError } from '../hub.ts';
import { CreateGame, type CreateGameBody } from '../shared/protocol.ts';

function refuse(reply: FastifyReply, status: number, code: string, message: string, details?: unknown) {
  return reply.code(status).send({ error: { code, message, ...(details ? { details } : {}) } });
}

function fail(reply: FastifyReply, e: unknown, log: (m: string) => void) {
  if (e instanceof HubError) return refuse(reply, e.status, e.code, e.message, e.details);
  log(String(e));
  return refuse(reply, 500, 'INTERNAL', 'the server could not do that');
}

export function gameRoutes(app: FastifyInstance, hub: Hub): void {
  const log = (m: string) => app.log.error(m);
  app.post(
    '/api/games',
    { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
    async (req, reply) => {
      const problems = schemaErrors(CreateGame, req.body);
      if (problems.length > 0) {
        const p = problems[0];
        return refuse(reply, 400, 'BAD_REQUEST', `${p.path ? `${p.path}: ` : ''}${p.message}`, problems);
      }
      try {
        return reply.code(201).send(await hub.create(req.body as CreateGameBody));
      } catch (e) {
        return fail(reply, e, log);
      }
    },
  );

  app.get('/api/games', async (_req, reply) => {
    try {
      return { games: await hub.list(200) };
    } catch (e) {
      return fail(reply, e, log);
    }
  });

  app.get<{ Params: { id: string } }>('/api/games/:id/record', async (req, reply) => {
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
