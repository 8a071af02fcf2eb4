/**
 * The production build (dist/panel, dist/host) served as a site, with a mock platform of generated
 * notes and Chromium, for the browser tests of the panel as it ships. Built first if missing.
 */
import { spawnSync } from 'node:child_process';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { benchNotes } from '../../../bench/notes.ts';
import { buildExists, ROOT, startSite } from '../../../bench/browser/site.ts';
import { startMockPlatform } from '../../../mock/index.ts';
import { launchBrowser } from './browser.ts';

/** A mock platform holding `count` generated notes, on a free loopback port. */
export async function startNotesPlatform(count: number) {
  const seed = benchNotes(count);
  return startMockPlatform({ notes: { lastSeenTime: seed.lastSeenTime, notes: seed.notes }, host: '127.0.0.1', port: 0 });
}

/** What the file's tests use; filled before they run. */
export interface BuiltSite {
  browser: Browser;
  site: Awaited<ReturnType<typeof startSite>>;
  platform: Awaited<ReturnType<typeof startNotesPlatform>>;
}

/** Starts the built site, a platform of `notes` notes and Chromium for the file, and stops them after it. */
export function useBuiltSite(notes: number): () => BuiltSite {
  let running: BuiltSite | undefined;
  beforeAll(async () => {
    if (!buildExists() && spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' }).status !== 0) throw new Error('npm run build failed');
    running = { platform: await startNotesPlatform(notes), site: await startSite(), browser: await launchBrowser() };
  });
  afterAll(async () => {
    await running?.browser.close();
    await running?.site.close();
    await running?.platform.close();
  });
  return () => {
    if (!running) throw new Error('the built site is not started');
    return running;
  };
}
