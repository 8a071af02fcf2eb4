import { defineConfig } from 'vitest/config';

// Slow checks (`npm run test:slow`, run by .ci/run): tests that start the CLI as a process of its own
// (tsx compiles it first: seconds each), the 50 MB feed's memory and the week-long tab's heap. Kept out
// of `npm test` so it stays quick (vitest.config.ts does not include *.slow.ts).
process.env.TZ = 'America/New_York';

export default defineConfig({
  test: {
    include: ['test/**/*.slow.ts'],
    environment: 'node',
    pool: 'forks',
    setupFiles: ['test/setup.ts'],
    testTimeout: 60_000,
  },
});
