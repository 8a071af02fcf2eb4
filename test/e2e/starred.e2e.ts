/**
 * The guide's tab-and-setting example in the demo (`/live?plugin=starred`, fixtures/plugins/starred.ts;
 * issue 41): Star puts a note in the Starred tab, and the tab's setting, chosen in the Settings
 * popover, is kept across a reload (which notes the setting leaves out is tested on a fixed clock in
 * test/plugin-settings.test.tsx: the demo's notes are all about a week old). A screenshot of the
 * popover goes to test-results/starred/ for reviewers.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { expectEventually } from './support/browser.ts';
import { useDemo } from './support/fixture.ts';

const fixture = useDemo({ noteEverySeconds: 3600 });
const RESULTS = fileURLToPath(new URL('../../test-results/starred/', import.meta.url));

test('Star lists a note in the Starred tab; its setting is chosen in Settings and kept across a reload', async () => {
  const page = await fixture().browser.newPage({ viewport: { width: 1024, height: 800 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${fixture().demo.url}/live?plugin=starred`);
  const rows = page.locator('.wpnc__list .wpnc__row');
  await rows.first().waitFor();
  const oldest = rows.last();
  const id = await oldest.getAttribute('data-note-id');
  await oldest.click();
  await page.getByRole('button', { name: 'Star', exact: true }).click();
  await page.getByRole('button', { name: 'Starred', exact: true }).waitFor();
  await page.getByRole('tab', { name: 'Starred' }).click();
  await expectEventually(() => page.locator('.wpnc__list .wpnc__row').evaluateAll((found) => found.map((row) => row.getAttribute('data-note-id'))), (ids) => ids.length === 1 && ids[0] === id, 'the Starred tab lists the starred note');

  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const popover = page.getByRole('dialog', { name: 'Settings', exact: true });
  const keep = popover.getByLabel('The Starred tab lists starred notifications of');
  await keep.selectOption('week');
  mkdirSync(RESULTS, { recursive: true });
  await popover.screenshot({ path: `${RESULTS}settings-1024.png` });
  await page.keyboard.press('Escape');
  await popover.waitFor({ state: 'detached' });

  await page.reload();
  await page.locator('.wpnc__row').first().waitFor();

  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  expect(await page.getByRole('dialog', { name: 'Settings', exact: true }).getByLabel('The Starred tab lists starred notifications of').inputValue()).toBe('week');
  expect(errors).toEqual([]);
  await page.close();
}, 60_000);
