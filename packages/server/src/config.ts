/**
 * The server's settings, from the environment (docs/server.md lists them). Each is checked: a
 * wrong one stops the server with one line naming it.
 */
import { join } from 'node:path';

export interface Config {
  host: string;
  port: number;
  /** Where the SQLite file lives when no DATABASE_URL is given. */
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  /** Lets a game's creator choose the dice seed: for tests and benchmarks only. */
  allowSeed: boolean;
  /** Games held in memory at once; creating or loading more is refused (SERVER_BUSY). */
  maxActiveGames: number;
  /** A server-side bot waits this long before it acts, so people can follow. */
  botDelayMs: number;
  botIds: string[];
  /** The browser client's built files (served at /), if any. */
  webDist?: string;
  /** Messages per second a socket may send (a burst of twice that is allowed). */
  messagesPerSecond: number;
  /** Sockets open at once from one address. */
  socketsPerAddress: number;
  /** HTTP requests per minute from one address. */
  requestsPerMinute: number;
}

export class ConfigError extends Error {}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got '${raw}')`);
  }
  return n;
}

function url(env: NodeJS.ProcessEnv, name: string, protocols: string[]): string | undefined {
  const raw = env[name];
  if (!raw) return undefined;
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a URL`);
  }
  if (!protocols.includes(u.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return raw;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): Config {
  const databaseUrl = url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  const redisUrl = url(env, 'REDIS_URL', ['redis:']);
  if (redisUrl && !databaseUrl) {
    throw new ConfigError('REDIS_URL needs DATABASE_URL: instances share games through PostgreSQL');
  }
  return {
    host: env.HOST || '127.0.0.1',
    port: int(env, 'PORT', 5173, 0, 65535),
    dataDir: env.DATA_DIR || join(root, 'data'),
    databaseUrl,
    redisUrl,
    allowSeed: env.ALLOW_SEED === '1',
    maxActiveGames: int(env, 'MAX_GAMES', 2000, 1, 1_000_000),
    botDelayMs: int(env, 'BOT_DELAY_MS', 400, 0, 60_000),
    botIds: ['random', 'scripted'],
    webDist: env.WEB_DIST,
    messagesPerSecond: int(env, 'MSG_PER_SEC', 50, 1, 100_000),
    socketsPerAddress: int(env, 'SOCKETS_PER_ADDRESS', 64, 1, 1_000_000),
    requestsPerMinute: int(env, 'REQUESTS_PER_MINUTE', 120, 1, 1_000_000),
  };
}
