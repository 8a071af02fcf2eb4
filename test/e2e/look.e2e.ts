/**
 * How the panel looks in Chromium, checked by geometry and computed style rather than by pixels
 * (relative times and generated notes change every run): at 480 and 1024 px, light and dark, left
 * to right and right to left. Each configuration also passes axe (colour contrast included) and
 * saves screenshots under test-results/look/ for reviewers.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { axeViolations, describeViolations } from './support/axe.ts';
import { expectEventually, openFromBell, openHostPage } from './support/browser.ts';
import { useDemo } from './support/fixture.ts';
import { rowIds } from './support/panel.ts';

const fixture = useDemo({ noteEverySeconds: 3600 });
const RESULTS = fileURLToPath(new URL('../../test-results/look/', import.meta.url));
// The sample's comment by Ana Wójcik: it offers every action and a reply box.
const COMMENT_NOTE = 3499999998;

const CONFIGS = [
  { name: 'narrow-light-ltr', width: 480, colorScheme: 'light', locale: 'en' },
  { name: 'wide-light-ltr', width: 1024, colorScheme: 'light', locale: 'en' },
  { name: 'wide-dark-ltr', width: 1024, colorScheme: 'dark', locale: 'en' },
  { name: 'narrow-dark-rtl', width: 480, colorScheme: 'dark', locale: 'ar' },
  { name: 'wide-light-rtl', width: 1024, colorScheme: 'light', locale: 'ar' },
] as const;

/** What the list looks like, measured inside the panel's document. */
interface ListGeometry {
  dir: string;
  headerTops: number[];
  headerHeight: number;
  overflowX: number;
  avatars: { width: number; height: number; badgeInCorner: boolean; initials: string }[];
  privateUse: boolean;
  background: number;
  firstTabX: number;
  secondTabX: number;
  /** Tabs not wholly inside the tab bar's visible box (a bar that scrolls hides its last tabs). */
  clippedTabs: string[];
}

describe('the look, in every width, theme and direction', () => {
  for (const config of CONFIGS) {
    test(`${config.name}: one-line header, avatars with badges, no glyph boxes, theme and direction right`, async () => {
      const host = await openHostPage(fixture().browser, fixture().demo.url, { width: config.width, height: 800 }, { colorScheme: config.colorScheme, query: `locale=${config.locale}` });
      await openFromBell(host);
      await expectEventually(() => rowIds(host.panel), (ids) => ids.length > 3, 'the list shows rows');
      const frame = host.frame();
      await frame.waitForFunction((dir) => document.querySelector('.wpnc')?.getAttribute('dir') === dir, config.locale === 'ar' ? 'rtl' : 'ltr');
      const geometry: ListGeometry = await frame.evaluate(() => {
        const root = document.querySelector<HTMLElement>('.wpnc')!;
        const header = document.querySelector<HTMLElement>('.wpnc__list-top')!;
        const parts = [...header.children].filter((child) => (child as HTMLElement).offsetWidth > 0);
        const rtl = root.getAttribute('dir') === 'rtl';
        const avatars = [...document.querySelectorAll<HTMLElement>('.wpnc__row .wpnc__avatar')].slice(0, 6).map((avatar) => {
          const box = avatar.getBoundingClientRect();
          const badge = avatar.querySelector('.wpnc__avatar-badge')?.getBoundingClientRect();
          const centreX = badge ? badge.left + badge.width / 2 : NaN;
          const centreY = badge ? badge.top + badge.height / 2 : NaN;
          const inlineEnd = rtl ? centreX < box.left + box.width / 2 : centreX > box.left + box.width / 2;
          return { width: box.width, height: box.height, badgeInCorner: Boolean(badge) && inlineEnd && centreY > box.top + box.height / 2, initials: avatar.querySelector('.wpnc__avatar-initials')?.textContent ?? '' };
        });
        const colour = getComputedStyle(root).backgroundColor.match(/\d+/g)!.slice(0, 3).map(Number);
        const tabs = [...document.querySelectorAll<HTMLElement>('[role="tab"]')];
        return {
          dir: root.getAttribute('dir') ?? '',
          headerTops: parts.map((part) => Math.round(part.getBoundingClientRect().top)),
          headerHeight: header.getBoundingClientRect().height,
          overflowX: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          avatars,
          privateUse: /[\uf000-\uf8ff]/.test(document.body.innerText),
          background: (0.2126 * colour[0]! + 0.7152 * colour[1]! + 0.0722 * colour[2]!) / 255,
          firstTabX: tabs[0]!.getBoundingClientRect().left,
          secondTabX: tabs[1]!.getBoundingClientRect().left,
          clippedTabs: tabs
            .filter((tab) => {
              const box = tab.getBoundingClientRect();
              const bar = tab.parentElement!.getBoundingClientRect();
              return box.left < bar.left - 0.5 || box.right > bar.right + 0.5;
            })
            .map((tab) => tab.textContent ?? ''),
        };
      });
      expect(Math.max(...geometry.headerTops) - Math.min(...geometry.headerTops), 'the header is one line').toBeLessThanOrEqual(8);
      expect(geometry.headerHeight).toBeLessThan(60);
      expect(geometry.overflowX, 'nothing spills sideways').toBeLessThanOrEqual(0);
      expect(geometry.clippedTabs, 'every filter tab shows whole').toEqual([]);
      expect(geometry.avatars.length).toBeGreaterThan(3);
      for (const avatar of geometry.avatars) {
        expect([avatar.width, avatar.height]).toStrictEqual([32, 32]);
        expect(avatar.badgeInCorner, 'the type badge sits on the avatar\'s end corner').toBe(true);
        // Outside network is refused in tests, so every avatar falls back to initials.
        expect(avatar.initials).toMatch(/^\S{1,4}$/u);
      }
      expect(geometry.privateUse, 'no Noticons glyph shows as a box').toBe(false);
      if (config.colorScheme === 'dark') expect(geometry.background).toBeLessThan(0.2);
      else expect(geometry.background).toBeGreaterThan(0.9);
      if (config.locale === 'ar') expect(geometry.firstTabX, 'tabs run right to left').toBeGreaterThan(geometry.secondTabX);
      else expect(geometry.firstTabX).toBeLessThan(geometry.secondTabX);

      const listViolations = await axeViolations(frame);
      expect(listViolations, `axe on the list:\n${describeViolations(listViolations)}`).toEqual([]);
      mkdirSync(RESULTS, { recursive: true });
      await host.page.screenshot({ path: `${RESULTS}${config.name}-list.png` });

      await host.panel.locator(`[data-note-id="${COMMENT_NOTE}"]`).click();
      const actions = host.panel.getByRole('group', { name: config.locale === 'ar' ? 'الإجراءات' : 'Actions' });
      await actions.waitFor();
      const buttons = await actions.getByRole('button').evaluateAll((elements) =>
        elements.map((button) => ({ icon: button.querySelector('svg') !== null, label: (button.textContent ?? '').trim() })),
      );
      expect(buttons.length).toBeGreaterThan(3);
      for (const button of buttons) {
        expect(button.icon, `${button.label} has an icon`).toBe(true);
        expect(button.label.length, 'and a text label').toBeGreaterThan(0);
      }
      // A person's name sits beside their avatar, whatever the name's own direction (an English name
      // in an Arabic panel lines up with the panel, not at the far edge).
      const nameGap = await frame.evaluate((rtl) => {
        const block = document.querySelector('.wpnc__detail .wpnc__body .wpnc__user-block')!;
        const avatar = block.querySelector('.wpnc__avatar')!.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(block.querySelector('.wpnc__user .wpnc__block')!);
        const name = range.getBoundingClientRect();
        return rtl ? avatar.left - name.right : name.left - avatar.right;
      }, config.locale === 'ar');
      expect(nameGap).toBeGreaterThanOrEqual(0);
      expect(nameGap).toBeLessThan(24);
            // A mouse click leaves no focus ring; the detail title (focused for screen readers) never shows one.
      const titleOutline = await frame.evaluate(() => getComputedStyle(document.querySelector('#wpnc-detail-title')!).outlineStyle);
      expect(titleOutline).toBe('none');
      await host.page.screenshot({ path: `${RESULTS}${config.name}-detail.png` });
      const detailViolations = await axeViolations(frame, { exclude: ['.wpnc__reply'] });
      expect(detailViolations, `axe on the detail:\n${describeViolations(detailViolations)}`).toEqual([]);
      expect(host.errors).toEqual([]);
      await host.page.close();
    });
  }

  test('focus rings show for the keyboard only', async () => {
    const host = await openHostPage(fixture().browser, fixture().demo.url, { width: 1024, height: 800 });
    await openFromBell(host);
    await expectEventually(() => rowIds(host.panel), (ids) => ids.length > 0, 'the list shows rows');
    const frame = host.frame();
    const outlineOfActive = () => frame.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    await host.panel.getByRole('tab', { name: 'Comments' }).click();
    expect(await outlineOfActive()).toBe('none');
    await host.page.keyboard.press('ArrowRight');
    expect(await frame.evaluate(() => document.activeElement?.textContent)).toBe('Subscribers');
    expect(await outlineOfActive()).toBe('solid');
    await host.page.close();
  });
});
