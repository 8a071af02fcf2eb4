/**
 * Visual baselines of the states issue 32 fixed, beside visual.e2e.ts's (the same sample, frozen
 * clock and comparison; see docs/look.md): the bulk toolbar at 480 px (light, dark, French,
 * Arabic), a hovered row, the undo bar in French and Arabic, and two notices at once.
 *
 * Rewrite them after an intended change of the look:
 *   UPDATE_BASELINES=1 npm run test:e2e -- test/e2e/visual-triage.e2e.ts
 */
import { describe, expect, test } from 'vitest';
import { expectEventually, openFromBell, openHostPage, type HostPage } from './support/browser.ts';
import { useDemo } from './support/fixture.ts';
import { rowIds } from './support/panel.ts';
import { compareWithBaseline } from './support/pixels.ts';
import { panelScreenshot } from './support/screenshot.ts';

const SAMPLE_NOW = '2026-03-10T15:00:00Z';
const fixture = useDemo({ noteEverySeconds: 86_400, env: { SAMPLE_NOW } });
// slowtravel498's reply: already read and approved, with trash and a reply box.
const READ_COMMENT = 3499999997;

type Look = { colorScheme: 'light' | 'dark'; locale: 'en' | 'fr' | 'ar' };
const LOOKS: Record<string, Look> = {
  '': { colorScheme: 'light', locale: 'en' },
  'dark-': { colorScheme: 'dark', locale: 'en' },
  'fr-': { colorScheme: 'light', locale: 'fr' },
  'rtl-': { colorScheme: 'light', locale: 'ar' },
};

async function openPanel(width: number, look: Look): Promise<HostPage> {
  const host = await openHostPage(fixture().browser, fixture().demo.url, { width, height: 800 }, {
    colorScheme: look.colorScheme, query: `locale=${look.locale}`, timezoneId: 'UTC', fixedTime: Date.parse(SAMPLE_NOW),
  });
  await openFromBell(host);
  await expectEventually(() => rowIds(host.panel), (ids) => ids.length > 3, 'the list shows rows');
  if (look.locale === 'ar') await host.frame().waitForFunction(() => document.querySelector('.wpnc')?.getAttribute('dir') === 'rtl');
  // The language file has arrived once the first tab reads in the language.
  if (look.locale !== 'en') await expectEventually(() => host.panel.getByRole('tab').first().innerText(), (label) => label !== 'All', 'the tabs are translated');
  return host;
}

async function expectLooksLike(host: HostPage, name: string, options: { hover?: string } = {}): Promise<void> {
  const comparison = compareWithBaseline(name, await panelScreenshot(host, options));
  expect(comparison.failure, comparison.failure ?? '').toBeNull();
}

describe('the look of bulk triage and notices, pixel by pixel', () => {
  test('a hovered row at 480 px: its tick rings the avatar, which stays in sight', async () => {
    const host = await openPanel(480, LOOKS['']!);
    // The tick's ring comes with the toolbar's chunk, preloaded once the list is idle.
    await host.frame().waitForFunction(() => getComputedStyle(document.querySelector('.wpnc__row-check')!, '::before').content !== 'none');
    await expectLooksLike(host, 'hovered-row-480', { hover: '[data-note-id="3499999998"]' });
    expect(host.errors).toEqual([]);
    await host.page.close();
  });

  for (const [prefix, look] of Object.entries(LOOKS)) {
    test(`${prefix || 'light: '}the bulk toolbar at 480 px, two rows ticked`, async () => {
      const host = await openPanel(480, look);
      await host.panel.locator('.wpnc__row-check').nth(1).click();
      await host.panel.locator('.wpnc__row-check').nth(2).click();
      await host.panel.locator('.wpnc__bulk').waitFor();
      await expectLooksLike(host, `${prefix}bulk-480`);
      expect(host.errors).toEqual([]);
      await host.page.close();
    });
  }

  for (const prefix of ['fr-', 'rtl-'] as const) {
    test(`${prefix}the undo bar after trash at 480 px`, async () => {
      const host = await openPanel(480, LOOKS[prefix]!);
      await host.panel.locator(`[data-note-id="${READ_COMMENT}"]`).click();
      await host.panel.locator('#wpnc-detail-title').waitFor();
      await host.page.keyboard.press('t');
      const undo = host.panel.locator('.wpnc__undo-button');
      await undo.waitFor();
      await expectLooksLike(host, `${prefix}undo-480`);
      // Undone within its window, so the platform keeps the comment for the states after this one.
      await undo.click();
      await expectEventually(() => undo.count(), (count) => count === 0, 'the undo bar goes');
      expect(host.errors).toEqual([]);
      await host.page.close();
    });
  }

  // Last: the reply stays on the platform.
  test('two notices at 1024 px: "Reply posted!" and the undo bar of an unapproval, stacked', async () => {
    const host = await openPanel(1024, LOOKS['']!);
    await host.panel.locator(`[data-note-id="${READ_COMMENT}"]`).click();
    await host.panel.getByRole('textbox', { name: /^Reply to/ }).fill('Thanks!');
    await host.panel.getByRole('button', { name: 'Send' }).click();
    await host.panel.getByText('Reply posted!').waitFor();
    await host.panel.getByRole('button', { name: 'Approved', exact: true }).click();
    await host.panel.locator('.wpnc__undo').waitFor();
    // The reply box takes the focus back after sending: out of the picture, so no caret or ring differs.
    await host.frame().evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expectLooksLike(host, 'notices-1024');
    await host.panel.locator('.wpnc__undo').getByRole('button', { name: 'Undo' }).click();
    expect(host.errors).toEqual([]);
    await host.page.close();
  });
});
