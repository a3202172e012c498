/**
 * Where the server listens: on PORT when it is given (a busy port stops it), else on 5173 or the
 * next free port after it, as packages/web/serve.mjs does, so that a second `npm start` or a dev
 * server already on 5173 does not stop it.
 */
import type { FastifyInstance } from 'fastify';

export class PortInUse extends Error {}

/** Listens and resolves with the port it got (the real one when asked for 0). */
export async function listenFrom(
  app: FastifyInstance,
  host: string,
  port: number,
  fixed: boolean,
): Promise<number> {
  for (;;) {
    try {
      const address = await app.listen({ host, port });
      return Number(new URL(address).port);
    } catch (e) {
      if ((e as { code?: string })?.code !== 'EADDRINUSE') throw e;
      if (fixed || port >= 65535) throw new PortInUse(`port ${port} on ${host} is in use`);
      port++;
    }
  }
}
