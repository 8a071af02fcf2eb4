// The panel as it ships: the production build (dist/panel, dist/host) in Chromium, not the dev
// server the other browser tests use. A build that lost its stylesheet once drew the panel unstyled,
// and with no height the list laid out all its 1,000 rows on every open (4 s warm opens).
import type { FrameLocator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBuiltSite } from './support/built-site.ts';

const NOTES = 1000;
const built = useBuiltSite(NOTES);

describe('the production build', () => {
  it('draws the panel styled and windowed, and styles the open note once its chunk loads', async () => {
    const context = await built().browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.route((target) => target.hostname !== '127.0.0.1', (route) => route.abort());
    // The panel holds every note at once (its heaviest case): the list answers with all of them.
    await context.route(`${built().platform.url}/rest/v1.1/notifications/?*`, async (route) => {
      const url = new URL(route.request().url());
      if (route.request().method() !== 'GET' || url.searchParams.has('before') || url.searchParams.get('fields') === 'id,note_hash') return route.continue();
      const listed = built().platform.state.listNotes({ number: NOTES });
      const body = JSON.stringify({ last_seen_time: built().platform.state.lastSeenTime(), number: listed.length, notes: listed });
      await route.fulfill({ status: 200, contentType: 'application/json', body, headers: { 'access-control-allow-origin': built().site.url } });
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${built().site.url}/?api=${encodeURIComponent(built().platform.url)}`);
    await page.locator('#badge:not([hidden])').waitFor();
    await page.click('#bell');
    const panel = page.frameLocator('iframe');
    await panel.locator('.wpnc__row').first().waitFor();

    const layout = await panel.locator('.wpnc__list').evaluate((list) => ({
      display: getComputedStyle(list.closest('.wpnc')!).display,
      listHeight: list.clientHeight,
      windowHeight: window.innerHeight,
      rows: list.querySelectorAll('.wpnc__row').length,
      rowHeight: list.querySelector('.wpnc__row')!.getBoundingClientRect().height,
    }));
    expect(layout.display).toBe('flex');
    // The list scrolls inside the frame, and only about a screenful of its 1,000 rows is drawn.
    expect(layout.listHeight).toBeLessThan(layout.windowHeight);
    expect(layout.rows).toBeGreaterThan(5);
    expect(layout.rows).toBeLessThan(40);
    expect(layout.rowHeight).toBeGreaterThanOrEqual(56);

    // Rows take the height their text needs: a subject alone sits in a short row, a subject with an
    // excerpt (up to two lines) in a taller one; each row starts where the one above it ends.
    // Measured in the frame the rows were drawn in (the observer runs before the browser paints).
    const rows = await rowsMeet(panel);
    // No empty space under the text: a row is its text plus padding (10 px above and below, a 1 px
    // rule), or the 56 px an avatar needs; the heights differ with the text.
    for (const row of rows) expect(row.row).toBeLessThanOrEqual(Math.max(56, row.text + 21) + 1);
    expect(new Set(rows.map((row) => Math.round(row.row))).size).toBeGreaterThan(1);
    expect(rows.some((row) => row.excerptLines > 0)).toBe(true);
    expect(Math.max(...rows.map((row) => row.excerptLines))).toBeLessThanOrEqual(2);

    // Drawn again after a filter change, rows keep the heights measured before without a layout in
    // the key's task; in a narrower frame those heights are stale, and the resize observer puts
    // them right before the frame is painted.
    await page.keyboard.press('c');
    await panel.locator('.wpnc__filter-tab[aria-selected="true"]', { hasText: 'Comments' }).waitFor();
    await page.locator('iframe').evaluate((frame) => void (frame.style.width = `${Math.round(frame.getBoundingClientRect().width * 0.6)}px`));
    await page.keyboard.press('a');
    await panel.locator('.wpnc__filter-tab[aria-selected="true"]', { hasText: 'All' }).waitFor();
    const narrower = await rowsMeet(panel);
    // Compared row by row: the tallest row may already show its whole clamp (a subject and two lines
    // of excerpt) at the first width, so it cannot grow; shorter rows wrap anew and grow, none shrinks.
    const before = new Map(rows.map((row) => [row.id, row.row]));
    const both = narrower.filter((row) => before.has(row.id));
    expect(both.length).toBeGreaterThan(3);
    for (const row of both) expect(row.row).toBeGreaterThanOrEqual(before.get(row.id)! - 0.5);
    expect(both.some((row) => row.row > before.get(row.id)! + 1), 'a row whose text wraps anew grows').toBe(true);

    // Scrolled briskly from top to bottom, every frame draws new rows that the observer measures
    // before the paint: rows still meet at the end, and the browser reported no error on the way
    // (a ResizeObserver loop would be one).
    await panel.locator('.wpnc__list').evaluate(async (list) => {
      const errors: string[] = [];
      addEventListener('error', (event) => errors.push(event.message));
      (window as unknown as { __scrollErrors: string[] }).__scrollErrors = errors;
      for (let frame = 0; frame < 200 && list.scrollTop + list.clientHeight < list.scrollHeight - 1; frame++) {
        list.scrollTop += 720;
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    });
    await rowsMeet(panel);
    expect(await panel.locator('.wpnc__list').evaluate(() => (window as unknown as { __scrollErrors: string[] }).__scrollErrors)).toEqual([]);

    // The open note's rules come with its own chunk.
    await page.keyboard.press('Enter');
    const title = panel.locator('.wpnc__detail .wpnc__detail-title');
    await title.waitFor();
    await expect.poll(() => title.evaluate((element) => getComputedStyle(element).fontSize)).toBe('16px');

    // With the note open beside the list, the list scrolls where the reader takes it: rows measured
    // on the way (their layout changes) do not pull it back to the open note.
    await page.locator('iframe').evaluate((frame) => void (frame.style.width = '1000px'));
    const list = panel.locator('.wpnc__list');
    await list.waitFor();
    const scrolled = await list.evaluate(async (element) => {
      element.scrollTop = 0;
      for (let frame = 0; frame < 10; frame++) {
        element.scrollTop += 500;
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      return element.scrollTop;
    });
    expect(scrolled).toBeGreaterThan(4000);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** The drawn rows, checked to meet edge to edge (or with a group heading between), each as tall as its list item. */
async function rowsMeet(panel: FrameLocator) {
  await panel.locator('.wpnc__list').evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  const rows = await panel.locator('.wpnc__list-item').evaluateAll((items) =>
    items
      .filter((item) => item.querySelector('.wpnc__row'))
      .map((item) => {
        const box = item.getBoundingClientRect();
        const row = item.querySelector('.wpnc__row')!;
        const excerpt = item.querySelector('.wpnc__row-excerpt');
        const lineHeight = excerpt ? parseFloat(getComputedStyle(excerpt).lineHeight) : 0;
        const text = item.querySelector('.wpnc__row-text')!.getBoundingClientRect().height;
        return { id: Number(row.getAttribute('data-note-id')), top: box.top, bottom: box.bottom, row: row.getBoundingClientRect().height, text, excerptLines: excerpt ? Math.round(excerpt.getBoundingClientRect().height / lineHeight) : 0 };
      })
      .sort((a, b) => a.top - b.top),
  );
  for (const row of rows) expect(row.row).toBeCloseTo(row.bottom - row.top, 0);
  for (let index = 1; index < rows.length; index++) {
    // Next to each other, or a group heading between them.
    const gap = rows[index]!.top - rows[index - 1]!.bottom;
    expect(gap === 0 || Math.abs(gap - 32) < 1, `gap of ${gap} px above row ${index}`).toBe(true);
  }
  return rows;
}
