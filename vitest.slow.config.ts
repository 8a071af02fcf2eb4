import { defineConfig } from 'vitest/config';

// Slow checks (`npm run test:slow`, run by .ci/run): tests that start the CLI as a process of its own
// (tsx compiles it first: seconds each), the 50 MB feed's memory, the week-long tab's heap, the long
// fixture feeds, every state of the panel under the pseudo-locale and axe-core's sweep in jsdom
// (each file in a worker of its own: axe-core keeps module-level state tied to one window). Kept
// out of `npm test` so it stays under a minute (vitest.config.ts does not include *.slow.*).
process.env.TZ = 'America/New_York';

export default defineConfig({
  test: {
    include: ['test/**/*.slow.{ts,tsx}'],
    environment: 'node',
    pool: 'forks',
    setupFiles: ['test/setup.ts'],
    testTimeout: 60_000,
  },
});
