import { describe, expect, it } from 'vitest';
import { defaultPlugins } from '../../plugins/index.ts';
import { makeNotes } from '../support/notes.ts';
import { testCore } from '../support/core.ts';
import { foldLog, parseLog } from '../../src/core/log.ts';
import { approveRequested } from '../../plugins/actions/approve.ts';
import { likeRequested, likes } from '../../plugins/actions/like.ts';

// Every core here has the default plugins but no platform: effects that call it fail into
// effect/failed, which these tests do not look at; they check state and the log.
function core(options: { width?: number } = {}) {
  const built = testCore({ notes: makeNotes(5), open: true, plugins: defaultPlugins, wpcom: undefined });
  if (options.width) built.core.append({ type: 'viewport/resized', width: options.width, height: 800 });
  return built;
}

const visibleIds = (built: ReturnType<typeof core>) => built.core.select.visibleNotes.value.map((note) => note.id);
const types = (built: ReturnType<typeof core>) => parseLog(built.core.exportLog()).events.map((event) => event.type);

describe('undo reaches the bar in every view (issue 11)', () => {
  it('after spam in the detail view the next note opens, and u undoes the spam there', () => {
    const built = core();
    built.core.append({ type: 'note/selected', id: 2 });
    built.core.handleKey({ key: 's' });
    expect(built.state().ui.selectedNoteId).toBe(3);
    expect(built.core.handleKey({ key: 'u' })).toEqual({ handled: true, by: 'cancel-undo' });
    expect(visibleIds(built)).toEqual([1, 2, 3, 4, 5]);
    expect(built.state().ui.selectedNoteId).toBe(2);
    // The window is over: a second u is the Unread filter again (in the list), not a second undo.
    built.core.append({ type: 'note/unselected' });
    built.core.handleKey({ key: 'u' });
    expect(built.state().ui.filterName).toBe('unread');
  });

  it.each([
    ['Ctrl+Z', { key: 'z', ctrlKey: true }],
    ['⌘+Z', { key: 'z', metaKey: true }],
    ['Ctrl+Z with Caps Lock', { key: 'Z', ctrlKey: true }],
  ])('%s undoes it in the detail view and in the list', (_name, input) => {
    for (const selectAfter of [true, false]) {
      const built = core();
      built.core.append({ type: 'note/selected', id: 2 });
      built.core.handleKey({ key: 't' });
      if (!selectAfter) built.core.append({ type: 'note/unselected' });
      expect(built.core.handleKey(input)).toEqual({ handled: true, by: 'cancel-undo' });
      expect(built.state().undo).toBeNull();
      expect(visibleIds(built)).toContain(2);
    }
  });

  it('Ctrl+Z in a text field is left to the field, and does nothing with no undo bar', () => {
    const built = core();
    built.core.append({ type: 'note/selected', id: 2 });
    built.core.handleKey({ key: 's' });
    expect(built.core.handleKey({ key: 'z', ctrlKey: true, targetIsEditable: true })).toEqual({ handled: false, reason: 'guard' });
    expect(built.state().undo?.phase).toBe('pending');
    built.clock.advance(4500);
    expect(built.core.handleKey({ key: 'z', ctrlKey: true })).toEqual({ handled: false, reason: 'guard' });
  });

  it('a second s on the next note joins the pending spam: one undo brings both back', () => {
    const built = core();
    built.core.append({ type: 'note/selected', id: 2 });
    built.core.handleKey({ key: 's' });
    built.clock.advance(3000);
    built.core.handleKey({ key: 's' });
    expect(built.state().undo).toMatchObject({ id: 3, kind: 'spam', ids: [3, 2], phase: 'pending' });
    // Nothing was carried out: the joined step waits a full delay from the second key.
    built.clock.advance(4499);
    expect(types(built)).not.toContain('undo/committed');
    built.core.handleKey({ key: 'u' });
    expect(visibleIds(built)).toEqual([1, 2, 3, 4, 5]);
  });

  it('another kind of step carries out a pending removal at once', () => {
    const built = core();
    built.core.append({ type: 'note/selected', id: 2 });
    built.core.handleKey({ key: 's' });
    built.core.handleKey({ key: 'a' }); // approve note 3, now open
    const log = parseLog(built.core.exportLog()).events;
    expect(log.find((event) => event.type === 'undo/committed')).toMatchObject({ id: 2, kind: 'spam', ids: [2] });
    expect(built.state().undo).toMatchObject({ id: 3, kind: 'approve', phase: 'pending' });
  });
});

describe('one undo for every action (issue 15)', () => {
  it.each([
    ['approve', 'a', approveRequested.make(2, { approved: false }), 'Undone: the comment is unapproved again.'],
    ['like', 'l', likeRequested.make(2, { liked: false }), 'Undone: like removed.'],
  ] as const)('%s: Ctrl+Z appends undo/cancelled, then the revert, then a polite status', (kind, key, revert, message) => {
    const built = core();
    built.core.append({ type: 'note/selected', id: 2 });
    built.core.handleKey({ key });
    expect(built.state().undo).toMatchObject({ id: 2, kind, ids: [2], phase: 'pending' });
    built.core.handleKey({ key: 'z', ctrlKey: true });
    const events = parseLog(built.core.exportLog()).events;
    const cancelled = events.findIndex((event) => event.type === 'undo/cancelled');
    expect(events[cancelled + 1]).toMatchObject(revert);
    expect(built.state().status).toMatchObject({ message, kind: 'info', count: 1 });
    expect(built.state().ui.selectedNoteId).toBe(2);
  });

  it('read and unread: the toggle is undone by the opposite mark', () => {
    const built = core();
    built.core.append({ type: 'note/markedRead', ids: [4] });
    built.core.perform('mark-read', 4); // read → unread
    expect(built.state().reads[4]).toBe(false);
    expect(built.state().undo).toMatchObject({ kind: 'unread' });
    built.core.handleKey({ key: 'u' });
    expect(built.state().reads[4]).toBe(true);
    expect(built.state().ui.filterName).toBe('all');
  });

  it("a sent action's window ends after 4500 ms with nothing to carry out; u is the Unread filter again", () => {
    const built = core();
    built.core.perform('like', 3);
    built.clock.advance(4499);
    expect(built.state().undo?.phase).toBe('pending');
    built.clock.advance(1);
    expect(built.state().undo).toBeNull();
    built.core.handleKey({ key: 'u' });
    expect(built.state().ui.filterName).toBe('unread');
    expect(likes.read(built.state())[3]).toBe(true);
  });

  it('a replayed log shows the undo and folds to the same state', () => {
    const built = core();
    built.core.perform('approve', 1);
    built.core.handleKey({ key: 'u' });
    const log = parseLog(built.core.exportLog());
    expect(log.events.map((event) => event.type)).toEqual(expect.arrayContaining(['undo/started', 'undo/cancelled', 'status/shown']));
    expect(foldLog(log, built.core.reduce)).toEqual(built.state());
  });

  it('an export written before undo steps had ids still folds', () => {
    const built = core();
    built.core.append({ type: 'undo/started', id: 2, kind: 'spam' });
    const [header, ...events] = built.core.exportLog().trim().split('\n');
    const old = JSON.parse(header!) as { state: Record<string, unknown> };
    delete old.state.checks;
    old.state.undo = { id: 2, kind: 'spam', phase: 'pending' };
    const log = parseLog([JSON.stringify(old), ...events, JSON.stringify({ type: 'undo/cancelled', id: 2, seq: 999, at: 0 })].join('\n'));
    const state = foldLog(log, built.core.reduce);
    expect(state.undo).toBeNull();
    expect(state.checks.ids).toEqual([]);
  });
});

describe('undo steps read from a file', () => {
  it.each([
    ['ids that are not a list', { type: 'undo/started', id: 2, kind: 'spam', ids: '2,3' }],
    ['ids without its own id', { type: 'undo/started', id: 2, kind: 'spam', ids: [3, 4] }],
    ['a revert that is not a list', { type: 'undo/started', id: 2, kind: 'approve', revert: 'x' }],
  ])('%s: never crash, and never hide a note the step does not name', (_name, event) => {
    const built = core();
    built.core.append(event as never);
    const undo = built.state().undo;
    if (undo) {
      expect(undo.ids).toContain(undo.id);
      expect(Array.isArray(undo.revert)).toBe(true);
    }
    expect(Object.keys(built.state().hiddenNoteIds).every((id) => undo?.ids.includes(Number(id)))).toBe(true);
    built.core.handleKey({ key: 'u' });
    expect(built.state().hiddenNoteIds).toEqual({});
  });
});
