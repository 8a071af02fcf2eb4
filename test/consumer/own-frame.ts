/**
 * The consumer app's own iframe app (app/panel.html, app/src/panel.ts, app/vite.frame.config.ts:
 * docs/embedding.md, "Your own iframe app"), built from the installed package: its first load holds
 * the app's note type and not its action, and in Chromium, through a page with the host SDK, the
 * panel lists the app's note and the app's action's button works.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { expectEventually } from '../e2e/support/browser.ts';

/** The built panel.html's own script is the first load: the note type is in it, the action (pin.ts) is not. */
export function checkOwnFrameChunks(dist: string): void {
  const page = readFileSync(join(dist, 'panel.html'), 'utf8');
  const entry = /<script type="module"[^>]*src="\/([^"]+)"/.exec(page)?.[1];
  assert.ok(entry, 'the built panel.html loads its entry script');
  const firstLoad = readFileSync(join(dist, entry), 'utf8');
  assert.match(firstLoad, /store_order/, "the first load holds the app's note type");
  assert.doesNotMatch(firstLoad, /Notification pinned/, "the app's action is not in the first load: it comes with the first open");
  assert.doesNotMatch(firstLoad, /react\.transitional\.element/, 'React is not in the first load');
}

/** Opens the panel from the page's bell: the app's order is listed, and its Pin button pins it. */
export async function checkOwnFrame(browser: Browser, hostUrl: string): Promise<void> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(`console: ${message.text()}`);
  });
  await page.context().route((target) => target.hostname !== '127.0.0.1', (route) => route.abort());
  await page.goto(hostUrl);
  const panel = page.frameLocator('iframe[title="Notifications"]');
  await page.getByRole('button', { name: /Notifications/ }).click();
  await page.locator('iframe[title="Notifications"]').waitFor({ state: 'visible' });

  const order = panel.getByRole('button', { name: /New order #1042/ });
  await order.waitFor();
  assert.match(await order.innerText(), /2 × Mug, 1 × Poster/, "the row's excerpt comes from the app's note type");
  await order.click();
  await panel.getByText('Order #1042: $42.00').waitFor();

  // The app's action, loaded with the first open: its button in the open note pins the order.
  await panel.getByRole('button', { name: 'Pin', exact: true }).click();
  await panel.getByRole('button', { name: 'Unpin', exact: true }).waitFor();
  await expectEventually(() => panel.locator('.wpnc__undo-message').first().innerText(), (text) => text === 'Notification pinned', "the undo bar says the app's words");

  assert.deepEqual(errors, [], 'no errors in the page or the panel');
  await page.close();
}
