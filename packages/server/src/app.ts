/**
 * The server as one fastify application: the browser client's files, the HTTP API and the
 * websocket every game is played over. `buildApp` is what main.ts and the tests start.
 */
import { existsSync } from 'node:fs';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { makeGateway } from './cluster/gateway.ts';
import type { Config } from './config.ts';
import { gameRoutes } from './http/routes.ts';
import { Hub } from './hub.ts';
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

export async function buildApp(config: Config, store: Store, logger = false): Promise<App> {
  const app = Fastify({ logger, bodyLimit: 1024 * 1024, trustProxy: false });
  const hub = new Hub(store, config);
  installPolicies(hub, config);
  const gateway = await makeGateway(config, hub);
  await app.register(rateLimit, { max: config.requestsPerMinute, timeWindow: '1 minute' });
  await app.register(websocket, {
    options: { maxPayload: MAX_CLIENT_MESSAGE, perMessageDeflate: false },
  });
  const sockets = new AddressCounter(config.socketsPerAddress);
  app.register(async (scope) => {
    scope.get('/ws', { websocket: true }, (socket, req) => {
      const address = req.ip;
      if (!sockets.enter(address)) return socket.close(1008, 'too many sockets from one address');
      socket.on('close', () => sockets.leave(address));
      handleSocket(socket, gateway, config, (m) => app.log.error(m));
    });
  });
  gameRoutes(app, hub);
  if (config.webDist && existsSync(config.webDist)) {
    await app.register(fastifyStatic, { root: config.webDist });
  }
  app.setErrorHandler((err: { statusCode?: number; message?: string }, _req, reply) => {
    const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
    reply.code(status).send({
      error: {
        code: status === 429 ? 'RATE_LIMITED' : 'BAD_REQUEST',
        message: status === 500 ? 'internal error' : err.message,
      },
    });
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
