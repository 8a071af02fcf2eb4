/**
 * The host page around the panel, in Chromium: a click outside the open panel closes it, the closed
 * panel stays laid out yet out of reach, the unread badge sits on the bell's corner instead of over
 * the icon, and no page asks for a missing favicon.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { expectEventually, openFromBell, openHostPage } from './support/browser.ts';
import { useDemo } from './support/fixture.ts';

const fixture = useDemo({ noteEverySeconds: 3600 });

const frameShows = (page: Page) => page.locator('iframe[title="Notifications"]').isVisible();

describe('the host page', () => {
  test('says how often the demo platform makes a note, as NOTE_EVERY_SECONDS set it', async () => {
    const host = await openHostPage(fixture().browser, fixture().demo.url);
    expect(await host.page.locator('main').textContent()).toContain('creates a new note every 3600 seconds');
    await host.page.close();
  });

  test('a click on the page outside the open panel closes it; the bell still toggles', async () => {
    const host = await openHostPage(fixture().browser, fixture().demo.url);
    await openFromBell(host);
    await host.page.getByRole('heading', { level: 1 }).click();
    await expectEventually(() => frameShows(host.page), (shows) => !shows, 'the panel closes');
    const bell = host.page.getByRole('button', { name: 'Notifications' });
    await bell.click();
    await expectEventually(() => frameShows(host.page), (shows) => shows, 'the bell opens it again');
    // A click inside the panel is not a click outside it.
    await host.panel.getByRole('tab', { name: 'Unread' }).click();
    expect(await frameShows(host.page)).toBe(true);
    await bell.click();
    await expectEventually(() => frameShows(host.page), (shows) => !shows, 'the bell closes it');
    expect(await bell.getAttribute('aria-expanded')).toBe('false');
    expect(host.errors).toEqual([]);
    await host.page.close();
  });

  test('closed, the panel stays laid out but takes no click, no focus and no place in the accessibility tree', async () => {
    const host = await openHostPage(fixture().browser, fixture().demo.url, { width: 1280, height: 800 });
    await openFromBell(host);
    await host.page.getByRole('button', { name: 'Notifications' }).click();
    await expectEventually(() => frameShows(host.page), (shows) => !shows, 'the panel closes');
    // Laid out: the rows keep their boxes, so opening only paints (docs/embedding.md).
    const heights = await host.panel.locator('.wpnc__row').evaluateAll((rows) => rows.slice(0, 3).map((row) => row.getBoundingClientRect().height));
    expect(heights.length).toBe(3);
    for (const height of heights) expect(height).toBeGreaterThan(40);
    // Where the frame lies, the page takes the pointer.
    const box = (await host.page.locator('iframe[title="Notifications"]').boundingBox())!;
    const hit = await host.page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.tagName, [box.x + box.width / 2, box.y + box.height / 2]);
    expect(hit).not.toBe('IFRAME');
    // Tab goes round the page and never into the frame.
    for (let press = 0; press < 12; press++) {
      await host.page.keyboard.press('Tab');
      expect(await host.page.evaluate(() => document.activeElement?.tagName)).not.toBe('IFRAME');
    }
    const tree = await host.page.locator('body').ariaSnapshot();
    expect(tree).not.toContain('Filter notifications');
    expect(host.errors).toEqual([]);
    await host.page.close();
  });

  test('the unread badge sits on the corner of the bell and leaves the icon visible', async () => {
    // Everything new again (the test before opened the panel, which marks all seen).
    await fixture().mock.markSeen(1);
    const host = await openHostPage(fixture().browser, fixture().demo.url);
    const badge = host.page.locator('.demo-badge');
    await badge.waitFor({ state: 'visible' });
    const icon = (await host.page.locator('.demo-bell svg').boundingBox())!;
    const mark = (await badge.boundingBox())!;
    const overlapWidth = Math.max(0, Math.min(icon.x + icon.width, mark.x + mark.width) - Math.max(icon.x, mark.x));
    const overlapHeight = Math.max(0, Math.min(icon.y + icon.height, mark.y + mark.height) - Math.max(icon.y, mark.y));
    const covered = (overlapWidth * overlapHeight) / (icon.width * icon.height);
    // At most the icon's top-end quarter is under the badge, and the badge starts past the icon's middle.
    expect(covered, `the badge covers ${Math.round(covered * 100)}% of the icon`).toBeLessThanOrEqual(0.25);
    expect(mark.x).toBeGreaterThanOrEqual(icon.x + icon.width / 2);
    expect(mark.y + mark.height / 2).toBeLessThanOrEqual(icon.y + icon.height / 2);
    await host.page.close();
  });

  test('no page asks for a file that is not there (the favicon included)', async () => {
    const page = await fixture().browser.newPage();
    const missing: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) missing.push(`${response.status()} ${response.url()}`);
    });
    await page.context().route((target) => target.hostname !== '127.0.0.1', (route) => route.abort());
    const icons: string[] = [];
    for (const path of ['/', '/gallery', '/live', '/panel.html']) {
      await page.goto(`${fixture().demo.url}${path}`, { waitUntil: 'networkidle' });
      // Headless Chromium never asks for /favicon.ico, but a desktop browser does for any page that
      // names no icon: each page must name one, and it must load.
      const href = await page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.href ?? null);
      icons.push(`${path}: ${href === null ? 'no icon' : href.startsWith('data:') ? 'inline' : (await page.request.get(href)).status()}`);
    }
    expect(missing).toEqual([]);
    expect(icons).toEqual(['/: inline', '/gallery: inline', '/live: inline', '/panel.html: inline']);
    await page.close();
  });
});
