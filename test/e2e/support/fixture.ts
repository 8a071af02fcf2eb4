/**
 * One demo server and one browser per test file (vitest runs the e2e files one after another):
 * each file gets a fresh mock platform, so what one file approves or trashes never leaks into another.
 */
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { startDemo, type DemoServer } from './demo-server.ts';
import { mockApi, type MockApi } from './mock-api.ts';

export interface DemoFixture {
  demo: DemoServer;
  browser: Browser;
  mock: MockApi;
}

/** Registers the hooks; the returned getter is valid inside tests. */
export function useDemo(options: { noteEverySeconds: number; env?: Record<string, string> }): () => DemoFixture {
  let fixture: DemoFixture | undefined;
  beforeAll(async () => {
    const demo = await startDemo(options);
    try {
      const browser = await launchBrowser();
      fixture = { demo, browser, mock: mockApi(demo.mockUrl) };
    } catch (error) {
      await demo.stop();
      throw error;
    }
  });
  afterAll(async () => {
    await fixture?.browser.close();
    await fixture?.demo.stop();
  });
  return () => {
    if (!fixture) throw new Error('the demo fixture did not start (see beforeAll)');
    return fixture;
  };
}
