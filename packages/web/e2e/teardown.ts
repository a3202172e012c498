/** After the browser tests: the game server's data folder (a fresh one per run) is removed. */
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname } from 'node:path';

export default function teardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  // Only the folder this run made (playwright.config.ts), never one a caller named elsewhere.
  if (dir && dirname(dir) === tmpdir() && basename(dir).startsWith('dungeonbowl-e2e-')) {
    rmSync(dir, { recursive: true, force: true });
  }
}
