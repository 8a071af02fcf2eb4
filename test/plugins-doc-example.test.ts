// The worked example of docs/plugins.md, run as a test. The doc quotes the blocks between the
// `example:` markers below verbatim; the last test checks that it still does.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultPlugins } from '../plugins/index.ts';
import { testCore } from './support/core.ts';
import { makeNote } from './support/notes.ts';
// example:imports
import { classifyBlock, defineAction, defineNoteType, type StateField } from '../src/core/index.ts';
// end

// example:note-type
/** Orders from the site's shop: a note type the platform added later. */
export const storeOrderNoteType = defineNoteType({
  name: 'store-order',
  matches: (note) => note.type === 'store_order',
  header: () => 'subject',
  summary: (note) => note.subject?.[1] ?? null,
  // An order block (meta.ids.order) is laid out like a post block; the rest as the data says.
  classifyBlock: (note, block) => (block.meta?.ids?.order !== undefined ? 'post' : classifyBlock(note, block)),
});
// end

// example:action
/** An hour is how long a snoozed note stays out of the list. */
export const SNOOZE_MS = 60 * 60 * 1000;

/** Ids of the notes snoozed now, folded from this plugin's own facts. */
const snoozed: StateField<number[]> = {
  init: () => [],
  reduce: (ids, event) => {
    if (event.type === 'plugin/recorded' && event.plugin === 'snooze' && event.id !== null) return [...ids, event.id];
    if (event.type === 'note/restored') return ids.filter((id) => id !== event.id);
    return ids;
  },
};

/** Snooze (Z): hides the note for an hour, then brings it back. */
export const snoozeAction = defineAction({
  name: 'snooze',
  label: { off: 'Snooze', on: 'Snoozed' },
  isOn: ({ state, note }) => (state.plugins.snooze as number[]).includes(note.id),
  shortcut: { key: 'z', description: 'Snooze the notification for an hour', scope: 'detail' },
  predicate: ({ state, note }) => !(state.plugins.snooze as number[]).includes(note.id),
  perform: ({ note }) => [
    { type: 'note/hidden', id: note.id },
    { type: 'plugin/recorded', plugin: 'snooze', name: 'snoozed', id: note.id },
  ],
  effects: {
    // Timers run on the core's clock, so tests move time instead of waiting for it.
    'plugin/recorded': (event, context) => {
      if (event.plugin !== 'snooze' || event.id === null) return;
      context.timers.schedule(`snooze:${event.id}`, SNOOZE_MS, { type: 'note/restored', id: event.id });
    },
  },
  track: 'snooze',
  stateField: snoozed as StateField,
});
// end

// example:register
const plugins = [...defaultPlugins, storeOrderNoteType, snoozeAction];
// end

const order = makeNote({
  id: 501,
  type: 'store_order',
  subject: [{ text: 'New order #1042' }, { text: '2 × Mug, 1 × Poster' }],
  body: [
    { text: 'Ada Lovelace', type: 'user', meta: { ids: { user: 7, site: 70 } } },
    { text: 'Order #1042: $42.00', meta: { ids: { order: 1042, site: 70 } } },
  ],
});

describe('docs/plugins.md worked example', () => {
  it('registers a new note type without editing src/', () => {
    const { core } = testCore({ plugins, notes: [order] });
    const type = core.registry.noteTypeFor(order);
    expect(type.name).toBe('store-order');
    expect(type.header(order)).toBe('subject');
    expect(type.summary?.(order)?.text).toBe('2 × Mug, 1 × Poster');
    expect(order.body!.map((block) => type.classifyBlock!(order, block))).toEqual(['user', 'post']);
  });

  it('registers a new action: Z snoozes the note for an hour, and it comes back', () => {
    const tracked: string[] = [];
    const { core, clock, state } = testCore({ plugins, notes: [order, makeNote({ id: 502 })], open: true, track: (name) => tracked.push(name) });
    core.append({ type: 'note/selected', id: 501 });
    expect(core.handleKey({ key: 'z' })).toEqual({ handled: true, by: 'snooze' });
    expect(core.select.visibleNotes.value.map((note) => note.id)).toEqual([502]);
    expect(state().ui.selectedNoteId).toBe(502); // a wide window opens the next note
    expect(tracked).toEqual(['open', 'snooze']); // opening the note, then the action
    expect(core.registry.help).toContainEqual({ keys: ['z'], description: 'Snooze the notification for an hour', scope: 'detail', source: 'snooze' });
    clock.advance(SNOOZE_MS - 1);
    expect(core.select.visibleNotes.value.map((note) => note.id)).toEqual([502]);
    clock.advance(1);
    expect(core.select.visibleNotes.value.map((note) => note.id)).toEqual([502, 501]); // same time: higher id first
    expect(state().plugins.snooze).toEqual([]);
  });

  it('is quoted verbatim by docs/plugins.md', () => {
    const source = readFileSync(new URL(import.meta.url), 'utf8');
    const doc = readFileSync(new URL('../docs/plugins.md', import.meta.url), 'utf8');
    const blocks = [...source.matchAll(/\/\/ example:([\w-]+)\n([\s\S]*?)\/\/ end\n/g)];
    expect(blocks.map((block) => block[1])).toEqual(['imports', 'note-type', 'action', 'register']);
    for (const [, , code] of blocks) expect(doc).toContain(code!.trim());
  });
});
