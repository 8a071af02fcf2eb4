/**
 * What a new user tripped on (issue 32), checked by geometry in Chromium: the bulk toolbar's line,
 * the tick beside a visible avatar, one notice area, the split view at 1024 px, the gallery's lists,
 * images that fail, the mention list, the arrow keys and ?, the help's sections, and the small
 * things (where the tabs start, the Sites menu's counts, the reply hint, the demo page in dark).
 * The look of the same states is held by the baselines of visual-triage.e2e.ts.
 */
import { describe, expect, test } from 'vitest';
import { expectEventually, openFromBell, openHostPage, type HostPage } from './support/browser.ts';
import { useDemo } from './support/fixture.ts';
import { rowIds } from './support/panel.ts';

const SAMPLE_NOW = '2026-03-10T15:00:00Z';
const fixture = useDemo({ noteEverySeconds: 86_400, env: { SAMPLE_NOW } });
// slowtravel498's reply: already read and approved, with a reply box.
const READ_COMMENT = 3499999997;
// Ana Wójcik's comment: a subject of two lines at 480 px, and an excerpt.
const ANA = 3499999998;

type Box = { left: number; right: number; top: number; bottom: number; width: number; height: number };

async function openPanel(width: number, options: { locale?: string; height?: number; colorScheme?: 'light' | 'dark' } = {}): Promise<HostPage> {
  const host = await openHostPage(fixture().browser, fixture().demo.url, { width, height: options.height ?? 800 }, {
    query: `locale=${options.locale ?? 'en'}`, timezoneId: 'UTC', fixedTime: Date.parse(SAMPLE_NOW), colorScheme: options.colorScheme ?? 'light',
  });
  await openFromBell(host);
  await expectEventually(() => rowIds(host.panel), (ids) => ids.length > 3, 'the list shows rows');
  if (options.locale === 'ar') await host.frame().waitForFunction(() => document.querySelector('.wpnc')?.getAttribute('dir') === 'rtl');
  return host;
}

const boxOf = (host: HostPage, selector: string): Promise<Box> =>
  host.panel.locator(selector).first().evaluate((element) => {
    const { left, right, top, bottom, width, height } = element.getBoundingClientRect();
    return { left, right, top, bottom, width, height };
  });

/** The tops of the header's visible parts (one line when they are within a few pixels). */
const headerTops = (host: HostPage): Promise<number[]> =>
  host.frame().evaluate(() =>
    [...document.querySelector('.wpnc__list-top')!.children]
      .filter((child) => (child as HTMLElement).offsetWidth > 0 && !child.classList.contains('wpnc__bulk'))
      .map((child) => Math.round(child.getBoundingClientRect().top)),
  );

const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe('bulk triage at 480 px', () => {
  for (const locale of ['en', 'ar'] as const) {
    test(`${locale}: the toolbar is a full-width line under the tabs, which stay whole; the ticks leave the avatars in sight`, async () => {
      const host = await openPanel(480, { locale });
      await host.panel.locator('.wpnc__row-check').nth(1).click();
      await host.panel.locator('.wpnc__row-check').nth(2).click();
      const bar = await boxOf(host, '.wpnc__bulk');
      const tabs = await boxOf(host, '.wpnc__filter');
      expect(bar.width, 'the toolbar spans the list').toBeGreaterThanOrEqual(470);
      expect(bar.top, 'under the tabs').toBeGreaterThanOrEqual(tabs.bottom - 1);
      const tops = await headerTops(host);
      expect(Math.max(...tops) - Math.min(...tops), 'the tab row stays one line').toBeLessThanOrEqual(8);
      const clipped = await host.frame().evaluate(() =>
        [...document.querySelectorAll('[role="tab"]')].filter((tab) => {
          const box = tab.getBoundingClientRect();
          const strip = tab.parentElement!.getBoundingClientRect();
          return box.left < strip.left - 0.5 || box.right > strip.right + 0.5 || tab.scrollWidth > tab.clientWidth;
        }).map((tab) => tab.textContent),
      );
      expect(clipped, 'no tab is cut').toEqual([]);
      // Ticked, hovered or not: the tick's target over the avatar paints nothing over its middle.
      const ticks = await host.frame().evaluate(() =>
        [...document.querySelectorAll('.wpnc__row-check')].slice(0, 4).map((check) => {
          const style = getComputedStyle(check);
          return { background: style.backgroundColor, image: style.backgroundImage, opacity: style.opacity };
        }),
      );
      for (const tick of ticks) expect(tick).toEqual({ background: 'rgba(0, 0, 0, 0)', image: 'none', opacity: '1' });
      expect(host.errors).toEqual([]);
      await host.page.close();
    });
  }
});

describe('the split view at 1024 px', () => {
  test('the header is one line, a subject with an excerpt keeps two lines, and opening a note moves no row', async () => {
    const host = await openPanel(1024);
    const subjectLines = () =>
      host.panel.locator(`[data-note-id="${ANA}"] .wpnc__row-subject`).evaluate((element) => Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight)));
    const before = { list: await boxOf(host, '.wpnc__list-view'), row: await boxOf(host, `[data-note-id="${ANA}"]`) };
    expect(await subjectLines(), 'the post title is not cut off').toBe(2);
    await host.panel.locator(`[data-note-id="${READ_COMMENT}"]`).click();
    await host.panel.locator('#wpnc-detail-title').waitFor();
    await expectEventually(() => boxOf(host, '.wpnc__detail'), (box) => box.width > 400, 'the panel widened');
    const after = { list: await boxOf(host, '.wpnc__list-view'), row: await boxOf(host, `[data-note-id="${ANA}"]`), header: await boxOf(host, '.wpnc__list-top') };
    const tops = await headerTops(host);
    expect(Math.max(...tops) - Math.min(...tops), 'the header is one line').toBeLessThanOrEqual(8);
    expect(after.list.width, 'the list keeps its width').toBe(before.list.width);
    expect(after.row.top, 'the row does not move').toBe(before.row.top);
    expect(after.row.height).toBe(before.row.height);
    const firstRow = await boxOf(host, '.wpnc__row');
    expect(firstRow.top, 'the top row is not under the header').toBeGreaterThanOrEqual(after.header.bottom);
    expect(await subjectLines()).toBe(2);
    expect(host.errors).toEqual([]);
    await host.page.close();
  });
});

describe('notices', () => {
  test('reply, then unapprove: the undo bar and "Reply posted!" stack without overlapping', async () => {
    const host = await openPanel(1024);
    await host.panel.locator(`[data-note-id="${READ_COMMENT}"]`).click();
    const box = host.panel.getByRole('textbox', { name: /^Reply to/ });
    await box.fill('Thanks!');
    await host.panel.getByRole('button', { name: 'Send' }).click();
    await host.panel.getByText('Reply posted!').waitFor();
    await host.panel.getByRole('button', { name: 'Approved', exact: true }).click();
    await host.panel.locator('.wpnc__undo').waitFor();
    const undo = await boxOf(host, '.wpnc__undo');
    const status = await boxOf(host, '.wpnc__status');
    expect(status.height).toBeGreaterThan(20);
    expect(overlap(undo, status), `undo ${JSON.stringify(undo)} and status ${JSON.stringify(status)}`).toBe(false);
    await host.panel.locator('.wpnc__undo').getByRole('button', { name: 'Undo' }).click();
    await host.page.close();
  });
});

describe('keys', () => {
  for (const [locale, open, back] of [['en', 'ArrowRight', 'ArrowLeft'], ['ar', 'ArrowLeft', 'ArrowRight']] as const) {
    test(`${locale}: ${open} opens the note where it appears, ${back} goes back`, async () => {
      const host = await openPanel(1024, { locale });
      await host.panel.locator(`[data-note-id="${READ_COMMENT}"]`).focus();
      await host.page.keyboard.press(open);
      await host.panel.locator('#wpnc-detail-title').waitFor();
      const list = await boxOf(host, '.wpnc__list-view');
      const detail = await boxOf(host, '.wpnc__detail');
      // The key points from the list toward the note.
      expect(open === 'ArrowRight' ? detail.left >= list.right - 1 : detail.right <= list.left + 1).toBe(true);
      await host.page.keyboard.press(back);
      await host.panel.locator('#wpnc-detail-title').waitFor({ state: 'detached' });
      await host.page.close();
    });
  }

  for (const [width, height] of [[1024, 768], [480, 800]] as const) {
    test(`at ${width}×${height} the help ends inside the frame and scrolls to its last key`, async () => {
      const host = await openPanel(width, { height });
      await host.page.keyboard.press('?');
      const help = host.panel.getByRole('dialog', { name: 'Keyboard shortcuts' });
      await help.locator('li').last().waitFor();
      const fit = await help.evaluate((element) => ({ bottom: element.getBoundingClientRect().bottom, frame: document.documentElement.clientHeight, scrolls: element.scrollHeight > element.clientHeight }));
      expect(fit.bottom).toBeLessThanOrEqual(fit.frame);
      await help.locator('li').last().scrollIntoViewIfNeeded();
      const last = await help.locator('li').last().evaluate((element) => element.getBoundingClientRect().bottom);
      expect(last).toBeLessThanOrEqual(fit.frame);
      await host.page.close();
    });
  }

  test('Mark all as read stays where it was once clicked, dimmed, and the buttons beside it do not move', async () => {
    const host = await openPanel(1024);
    // The Sites button sits before it: it slid right by the button's width when the button went.
    const sites = host.panel.locator('.wpnc__sites-button');
    const before = await sites.boundingBox();
    expect(before).not.toBeNull();
    const markAll = host.panel.getByRole('button', { name: 'Mark all as read' });
    await markAll.click();
    await expectEventually(() => markAll.getAttribute('aria-disabled'), (value) => value === 'true', 'the button dims once every note is read');
    expect(await sites.boundingBox()).toEqual(before);
    await host.page.close();
  });

  test('? opens the help; it says which keys work in the list and which in an open note, in one column of keys', async () => {
    const host = await openPanel(1024);
    await host.page.keyboard.press('?');
    const help = host.panel.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.waitFor();
    const sections = await help.locator('section').evaluateAll((elements) =>
      elements.map((section) => ({
        heading: section.querySelector('h2')?.textContent,
        keys: [...section.querySelectorAll('li')].map((item) => [...item.querySelectorAll('kbd')].map((kbd) => kbd.textContent).join(' ')),
        starts: [...section.querySelectorAll('.wpnc__key-description')].map((description) => Math.round(description.getBoundingClientRect().left)),
      })),
    );
    const section = (heading: string) => sections.find((candidate) => candidate.heading === heading);
    expect(section('In the list')?.keys).toContain('A');
    expect(section('In an open note')?.keys).toContain('A');
    expect(section('While Undo shows')?.keys).toContain('U Ctrl+Z');
    expect(section('In the list')?.keys).toContain('Enter →');
    expect(new Set(sections.flatMap((entry) => entry.starts)).size, 'every description starts at the same place').toBe(1);
    await host.page.keyboard.press('?');
    await help.waitFor({ state: 'detached' });
    await host.page.close();
  });
});

describe('images and the mention list', () => {
  test('the mention list stays inside a short panel', async () => {
    const host = await openPanel(480, { height: 520 });
    await host.panel.locator(`[data-note-id="${READ_COMMENT}"]`).click();
    const box = host.panel.getByRole('textbox', { name: /^Reply to/ });
    await box.click();
    await box.pressSequentially('Thanks @s');
    const list = host.panel.getByRole('listbox', { name: 'Mention suggestions' });
    await list.getByRole('option').first().waitFor();
    const height = await host.frame().evaluate(() => document.documentElement.clientHeight);
    await expectEventually(() => boxOf(host, '.wpnc__suggestions'), (shown) => shown.bottom <= height && shown.top >= 0, 'the suggestions show inside the panel');
    await host.page.close();
  });

  test('/gallery: every list ends ("The End"), none waits forever; a badge waits as a quiet tile and, failed, leaves no empty disc', async () => {
    for (const outside of ['stall', 'refuse'] as const) {
      const page = await fixture().browser.newPage({ viewport: { width: 1024, height: 800 } });
      await page.context().route((target) => target.hostname !== '127.0.0.1', (route) => (outside === 'stall' ? undefined : route.abort()));
      await page.goto(`${fixture().demo.url}/gallery`);
      await page.locator('.wpnc').first().waitFor();
      const lists = await page.locator('.demo-gallery-type').count();
      expect(lists).toBeGreaterThan(3);
      await expectEventually(() => page.getByText('The End').count(), (count) => count === lists, 'every list shows The End');
      expect(await page.getByText('Loading notifications…').count()).toBe(0);
      const achievement = page.locator('.demo-gallery-type', { has: page.getByRole('heading', { name: 'like_milestone_achievement' }) }).locator('.wpnc__detail');
      await achievement.scrollIntoViewIfNeeded();
      if (outside === 'stall') {
        // Waiting: the badge's 256 px box is kept, as a rounded tile rather than a grey disc.
        const placeholder = achievement.locator('.wpnc__badge.is-loading > .wpnc__avatar-generic');
        await placeholder.waitFor();
        expect(await placeholder.evaluate((element) => getComputedStyle(element).borderRadius)).toBe('8px');
      } else {
        await expectEventually(() => achievement.locator('.is-loading').count(), (count) => count === 0, 'the badge failed');
        expect(await achievement.locator('.wpnc__avatar-generic, .wpnc__badge').count(), 'no grey disc').toBe(0);
      }
      await page.close();
    }
  });
});

describe('small things', () => {
  test('the first tab starts 12 px in, like the headings and avatars; the reply hint waits until Send is tried', async () => {
    for (const width of [480, 1024]) {
      const host = await openPanel(width);
      const start = await host.panel.getByRole('tab', { name: 'All' }).evaluate((tab) => tab.getBoundingClientRect().left + parseFloat(getComputedStyle(tab).paddingInlineStart));
      const avatar = await boxOf(host, '.wpnc__row .wpnc__avatar');
      expect(start).toBe(avatar.left);
      await host.page.close();
    }
    const host = await openPanel(1024);
    await host.panel.locator(`[data-note-id="${READ_COMMENT}"]`).click();
    const hint = host.panel.locator('.wpnc__detail').getByText('Write your response in order to submit');
    expect(await hint.evaluate((element) => element.getBoundingClientRect().width), 'not shown under an empty box').toBeLessThanOrEqual(1);
    // aria-disabled (still focusable and said): Playwright's click would wait for it to be enabled.
    await host.panel.getByRole('button', { name: 'Send' }).dispatchEvent('click');
    expect(await hint.evaluate((element) => element.getBoundingClientRect().width), 'shown once Send was tried').toBeGreaterThan(100);
    await host.page.close();
  });

  test('the Sites menu keeps each count on its pill, apart from the site name', async () => {
    const host = await openPanel(480);
    await host.panel.locator('.wpnc__sites-button').click();
    await host.panel.locator('.wpnc__sites-item').first().waitFor();
    const items = await host.panel.locator('.wpnc__sites-item').evaluateAll((elements) =>
      elements.filter((item) => item.querySelector('.wpnc__sites-count')).map((item) => {
        const name = item.querySelector('.wpnc__sites-name')!.getBoundingClientRect();
        const count = item.querySelector('.wpnc__sites-count')!.getBoundingClientRect();
        return count.left - name.right;
      }),
    );
    expect(items.length).toBeGreaterThan(1);
    for (const gap of items) expect(gap, "room between a long name and its count").toBeGreaterThanOrEqual(16);
    await host.page.close();
  });

  test('the demo host page is dark in dark mode', async () => {
    const host = await openPanel(1024, { colorScheme: 'dark' });
    const background = await host.page.evaluate(() => getComputedStyle(document.body).backgroundColor.match(/\d+/g)!.slice(0, 3).map(Number));
    expect(Math.max(...background)).toBeLessThan(60);
    await host.page.close();
  });
});
