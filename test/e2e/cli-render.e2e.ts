// `notes-panel render` writes a page to look at; read offline, its avatars show their initials,
// as the panel's do, never a broken-image icon over them.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { renderNote } from '../../cli/render.ts';
import { launchBrowser } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => void (browser = await launchBrowser()));
afterAll(async () => browser?.close());

it('offline, every avatar of a rendered note shows its initials and no picture that failed', async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'render-')), 'note.html');
  writeFileSync(file, renderNote('fixtures/notes/comment-reply.json'));
  const context = await browser.newContext();
  // Offline: every request but the page itself fails.
  await context.route((url) => url.protocol !== 'file:', (route) => route.abort());
  const page = await context.newPage();
  await page.goto(pathToFileURL(file).href);
  const initials = page.locator('.wpnc__avatar-initials');
  expect(await initials.count()).toBeGreaterThan(2);
  // Each avatar had a picture; once they have failed, none is left over the initials.
  await expect.poll(() => page.locator('.wpnc__avatar > img').count(), { timeout: 5_000 }).toBe(0);
  for (const text of await initials.allTextContents()) expect(text.trim()).toMatch(/^\S{1,2}$/u);
  await context.close();
}, 30_000);
