/**
 * Browser tests: Playwright drives Debian's chromium (/usr/bin/chromium, installed by .ci/run;
 * Playwright's own browser download does not work here) against the built client, served by
 * serve.mjs on 127.0.0.1. The online tests (online.e2e.ts) play through the game server
 * (packages/server), which serves the same built client; its games go to a fresh data folder.
 * Build first: `npm run test:e2e` does.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4317);
const baseURL = `http://127.0.0.1:${port}`;
/** The game server's port (online.e2e.ts reads the same variable). */
const SERVER_PORT = Number(process.env.E2E_SERVER_PORT ?? 4318);
// Made once, by the runner: its workers load this file again and inherit the variable.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'dungeonbowl-e2e-'));

export default defineConfig({
  testDir: './e2e',
  // Not *.test.ts / *.spec.ts: the root vitest run would pick those up.
  testMatch: '**/*.e2e.ts',
  globalTeardown: './e2e/teardown.ts',
  outputDir: './test-results/output',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: {
    baseURL,
    viewport: { width: 1400, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  // Every test on a desktop; the coach's-eye tests (*.coach.e2e.ts: sizes, previews, undo, banners,
  // the log, table-top) also on a 1024x700 laptop and an 820x1180 tablet with touch.
  projects: [
    { name: 'desktop', use: { viewport: { width: 1400, height: 900 } } },
    {
      name: 'laptop',
      testMatch: '**/*.coach.e2e.ts',
      use: { viewport: { width: 1024, height: 700 } },
    },
    {
      name: 'tablet',
      testMatch: '**/*.coach.e2e.ts',
      use: { viewport: { width: 820, height: 1180 }, hasTouch: true },
    },
  ],
  webServer: [
    {
      command: `node serve.mjs --port ${port} --strict-port`,
      url: baseURL,
      reuseExistingServer: false,
      stdout: 'ignore',
      timeout: 20_000,
    },
    {
      // Seeds allowed (the tests choose the dice), server bots without a pause.
      command: 'npx tsx ../server/src/main.ts',
      url: `http://127.0.0.1:${SERVER_PORT}/api/health`,
      env: {
        PORT: String(SERVER_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        ALLOW_SEED: '1',
        BOT_DELAY_MS: '0',
        WEB_DIST: join(import.meta.dirname, 'dist'),
      },
      reuseExistingServer: false,
      stdout: 'ignore',
      timeout: 30_000,
    },
  ],
});
