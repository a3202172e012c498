#!/usr/bin/env node
// Runs the compiled command line, dist/dungeonbowl.js (build.mjs; built by `npm install` and
// `npm start`): loading it takes a fraction of the two seconds tsx took to transpile the
// TypeScript on every run. After an edit to a source (or a git checkout) the bundle is stale:
// it is rebuilt first, in about a second, so nobody runs old code; only when it cannot be built
// (esbuild missing, a source that does not compile, a read-only directory) do the sources run
// through tsx, which reports a broken source in its own words.
import { pathToFileURL } from 'node:url';
import { build, freshBundle } from '../build.mjs';

let bundle = freshBundle('dungeonbowl');
if (!bundle && (await build({ quiet: true }))) bundle = freshBundle('dungeonbowl');
if (bundle) {
  await import(pathToFileURL(bundle).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/main.ts');
}
