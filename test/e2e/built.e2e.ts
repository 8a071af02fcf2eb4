// The panel as it ships: the production build (dist/panel, dist/host) in Chromium, not the dev
// server the other browser tests use. A build that lost its stylesheet once drew the panel unstyled,
// and with no height the list laid out all its 1,000 rows on every open (4 s warm opens).
import { spawnSync } from 'node:child_process';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchNotes } from '../../bench/notes.ts';
import { buildExists, ROOT, startSite } from '../../bench/browser/site.ts';
import { startMockPlatform } from '../../mock/index.ts';
import { launchBrowser } from './support/browser.ts';

const NOTES = 1000;
let browser: Browser;
let site: Awaited<ReturnType<typeof startSite>>;
let platform: Awaited<ReturnType<typeof startMockPlatform>>;

beforeAll(async () => {
  if (!buildExists() && spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' }).status !== 0) throw new Error('npm run build failed');
  const seed = benchNotes(NOTES);
  platform = await startMockPlatform({ notes: { lastSeenTime: seed.lastSeenTime, notes: seed.notes }, host: '127.0.0.1', port: 0 });
  site = await startSite();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await platform?.close();
});

describe('the production build', () => {
  it('draws the panel styled and windowed, and styles the open note once its chunk loads', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.route((target) => target.hostname !== '127.0.0.1', (route) => route.abort());
    // The panel holds every note at once (its heaviest case): the list answers with all of them.
    await context.route(`${platform.url}/rest/v1.1/notifications/?*`, async (route) => {
      const url = new URL(route.request().url());
      if (route.request().method() !== 'GET' || url.searchParams.has('before') || url.searchParams.get('fields') === 'id,note_hash') return route.continue();
      const listed = platform.state.listNotes({ number: NOTES });
      const body = JSON.stringify({ last_seen_time: platform.state.lastSeenTime(), number: listed.length, notes: listed });
      await route.fulfill({ status: 200, contentType: 'application/json', body, headers: { 'access-control-allow-origin': site.url } });
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${site.url}/?api=${encodeURIComponent(platform.url)}`);
    await page.locator('#badge:not([hidden])').waitFor();
    await page.click('#bell');
    const panel = page.frameLocator('iframe');
    await panel.locator('.wpnc__row').first().waitFor();

    const layout = await panel.locator('.wpnc__list').evaluate((list) => ({
      display: getComputedStyle(list.closest('.wpnc')!).display,
      listHeight: list.clientHeight,
      windowHeight: window.innerHeight,
      rows: list.querySelectorAll('.wpnc__row').length,
      rowHeight: list.querySelector('.wpnc__row')!.getBoundingClientRect().height,
    }));
    expect(layout.display).toBe('flex');
    // The list scrolls inside the frame, and only about a screenful of its 1,000 rows is drawn.
    expect(layout.listHeight).toBeLessThan(layout.windowHeight);
    expect(layout.rows).toBeGreaterThan(5);
    expect(layout.rows).toBeLessThan(40);
    expect(layout.rowHeight).toBeGreaterThanOrEqual(56);

    // The open note's rules come with its own chunk.
    await page.keyboard.press('Enter');
    const title = panel.locator('.wpnc__detail-title');
    await title.waitFor();
    await expect.poll(() => title.evaluate((element) => getComputedStyle(element).fontSize)).toBe('16px');
    expect(errors).toEqual([]);
    await context.close();
  });
});
