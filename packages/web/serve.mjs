#!/usr/bin/env node
/**
 * Serves the built client (dist/) on 127.0.0.1: `npm start` and the browser tests use it.
 * The port is --port N, else $PORT, else 5173; when it is taken the next free one is used,
 * unless --strict-port is given. Node's own http module only: nothing to install.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const ROOT = join(import.meta.dirname, 'dist');
const HOST = '127.0.0.1';
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};

function option(name) {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** The file for a URL path, never outside dist/; unknown paths get the page itself. */
function fileFor(url) {
  const path = decodeURIComponent(new URL(url, 'http://x').pathname);
  const file = normalize(join(ROOT, path));
  if (!file.startsWith(ROOT + sep) && file !== ROOT) return null;
  if (existsSync(file) && statSync(file).isFile()) return file;
  return join(ROOT, 'index.html');
}

function handle(req, res) {
  let file = null;
  try {
    file = fileFor(req.url ?? '/');
  } catch {}
  if (!file || (req.method !== 'GET' && req.method !== 'HEAD')) {
    res.writeHead(file ? 405 : 400).end();
    return;
  }
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  // Built assets carry a content hash in their names; the page itself must not be cached.
  const cache = file.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
  res.writeHead(200, { 'content-type': type, 'cache-control': cache });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}

function listen(server, port, strict) {
  return new Promise((resolve, reject) => {
    server.once('error', (e) => {
      if (e.code === 'EADDRINUSE' && !strict && port < 65535) resolve(listen(server, port + 1, strict));
      else reject(e);
    });
    server.listen(port, HOST, () => resolve(port));
  });
}

if (!existsSync(join(ROOT, 'index.html'))) {
  console.error('packages/web/dist is missing: build it first (npm run build -w @dungeonbowl/web).');
  process.exit(1);
}
const server = createServer(handle);
const port = await listen(
  server,
  Number(option('--port') ?? process.env.PORT ?? 5173),
  process.argv.includes('--strict-port'),
);
console.log(`Dungeon Bowl: open http://${HOST}:${port}/ in a browser to play (Ctrl-C stops the server)`);
for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, () => server.close(() => process.exit(0)).closeAllConnections());
