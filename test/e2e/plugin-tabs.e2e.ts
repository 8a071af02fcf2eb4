/**
 * A bar of seven tabs (issue 41): the shipped five and two plugins' (the guide's Saved and Shelved,
 * on the demo's /tabs page) at 480 and 1024 px, light and dark, left to right and right to left.
 * Every tab shows whole on one line, its label untruncated, nothing spills sideways, and the chosen
 * plugin tab lists its notes, with a row ticked too. Screenshots go to test-results/plugin-tabs/ for
 * reviewers.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { useDemo } from './support/fixture.ts';

const fixture = useDemo({ noteEverySeconds: 86_400 });
const RESULTS = fileURLToPath(new URL('../../test-results/plugin-tabs/', import.meta.url));

const CONFIGS = [
  { name: 'narrow-light-ltr', width: 480, theme: 'light', locale: 'en' },
  { name: 'narrow-dark-ltr', width: 480, theme: 'dark', locale: 'en' },
  { name: 'narrow-light-rtl', width: 480, theme: 'light', locale: 'ar' },
  { name: 'narrow-dark-rtl', width: 480, theme: 'dark', locale: 'ar' },
  { name: 'wide-light-ltr', width: 1024, theme: 'light', locale: 'en' },
  { name: 'wide-dark-ltr', width: 1024, theme: 'dark', locale: 'en' },
  { name: 'wide-light-rtl', width: 1024, theme: 'light', locale: 'ar' },
  { name: 'wide-dark-rtl', width: 1024, theme: 'dark', locale: 'ar' },
] as const;

describe('a bar with plugin tabs', () => {
  for (const config of CONFIGS) {
    test(`${config.name}: seven tabs, each whole on one line, and the chosen one listing its notes`, async () => {
      const { browser, demo } = fixture();
      const page = await browser.newPage({ viewport: { width: config.width, height: 640 } });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${demo.url}/tabs?theme=${config.theme}&locale=${config.locale}&tab=saved`);
      await page.locator('[role="tab"]').nth(6).waitFor();
      await page.locator('.wpnc__list [data-note-id]').first().waitFor();
      const bar = await page.evaluate(() => {
        const list = document.querySelector<HTMLElement>('[role="tablist"]')!;
        const box = list.getBoundingClientRect();
        const heading = document.querySelector<HTMLElement>('.wpnc__group-title')!;
        const start = (element: Element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          const rect = range.getBoundingClientRect();
          return document.querySelector('.wpnc')?.getAttribute('dir') === 'rtl' ? document.documentElement.clientWidth - rect.right : rect.left;
        };
        const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]')].map((tab) => {
          const rect = tab.getBoundingClientRect();
          return { label: tab.textContent ?? '', top: Math.round(rect.top), height: rect.height, whole: rect.left >= box.left - 0.5 && rect.right <= box.right + 0.5, truncated: tab.scrollWidth > tab.clientWidth };
        });
        return {
          dir: document.querySelector('.wpnc')?.getAttribute('dir'),
          tabs,
          scrolls: list.scrollWidth > list.clientWidth,
          spills: document.documentElement.scrollWidth > document.documentElement.clientWidth,
          chosen: list.querySelector('[aria-selected="true"]')?.textContent,
          // Where the first tab's label and the first heading start, from the panel's start side.
          starts: [Math.round(start(list.querySelector('[role="tab"]')!)), Math.round(start(heading))],
          rows: document.querySelectorAll('.wpnc__list [data-note-id]').length,
        };
      });
      mkdirSync(RESULTS, { recursive: true });
      await page.screenshot({ path: `${RESULTS}${config.name}.png` });
      expect(bar.dir).toBe(config.locale === 'ar' ? 'rtl' : 'ltr');
      expect(bar.tabs).toHaveLength(7);
      expect(bar.tabs.filter((tab) => !tab.whole).map((tab) => tab.label), 'every tab shows whole').toEqual([]);
      expect(bar.tabs.filter((tab) => tab.truncated).map((tab) => tab.label), 'no label is cut').toEqual([]);
      expect(new Set(bar.tabs.map((tab) => tab.top)).size, 'the tabs sit on one line').toBe(1);
      expect(bar.scrolls, 'the bar does not scroll its last tabs away').toBe(false);
      expect(bar.spills, 'nothing spills sideways').toBe(false);
      expect(bar.starts[0], 'the first tab lines up with the headings').toBe(bar.starts[1]);
      expect(bar.chosen).toBe(config.locale === 'ar' ? bar.tabs[5]!.label : 'Saved');
      expect(bar.rows).toBe(2);

      // With a row ticked, the bulk toolbar takes a line of its own under them; the tabs stay whole.
      await page.locator('.wpnc__row-check').first().click();
      await page.locator('.wpnc__bulk').waitFor();
      const ticked = await page.evaluate(() => {
        const list = document.querySelector<HTMLElement>('[role="tablist"]')!;
        const box = list.getBoundingClientRect();
        return {
          cut: [...list.querySelectorAll<HTMLElement>('[role="tab"]')].filter((tab) => tab.getBoundingClientRect().left < box.left - 0.5 || tab.getBoundingClientRect().right > box.right + 0.5).length,
          spills: document.documentElement.scrollWidth > document.documentElement.clientWidth,
        };
      });
      await page.screenshot({ path: `${RESULTS}${config.name}-bulk.png` });
      expect(ticked).toEqual({ cut: 0, spills: false });
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
