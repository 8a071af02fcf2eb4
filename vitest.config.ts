import { defineConfig } from 'vitest/config';

// Tests run in a zone with daylight saving so local-midnight logic is tested where it can break.
process.env.TZ = 'America/New_York';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'plugins/**/*.test.{ts,tsx}', 'cli/**/*.test.ts', 'mock/**/*.test.ts', 'test/**/*.test.{ts,tsx}'],
    environment: 'node',
    pool: 'threads',
    setupFiles: ['test/setup.ts'],
  },
});
