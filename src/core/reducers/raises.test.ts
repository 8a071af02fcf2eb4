// A slice may raise notes to the top of the list (a woken snooze): the list orders and groups them
// by when they were raised, they stay in the panel's window, and a note that arrives while a slice
// holds or raised it is held or raised as it arrives.
import { describe, expect, it } from 'vitest';
import { makeNotes } from '../../../test/support/notes.ts';
import { testCore } from '../../../test/support/core.ts';
import { defineAction, definePluginEvent, defineState } from '../plugin.ts';
import { groupNotes } from '../time-groups.ts';

/** Raises a note at the fact's time, or holds it. */
function liftPlugin(name = 'lift') {
  const lifted = definePluginEvent(name, 'lifted', () => true);
  const held = definePluginEvent(name, 'held', () => true);
  const lifts = defineState<{ raised: Record<string, number>; held: number[] }>(name, {
    init: () => ({ raised: {}, held: [] }),
    on: {
      ...lifted.on((field: { raised: Record<string, number>; held: number[] }, { id, at }) => (id === null ? field : { ...field, raised: { ...field.raised, [id]: at } })),
      ...held.on((field: { raised: Record<string, number>; held: number[] }, { id }) => (id === null ? field : { ...field, held: [...field.held, id] })),
    },
    raises: (field) => field.raised,
    holds: (field) => field.held,
  });
  return { action: defineAction({ name, label: 'Lift', perform: () => [], stateField: lifts }), lifted, held };
}

const START = Date.parse('2026-01-03T12:00:00Z');

describe('a slice that raises notes', () => {
  it('orders the list by when a note was raised, and groups it there', () => {
    const { action, lifted } = liftPlugin();
    // Notes 1-3 from two days before, a minute apart.
    const notes = makeNotes(3, Date.parse('2026-01-01T10:00:00Z'));
    const { core, state } = testCore({ notes, plugins: [action], start: START });
    const ids = () => core.select.visibleNotes.value.map((note) => note.id);
    expect(ids()).toEqual([1, 2, 3]);
    core.append(lifted.make(3, true));
    expect(ids()).toEqual([3, 1, 2]);
    expect(state().raisedNotes).toEqual({ 3: START });
    const groups = groupNotes(core.select.visibleNotes.value, state().now, core.select.listTime.value);
    expect(groups.map((group) => [group.key, group.notes.map((note) => note.id)])).toEqual([['today', [3]], ['olderThan2Days', [1, 2]]]);
    // A note newer than the raise goes above it.
    const [newer] = makeNotes(1, START + 60_000);
    core.append({ type: 'notes/received', notes: [{ ...newer!, id: 9 }] });
    expect(ids()).toEqual([9, 3, 1, 2]);
    // Nothing raised: the notes' own times again, and the same raised map while it does not change.
    const before = state().raisedNotes;
    core.append({ type: 'note/selected', id: 1 });
    expect(state().raisedNotes).toBe(before);
  });

  it('orders a note two slices raised by the later of their times, whichever raised it first', () => {
    const one = liftPlugin('lift');
    const two = liftPlugin('hoist');
    const { core, clock, state } = testCore({ notes: makeNotes(3), plugins: [one.action, two.action], start: START });
    core.append(two.lifted.make(3, true));
    clock.advance(60_000);
    core.append(one.lifted.make(3, true));
    core.append(two.lifted.make(2, true));
    expect(state().raisedNotes).toEqual({ 3: START + 60_000, 2: START + 60_000 });
    clock.advance(60_000);
    core.append(two.lifted.make(3, true));
    expect(state().raisedNotes).toEqual({ 3: START + 120_000, 2: START + 60_000 });
    expect(core.select.visibleNotes.value.map((note) => note.id)).toEqual([3, 2, 1]);
  });

  it('keeps a held or raised note when a list answer leaves it out of the window', () => {
    const { action, lifted, held } = liftPlugin();
    const { core, state } = testCore({ notes: makeNotes(4), plugins: [action], start: START });
    core.append(lifted.make(4, true));
    core.append(held.make(3, true));
    // The platform now lists only the two newest notes.
    core.append({ type: 'notes/received', notes: [], listIds: [1, 2] });
    expect(Object.keys(state().notes)).toEqual(['1', '2', '3', '4']);
  });

  it('holds or raises a note that arrives after the slice said so (restored before the notes loaded)', () => {
    const { action, lifted, held } = liftPlugin();
    const { core, state } = testCore({ plugins: [action], start: START });
    core.append(held.make(2, true));
    core.append(lifted.make(3, true));
    core.append({ type: 'notes/received', notes: makeNotes(3), listIds: [1, 2, 3] });
    expect(state().heldNoteIds).toEqual({ 2: 'lift' });
    expect(core.select.visibleNotes.value.map((note) => note.id)).toEqual([3, 1]);
  });
});
