/**
 * `npm start`: the game server, serving the browser client too. Settings come from the
 * environment (config.ts, docs/server.md). A wrong setting or a busy port stops it with one line.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, readConfig } from './config.ts';
import { openStore } from './store/open.ts';

const ROOT = join(fileURLToPath(import.meta.url), '..', '..', '..', '..');

async function main(): Promise<void> {
  const config = readConfig(process.env, ROOT);
  config.webDist ??= join(ROOT, 'packages', 'web', 'dist');
  const store = await openStore(config);
  const server = await buildApp(config, store);
  const stop = () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  const address = await server.app.listen({ host: config.host, port: config.port });
  const where = config.databaseUrl ? 'PostgreSQL' : join(config.dataDir, 'dungeonbowl.sqlite');
  console.log(`Dungeon Bowl server on ${address.replace('127.0.0.1', 'localhost')} (games kept in ${where})`);
}

main().catch((e) => {
  const msg =
    e instanceof ConfigError
      ? e.message
      : e?.code === 'EADDRINUSE'
        ? `port in use: ${e.message}`
        : String(e?.message ?? e);
  console.error(`dungeonbowl server: ${msg}`);
  process.exit(1);
});
