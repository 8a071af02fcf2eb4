// An action written outside the panel's repository, against the published package's types: a mark
// in the row, its own state and facts, undoable, with a key. docs/plugins.md quotes the block below.
// example:action
import { defineAction, definePluginEvent, defineState } from 'notes-panel';

const pinToggled = definePluginEvent('pin', 'toggled', (data) => (typeof data === 'boolean' ? data : null));

/** The pinned notes' ids, as this plugin's own slice of state. */
const pins = defineState<number[]>('pin', {
  init: () => [],
  // Folded only for its own fact, with the data read and typed.
  on: pinToggled.on((ids: number[], { id, data }) => {
    if (id === null) return ids;
    const others = ids.filter((other) => other !== id);
    return data ? [...others, id] : others;
  }),
});

/** Pin (P): a mark in the note's row; Undo takes it back. */
export const pinAction = defineAction({
  name: 'pin',
  label: { off: 'Pin', on: 'Unpin' },
  isOn: ({ state, note }) => pins.read(state).includes(note.id),
  shortcut: { key: 'p', description: 'Pin or unpin the notification', scope: 'panel' },
  perform: ({ state, note }) => [pinToggled.make(note.id, !pins.read(state).includes(note.id))],
  undo: ({ state, note }) => {
    const pinned = pins.read(state).includes(note.id);
    return { kind: pinned ? 'unpin' : 'pin', revert: [pinToggled.make(note.id, pinned)] };
  },
  undoTexts: {
    pin: { done: ['Notification pinned', '%d notifications pinned'], undone: ['Undone: unpinned.', 'Undone: %d unpinned.'] },
    unpin: { done: ['Notification unpinned', '%d notifications unpinned'], undone: ['Undone: pinned again.', 'Undone: %d pinned again.'] },
  },
  view: { rowMark: ({ state, note }) => (pins.read(state).includes(note.id) ? { text: 'Pinned', label: 'pinned' } : null) },
  stateField: pins,
});
// end
