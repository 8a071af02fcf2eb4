import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Tests run in a zone with daylight saving so local-midnight logic is tested where it can break.
process.env.TZ = 'America/New_York';

// A test anywhere in the repository: beside a plugin of one's own too (fixtures/plugins/), wherever it
// sits. The slow and browser suites' files (*.slow.*, *.e2e.*) are their configs' alone.
const include = ['**/*.test.{ts,tsx}'];
const exclude = ['**/node_modules/**', '**/dist/**', '**/coverage/**', '**/.git/**', '**/*.{slow,e2e}.*'];
// Files that replace modules (vi.mock) or load them afresh (vi.resetModules) run in a worker of
// their own each.
const isolated = ['src/ui/lazy-detail.test.tsx'];

export default defineConfig({
  test: {
    pool: 'threads',
    // One worker a core: Vitest's default keeps one core for itself, which on a 2-core machine ran
    // every file in one worker (69 s); the main thread mostly waits, so both cores test (45 s).
    maxWorkers: availableParallelism(),
    // Sharing the cores, a long test may pass 5 s; one that hangs still fails, at 15 s.
    testTimeout: 15_000,
    setupFiles: ['test/setup.ts'],
    environment: 'node',
    projects: [
      // The rest share their workers' module cache: evaluating React, the core and the plugins once a
      // worker instead of once a file took most of `npm test`'s time (there are no module singletons).
      { extends: true, test: { name: 'shared', include, exclude: [...exclude, ...isolated], isolate: false } },
      { extends: true, test: { name: 'isolated', include: isolated, exclude, isolate: true } },
    ],
  },
});
