/**
 * The server as one fastify application: the browser client's files, the HTTP API and the
 * websocket every game is played over. `buildApp` is what main.ts and the tests start.
 */
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { makeGateway } from './cluster/gateway.ts';
import type { Config } from './config.ts';
import { answerError, refuse } from './http/errors.ts';
import { gameRoutes } from './http/routes.ts';
import { type Gateway, Hub } from './hub.ts';
import { installPolicies } from './room/policies.ts';
import { MAX_CLIENT_MESSAGE } from './shared/protocol.ts';
import type { Store } from './store/types.ts';
import { AddressCounter } from './ws/limits.ts';
import { handleSocket } from './ws/socket.ts';

export interface App {
  app: FastifyInstance;
  hub: Hub;
  close(): Promise<void>;
}

/** The largest HTTP body (a set-up with sixteen teams and a dungeon is far below it). */
export const MAX_BODY = 1024 * 1024;

export async function buildApp(
  config: Config,
  store: Store,
  logger: boolean | { level: string } = false,
): Promise<App> {
  const app = Fastify({ logger, bodyLimit: MAX_BODY, trustProxy: config.trustProxy });
  // The API speaks JSON only: a text body is refused (415) rather than read as a string.
  app.removeContentTypeParser('text/plain');
  const hub = new Hub(store, config);
  installPolicies(hub, config);
  const gateway = await makeGateway(config, hub);
  // Before any route, so that every refusal fastify or a plugin makes is answered the same way.
  app.setErrorHandler((err: FastifyError, _req, reply) => answerError(app, err, reply));
  await app.register(rateLimit, {
    max: config.requestsPerMinute,
    timeWindow: '1 minute',
    // The client's own files cost nothing to serve, and sixteen coaches behind one address load
    // them. Sockets have their own limits (per address, per message), and a coach's page
    // reconnecting through a bad network must not be locked out by its own retries.
    allowList: (req) => !/^\/api(\/|$|\?)/.test(req.url) || req.url === '/api/health',
  });
  await gameSockets(app, gateway, config);
  gameRoutes(app, hub, config);
  const web = config.webDist && existsSync(join(config.webDist, 'index.html')) ? config.webDist : null;
  if (web) await serveWeb(app, web);
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0];
    // The client routes in the page itself: any other page address gets the page (as serve.mjs).
    if (web && (req.method === 'GET' || req.method === 'HEAD') && !/^\/(api|ws)(\/|$)/.test(path)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return refuse(reply, 404, 'NOT_FOUND', `no ${req.method} ${path.slice(0, 100)} here`);
  });
  return {
    app,
    hub,
    close: async () => {
      await app.close();
      await hub.close();
      await store.close();
    },
  };
}

/** `/ws`: where every game is played, one socket a seat (or a spectator), with its limits. */
async function gameSockets(app: FastifyInstance, gateway: Gateway, config: Config): Promise<void> {
  await app.register(websocket, {
    options: { maxPayload: MAX_CLIENT_MESSAGE, perMessageDeflate: false },
    // A client's bad frame (too large: 1009, malformed: 1002) is its own affair: ws has closed the
    // socket with the code that says why; a log line with a stack for each would let any client
    // fill the server's log.
    errorHandler: (error, socket, request) => {
      if (!String((error as { code?: unknown }).code).startsWith('WS_ERR_')) request.log.error(error);
      socket.terminate();
    },
  });
  const sockets = new AddressCounter(config.socketsPerAddress);
  app.register(async (scope) => {
    scope.route({
      method: 'GET',
      url: '/ws',
      // A plain request to the socket's address: say what it is, in the API's one line.
      handler: (_req, reply) =>
        refuse(reply, 426, 'UPGRADE_REQUIRED', 'games are played over a websocket here'),
      wsHandler: (socket, req) => {
        const address = req.ip;
        if (!sockets.enter(address)) return socket.close(1008, 'too many sockets from one address');
        socket.on('close', () => sockets.leave(address));
        handleSocket(socket, gateway, config, (m) => app.log.error(m));
      },
    });
  });
}

/** The built client: hashed assets cached for good, the page itself looked at again each time. */
async function serveWeb(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    cacheControl: false,
    setHeaders: (reply, path) => {
      const cache = path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
      reply.header('cache-control', cache);
    },
  });
}
