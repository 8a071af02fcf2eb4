/**
 * Every note is reachable (issue 25): 80 short one-line notes (fixtures/notes-short-rows.json, most
 * of them without `note_hash`, as the platform's mobile apps receive them) in a tall and in a narrow
 * window. Rows are as tall as their text, so a page of ten can leave the list unable to scroll:
 * the panel must then load older pages by itself, and say "The End" only once the platform has
 * nothing older.
 */
import { describe, expect, test } from 'vitest';
import type { FrameLocator } from 'playwright-core';
import { expectEventually, openFromBell, openHostPage } from './support/browser.ts';
import { useDemo } from './support/fixture.ts';

const fixture = useDemo({ noteEverySeconds: 86_400, env: { NOTES_FILE: 'fixtures/notes-short-rows.json' } });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The ids of the rows drawn now (the list is windowed). */
const drawnIds = (panel: FrameLocator) =>
  panel.locator('[data-note-id]').evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-note-id'))));

/**
 * Scrolls the list to its end again and again, as a reader would, until the oldest note's row is
 * drawn; fails at once if "The End" shows before it. Gives up after `rounds` tries.
 */
async function scrollUntilDrawn(panel: FrameLocator, oldest: number, rounds = 40): Promise<void> {
  const list = panel.locator('.wpnc__list');
  for (let round = 0; round < rounds; round++) {
    if ((await panel.locator(`[data-note-id="${oldest}"]`).count()) > 0) return;
    // In the list: a short tab's hidden preview (FilterPreviews.tsx) may say it too.
    const theEnd = await panel.locator('.wpnc__list').getByText('The End', { exact: true }).count();
    const drawn = await drawnIds(panel);
    expect(theEnd, `"The End" shows while the oldest note ${oldest} is not listed (rows drawn: ${drawn.join(',')})`).toBe(0);
    await list.evaluate((element) => (element.scrollTop = element.scrollHeight));
    // Past the 200 ms scroll end and a page from the local mock.
    await sleep(500);
  }
  throw new Error(`the oldest note ${oldest} was never drawn after ${rounds} scrolls to the end; rows drawn: ${(await drawnIds(panel)).join(',')}`);
}

/** Every id drawn while stepping through the list from its top to its end, half a view at a time. */
async function idsAlongTheList(panel: FrameLocator): Promise<Set<number>> {
  const list = panel.locator('.wpnc__list');
  const seen = new Set<number>();
  await list.evaluate((element) => (element.scrollTop = 0));
  for (let step = 0; step < 200; step++) {
    await sleep(50);
    for (const id of await drawnIds(panel)) seen.add(id);
    const atEnd = await list.evaluate((element) => {
      const before = element.scrollTop;
      element.scrollTop = before + element.clientHeight / 2;
      return element.scrollTop === before;
    });
    if (atEnd) break;
  }
  return seen;
}

describe('every note is reachable by scrolling', () => {
  for (const viewport of [
    { width: 1280, height: 1440 },
    { width: 480, height: 900 },
  ]) {
    test(`80 short notes at ${viewport.width}×${viewport.height}`, async () => {
      const all = (await fixture().mock.list(200)).notes.map((note) => note.id);
      expect(all).toHaveLength(80);
      const oldest = all.at(-1)!;
      const host = await openHostPage(fixture().browser, fixture().demo.url, viewport);
      const { panel } = host;
      await openFromBell(host);
      await expectEventually(() => drawnIds(panel), (ids) => ids.length > 0, 'rows show');

      await scrollUntilDrawn(panel, oldest);
      // The oldest note's row can be brought fully into the list's view.
      const row = panel.locator(`[data-note-id="${oldest}"]`);
      await row.evaluate((element) => element.scrollIntoView({ block: 'end' }));
      await sleep(300);
      const inView = await panel.locator('.wpnc__list').evaluate((list, id) => {
        const target = list.querySelector(`[data-note-id="${id}"]`);
        if (!target) return false;
        const box = target.getBoundingClientRect();
        const view = list.getBoundingClientRect();
        return box.top >= view.top - 1 && box.bottom <= view.bottom + 1;
      }, oldest);
      expect(inView, `the oldest note ${oldest} can be scrolled into view`).toBe(true);

      // "The End" shows, below the last note.
      // In the list (a short tab's hidden preview shows it too, FilterPreviews.tsx).
      await expectEventually(() => panel.locator('.wpnc__list').getByText('The End', { exact: true }).count(), (count) => count === 1, '"The End" shows');
      const order = await panel.locator('.wpnc__list').evaluate((list, id) => {
        const last = list.querySelector(`[data-note-id="${id}"]`)!.getBoundingClientRect();
        const end = list.querySelector('.wpnc__the-end')!.getBoundingClientRect();
        return end.top >= last.bottom - 1;
      }, oldest);
      expect(order, '"The End" sits after the last note').toBe(true);

      // Every one of the 80 notes has a row somewhere along the list.
      const seen = await idsAlongTheList(panel);
      expect(all.filter((id) => !seen.has(id))).toEqual([]);
      expect(host.errors).toEqual([]);
      await host.page.close();
    });
  }

  test('scrolled on and on with the CPU slowed 4×, the list draws the rows in view in every frame', async () => {
    const all = (await fixture().mock.list(200)).notes.map((note) => note.id);
    const host = await openHostPage(fixture().browser, fixture().demo.url, { width: 480, height: 900 });
    const { panel } = host;
    await openFromBell(host);
    await expectEventually(() => drawnIds(panel), (ids) => ids.length > 0, 'rows show');
    await scrollUntilDrawn(panel, all.at(-1)!);
    await panel.locator('.wpnc__list').evaluate((element) => (element.scrollTop = 0));
    await sleep(500);
    const cdp = await host.page.context().newCDPSession(host.page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // 100 px a frame for 30 frames, each frame checked before the next step: the row at the list's
    // middle is drawn. A deferred window, started again by every frame's scroll, drew none of them.
    const blank = await host.frame().evaluate(() => new Promise<number>((resolve) => {
      const list = document.querySelector<HTMLElement>('.wpnc__list')!;
      let frames = 0;
      let blankFrames = 0;
      const tick = () => {
        const box = list.getBoundingClientRect();
        if (frames > 0 && !document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)?.closest('.wpnc__list-item')) blankFrames += 1;
        if (++frames > 30) return resolve(blankFrames);
        list.scrollTop += 100;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    }));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    expect(blank, 'frames whose list showed no row at its middle').toBe(0);
    expect(host.errors).toEqual([]);
    await host.page.close();
  });
});
