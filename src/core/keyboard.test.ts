import { describe, expect, it } from 'vitest';
import { defineOverride } from './overrides.ts';
import { defineAction, definePluginEvent } from './plugin.ts';
import { makeNotes } from '../../test/support/notes.ts';
import { testCore } from '../../test/support/core.ts';
import { TAB_NOTE_TYPES } from '../../test/support/tab-note-types.ts';

// A test toggle's own fact and override, as a plugin keeps them (src/core/overrides.ts).
const requested = definePluginEvent('approve', 'requested', (data) => (typeof (data as { approved?: unknown })?.approved === 'boolean' ? (data as { approved: boolean }) : null));
const approvals = defineOverride('approve', {
  name: 'approval',
  requested: {
    [requested.key]: (event) => {
      const fact = requested.read(event);
      return fact?.id != null ? { ids: [fact.id], value: fact.data.approved } : null;
    },
  },
  failed: {},
  reset: { key: 'reset', clears: ['approval'] },
});

const approve = defineAction({
  name: 'approve',
  stateField: approvals,
  flag: 'approve-comment',
  label: { off: 'Approve', on: 'Approved' },
  shortcut: { key: 'a', description: 'Approve comment', scope: 'detail' },
  perform: ({ note, state }) => [requested.make(note.id, { approved: !approvals.of(state, note.id) })],
});

function openCore() {
  return testCore({ notes: makeNotes(4), open: true, plugins: [...TAB_NOTE_TYPES, approve] });
}

describe('keyboard guards', () => {
  it.each([
    ['the panel is closed', { type: 'panel/closed' as const }],
    ['the document is hidden', { type: 'document/visibilityChanged' as const, visible: false }],
    ['shortcuts are disabled', { type: 'shortcuts/disabled' as const }],
  ])('does nothing when %s', (_label, event) => {
    const { core, state } = openCore();
    core.append(event);
    expect(core.handleKey({ key: 'c' })).toEqual({ handled: false, reason: 'guard' });
    expect(state().ui.filterName).toBe('all');
  });

  it.each(['ctrlKey', 'metaKey', 'altKey', 'shiftKey'] as const)('does nothing while %s is held', (modifier) => {
    const { core } = openCore();
    expect(core.handleKey({ key: 'c', [modifier]: true })).toMatchObject({ handled: false, reason: 'guard' });
  });

  it('does nothing while a text field, select or contenteditable has focus', () => {
    const { core, state } = openCore();
    expect(core.handleKey({ key: 'j', targetIsEditable: true }).handled).toBe(false);
    expect(state().ui.selectedNoteId).toBeNull();
  });

  it('compares letters case-insensitively (Caps Lock)', () => {
    const { core, state } = openCore();
    core.handleKey({ key: 'C' });
    expect(state().ui.filterName).toBe('comments');
  });
});

describe('navigation keys', () => {
  it('j and down open the next note, k and up the previous, skipping hidden notes', () => {
    const { core, state } = openCore();
    core.append({ type: 'note/hidden', id: 2 });
    core.handleKey({ key: 'j' });
    expect(state().ui.selectedNoteId).toBe(1);
    core.handleKey({ key: 'ArrowDown' });
    expect(state().ui.selectedNoteId).toBe(3);
    core.handleKey({ key: 'k' });
    expect(state().ui.selectedNoteId).toBe(1);
    expect(core.handleKey({ key: 'ArrowUp' })).toEqual({ handled: false, reason: 'not-applicable' });
  });

  it('a view that shows the step first gets its events to append itself; one that cannot leaves them to the core', () => {
    const { core, state } = openCore();
    core.handleKey({ key: 'j' });
    const shown: unknown[] = [];
    expect(core.handleKey({ key: 'j' }, (events) => (shown.push(...events), true))).toEqual({ handled: true, by: 'next-note' });
    expect(shown).toEqual([{ type: 'note/selected', id: 2 }]);
    expect(state().ui.selectedNoteId).toBe(1);
    core.handleKey({ key: 'j' }, () => false);
    expect(state().ui.selectedNoteId).toBe(2);
  });

  it('left (toward the list) or Escape closes the detail; Enter or right (toward the note) reopens the last note', () => {
    const { core, state } = openCore();
    core.append({ type: 'note/selected', id: 3 });
    core.handleKey({ key: 'ArrowRight' });
    expect(state().ui.selectedNoteId).toBe(3);
    core.handleKey({ key: 'ArrowLeft' });
    expect(state().ui.selectedNoteId).toBeNull();
    core.handleKey({ key: 'Enter' });
    expect(state().ui.selectedNoteId).toBe(3);
    core.handleKey({ key: 'Escape' });
    core.handleKey({ key: 'ArrowLeft' });
    expect(state().ui.selectedNoteId).toBeNull();
    core.handleKey({ key: 'ArrowRight' });
    expect(state().ui.selectedNoteId).toBe(3);
  });

  it('? shows and hides the keyboard help, as i does', () => {
    const { core, state } = openCore();
    core.handleKey({ key: '?', shiftKey: true });
    expect(state().ui.shortcutsPopoverIsOpen).toBe(true);
    core.handleKey({ key: '?', shiftKey: true });
    expect(state().ui.shortcutsPopoverIsOpen).toBe(false);
  });

  it('Escape asks to close the panel only when no note is open, and closes the shortcuts popover first', () => {
    const { core, state } = openCore();
    const asked = () => core.exportLog().split('panel/toggleRequested').length - 1;
    core.append({ type: 'note/selected', id: 1 });
    core.handleKey({ key: 'Escape' });
    expect(asked()).toBe(0);
    core.handleKey({ key: 'i' });
    expect(state().ui.shortcutsPopoverIsOpen).toBe(true);
    core.handleKey({ key: 'Escape' });
    expect(state().ui.shortcutsPopoverIsOpen).toBe(false);
    expect(asked()).toBe(0);
    core.handleKey({ key: 'Escape' });
    expect(asked()).toBe(1);
  });

  it('n asks the host to toggle the panel from any view', () => {
    const { core } = openCore();
    core.append({ type: 'note/selected', id: 1 });
    expect(core.handleKey({ key: 'n' })).toEqual({ handled: true, by: 'toggle-panel' });
  });
});

describe('filter, undo and action keys', () => {
  it('filter keys work only with no note open', () => {
    const { core, state } = openCore();
    for (const [key, name] of [['u', 'unread'], ['c', 'comments'], ['f', 'follows'], ['l', 'likes'], ['a', 'all']] as const) {
      core.handleKey({ key });
      expect(state().ui.filterName).toBe(name);
    }
    core.append({ type: 'note/selected', id: 1 });
    core.handleKey({ key: 'c' });
    expect(state().ui.filterName).toBe('all');
  });

  it('u cancels a pending undo, and the unread key is blocked while it is pending', () => {
    const { core, state } = openCore();
    core.append({ type: 'viewport/resized', width: 500, height: 700 });
    core.append({ type: 'undo/started', id: 2, kind: 'spam' });
    expect(core.handleKey({ key: 'u' })).toEqual({ handled: true, by: 'cancel-undo' });
    expect(state().undo).toBeNull();
    expect(state().ui.filterName).toBe('all');
    core.append({ type: 'note/unselected' });
    core.handleKey({ key: 'u' });
    expect(state().ui.filterName).toBe('unread');
  });

  it('an action key acts on the open note only when the note offers the action', () => {
    const { core, state } = openCore();
    core.append({ type: 'note/selected', id: 1 });
    expect(core.handleKey({ key: 'a' })).toEqual({ handled: true, by: 'approve' });
    expect(approvals.read(state())).toEqual({ 1: true });
    core.append({ type: 'notes/received', notes: [{ ...state().notes[2]!, body: [], note_hash: 1 }] });
    core.append({ type: 'note/selected', id: 2 });
    expect(core.handleKey({ key: 'a' })).toEqual({ handled: false, reason: 'not-applicable' });
    expect(approvals.read(state())[2]).toBeUndefined();
  });

  it('an unbound key is left alone', () => {
    const { core } = openCore();
    expect(core.handleKey({ key: 'z' })).toEqual({ handled: false, reason: 'unbound' });
  });
});
