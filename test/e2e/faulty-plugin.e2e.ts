/**
 * A faulty plugin in the demo (`/live?plugin=faulty`, fixtures/plugins/faulty.ts): stepping through
 * the notes, the reader sees every note open, then a status naming the plugin that was switched off;
 * the page throws nothing.
 */
import { expect, test } from 'vitest';
import { expectEventually } from './support/browser.ts';
import { useDemo } from './support/fixture.ts';

const fixture = useDemo({ noteEverySeconds: 3600 });

test('every note still opens, and the status bar names the add-on that was switched off', async () => {
  const page = await fixture().browser.newPage({ viewport: { width: 1024, height: 800 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${fixture().demo.url}/live?plugin=faulty`);
  const rows = page.locator('.wpnc__row');
  await rows.first().waitFor();
  const count = Math.min(await rows.count(), 12);
  expect(count).toBeGreaterThan(9);
  for (let index = 0; index < count; index += 1) {
    await rows.nth(index).click();
    await page.locator('#wpnc-detail-title').waitFor();
  }
  await expectEventually(() => page.locator('.wpnc__status').textContent(), (text) => text === 'The add-on “faulty” kept failing and was switched off.', 'the status names the plugin');
  // No mark of its own was drawn: not its object, not its megabyte.
  expect(await page.locator('.wpnc__mark').filter({ hasText: 'xxxxxxxxxx' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Misbehave' }).count()).toBe(0);
  expect(errors).toEqual([]);
  await page.close();
}, 60_000);
