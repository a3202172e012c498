#!/usr/bin/env node
/**
 * Prints the size of the JavaScript a first visit loads: the scripts and module preloads that
 * dist/index.html names, raw and gzipped. A figure to watch (the budget is 150 kB
 * gzipped), not a test.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, 'dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const refs = [
  ...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g),
];
const files = [...new Set(refs.map((m) => m[1].replace(/^\.?\//, '')))];
let raw = 0;
let gz = 0;
for (const f of files) {
  const bytes = readFileSync(join(dist, f));
  const zipped = gzipSync(bytes, { level: 9 }).length;
  raw += bytes.length;
  gz += zipped;
  console.log(`${f}: ${(bytes.length / 1000).toFixed(1)} kB, ${(zipped / 1000).toFixed(1)} kB gzipped`);
}
console.log(
  `initial JavaScript: ${files.length} file(s), ${(raw / 1000).toFixed(1)} kB, ${(gz / 1000).toFixed(1)} kB gzipped (budget 150 kB)`,
);
