import { defineConfig } from 'vitest/config';

// Tests run in a zone with daylight saving so local-midnight logic is tested where it can break.
process.env.TZ = 'America/New_York';

const include = ['src/**/*.test.{ts,tsx}', 'plugins/**/*.test.{ts,tsx}', 'cli/**/*.test.ts', 'mock/**/*.test.ts', 'test/**/*.test.{ts,tsx}'];
// Files that replace modules (vi.mock), load them afresh (vi.resetModules) or keep a library's
// module-level state tied to one window (axe-core) run in a worker of their own each.
const isolated = ['plugins/actions/calls-offline.test.ts', 'src/ui/lazy-detail.test.tsx', 'src/ui/a11y.test.tsx'];

export default defineConfig({
  test: {
    pool: 'threads',
    setupFiles: ['test/setup.ts'],
    environment: 'node',
    projects: [
      // The rest share their workers' module cache: evaluating React, the core and the plugins once a
      // worker instead of once a file took most of `npm test`'s time (there are no module singletons).
      { extends: true, test: { name: 'shared', include, exclude: isolated, isolate: false } },
      { extends: true, test: { name: 'isolated', include: isolated, isolate: true } },
    ],
  },
});
