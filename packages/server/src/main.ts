/**
 * `npm start`: the game server, serving the browser client too. Settings come from the
 * environment (config.ts, docs/server.md). A wrong setting, a missing web build or a busy port
 * stops it with one line, never a stack trace.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type App, buildApp } from './app.ts';
import { type Config, ConfigError, readConfig } from './config.ts';
import { openStore } from './store/open.ts';

const ROOT = join(fileURLToPath(import.meta.url), '..', '..', '..', '..');

class StartError extends Error {}

async function main(): Promise<void> {
  const config = readConfig(process.env, ROOT);
  config.webDist ??= join(ROOT, 'packages', 'web', 'dist');
  if (!existsSync(join(config.webDist, 'index.html'))) {
    throw new StartError(
      `${config.webDist} holds no built client: build it first (npm run build -w @dungeonbowl/web)`,
    );
  }
  const store = await openStore(config);
  const server = await buildApp(config, store);
  stopOnSignals(server);
  // A promise nobody awaited that fails is logged, not a crash of every game on the server.
  process.on('unhandledRejection', (e) => console.error(`dungeonbowl server: unhandled: ${String(e)}`));
  const port = await listen(server, config);
  const where = config.databaseUrl ? 'PostgreSQL' : join(config.dataDir, 'dungeonbowl.sqlite');
  const host =
    config.host === '127.0.0.1' ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  console.log(
    `Dungeon Bowl server: open http://${host}:${port}/ in a browser (games kept in ${where}; Ctrl-C stops it)`,
  );
}

/**
 * Listens on PORT; without PORT, on 5173 or the next free port after it (as packages/web/serve.mjs
 * does), so that a second `npm start` or a dev server on 5173 does not stop it.
 */
async function listen(server: App, config: Config): Promise<number> {
  for (let port = config.port; ; port++) {
    try {
      const address = await server.app.listen({ host: config.host, port });
      return Number(new URL(address).port);
    } catch (e) {
      const busy = (e as { code?: string })?.code === 'EADDRINUSE';
      if (!busy) throw e;
      if (config.portFixed || port >= 65535) throw new StartError(`port ${port} on ${config.host} is in use`);
    }
  }
}

/** SIGTERM or Ctrl-C: close the sockets, the rooms and the store, then leave; a second one leaves now. */
function stopOnSignals(server: App): void {
  let stopping = false;
  const stop = () => {
    if (stopping) process.exit(1);
    stopping = true;
    server.close().then(
      () => process.exit(0),
      (e) => {
        console.error(`dungeonbowl server: while stopping: ${String(e?.message ?? e)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((e) => {
  const known = e instanceof ConfigError || e instanceof StartError;
  console.error(`dungeonbowl server: ${known ? e.message : String(e?.message ?? e).split('\n')[0]}`);
  process.exit(1);
});
