/**
 * Where a socket's hello leads. One server: straight to its hub. Several (REDIS_URL set): to the
 * instance that owns the game (docs/server.md, "More than one machine").
 */
import type { Config } from '../config.ts';
import type { Gateway, Hub } from '../hub.ts';

export async function makeGateway(config: Config, hub: Hub): Promise<Gateway & { close?(): Promise<void> }> {
  if (config.redisUrl) throw new Error('REDIS_URL: several instances are not supported yet');
  return hub;
}
