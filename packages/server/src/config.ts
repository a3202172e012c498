/**
 * The server's settings, from the environment (docs/server.md lists them). Each is checked: a
 * wrong one stops the server with one line naming it.
 */
import { join, resolve } from 'node:path';
import { SERVER_BOTS } from './shared/protocol.ts';

export interface Config {
  host: string;
  port: number;
  /** PORT was given: a busy port stops the server rather than moving to the next one. */
  portFixed: boolean;
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
  /** Games one address may create a minute (each is a row kept for good). */
  createsPerMinute: number;
  /**
   * Behind a reverse proxy: a client's address is the one it forwards (X-Forwarded-For), so that
   * the per-address limits count clients, not the proxy.
   */
  trustProxy: boolean;
  /** Bytes a socket may leave unread before it is dropped as too slow to follow the game. */
  slowClientBytes: number;
  /** Real time per minute of a game clock, as a fraction of a minute (tests only). */
  clockScale: number;
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

/** An on/off setting: 1/0 or true/false; anything else is a mistake worth saying. */
function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = (env[name] ?? '').toLowerCase();
  if (raw === '' || raw === '0' || raw === 'false') return false;
  if (raw === '1' || raw === 'true') return true;
  throw new ConfigError(`${name} must be 1 or 0 (got '${env[name]}')`);
}

/**
 * CLOCK_SCALE (tests only): real time per minute of a game's clock, as a fraction of a minute
 * (0.001: a 4-minute turn lasts 240 ms). The rule options count whole minutes, so a test cannot
 * shorten the clocks any other way.
 */
function clockScale(env: NodeJS.ProcessEnv): number {
  const raw = env.CLOCK_SCALE;
  const scale = raw ? Number(raw) : 1;
  if (!Number.isFinite(scale) || scale <= 0 || scale > 1) {
    throw new ConfigError(`CLOCK_SCALE must be a number above 0, at most 1 (got '${raw}')`);
  }
  return scale;
}

function url(env: NodeJS.ProcessEnv, name: string, protocols: string[]): string | undefined {
  const raw = env[name];
  if (!raw) return undefined;
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a URL (got '${raw.slice(0, 80)}')`);
  }
  if (!protocols.includes(u.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return raw;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): Config {
  const databaseUrl = url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  const redisUrl = url(env, 'REDIS_URL', ['redis:', 'rediss:']);
  if (redisUrl && !databaseUrl) {
    throw new ConfigError('REDIS_URL needs DATABASE_URL: instances share games through PostgreSQL');
  }
  const host = env.HOST || '127.0.0.1';
  if (!/^[A-Za-z0-9.:_-]+$/.test(host))
    throw new ConfigError(`HOST is not a host name or address (got '${host}')`);
  return {
    host,
    port: int(env, 'PORT', 5173, 0, 65535),
    portFixed: env.PORT !== undefined && env.PORT !== '',
    dataDir: env.DATA_DIR || join(root, 'data'),
    databaseUrl,
    redisUrl,
    allowSeed: flag(env, 'ALLOW_SEED'),
    maxActiveGames: int(env, 'MAX_GAMES', 2000, 1, 1_000_000),
    botDelayMs: int(env, 'BOT_DELAY_MS', 400, 0, 60_000),
    botIds: [...SERVER_BOTS],
    // A relative folder is read from where the server was started (fastify wants it absolute).
    webDist: env.WEB_DIST ? resolve(root, env.WEB_DIST) : undefined,
    messagesPerSecond: int(env, 'MSG_PER_SEC', 50, 1, 100_000),
    socketsPerAddress: int(env, 'SOCKETS_PER_ADDRESS', 64, 1, 1_000_000),
    requestsPerMinute: int(env, 'REQUESTS_PER_MINUTE', 120, 1, 1_000_000),
    createsPerMinute: int(env, 'CREATES_PER_MINUTE', 20, 1, 1_000_000),
    trustProxy: flag(env, 'TRUST_PROXY'),
    slowClientBytes: int(env, 'SLOW_CLIENT_BYTES', 8 * 1024 * 1024, 16 * 1024, 2 ** 31),
    clockScale: clockScale(env),
  };
}
