import { defineConfig } from 'vitest/config';

// Browser tests (`npm run test:e2e`): a real `npm start` and Debian's chromium per file. Kept out of
// `npm test` (vitest.config.ts does not include *.e2e.ts). One file at a time: each starts Vite and
// a browser, and two of those at once on a 2-core machine make timings, not the product, fail.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
