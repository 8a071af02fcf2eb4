import { describe, expect, it } from 'vitest';
import { defaultPlugins } from '../../plugins/index.ts';
import { makeNote, makeNotes } from '../support/notes.ts';
import { testCore } from '../support/core.ts';
import { defineAction } from '../../src/core/plugin.ts';
import { createRegistry } from '../../src/core/registry.ts';

function core() {
  return testCore({ notes: makeNotes(6), open: true, plugins: defaultPlugins });
}
const ticked = (built: ReturnType<typeof core>) => built.core.select.checkedNotes.value.map((note) => note.id);

describe('bulk triage: ticking rows', () => {
  it('x toggles the focused row, else the open note', () => {
    const built = core();
    expect(built.core.handleKey({ key: 'x', focusedNoteId: 3 })).toEqual({ handled: true, by: 'toggle-check' });
    built.core.handleKey({ key: 'x', focusedNoteId: 5 });
    expect(ticked(built)).toEqual([3, 5]);
    built.core.handleKey({ key: 'x', focusedNoteId: 3 });
    expect(ticked(built)).toEqual([5]);
    built.core.append({ type: 'note/selected', id: 1 });
    built.core.handleKey({ key: 'x' });
    expect(ticked(built)).toEqual([1, 5]);
  });

  it('back in the list with no row focused, x ticks the first row listed, not the note opened last, and Shift+j twice makes three', () => {
    const built = core();
    built.core.append({ type: 'note/selected', id: 4 });
    built.core.append({ type: 'note/unselected' });
    expect(built.state().ui.selectedNoteId).toBeNull();
    built.core.handleKey({ key: 'x' });
    expect(ticked(built)).toEqual([1]);
    built.core.handleKey({ key: 'J', shiftKey: true });
    built.core.handleKey({ key: 'J', shiftKey: true });
    expect(ticked(built)).toEqual([1, 2, 3]);
  });

  it('Shift+j/k extend a range from the anchor, and Shift+k after Shift+j shrinks it', () => {
    const built = core();
    built.core.handleKey({ key: 'x', focusedNoteId: 2 });
    built.core.handleKey({ key: 'J', shiftKey: true });
    built.core.handleKey({ key: 'J', shiftKey: true });
    expect(ticked(built)).toEqual([2, 3, 4]);
    built.core.handleKey({ key: 'K', shiftKey: true });
    expect(ticked(built)).toEqual([2, 3]);
    built.core.handleKey({ key: 'ArrowUp', shiftKey: true });
    built.core.handleKey({ key: 'ArrowUp', shiftKey: true });
    expect(ticked(built)).toEqual([1, 2]);
    expect(built.state().checks.cursor).toBe(1);
  });

  it('Shift+j with nothing ticked starts at the focused row', () => {
    const built = core();
    built.core.handleKey({ key: 'J', shiftKey: true, focusedNoteId: 4 });
    expect(ticked(built)).toEqual([4, 5]);
  });

  it('Shift+click (check/extended) ticks the rows between, in the current filter only', () => {
    const built = core();
    built.core.append({ type: 'note/markedRead', ids: [3] });
    built.core.append({ type: 'filter/chosen', name: 'unread' });
    built.core.append({ type: 'check/toggled', id: 1 });
    built.core.append({ type: 'check/extended', id: 5 });
    expect(ticked(built)).toEqual([1, 2, 4, 5]);
  });

  it('* selects all in this filter; changing the filter clears the ticks; Escape clears them first', () => {
    const built = core();
    built.core.append({ type: 'notes/received', notes: [makeNote({ id: 9, type: 'like', timestamp: '2026-01-01T09:00:00Z' })] });
    built.core.handleKey({ key: 'c' });
    built.core.handleKey({ key: '*', shiftKey: true });
    expect(ticked(built)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(built.core.handleKey({ key: 'Escape' })).toEqual({ handled: true, by: 'close-panel' });
    expect(ticked(built)).toEqual([]);
    expect(built.state().ui.isPanelOpen).toBe(true);
    built.core.append({ type: 'check/allChecked' });
    built.core.handleKey({ key: 'a' });
    expect(built.state().ui.filterName).toBe('all');
    expect(ticked(built)).toEqual([]);
  });

  it('the filter keys still work while rows are ticked (the bulk keys do not clash with them)', () => {
    const built = core();
    built.core.handleKey({ key: 'x', focusedNoteId: 2 });
    built.core.handleKey({ key: 'u' });
    expect(built.state().ui.filterName).toBe('unread');
  });

  it('the registry refuses a bulk key that clashes with a filter key', () => {
    const clash = defineAction({
      name: 'clash',
      label: 'Clash',
      perform: () => [],
      bulk: [{ name: 'clash-all', label: 'Clash', shortcut: { key: 'u', description: 'Clash' }, applies: () => true, perform: () => [] }],
    });
    expect(() => createRegistry([clash])).toThrow(/claims the key "u" in scope selection, already claimed by core filter-unread/);
  });
});

describe('bulk triage: the toolbar offers what applies to every ticked note', () => {
  it('names only the actions every ticked note allows', () => {
    const built = core();
    built.core.append({ type: 'notes/received', notes: [makeNote({ id: 9, type: 'like', timestamp: '2026-01-01T09:00:00Z', actions: {} })] });
    built.core.append({ type: 'note/markedRead', ids: [1] });
    const offered = () => built.core.registry.offeredBulk(built.core.select.checkedNotes.value, built.state()).map((bulk) => bulk.label);
    built.core.append({ type: 'check/toggled', id: 2 });
    built.core.append({ type: 'check/toggled', id: 3 });
    const snooze = ['Snooze for an hour', 'Snooze until tomorrow'];
    expect(offered()).toEqual(['Approve', 'Spam', 'Trash', ...snooze, 'Mark as read']);
    built.core.append({ type: 'check/toggled', id: 1 });
    expect(offered()).toEqual(['Approve', 'Spam', 'Trash', ...snooze]);
    // Snooze applies to any note.
    built.core.append({ type: 'check/toggled', id: 9 });
    expect(offered()).toEqual(snooze);
  });

  it('a bulk key runs only when it applies to every ticked note', () => {
    const built = core();
    built.core.append({ type: 'note/markedRead', ids: [1] });
    built.core.handleKey({ key: 'x', focusedNoteId: 1 });
    built.core.handleKey({ key: 'x', focusedNoteId: 2 });
    expect(built.core.handleKey({ key: 'I', shiftKey: true })).toEqual({ handled: false, reason: 'not-applicable' });
    built.core.handleKey({ key: 'x', focusedNoteId: 1 });
    expect(built.core.handleKey({ key: 'I', shiftKey: true })).toEqual({ handled: true, by: 'mark-read-all' });
    expect(built.state().reads[2]).toBe(true);
    expect(ticked(built)).toEqual([]);
  });

  it('mark as read of 3 is one step: u marks all 3 unread again and says so', () => {
    const built = core();
    for (const id of [2, 3, 4]) built.core.append({ type: 'check/toggled', id });
    expect(built.core.performBulk('mark-read-all')).toBe(true);
    expect(built.state().undo).toMatchObject({ id: 2, kind: 'read', ids: [2, 3, 4] });
    built.core.handleKey({ key: 'u' });
    expect([2, 3, 4].map((id) => built.state().reads[id])).toEqual([false, false, false]);
    expect(built.state().status).toMatchObject({ message: 'Undone: marked as unread again.', plural: 'Undone: %d notifications marked as unread again.', count: 3 });
  });
});
