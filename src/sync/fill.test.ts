import { afterEach, describe, expect, it } from 'vitest';
import { reportTextListGeometry } from '../../cli/list-geometry.ts';
import { makeNote } from '../../test/support/notes.ts';
import { startPlatformTab, type PlatformTab } from '../../test/support/platform-tab.ts';
import type { Note } from '../core/index.ts';

const NEWEST = Date.parse('2026-01-05T10:00:00Z');

/** `count` notes a minute apart, newest first: likes, except the types `at` gives by position. */
function feed(count: number, at: Record<number, Partial<Note>>): Note[] {
  return Array.from({ length: count }, (_, index) =>
    makeNote({ id: 100 + index, type: 'like', read: 1, timestamp: new Date(NEWEST - index * 60_000).toISOString(), ...at[index] }),
  );
}

let tab: PlatformTab | undefined;
afterEach(() => {
  tab?.dispose();
  tab?.platform.dispose();
  tab = undefined;
});

/**
 * A tab whose list reports what it measures as a browser's would, for rows `rowPx` tall in the
 * panel's height (the harness's stand-in for the layout: 90 px, SPEC's row, unless told).
 */
async function start(notes: Note[], rowPx = 90): Promise<PlatformTab> {
  tab = startPlatformTab({ notes, realtime: false });
  const stop = reportTextListGeometry(tab.core, rowPx);
  const dispose = tab.dispose;
  tab.dispose = () => {
    stop();
    dispose();
  };
  await tab.advance(0);
  return tab;
}

/** Full list requests (not the cheap id,note_hash polls). */
const listRequests = (current: PlatformTab) => current.requests.filter((line) => line.includes('/notifications/?') && !line.includes('fields=id%2Cnote_hash&'));
const shown = (current: PlatformTab) => current.core.select.visibleNotes.value.map((note) => note.id);

describe('filters that show what exists', () => {
  it('All loads the next page while its rows cannot scroll, by what the list measures, not 90 px a row', async () => {
    // Ten one-line rows of 60 px in a 768 px panel: SPEC's 90 px each would call them full.
    const current = await start(feed(80, {}), 60);
    expect(current.core.state.value.ui.filterName).toBe('all');
    // Ten rows (600 px) cannot scroll; twenty (1200 px) can: one page more, then scrolling takes over.
    expect(shown(current)).toHaveLength(20);
    expect(current.core.state.value.ui.listMeasured).toEqual({ filter: 'all', rows: 20, canScroll: true });
    expect(current.core.select.fillingView.value).toBe(false);
    expect(current.core.select.showsTheEnd.value).toBe(false);
    // A list that measures its rows as scrolling loads nothing by itself.
    const before = listRequests(current).length;
    await current.advance(0);
    expect(listRequests(current)).toHaveLength(before);
  });

  it("says 'The End' only once the platform has nothing older, however few rows fill the view", async () => {
    const current = await start(feed(25, {}), 60);
    await current.advance(0);
    while (!current.core.state.value.client.pagingEnded) {
      expect(current.core.select.showsTheEnd.value).toBe(false);
      await current.sync.onListScroll({ scrollTop: 2000, clientHeight: 700, scrollHeight: 2600 });
    }
    expect(shown(current)).toHaveLength(25);
    expect(current.core.select.showsTheEnd.value).toBe(true);
  });

  it('Comments loads older pages until its view is full or nothing older exists', async () => {
    // One comment in the first page, three more further down: a few screens of notes.
    const current = await start(feed(40, { 3: { type: 'comment' }, 15: { type: 'comment' }, 25: { type: 'comment' }, 35: { type: 'comment' } }));
    expect(listRequests(current)).toHaveLength(1);
    current.core.append({ type: 'filter/chosen', name: 'comments' });
    expect(current.core.select.fillingView.value).toBe(true);
    await current.advance(0);
    expect(shown(current)).toEqual([103, 115, 125, 135]);
    // Paged with the before cursor, 10 (+1 for the inclusive cursor) at a time, to the end.
    expect(listRequests(current).slice(1).every((line) => line.includes('before=') && line.includes('number=11'))).toBe(true);
    expect(current.core.state.value.client.pagingEnded).toBe(true);
    expect(current.core.select.fillingView.value).toBe(false);
  });

  it('stops as soon as the view is full, and never pages past 200 notes', async () => {
    const comments = Object.fromEntries(Array.from({ length: 300 }, (_, index) => [index, { type: index % 20 === 0 ? 'comment' : 'like' }]));
    const current = await start(feed(300, comments));
    current.core.append({ type: 'viewport/resized', width: 1024, height: 500 });
    current.core.append({ type: 'filter/chosen', name: 'comments' });
    await current.advance(0);
    // Six comments (540 px) fill a 500 px view: the sixth is note 101, in the eleventh page.
    expect(shown(current)).toHaveLength(6);
    expect(current.core.state.value.client.noteRequestLimit).toBe(110);
    current.core.append({ type: 'viewport/resized', width: 1024, height: 5000 });
    await current.advance(0);
    expect(current.core.state.value.client.noteRequestLimit).toBe(200);
    expect(shown(current)).toHaveLength(10);
    expect(current.core.state.value.client.pagingEnded).toBe(true);
    expect(Object.keys(current.core.state.value.notes).length).toBeLessThanOrEqual(200);
  });

  it('the Unread tab asks the platform for unread notes with unread=1, beyond the window, and lets them go after', async () => {
    const unread = { 22: { read: 0 }, 27: { read: 0 }, 31: { read: 0 }, 38: { read: 0 } };
    const current = await start(feed(40, unread));
    current.core.append({ type: 'filter/chosen', name: 'unread' });
    expect(current.core.select.fillingView.value).toBe(true);
    await current.advance(0);
    expect(shown(current)).toEqual([122, 127, 131, 138]);
    const asked = listRequests(current).filter((line) => line.includes('unread=1'));
    expect(asked).toHaveLength(1);
    expect(asked[0]).not.toContain('before=');
    expect(current.core.select.fillingView.value).toBe(false);
    // Back to All: the next list answer holds the window again.
    current.core.append({ type: 'filter/chosen', name: 'all' });
    await current.advance(30_000);
    current.platform.state.createNote({ type: 'like' });
    await current.advance(30_000);
    expect(Object.keys(current.core.state.value.notes)).toHaveLength(10);
  });

  it('pages the Unread tab with the before cursor until the view is full', async () => {
    const everyOther = Object.fromEntries(Array.from({ length: 60 }, (_, index) => [index, { read: index % 2 }]));
    const current = await start(feed(60, everyOther));
    current.core.append({ type: 'filter/chosen', name: 'unread' });
    await current.advance(0);
    // A first page of 10 unread notes fills 768 px; a taller view takes the next, older page.
    const asked = listRequests(current).filter((line) => line.includes('unread=1'));
    expect(asked).toHaveLength(1);
    expect(shown(current).length).toBeGreaterThanOrEqual(9);
    current.core.append({ type: 'viewport/resized', width: 1024, height: 1500 });
    await current.advance(0);
    const paged = listRequests(current).filter((line) => line.includes('unread=1'));
    expect(paged).toHaveLength(2);
    expect(paged[1]).toContain('before=');
    // The cursor is inclusive, so a page after the first asks for one more; the first has no cursor.
    expect(paged.map((line) => new URL(line.split(' ')[1]!).searchParams.get('number'))).toEqual(['10', '11']);
    expect(shown(current).length).toBeGreaterThanOrEqual(17);
  });

  it('scrolling the Unread tab pages its own list, not the window', async () => {
    const everyOther = Object.fromEntries(Array.from({ length: 60 }, (_, index) => [index, { read: index % 2 }]));
    const current = await start(feed(60, everyOther));
    current.core.append({ type: 'filter/chosen', name: 'unread' });
    await current.advance(0);
    await current.sync.onListScroll({ scrollTop: 400, clientHeight: 700, scrollHeight: 1200 });
    const paged = listRequests(current).filter((line) => line.includes('unread=1'));
    expect(paged).toHaveLength(2);
    expect(paged[1]).toContain('before=');
    expect(current.core.state.value.client.noteRequestLimit).toBe(10);
  });
});
