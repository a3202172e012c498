// A simulation job started from the TypeScript sources (tests, benches): plain JavaScript that
// runs the compiled job, dist/worker.js, while it is fresh, else registers tsx (as
// bin/dungeonbowl.js falls back to) and loads worker.ts. It never builds: jobs start together,
// and a build is the command line's to make. The compiled command line forks dist/worker.js
// directly (pool.ts).
import { pathToFileURL } from 'node:url';
import { freshBundle } from '../../build.mjs';

// Ctrl-C reaches every process of the terminal's group: the main process decides what to stop.
process.on('SIGINT', () => {});
const bundle = freshBundle('worker');
if (bundle) {
  await import(pathToFileURL(bundle).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(new URL('./worker.ts', import.meta.url).href);
}
