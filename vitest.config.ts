import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/test/**/*.test.ts'],
    reporters: ['default'],
    // Random-play and simulation tests are bounded in games and steps, not time; a loaded 2-core
    // CI machine can take several times longer than a laptop, so time-outs stay generous.
    testTimeout: 60_000,
  },
});
