/**
 * What the user sees while things load or in another language, in Chromium: avatars whose host
 * never answers show initials, the reply box grows with wrapped text up to 4 rows, the Arabic
 * frame says its language and direction on <html>, and English text in the Arabic panel keeps its
 * own direction (its punctuation at its end).
 */
import { describe, expect, test } from 'vitest';
import { expectEventually, openFromBell, openHostPage, type HostPage } from './support/browser.ts';
import { useDemo } from './support/fixture.ts';
import { rowIds } from './support/panel.ts';

const fixture = useDemo({ noteEverySeconds: 3600 });
// Sven Schmidt and 3 others liked a post: the open note lists the people with their avatars.
const LIKE_NOTE = 3499999999;
// Ana Wójcik's comment: it offers a reply box.
const COMMENT_NOTE = 3499999998;
// slowtravel498's reply: English comment text ending in a full stop.
const REPLY_NOTE = 3499999997;

async function openPanel(options: { outside?: 'refuse' | 'stall'; locale?: string; width?: number } = {}): Promise<HostPage> {
  const host = await openHostPage(fixture().browser, fixture().demo.url, { width: options.width ?? 1280, height: 800 }, { outside: options.outside ?? 'refuse', query: `locale=${options.locale ?? 'en'}` });
  await openFromBell(host);
  await expectEventually(() => rowIds(host.panel), (ids) => ids.length > 3, 'the list shows rows');
  return host;
}

/** Each avatar in `selector`: the initials it shows and whether its picture is still loading. */
async function avatarsIn(host: HostPage, selector: string) {
  return host.frame().evaluate((within: string) =>
    [...document.querySelectorAll<HTMLElement>(`${within} .wpnc__avatar`)].map((avatar) => {
      const initials = avatar.querySelector<HTMLElement>('.wpnc__avatar-initials');
      const image = avatar.querySelector('img');
      const box = initials?.getBoundingClientRect();
      return {
        initials: initials?.textContent ?? '',
        drawn: Boolean(box && box.width > 0 && box.height > 0 && getComputedStyle(initials!).visibility === 'visible'),
        loading: image !== null && !image.complete,
      };
    }),
  selector);
}

describe('while waiting, and in another language', () => {
  test('avatars whose host never answers show initials: the first rows and the people of an open note', async () => {
    const host = await openPanel({ outside: 'stall' });
    const rows = (await avatarsIn(host, '.wpnc__row')).slice(0, 8);
    expect(rows.length).toBe(8);
    // The pictures really are stalled (not refused), so this is the blank-disc case.
    expect(rows.some((avatar) => avatar.loading), 'some row pictures are still loading').toBe(true);
    for (const avatar of rows) expect(avatar, 'a row avatar shows initials while its picture loads').toMatchObject({ drawn: true, initials: expect.stringMatching(/^\S{1,4}$/u) });

    await host.panel.locator(`[data-note-id="${LIKE_NOTE}"]`).click();
    await host.panel.locator('.wpnc__detail .wpnc__body .wpnc__user-block').first().waitFor();
    const people = await avatarsIn(host, '.wpnc__detail .wpnc__body .wpnc__user-block');
    expect(people.length).toBeGreaterThan(1);
    expect(people.some((avatar) => avatar.loading)).toBe(true);
    for (const avatar of people) expect(avatar, 'a liker shows initials while the picture loads').toMatchObject({ drawn: true, initials: expect.stringMatching(/^\S{1,4}$/u) });
    await host.page.close();
  });

  test('the reply box grows with a long wrapped line, up to 4 rows', async () => {
    const host = await openPanel();
    await host.panel.locator(`[data-note-id="${COMMENT_NOTE}"]`).click();
    const box = host.panel.getByRole('textbox', { name: /^Reply to/ });
    await box.click();
    const measure = () =>
      box.evaluate((element: HTMLTextAreaElement) => {
        const style = getComputedStyle(element);
        const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
        return { rows: (element.clientHeight - padding) / parseFloat(style.lineHeight), scrolls: element.scrollHeight > element.clientHeight + 1 };
      });
    const empty = await measure();
    expect(empty.rows).toBeCloseTo(1, 0);
    // One line, no line break, that wraps to two or three lines in the box.
    await box.fill('A long single line that wraps around because it is longer than the reply box is wide, and then some more words.');
    const wrapped = await measure();
    expect(wrapped.rows, 'a wrapped line grows the box').toBeGreaterThanOrEqual(1.9);
    expect(wrapped.rows).toBeLessThanOrEqual(4.05);
    expect(wrapped.scrolls).toBe(false);
    await box.fill('word '.repeat(200).trim());
    const long = await measure();
    expect(long.rows, 'capped at 4 rows').toBeCloseTo(4, 0);
    expect(long.scrolls, 'the rest scrolls inside the box').toBe(true);
    await box.fill('');
    expect((await measure()).rows, 'and shrinks again').toBeCloseTo(1, 0);
    expect(host.errors).toEqual([]);
    await host.page.close();
  });

  test('the Arabic frame says lang="ar" dir="rtl" on <html>', async () => {
    const host = await openPanel({ locale: 'ar' });
    await expectEventually(
      () => host.frame().evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
      ([lang, dir]) => lang === 'ar' && dir === 'rtl',
      '<html> says Arabic, right to left',
    );
    await host.page.close();
  });

  test('in the Arabic panel, English text people wrote runs left to right, in rows and in the open note', async () => {
    const host = await openPanel({ locale: 'ar' });
    await host.frame().waitForFunction(() => document.querySelector('.wpnc')?.getAttribute('dir') === 'rtl');
    await host.panel.locator(`[data-note-id="${REPLY_NOTE}"]`).click();
    await host.panel.locator('.wpnc__detail .wpnc__body .wpnc__block').first().waitFor();
    const directions = await host.frame().evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.wpnc__row-subject, .wpnc__row-excerpt, .wpnc__detail-title, .wpnc__header .wpnc__block, .wpnc__body .wpnc__block, .wpnc__user-site')]
        .filter((element) => /^[\s\p{Script=Latin}\p{N}\p{P}\p{S}]+$/u.test(element.innerText) && /\p{L}/u.test(element.innerText))
        .map((element) => ({ text: element.innerText.slice(0, 40), direction: getComputedStyle(element).direction })),
    );
    // The comment's last line: its full stop after the word, not before it.
    const stop = await host.frame().evaluate(() => {
      const block = [...document.querySelectorAll<HTMLElement>('.wpnc__detail .wpnc__body .wpnc__block')].find((element) => element.textContent?.includes('favourite.'))!;
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent!.indexOf('favourite.');
        if (at < 0) continue;
        const rect = (start: number) => {
          const range = document.createRange();
          range.setStart(node, start);
          range.setEnd(node, start + 1);
          return range.getBoundingClientRect().left;
        };
        return { word: rect(at), stop: rect(at + 'favourite'.length) };
      }
      return null;
    });
    expect(stop!.stop, 'the full stop follows "favourite"').toBeGreaterThan(stop!.word);
    expect(directions.length).toBeGreaterThan(8);
    expect(directions.filter((entry) => entry.direction !== 'ltr'), 'English text that runs right to left').toEqual([]);
    await host.page.close();
  });
});
