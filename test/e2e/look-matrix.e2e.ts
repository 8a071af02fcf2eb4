/**
 * The list at 320, 480 and 1024 px, in English, French, Arabic and the pseudo-locale (qps-ploc:
 * English accented and 40% longer, mock/pseudo-locale.ts), light and dark: nothing spills sideways,
 * every tab's words show whole inside the tab bar and clear of the header's buttons, and the buttons
 * stay inside the panel. So the next language that runs long fails here before a user sees it. Each
 * configuration saves the panel frame to test-results/look-matrix/ (docs/look.md shows them).
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { PSEUDO_LOCALE } from '../../mock/pseudo-locale.ts';
import { expectEventually, openFromBell, openHostPage, type HostPage } from './support/browser.ts';
import { useDemo } from './support/fixture.ts';
import { rowIds } from './support/panel.ts';

// The sample dated back from a fixed moment, with the page's clock frozen there (as visual.e2e.ts):
// the screenshots' relative times and day headings come out the same on every run.
const SAMPLE_NOW = '2026-03-10T15:00:00Z';
const fixture = useDemo({ noteEverySeconds: 86_400, env: { SAMPLE_NOW } });
const FROZEN = { timezoneId: 'UTC', fixedTime: Date.parse(SAMPLE_NOW) };
const RESULTS = fileURLToPath(new URL('../../test-results/look-matrix/', import.meta.url));
const LOCALES = ['en', 'fr', 'ar', PSEUDO_LOCALE] as const;
const THEMES = ['light', 'dark'] as const;
// Widest first: one page per locale and theme, resized, so the suite opens 8 pages, not 24.
const WIDTHS = [1024, 480, 320] as const;
// The sample's comment by Ana Wójcik: it offers every action and a reply box.
const COMMENT_NOTE = 3499999998;

/** What does not fit in the list, measured inside the panel's document. */
function listMisfits() {
  const panel = document.querySelector<HTMLElement>('.wpnc')!;
  const box = panel.getBoundingClientRect();
  const crosses = (rect: DOMRect, left: number, right: number) => rect.left < left - 0.5 || rect.right > right + 0.5;
  const filter = document.querySelector('.wpnc__filter')!.getBoundingClientRect();
  // The tab bar may reach 6 px past the panel's end (panel.css: the last tab's end padding may sit
  // under the buttons); what counts is that the words show, inside both.
  const visible = { left: Math.max(filter.left, box.left), right: Math.min(filter.right, box.right) };
  const buttons = [...document.querySelectorAll('.wpnc__tools button')]
    .map((button) => ({ name: button.getAttribute('aria-label') ?? button.textContent ?? '', box: button.getBoundingClientRect() }))
    .filter((button) => button.box.width > 0);
  const cutTabs = [...document.querySelectorAll<HTMLElement>('[role=tab]')].flatMap((tab) => {
    const range = document.createRange();
    range.selectNodeContents(tab);
    const text = range.getBoundingClientRect();
    const under = buttons.some(({ box: button }) => text.left < button.right && button.left < text.right && text.top < button.bottom && button.top < text.bottom);
    // An ellipsis or a hidden overflow leaves the tab's content wider than the tab.
    const truncated = tab.scrollWidth > tab.clientWidth + 1;
    return crosses(text, visible.left, visible.right) || under || truncated ? [tab.textContent ?? ''] : [];
  });
  const spilling = [...panel.querySelectorAll<HTMLElement>('*')]
    .filter((element) => !element.closest('.wpnc__filter'))
    .filter((element) => {
      const rect = element.getBoundingClientRect();
      return rect.width > 0 && crosses(rect, box.left, box.right);
    })
    .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
  return {
    documentOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    spilling,
    cutTabs,
    buttonsOutside: buttons.filter(({ box: button }) => crosses(button, box.left, box.right)).map(({ name }) => name),
  };
}

async function settle(host: HostPage): Promise<void> {
  await host.frame().evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

describe('the list in every width, language and theme', () => {
  for (const locale of LOCALES) {
    for (const theme of THEMES) {
      test(`${locale}, ${theme}: at ${WIDTHS.join(', ')} px nothing spills, every tab whole, the header's buttons inside`, async () => {
        const host = await openHostPage(fixture().browser, fixture().demo.url, { width: WIDTHS[0], height: 800 }, { ...FROZEN, colorScheme: theme, query: `locale=${locale}` });
        await openFromBell(host);
        await expectEventually(() => rowIds(host.panel), (ids) => ids.length > 3, 'the list shows rows');
        await host.frame().waitForFunction((dir) => document.querySelector('.wpnc')?.getAttribute('dir') === dir, locale === 'ar' ? 'rtl' : 'ltr');
        // The language file has arrived when the first tab no longer says "All" (English has none).
        if (locale !== 'en') await host.frame().waitForFunction(() => document.querySelector('[role=tab]')?.textContent?.trim() !== 'All');
        mkdirSync(RESULTS, { recursive: true });
        for (const width of WIDTHS) {
          await host.page.setViewportSize({ width, height: 800 });
          await settle(host);
          const misfits = await host.frame().evaluate(listMisfits);
          expect(misfits, `${width} px`).toStrictEqual({ documentOverflow: 0, spilling: [], cutTabs: [], buttonsOutside: [] });
          await host.page.locator('iframe[title="Notifications"]').screenshot({ path: `${RESULTS}${width}-${locale}-${theme}.png` });
        }
        expect(host.errors).toEqual([]);
        await host.page.close();
      });
    }
  }

  test(`a comment at 480 px in ${PSEUDO_LOCALE}: its action buttons and the reply box stay inside the panel`, async () => {
    const host = await openHostPage(fixture().browser, fixture().demo.url, { width: 480, height: 800 }, { ...FROZEN, query: `locale=${PSEUDO_LOCALE}` });
    await openFromBell(host);
    await host.frame().waitForFunction(() => document.querySelector('[role=tab]')?.textContent?.trim() !== 'All');
    await host.panel.locator(`[data-note-id="${COMMENT_NOTE}"]`).click();
    await host.panel.locator('.wpnc__actions button').first().waitFor();
    await host.panel.locator('.wpnc__detail .wpnc__reply-input').waitFor();
    await settle(host);
    const misfits = await host.frame().evaluate(() => {
      const box = document.querySelector('.wpnc')!.getBoundingClientRect();
      const parts = [...document.querySelectorAll('.wpnc__detail :is(.wpnc__actions button, .wpnc__reply-input, .wpnc__reply-send)')];
      return {
        parts: parts.length,
        documentOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        outside: parts
          .filter((part) => {
            const rect = part.getBoundingClientRect();
            return rect.left < box.left - 0.5 || rect.right > box.right + 0.5 || part.scrollWidth > part.clientWidth + 1;
          })
          .map((part) => part.getAttribute('aria-label') ?? part.textContent ?? part.className),
      };
    });
    expect(misfits.parts).toBeGreaterThan(4);
    expect(misfits.documentOverflow).toBe(0);
    expect(misfits.outside).toEqual([]);
    await host.page.locator('iframe[title="Notifications"]').screenshot({ path: `${RESULTS}480-${PSEUDO_LOCALE}-light-detail.png` });
    expect(host.errors).toEqual([]);
    await host.page.close();
  });
});
