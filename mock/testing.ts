/** Test helper: a started mock platform for a test file, and a real API client pointed at it. */
import { afterAll, beforeAll } from 'vitest';
import { createFetchHandler } from '../src/api/fetch-handler.ts';
import wpcom from '../src/api/index.ts';
import type { WpcomClient } from '../src/api/types.ts';
import { startMockPlatform, type RunningMockPlatform, type StartOptions } from './server.ts';

/** Starts the platform before the file's tests and closes it after them. */
export function useMockPlatform(options: StartOptions = {}): {
  running: () => RunningMockPlatform;
  client: () => WpcomClient;
} {
  let running: RunningMockPlatform | undefined;
  beforeAll(async () => {
    running = await startMockPlatform({ host: '127.0.0.1', port: 0, ...options });
  });
  afterAll(async () => {
    await running?.close();
  });
  const current = (): RunningMockPlatform => {
    if (!running) throw new Error('the mock platform has not started yet');
    return running;
  };
  return {
    running: current,
    client: () => wpcom('test-token', createFetchHandler({ baseUrl: current().url, timeoutMs: 5000 })),
  };
}
