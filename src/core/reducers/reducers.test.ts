import { describe, expect, it } from 'vitest';
import { makeNote, makeNotes } from '../../../test/support/notes.ts';
import { testCore } from '../../../test/support/core.ts';
import { TAB_NOTE_TYPES } from '../../../test/support/tab-note-types.ts';
import { defineAction, defineState } from '../plugin.ts';

/** A plugin that is busy with the notes `task/started` names until `task/ended` (recorded facts of its own). */
const tasks = defineState<number[]>('task', {
  init: () => [],
  on: {
    'task/started': (ids, event) => (event.type === 'plugin/recorded' && event.id !== null ? [...ids, event.id] : ids),
    'task/ended': (ids, event) => ids.filter((id) => event.type !== 'plugin/recorded' || id !== event.id),
  },
  busyNotes: (ids) => ids,
});
const taskAction = defineAction({ name: 'task', label: 'Task', perform: () => [], stateField: tasks });
const task = (name: 'started' | 'ended', id: number) => ({ type: 'plugin/recorded', plugin: 'task', name, id }) as const;

describe('selection', () => {
  it('selects, unselects, and a filter choice or closing the panel clears the selection', () => {
    const { core, state } = testCore({ notes: makeNotes(3), open: true, plugins: TAB_NOTE_TYPES });
    core.append({ type: 'note/selected', id: 2 });
    expect(state().ui.selectedNoteId).toBe(2);
    core.append({ type: 'note/unselected' });
    expect(state().ui.selectedNoteId).toBeNull();
    core.append({ type: 'note/selected', id: 2 });
    core.append({ type: 'filter/chosen', name: 'comments' });
    expect(state().ui).toMatchObject({ selectedNoteId: null, filterName: 'comments' });
    core.append({ type: 'note/selected', id: 3 });
    core.append({ type: 'panel/closed' });
    expect(state().ui).toMatchObject({ selectedNoteId: null, isPanelOpen: false });
  });

  it('ignores selecting a note that does not exist or is hidden', () => {
    const { core, state } = testCore({ notes: makeNotes(2) });
    core.append({ type: 'note/selected', id: 99 });
    core.append({ type: 'note/hidden', id: 2 });
    core.append({ type: 'note/selected', id: 2 });
    expect(state().ui.selectedNoteId).toBeNull();
  });

  it('refuses a filter no plugin declared (a forged log, a plugin that did not load), and logs it: the tab stays', () => {
    const { core, state, logger } = testCore({ notes: makeNotes(1), plugins: TAB_NOTE_TYPES });
    core.append({ type: 'filter/chosen', name: 'unread' });
    core.append({ type: 'filter/chosen', name: 'saved' });
    expect(state().ui.filterName).toBe('unread');
    expect(logger.entries).toContainEqual({ level: 'warn', message: 'filter/chosen refused: no tab is named "saved" (tabs: all, unread, comments, follows, likes)', detail: undefined });
    core.append({ type: 'filter/chosen', name: 'likes' });
    expect(state().ui.filterName).toBe('likes');
  });
});

describe('hide and restore', () => {
  it('on a wide window, hiding the open note opens the next visible one', () => {
    const { core, state } = testCore({ notes: makeNotes(3) });
    core.append({ type: 'viewport/resized', width: 800, height: 600 });
    core.append({ type: 'note/selected', id: 2 });
    core.append({ type: 'note/hidden', id: 2 });
    expect(state().ui.selectedNoteId).toBe(3);
    expect(state().hiddenNoteIds).toEqual({ 2: true });
    core.append({ type: 'note/restored', id: 2 });
    expect(state().hiddenNoteIds).toEqual({});
  });

  it('opens the previous note when the hidden one was last', () => {
    const { core, state } = testCore({ notes: makeNotes(3) });
    core.append({ type: 'viewport/resized', width: 1200, height: 600 });
    core.append({ type: 'note/selected', id: 3 });
    core.append({ type: 'note/hidden', id: 3 });
    expect(state().ui.selectedNoteId).toBe(2);
  });

  it('below 800 px, hiding the open note goes back to the list', () => {
    const { core, state } = testCore({ notes: makeNotes(3) });
    core.append({ type: 'viewport/resized', width: 799, height: 600 });
    core.append({ type: 'note/selected', id: 2 });
    core.append({ type: 'note/hidden', id: 2 });
    expect(state().ui.selectedNoteId).toBeNull();
  });
});

describe('read markers', () => {
  it('selecting an unread note marks it read; under Unread it stays listed until the filter changes', () => {
    const { core, state } = testCore({ notes: makeNotes(3) });
    core.append({ type: 'filter/chosen', name: 'unread' });
    core.append({ type: 'note/selected', id: 1 });
    expect(state().reads).toEqual({ 1: true });
    expect(core.select.visibleNotes.value.map((note) => note.id)).toEqual([1, 2, 3]);
    core.append({ type: 'filter/chosen', name: 'all' });
    core.append({ type: 'filter/chosen', name: 'unread' });
    expect(core.select.visibleNotes.value.map((note) => note.id)).toEqual([2, 3]);
  });

  it('marks notes read and unread, and a server copy that agrees settles the local marker', () => {
    const { core, state } = testCore({ notes: makeNotes(2) });
    core.append({ type: 'note/markedRead', ids: [1, 2] });
    expect(core.select.unreadCount.value).toBe(0);
    core.append({ type: 'note/markedUnread', ids: [2] });
    expect(core.select.unreadCount.value).toBe(1);
    core.append({ type: 'notes/received', notes: [makeNote({ id: 1, read: 1, timestamp: state().notes[1]!.timestamp })] });
    expect(state().reads).toEqual({ 2: false });
  });

  it('keeps a read marker the server has not caught up with yet, and removing a note clears it', () => {
    const { core, state } = testCore({ notes: makeNotes(2) });
    core.append({ type: 'note/selected', id: 1 });
    core.append({ type: 'notes/received', notes: [{ ...state().notes[1]!, note_hash: 1 }] });
    expect(state().reads).toEqual({ 1: true });
    core.append({ type: 'notes/removed', ids: [1] });
    // The wide default window opens the next note, which that marks read in turn.
    expect(state().reads).toEqual({ 2: true });
    expect(state().ui.selectedNoteId).toBe(2);
  });
});

describe('notes arriving', () => {
  it('keeps the same object for a note whose hash did not change', () => {
    const notes = makeNotes(2);
    const { core, state } = testCore({ notes });
    const before = state().notes[1];
    core.append({ type: 'notes/received', notes: [{ ...notes[0]! }] });
    expect(state().notes[1]).toBe(before);
    core.append({ type: 'notes/received', notes: [{ ...notes[0]!, note_hash: 5 }] });
    expect(state().notes[1]).not.toBe(before);
  });

  it('a background load never flips the loading state or shows an error', () => {
    const { core, state } = testCore({ notes: makeNotes(1) });
    core.append({ type: 'notes/loadStarted', background: true });
    core.append({ type: 'notes/loadFailed', background: true, message: 'offline' });
    expect(state().ui).toMatchObject({ isLoading: false, loadError: null });
    core.append({ type: 'notes/loadStarted', background: false });
    expect(state().ui.isLoading).toBe(true);
    core.append({ type: 'notes/loadFailed', background: false, message: 'offline' });
    expect(state().ui).toMatchObject({ isLoading: false, loadError: 'offline' });
  });

  it('seen time only moves forward', () => {
    const { core, state } = testCore();
    core.append({ type: 'notes/seenRecorded', time: 200 });
    core.append({ type: 'notes/seenRecorded', time: 100 });
    core.append({ type: 'notes/received', notes: [], lastSeenTime: 150 });
    expect(state().client.lastSeenTime).toBe(200);
  });

  it('tracks realtime states and the inbox', () => {
    const { core, state } = testCore();
    core.append({ type: 'realtime/subscribing', attempt: 2 });
    expect(state().client).toMatchObject({ realtime: 'subscribing', realtimeAttempt: 2 });
    core.append({ type: 'realtime/subscribed' });
    core.append({ type: 'inbox/messageReceived', message: { action: 'push', note_id: 5 } });
    expect(state().client).toMatchObject({ realtime: 'subscribed', inbox: [{ action: 'push', note_id: 5 }] });
    core.append({ type: 'realtime/unsubscribed', reason: 'close' });
    core.append({ type: 'inbox/drained' });
    expect(state().client).toMatchObject({ realtime: 'unsubscribed', inbox: [] });
  });
});

describe('the held window', () => {
  it('a list answer lets go of older notes it does not list, keeping newer ones and the note in use', () => {
    const { core, state } = testCore({ notes: makeNotes(6) });
    core.append({ type: 'note/selected', id: 5 });
    const pushed = makeNote({ id: 9, timestamp: '2026-01-01T10:05:00Z' });
    core.append({ type: 'notes/received', notes: [pushed] });
    // The server's window moved down to notes 1–3 (newer notes pushed 4–6 out of it).
    core.append({ type: 'notes/received', notes: [], listIds: [1, 2, 3] });
    expect(Object.keys(state().notes).map(Number).sort()).toEqual([1, 2, 3, 5, 9]);
    core.append({ type: 'note/unselected' });
    core.append({ type: 'notes/received', notes: [], listIds: [9, 1, 2] });
    expect(core.select.sortedNotes.value.map((note) => note.id)).toEqual([9, 1, 2]);
  });

  it("keeps a note a plugin's slice is busy with, and the keys are off until it is not", () => {
    const { core, state } = testCore({ notes: makeNotes(4), open: true, plugins: [taskAction] });
    core.append(task('started', 4));
    expect(state().ui.keyboardShortcutsAreEnabled).toBe(false);
    expect(core.registry.isBusy(state(), 4)).toBe(true);
    core.append({ type: 'notes/received', notes: [], listIds: [1, 2] });
    expect(state().notes[4]).toBeDefined();
    expect(state().notes[3]).toBeUndefined();
    core.append(task('ended', 4));
    expect(state().ui.keyboardShortcutsAreEnabled).toBe(true);
    expect(core.registry.isBusy(state(), 4)).toBe(false);
    core.append({ type: 'notes/received', notes: [], listIds: [1, 2] });
    expect(state().notes[4]).toBeUndefined();
  });

  it('keeps a note behind an undo bar until its removal settles', () => {
    const { core, state } = testCore({ notes: makeNotes(4) });
    core.append({ type: 'undo/started', id: 4, kind: 'trash' });
    core.append({ type: 'notes/received', notes: [], listIds: [1, 2] });
    expect(state().notes[4]).toBeDefined();
    expect(state().notes[3]).toBeUndefined();
  });
});

describe('a core without the reply action', () => {
  it("has no reply state, and folds reply's facts without one", () => {
    const { core, state } = testCore({ notes: makeNotes(1), open: true });
    core.append({ type: 'plugin/recorded', plugin: 'reply', name: 'draftTyped', id: 1, data: { text: 'Thanks!' } });
    core.append({ type: 'plugin/recorded', plugin: 'reply', name: 'sendRequested', id: 1, data: { text: 'Thanks!' } });
    expect(Object.keys(state())).not.toContain('drafts');
    expect(Object.keys(state())).not.toContain('replies');
    expect(state().plugins).toEqual({});
    expect(state().ui.keyboardShortcutsAreEnabled).toBe(true);
    expect(core.registry.isBusy(state(), 1)).toBe(false);
  });
});

describe('status bar', () => {
  it('status messages hide after 4000 ms by default, or after the time given', () => {
    const { core, clock, state } = testCore();
    core.append({ type: 'status/shown', message: 'Saved', kind: 'info' });
    clock.advance(3999);
    expect(state().status?.message).toBe('Saved');
    clock.advance(1);
    expect(state().status).toBeNull();
    core.append({ type: 'status/shown', message: 'Reply posted!', kind: 'success', durationMs: 12000 });
    clock.advance(11999);
    expect(state().status?.durationMs).toBe(12000);
    clock.advance(1);
    expect(state().status).toBeNull();
  });

  it("an older message's timer does not hide a newer message", () => {
    const { core, clock, state } = testCore();
    core.append({ type: 'status/shown', message: 'first', kind: 'info' });
    clock.advance(3000);
    core.append({ type: 'status/shown', message: 'second', kind: 'info' });
    clock.advance(1500);
    expect(state().status?.message).toBe('second');
  });
});
