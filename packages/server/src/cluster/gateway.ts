/**
 * Where a socket's hello leads. One server: straight to its hub. Several (REDIS_URL set): to the
 * instance that owns the game, through the cluster's gateway (cluster.ts; docs/server.md, "More
 * than one machine"). The cluster's gateway is closed with the hub (hub.close closes its ownership).
 */
import type { Config } from '../config.ts';
import type { Gateway, Hub } from '../hub.ts';
import { ClusterGateway } from './cluster.ts';

export async function makeGateway(config: Config, hub: Hub): Promise<Gateway & { close?(): Promise<void> }> {
  if (config.redisUrl) return ClusterGateway.start(config, hub);
  return hub;
}
