// Plugin slices fold only the events they name, hear which notes left, and may hold notes out of
// the list: a removal of the plugin's own kind then ends cleanly when its undo window does.
import { describe, expect, it } from 'vitest';
import { makeNotes } from '../../../test/support/notes.ts';
import { testCore } from '../../../test/support/core.ts';
import { defineAction, definePluginEvent, defineState } from '../plugin.ts';
import { checkFields } from './index.ts';

describe('a slice names the events it folds', () => {
  it('is called for those events only, a fact with its data typed, and several slices fold one event', () => {
    const calls: string[] = [];
    const counted = definePluginEvent('counter', 'counted', (data) => (typeof data === 'number' ? data : null));
    const counter = defineState<number>('counter', {
      init: () => 0,
      on: {
        ...counted.on((total: number, { data }) => {
          calls.push('counted');
          return total + data;
        }),
        'notes/removed': (total) => {
          calls.push('removed');
          return total;
        },
      },
    });
    const watcher = defineState<number>('watcher', { init: () => 0, on: { 'notes/removed': (seen, event) => seen + event.ids.length } });
    const plugins = [
      defineAction({ name: 'counter', label: 'Count', perform: () => [], stateField: counter }),
      defineAction({ name: 'watcher', label: 'Watch', perform: () => [], stateField: watcher }),
    ];
    const { core, state } = testCore({ notes: makeNotes(3), open: true, plugins });
    core.append({ type: 'note/selected', id: 1 });
    core.append({ type: 'filter/chosen', name: 'comments' });
    core.append(counted.make(null, 2));
    core.append(counted.make(null, 3));
    // Another plugin's fact of the same name, and data the parser refuses, change nothing.
    core.append({ type: 'plugin/recorded', plugin: 'other', name: 'counted', id: null, data: 4 });
    core.append({ type: 'plugin/recorded', plugin: 'counter', name: 'counted', id: null, data: 'x' });
    core.append({ type: 'notes/removed', ids: [3] });
    expect(counter.read(state())).toBe(5);
    expect(watcher.read(state())).toBe(1);
    // Two of its facts and the removal: not the selection, the filter, the other plugin's fact, nor
    // data its parser refuses.
    expect(calls).toEqual(['counted', 'counted', 'removed']);
  });

  it('hears which notes left the panel, and a value read from a log is checked once', () => {
    const marked = definePluginEvent('marks', 'marked', () => true);
    const marks = defineState<number[]>('marks', {
      init: () => [],
      on: marked.on((ids: number[], { id }) => (id === null ? ids : [...ids, id])),
      check: (value) => Array.isArray(value) && value.every((id) => typeof id === 'number'),
      left: (ids, gone) => ids.filter((id) => !gone.includes(id)),
    });
    const { core, state } = testCore({ notes: makeNotes(3), plugins: [defineAction({ name: 'marks', label: 'Mark', perform: () => [], stateField: marks })] });
    core.append(marked.make(1, true));
    core.append(marked.make(2, true));
    core.append({ type: 'notes/removed', ids: [2] });
    expect(marks.read(state())).toEqual([1]);
    const fields = core.registry.stateFields;
    expect(marks.read(checkFields(fields, { ...state(), plugins: { marks: 'garbage' } }))).toEqual([]);
    expect(marks.read(checkFields(fields, { ...state(), plugins: { marks: [7] } }))).toEqual([7]);
  });
});

/** A removal of a plugin's own: the note naps behind the undo bar, then the slice holds it until it wakes. */
function napPlugin() {
  const woke = definePluginEvent('nap', 'woke', () => true);
  const naps = defineState<number[]>('nap', {
    init: () => [],
    on: {
      // The window ended: from now on the slice keeps the notes out of the list.
      'undo/committed': (ids, event) => (event.kind === 'nap' ? [...ids, ...(event.ids ?? [event.id])] : ids),
      ...woke.on((ids: number[], { id }) => ids.filter((other) => other !== id)),
    },
    holds: (ids) => ids,
  });
  const action = defineAction({
    name: 'nap',
    label: 'Nap',
    undo: 'nap',
    undoTexts: { nap: { done: ['Napping', '%d napping'], undone: ['Awake', '%d awake'] } },
    perform: ({ note }) => [{ type: 'undo/started', id: note.id, kind: 'nap', removal: true }],
    stateField: naps,
  });
  return { action, woke };
}

describe('a removal a plugin holds', () => {
  it('hides the note behind the undo bar, ends its step when the window does, and the note comes back when released', () => {
    const { action, woke } = napPlugin();
    const { core, clock, state } = testCore({ notes: makeNotes(3), open: true, plugins: [action], start: Date.parse('2026-01-01T12:00:00Z') });
    core.append({ type: 'viewport/resized', width: 1024, height: 768 });
    core.append({ type: 'note/selected', id: 2 });
    core.append({ type: 'check/toggled', id: 1 });
    expect(core.perform('nap', 2)).toBe(true);
    expect(state().undo).toMatchObject({ id: 2, kind: 'nap', phase: 'pending' });
    expect(core.select.visibleNotes.value.map((note) => note.id)).toEqual([1, 3]);
    // The open note moved on, as a removal's does.
    expect(state().ui.selectedNoteId).toBe(3);

    clock.advance(4500);
    // Committed, the step is over: no undo bar stays "committing", and the slice holds the note.
    expect(state().undo).toBeNull();
    expect(state().hiddenNoteIds[2]).toBeUndefined();
    expect(state().heldNoteIds).toEqual({ 2: 'nap' });
    expect(core.select.visibleNotes.value.map((note) => note.id)).toEqual([1, 3]);
    core.append({ type: 'note/selected', id: 2 });
    expect(state().ui.selectedNoteId).toBe(3);

    core.append(woke.make(2, true));
    expect(state().heldNoteIds).toEqual({});
    expect(core.select.visibleNotes.value.map((note) => note.id)).toEqual([1, 2, 3]);
    expect(state().checks.ids).toEqual([1]);
  });

  it('Undo within the window brings the note back and the slice never holds it', () => {
    const { action } = napPlugin();
    const { core, clock, state } = testCore({ notes: makeNotes(2), open: true, plugins: [action] });
    core.perform('nap', 1);
    core.append({ type: 'undo/cancelled', id: 1 });
    clock.advance(5000);
    expect(state().undo).toBeNull();
    expect(state().heldNoteIds ?? {}).toEqual({});
    expect(core.select.visibleNotes.value.map((note) => note.id)).toEqual([1, 2]);
  });

  it('a note that becomes held leaves the ticks and the open view', () => {
    const { action } = napPlugin();
    const { core, clock } = testCore({ notes: makeNotes(3), open: true, plugins: [action] });
    core.perform('nap', 2);
    clock.advance(4500);
    core.append({ type: 'check/toggled', id: 2 });
    expect(core.select.checkedNotes.value).toEqual([]);
  });
});

describe("a plugin's slice that throws", () => {
  /** A slice that throws on note 5 arriving and on any queued action: a faulty third party's. */
  function faultyPlugin() {
    const faulty = defineState<number>('faulty', {
      init: () => 0,
      on: {
        'notes/received': (count, event) => {
          if (event.notes.some((note) => note.id === 5)) throw new Error('cannot read note 5');
          return count + event.notes.length;
        },
        'queue/added': () => {
          throw new Error('no queue for me');
        },
      },
      holds: () => {
        throw new Error('holds nothing well');
      },
    });
    return defineAction({ name: 'faulty', label: 'Faulty', perform: () => [], stateField: faulty });
  }

  it('keeps its value while every note still loads, and is named in the log once per slot', () => {
    const { core, logger } = testCore({ plugins: [faultyPlugin()] });
    core.append({ type: 'notes/received', notes: makeNotes(10), listIds: makeNotes(10).map((note) => note.id) });
    core.append({ type: 'notes/received', notes: makeNotes(10), listIds: makeNotes(10).map((note) => note.id) });
    expect(core.select.visibleNotes.value).toHaveLength(10);
    expect(core.state.value.plugins.faulty).toBe(0);
    const errors = logger.entries.filter((entry) => entry.level === 'error').map((entry) => entry.message);
    expect(errors).toEqual([
      "plugin faulty: its state's on['notes/received'] failed and was skipped: cannot read note 5",
      "plugin faulty: its state's holds failed and was skipped: holds nothing well",
    ]);
  });

  it('does not lose an action queued while it throws', () => {
    const { core, state } = testCore({ notes: makeNotes(2), plugins: [faultyPlugin()] });
    const entry = { key: 'approve:1', action: 'approve', noteId: 1, on: true, keeps: 'approval', siteId: 7, postId: null, commentId: 3, at: 0 } as const;
    core.append({ type: 'queue/added', entry });
    expect(state().queue.map((queued) => queued.key)).toEqual(['approve:1']);
  });
});
