/**
 * The server's settings from the environment: the defaults, and each wrong setting refused with
 * one line naming it (main.ts prints that line and stops, never a stack).
 */
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../src/config.ts';

function refusal(env: Record<string, string>): string {
  try {
    readConfig(env, '/srv/db');
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    const message = (e as Error).message;
    expect(message).not.toMatch(/\n/);
    return message;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe('readConfig', () => {
  it('has defaults for everything', () => {
    const c = readConfig({}, '/srv/db');
    expect(c).toMatchObject({
      host: '127.0.0.1',
      port: 5173,
      portFixed: false,
      dataDir: '/srv/db/data',
      allowSeed: false,
      maxActiveGames: 2000,
      messagesPerSecond: 50,
      socketsPerAddress: 64,
      requestsPerMinute: 120,
      createsPerMinute: 20,
      slowClientBytes: 8 * 1024 * 1024,
    });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.redisUrl).toBeUndefined();
  });

  it('reads what is given', () => {
    const c = readConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      ALLOW_SEED: 'true',
      MAX_GAMES: '10',
      DATABASE_URL: 'postgres://u:p@db:5432/x',
      REDIS_URL: 'redis://cache:6379',
    });
    expect(c).toMatchObject({
      port: 8080,
      portFixed: true,
      host: '0.0.0.0',
      allowSeed: true,
      maxActiveGames: 10,
    });
    expect(readConfig({ PORT: '0' }).portFixed).toBe(true);
    expect(readConfig({ ALLOW_SEED: '0' }).allowSeed).toBe(false);
  });

  it('refuses each wrong setting in one line naming it', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ PORT: 'abc' }, /^PORT .*'abc'/],
      [{ PORT: '70000' }, /^PORT/],
      [{ PORT: '80.5' }, /^PORT/],
      [{ MAX_GAMES: '0' }, /^MAX_GAMES/],
      [{ MSG_PER_SEC: '-1' }, /^MSG_PER_SEC/],
      [{ SOCKETS_PER_ADDRESS: 'many' }, /^SOCKETS_PER_ADDRESS/],
      [{ REQUESTS_PER_MINUTE: '1e9' }, /^REQUESTS_PER_MINUTE/],
      [{ CREATES_PER_MINUTE: '0' }, /^CREATES_PER_MINUTE/],
      [{ SLOW_CLIENT_BYTES: '10' }, /^SLOW_CLIENT_BYTES/],
      [{ BOT_DELAY_MS: '1 second' }, /^BOT_DELAY_MS/],
      [{ ALLOW_SEED: 'yes' }, /^ALLOW_SEED .*'yes'/],
      [{ HOST: 'my host' }, /^HOST/],
      [{ DATABASE_URL: 'not a url' }, /^DATABASE_URL is not a URL/],
      [{ DATABASE_URL: 'mysql://db/x' }, /^DATABASE_URL must start with postgres:\/\//],
      [{ REDIS_URL: 'redis://cache' }, /^REDIS_URL needs DATABASE_URL/],
      [
        { DATABASE_URL: 'postgres://db/x', REDIS_URL: 'http://cache' },
        /^REDIS_URL must start with redis:\/\/ or rediss:\/\//,
      ],
    ];
    for (const [env, says] of cases) expect(refusal(env), JSON.stringify(env)).toMatch(says);
  });
});
