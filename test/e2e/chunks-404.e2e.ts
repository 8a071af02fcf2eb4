// After a deploy the old hashed chunks are gone: every chunk the panel loads after its first open
// answers 404. Each step that needs one ends, within 10 s, in a visible state the user can leave
// (a message and Reload), never a spinner for good; Reload brings the frame back with its chunks.
import { expect, it } from 'vitest';
import { startNotesPlatform, useBuiltSite } from './support/built-site.ts';

const built = useBuiltSite(30);

const FAILED = "This part of the panel didn't load.";

it('with every later chunk gone, opening a note and ticking one say so within 10 s, and Reload recovers', async () => {
  const context = await built().browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.route((target) => target.hostname !== '127.0.0.1', (route) => route.abort());
  // The old chunks are gone until the frame reloads onto the new deploy (the fetch handler is the
  // local platform's transport, not the panel's: the real platform goes through the proxy).
  let deployed = false;
  await context.route(/\/assets\/(?!panel-|mount-ui-|fetch-handler-)[^/]+$/, (route) => (deployed ? route.continue() : route.fulfill({ status: 404, body: 'gone' })));
  const page = await context.newPage();
  await page.goto(`${built().site.url}/?api=${encodeURIComponent(built().platform.url)}`);
  await page.locator('#badge:not([hidden])').waitFor();
  await page.click('#bell');
  const panel = page.frameLocator('iframe');
  const row = panel.locator('.wpnc__row').first();
  await row.waitFor();

  // The bulk toolbar: a ticked row.
  await row.focus();
  await page.keyboard.press('x');
  await expect.poll(() => panel.getByRole('alert').filter({ hasText: FAILED }).count(), { timeout: 10_000 }).toBeGreaterThan(0);

  // The open note.
  await row.click();
  const detail = panel.locator('.wpnc__detail');
  await expect.poll(() => detail.getByRole('alert').textContent(), { timeout: 10_000 }).toContain(FAILED);
  expect(await detail.getAttribute('aria-busy')).toBeNull();

  // Reload: the frame comes back, open, and the chunks of the new deploy load.
  deployed = true;
  await detail.getByRole('button', { name: 'Reload' }).click();
  await panel.locator('.wpnc__row').first().click();
  await panel.locator('#wpnc-detail-title').waitFor({ timeout: 10_000 });
  await context.close();
}, 60_000);

it('with the views chunk itself gone, the open panel says so within 10 s instead of staying blank, and Reload recovers', async () => {
  // A platform of its own: the test above saw its notes, so that one's badge is clear.
  const fresh = await startNotesPlatform(30);
  const context = await built().browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.route((target) => target.hostname !== '127.0.0.1', (route) => route.abort());
  let deployed = false;
  await context.route(/\/assets\/mount-ui-[^/]+$/, (route) => (deployed ? route.continue() : route.fulfill({ status: 404, body: 'gone' })));
  const page = await context.newPage();
  await page.goto(`${built().site.url}/?api=${encodeURIComponent(fresh.url)}`);
  // The first load still keeps the host's badge current.
  await page.locator('#badge:not([hidden])').waitFor();
  await page.click('#bell');
  const panel = page.frameLocator('iframe');
  await expect.poll(() => panel.getByRole('alert').filter({ hasText: FAILED }).count(), { timeout: 10_000 }).toBeGreaterThan(0);

  deployed = true;
  await panel.getByRole('button', { name: 'Reload' }).click();
  await panel.locator('.wpnc__row').first().waitFor({ timeout: 10_000 });
  await context.close();
  await fresh.close();
}, 60_000);

it('with the views chunk stalled (a connection that never answers), the open panel says so within 10 s, and Reload recovers', async () => {
  const fresh = await startNotesPlatform(30);
  const context = await built().browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.route((target) => target.hostname !== '127.0.0.1', (route) => route.abort());
  let deployed = false;
  // Held, never answered, until the frame reloads.
  await context.route(/\/assets\/mount-ui-[^/]+$/, (route) => (deployed ? route.continue() : undefined));
  const page = await context.newPage();
  await page.goto(`${built().site.url}/?api=${encodeURIComponent(fresh.url)}`);
  await page.locator('#badge:not([hidden])').waitFor();
  await page.click('#bell');
  const panel = page.frameLocator('iframe');
  await expect.poll(() => panel.getByRole('alert').filter({ hasText: FAILED }).count(), { timeout: 10_000 }).toBeGreaterThan(0);

  deployed = true;
  await panel.getByRole('button', { name: 'Reload' }).click();
  await panel.locator('.wpnc__row').first().waitFor({ timeout: 10_000 });
  expect(await panel.getByRole('alert').filter({ hasText: FAILED }).count()).toBe(0);
  await context.close();
  await fresh.close();
}, 60_000);

/**
 * A page of a platform of its own whose `chunk` cannot come while the connection is down (from the
 * start: the idle preload fails too); `backOnline` brings the connection and the chunk back.
 */
async function pageWithChunkDown(chunk: RegExp) {
  const fresh = await startNotesPlatform(30);
  const context = await built().browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.route((target) => target.hostname !== '127.0.0.1', (route) => route.abort());
  let down = true;
  await context.route(chunk, (route) => (down ? route.abort('internetdisconnected') : route.continue()));
  const page = await context.newPage();
  await page.goto(`${built().site.url}/?api=${encodeURIComponent(fresh.url)}`);
  await page.locator('#badge:not([hidden])').waitFor();
  return {
    page,
    panel: page.frameLocator('iframe'),
    offline: () => context.setOffline(true),
    backOnline: () => ((down = false), context.setOffline(false)),
    close: async () => (await context.close(), await fresh.close()),
  };
}

it('a note opened while the connection is down says so, and shows by itself once the browser is back online (no Reload)', async () => {
  const { page, panel, offline, backOnline, close } = await pageWithChunkDown(/\/assets\/later-views-[^/]+$/);
  await page.click('#bell');
  const row = panel.locator('.wpnc__row').first();
  await row.waitFor();
  await offline();

  await row.click();
  const detail = panel.locator('.wpnc__detail');
  await expect.poll(() => detail.getByRole('alert').textContent(), { timeout: 10_000 }).toContain(FAILED);

  // Back online: the browser fetches the module again, and the note shows where the failure was.
  await backOnline();
  await panel.locator('#wpnc-detail-title').waitFor({ timeout: 10_000 });
  expect(await panel.getByRole('alert').filter({ hasText: FAILED }).count()).toBe(0);
  await close();
}, 60_000);

it('a panel opened while the connection is down says so, and lists the notes by itself once back online (no Reload)', async () => {
  const { page, panel, offline, backOnline, close } = await pageWithChunkDown(/\/assets\/mount-ui-[^/]+$/);
  await offline();
  await page.click('#bell');
  await expect.poll(() => panel.getByRole('alert').filter({ hasText: FAILED }).count(), { timeout: 10_000 }).toBeGreaterThan(0);

  await backOnline();
  await panel.locator('.wpnc__row').first().waitFor({ timeout: 10_000 });
  expect(await panel.getByRole('alert').filter({ hasText: FAILED }).count()).toBe(0);
  await close();
}, 60_000);
