// A note type and an action that live only in this file: adding them edits nothing in src/.
import { describe, expect, it, vi } from 'vitest';
import { defineAction, defineNoteType, type StateField } from '../src/core/index.ts';
import { makeNote } from './support/notes.ts';
import { testCore } from './support/core.ts';

const digest = defineNoteType({
  name: 'weekly-digest',
  matches: (note) => note.type === 'weekly_digest',
  header: () => 'subject',
  summary: (note) => note.subject?.[1] ?? null,
});

const starred: StateField<number[]> = {
  init: () => [],
  on: {
    'star/toggled': (ids, event) =>
      event.type === 'plugin/recorded' && event.id !== null
        ? ids.includes(event.id) ? ids.filter((id) => id !== event.id) : [...ids, event.id]
        : ids,
  },
};

const star = defineAction({
  name: 'star',
  flag: 'star-note',
  label: { off: 'Star', on: 'Starred' },
  isOn: ({ note, state }) => (state.plugins.star as number[]).includes(note.id),
  shortcut: { key: 'g', description: 'Star the notification', scope: 'detail' },
  perform: ({ note }) => [{ type: 'plugin/recorded', plugin: 'star', name: 'toggled', id: note.id }],
  effects: {
    'plugin/recorded': (event) =>
      event.plugin === 'star' ? { type: 'status/shown', message: 'Starred!', kind: 'success' } : undefined,
  },
  track: 'star',
  stateField: starred as StateField,
});

describe('a plugin defined outside src/', () => {
  const note = makeNote({ id: 42, type: 'weekly_digest', subject: [{ text: 'Your week' }, { text: '3 new subscribers' }], body: [{ text: 'Stats', actions: { 'star-note': false } }] });

  it('adds a note type the registry picks for matching notes', () => {
    const { core } = testCore({ plugins: [digest, star], notes: [note] });
    expect(core.registry.noteTypeFor(note).name).toBe('weekly-digest');
    expect(core.registry.noteTypeFor(note).summary?.(note)?.text).toBe('3 new subscribers');
  });

  it('adds an action with a shortcut, its own state, an effect, tracking and help text', () => {
    const track = vi.fn();
    const { core, state } = testCore({ plugins: [digest, star], notes: [note], open: true, track });
    core.append({ type: 'note/selected', id: 42 });
    expect(core.registry.offeredActions(note, state()).map((action) => action.name)).toEqual(['star']);
    expect(core.handleKey({ key: 'g' })).toEqual({ handled: true, by: 'star' });
    expect(state().plugins.star).toEqual([42]);
    expect(state().status?.message).toBe('Starred!');
    expect(track).toHaveBeenCalledWith('star', { note_id: 42 });
    expect(core.registry.help).toContainEqual({ keys: ['g'], description: 'Star the notification', scope: 'detail', source: 'star' });
    core.perform('star', 42);
    expect(state().plugins.star).toEqual([]);
  });

  it('is not offered on notes without its flag', () => {
    const plain = makeNote({ id: 7 });
    const { core, state } = testCore({ plugins: [star], notes: [plain], open: true });
    core.append({ type: 'note/selected', id: 7 });
    expect(core.handleKey({ key: 'g' })).toEqual({ handled: false, reason: 'not-applicable' });
    expect(core.perform('star', 7)).toBe(false);
    expect(state().plugins.star).toEqual([]);
  });
});
