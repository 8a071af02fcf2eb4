import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeNote, makeNotes } from '../../test/support/notes.ts';
import { testCore } from '../../test/support/core.ts';
import { TAB_NOTE_TYPES } from '../../test/support/tab-note-types.ts';
import { isUnread } from './visible.ts';

const ids = (notes: { id: number }[]) => notes.map((note) => note.id);

describe('selectors', () => {
  it('sorts newest first by timestamp and breaks ties by id', () => {
    const at = '2026-01-01T10:00:00Z';
    const { core } = testCore({
      notes: [makeNote({ id: 5, timestamp: at }), makeNote({ id: 9, timestamp: at }), makeNote({ id: 1, timestamp: '2026-01-01T11:00:00Z' })],
    });
    expect(ids(core.select.sortedNotes.value)).toEqual([1, 9, 5]);
  });

  it('filters all, unread, comments, follows and likes (like and comment_like)', () => {
    const notes = [
      makeNote({ id: 1, type: 'comment', read: 1 }),
      makeNote({ id: 2, type: 'follow' }),
      makeNote({ id: 3, type: 'like', read: 1 }),
      makeNote({ id: 4, type: 'comment_like' }),
      makeNote({ id: 5, type: 'reblog' }),
    ];
    const { core } = testCore({ notes, plugins: TAB_NOTE_TYPES });
    const shown = (name: 'all' | 'unread' | 'comments' | 'follows' | 'likes') => {
      core.append({ type: 'filter/chosen', name });
      return ids(core.select.visibleNotes.value).sort();
    };
    expect(shown('all')).toEqual([1, 2, 3, 4, 5]);
    expect(shown('unread')).toEqual([2, 4, 5]);
    expect(shown('comments')).toEqual([1]);
    expect(shown('follows')).toEqual([2]);
    expect(shown('likes')).toEqual([3, 4]);
  });

  it('excludes hidden notes from every list, count and neighbour', () => {
    const { core } = testCore({ notes: makeNotes(3) });
    core.append({ type: 'note/hidden', id: 2 });
    core.append({ type: 'note/selected', id: 1 });
    expect(ids(core.select.sortedNotes.value)).toEqual([1, 3]);
    expect(core.select.nextNote.value?.id).toBe(3);
    expect(core.select.unreadCount.value).toBe(1);
  });

  it('gives previous and next visible notes, null at the ends', () => {
    const { core } = testCore({ notes: makeNotes(3) });
    core.append({ type: 'note/selected', id: 1 });
    expect([core.select.previousNote.value, core.select.nextNote.value?.id]).toEqual([null, 2]);
    core.append({ type: 'note/selected', id: 3 });
    expect([core.select.previousNote.value?.id, core.select.nextNote.value]).toEqual([2, null]);
  });

  it('counts unread notes and notes newer than the last-seen time', () => {
    const notes = makeNotes(4, Date.parse('2026-01-01T10:00:00Z'));
    const { core } = testCore({ notes });
    core.append({ type: 'notes/seenRecorded', time: Date.parse('2026-01-01T09:58:30Z') / 1000 });
    expect(core.select.newCount.value).toBe(2);
    expect(core.select.newestNewNote.value?.id).toBe(1);
    core.append({ type: 'note/markedRead', ids: [1] });
    expect(core.select.unreadCount.value).toBe(3);
  });

  it('counts unread notes as a pass over every note would, after any reads, unreads and hides', () => {
    const step = fc.oneof(
      fc.record({ type: fc.constant('note/markedRead' as const), ids: fc.array(fc.integer({ min: 1, max: 8 }), { maxLength: 3 }) }),
      fc.record({ type: fc.constant('note/markedUnread' as const), ids: fc.array(fc.integer({ min: 1, max: 8 }), { maxLength: 2 }) }),
      fc.record({ type: fc.constant('note/readMarkCleared' as const), ids: fc.array(fc.integer({ min: 1, max: 8 }), { maxLength: 2 }) }),
      fc.record({ type: fc.constant('note/hidden' as const), id: fc.integer({ min: 1, max: 8 }) }),
      fc.record({ type: fc.constant('note/restored' as const), id: fc.integer({ min: 1, max: 8 }) }),
    );
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }), fc.array(step, { maxLength: 12 }), (serverRead, steps) => {
        const notes = makeNotes(8).map((note, index) => ({ ...note, read: serverRead[index] ? 1 : 0 }));
        const { core } = testCore({ notes });
        for (const event of steps) {
          core.append(event);
          const state = core.state.peek();
          const expected = notes.filter((note) => !state.hiddenNoteIds[note.id] && isUnread(state, state.notes[note.id]!)).length;
          expect(core.select.unreadCount.value).toBe(expected);
        }
      }),
    );
  });

  it('is widescreen while a note is open, narrow otherwise', () => {
    const { core } = testCore({ notes: makeNotes(1) });
    expect(core.select.layout.value).toBe('narrow');
    core.append({ type: 'note/selected', id: 1 });
    expect(core.select.layout.value).toBe('widescreen');
  });

  it("shows 'The End' only with no note open, once the platform has nothing older, whatever the rows' height", () => {
    const { core } = testCore({ notes: makeNotes(9) });
    core.append({ type: 'viewport/resized', width: 400, height: 100 });
    // Nine rows overflow a 100 px panel, but older notes may exist: no end yet.
    expect(core.select.showsTheEnd.value).toBe(false);
    core.append({ type: 'notes/pagingEnded' });
    expect(core.select.showsTheEnd.value).toBe(true);
    core.append({ type: 'viewport/resized', width: 400, height: 5000 });
    expect(core.select.showsTheEnd.value).toBe(true);
    core.append({ type: 'note/selected', id: 1 });
    expect(core.select.showsTheEnd.value).toBe(false);
    core.append({ type: 'note/unselected' });
    // The Unread tab has its own end: its unread=1 pages.
    core.append({ type: 'filter/chosen', name: 'unread' });
    expect(core.select.showsTheEnd.value).toBe(false);
    core.append({ type: 'notes/unreadPageReceived', notes: [], ended: true });
    expect(core.select.showsTheEnd.value).toBe(true);
  });

  it('fills by what the list measured: its current rows of this filter, unable to scroll', () => {
    const { core } = testCore({ notes: makeNotes(10), plugins: TAB_NOTE_TYPES });
    core.append({ type: 'notes/received', notes: [], listIds: core.state.value.client.noteList, complete: false });
    core.append({ type: 'viewport/resized', width: 1280, height: 900 });
    // Not measured yet (no layout): no guess from a row height.
    expect(core.select.fillingView.value).toBe(false);
    // Ten one-line rows that do not fill 900 px (SPEC's 90 px each would say they do).
    core.append({ type: 'list/measured', filter: 'all', rows: 10, canScroll: false });
    expect(core.select.fillingView.value).toBe(true);
    // A measurement of other rows, or of another filter, waits for the list to measure again.
    core.append({ type: 'list/measured', filter: 'all', rows: 9, canScroll: false });
    expect(core.select.fillingView.value).toBe(false);
    core.append({ type: 'list/measured', filter: 'comments', rows: 10, canScroll: false });
    expect(core.select.fillingView.value).toBe(false);
    core.append({ type: 'list/measured', filter: 'all', rows: 10, canScroll: true });
    expect(core.select.fillingView.value).toBe(false);
    // A filter with no rows has room without measuring; nothing older ends it.
    core.append({ type: 'filter/chosen', name: 'likes' });
    expect(core.select.visibleNotes.value).toEqual([]);
    expect(core.select.fillingView.value).toBe(true);
    core.append({ type: 'notes/pagingEnded' });
    expect(core.select.fillingView.value).toBe(false);
  });

  it('says whether any note is about a site exactly when the site summary has entries', () => {
    const siteIds = fc.constantFrom<unknown>(undefined, 70, 71, 0, -3, 1.5, '70', null);
    fc.assert(
      fc.property(fc.array(siteIds, { maxLength: 6 }), (sites) => {
        const notes = sites.map((site, index) => makeNote({ id: index + 1, meta: { ids: { post: 2, ...(site === undefined ? {} : { site: site as number }) } } }));
        const { core } = testCore({ notes });
        expect(core.select.hasSites.value).toBe(core.select.sites.value.length > 0);
      }),
      { numRuns: 100 },
    );
  });

  it('does not recompute the filtered list for events that do not touch it', () => {
    const { core } = testCore({ notes: makeNotes(50) });
    const first = core.select.visibleNotes.value;
    core.append({ type: 'status/shown', message: 'hi', kind: 'info' });
    core.append({ type: 'realtime/subscribed' });
    expect(core.select.visibleNotes.value).toBe(first);
  });
});
