/**
 * Browser tests: Playwright drives Debian's chromium (/usr/bin/chromium, installed by .ci/run;
 * Playwright's own browser download does not work here) against the built client, served by
 * serve.mjs on 127.0.0.1. Build first: `npm run test:e2e` does.
 */
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4317);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  // Not *.test.ts / *.spec.ts: the root vitest run would pick those up.
  testMatch: '**/*.e2e.ts',
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
    viewport: { width: 1280, height: 800 },
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
  webServer: {
    command: `node serve.mjs --port ${port} --strict-port`,
    url: baseURL,
    reuseExistingServer: false,
    stdout: 'ignore',
    timeout: 20_000,
  },
});
