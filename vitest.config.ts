import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'plugins/**/*.test.{ts,tsx}', 'cli/**/*.test.ts', 'mock/**/*.test.ts', 'test/**/*.test.{ts,tsx}'],
    environment: 'node',
    pool: 'threads',
  },
});
