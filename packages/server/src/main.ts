/**
 * `npm start`: the game server, serving the browser client too. Settings come from the
 * environment (config.ts, docs/server.md). A wrong setting, a missing web build or a busy port
 * stops it with one line, never a stack trace.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type App, buildApp } from './app.ts';
import { ConfigError, readConfig } from './config.ts';
import { listenFrom, PortInUse } from './http/listen.ts';
import { openStore, StoreError } from './store/open.ts';

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
  // Warnings and errors only, as JSON lines: a client's mistakes are answered, not logged.
  const server = await buildApp(config, store, { level: 'warn' });
  stopOnSignals(server);
  // A promise nobody awaited that fails is logged, not a crash of every game on the server.
  process.on('unhandledRejection', (e) => console.error(`dungeonbowl server: unhandled: ${String(e)}`));
  const port = await listenFrom(server.app, config.host, config.port, config.portFixed);
  const where = config.databaseUrl ? 'PostgreSQL' : join(config.dataDir, 'dungeonbowl.sqlite');
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  console.log(
    `Dungeon Bowl server: open http://${host}:${port}/ in a browser (games kept in ${where}; Ctrl-C stops it)`,
  );
  // Games under way when the server stopped go on now: clocks, bots and absent coaches' graces.
  const resumed = await server.hub.resume((m) => console.error(`dungeonbowl server: ${m}`));
  if (resumed > 0) console.log(`${resumed} game${resumed === 1 ? '' : 's'} under way resumed`);
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
  const known =
    e instanceof ConfigError || e instanceof StartError || e instanceof PortInUse || e instanceof StoreError;
  console.error(`dungeonbowl server: ${known ? e.message : String(e?.message ?? e).split('\n')[0]}`);
  process.exit(1);
});
