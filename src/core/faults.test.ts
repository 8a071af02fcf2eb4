// A plugin that keeps failing is switched off: called no more (its state, view slots, actions and
// effects), named once in the log and to the user, while the core and the other plugins go on.
import { describe, expect, it } from 'vitest';
import { makeNotes } from '../../test/support/notes.ts';
import { testCore } from '../../test/support/core.ts';
import { SWITCHED_OFF } from './core.ts';
import { createFaults, FAULTS_TO_SWITCH_OFF } from './faults.ts';
import { noteView } from './plugin-views.ts';
import { defineAction, defineState } from './plugin.ts';

describe('the faults ledger', () => {
  it('logs a plugin and slot once, counts every failure, and switches the plugin off at the limit, once', () => {
    const logged: string[] = [];
    const off: string[] = [];
    const faults = createFaults({ error: (message: string) => logged.push(message) }, (plugin) => off.push(plugin));
    for (let call = 1; call < FAULTS_TO_SWITCH_OFF; call += 1) expect(faults.guard('odd', 'summary', 'fallback', () => { throw new Error(`no ${call}`); })).toBe('fallback');
    expect(logged).toEqual(['plugin odd: its summary failed and was skipped: no 1']);
    expect(faults.guard('odd', 'summary', 'fallback', () => 'fine')).toBe('fine');
    faults.report('odd', 'rowMark', new TypeError('answered a number'));
    expect(off).toEqual(['odd']);
    expect(logged.slice(1)).toEqual(['plugin odd: its rowMark failed and was skipped: answered a number', `plugin odd failed ${FAULTS_TO_SWITCH_OFF} times and was switched off`]);
    // Switched off: not called, and nothing more is said.
    let called = false;
    expect(faults.guard('odd', 'summary', 'fallback', () => ((called = true), 'fine'))).toBe('fallback');
    faults.report('odd', 'summary', new Error('again'));
    expect(called).toBe(false);
    expect(off).toEqual(['odd']);
    expect(logged).toHaveLength(3);
    // Another plugin is not touched.
    expect(faults.guard('calm', 'summary', 'fallback', () => 'fine')).toBe('fine');
  });
});

describe('a plugin whose state throws on every event', () => {
  const sleepy = defineAction({
    name: 'sleepy',
    label: 'Sleepy',
    perform: () => [],
    view: { rowMark: () => ({ text: 'Sleepy' }) },
    stateField: defineState<number>('sleepy', {
      init: () => 0,
      on: {
        'notes/received': () => {
          throw new Error('cannot count');
        },
        'note/selected': () => {
          throw new Error('cannot count');
        },
      },
    }),
  });
  const calm = defineAction({ name: 'calm', label: 'Calm', perform: () => [], view: { rowMark: () => ({ text: 'Calm' }) } });

  it('is switched off, named to the user, and offers and draws nothing more; the notes and the other plugin go on', async () => {
    const { core, state, logger } = testCore({ notes: makeNotes(3), open: true, plugins: [sleepy, calm] });
    const note = state().notes[1]!;
    expect(noteView(core.registry, note, state()).marks).toEqual([{ text: 'Sleepy' }, { text: 'Calm' }]);
    for (let turn = 0; turn < FAULTS_TO_SWITCH_OFF; turn += 1) core.append({ type: 'note/selected', id: 1 + (turn % 3) });
    await Promise.resolve();
    expect(state().status).toMatchObject({ message: SWITCHED_OFF, name: 'sleepy', kind: 'failure' });
    expect(logger.entries.filter((entry) => entry.level === 'error').map((entry) => entry.message)).toEqual([
      "plugin sleepy: its state's on['notes/received'] failed and was skipped: cannot count",
      "plugin sleepy: its state's on['note/selected'] failed and was skipped: cannot count",
      `plugin sleepy failed ${FAULTS_TO_SWITCH_OFF} times and was switched off`,
    ]);
    expect(core.registry.offeredActions(note, state()).map((action) => action.name)).toEqual(['calm']);
    expect(core.perform('sleepy', 1)).toBe(false);
    expect(noteView(core.registry, note, state()).marks).toEqual([{ text: 'Calm' }]);
    expect(Object.keys(state().notes)).toHaveLength(3);
    expect(core.perform('calm', 1)).toBe(true);
  });
});
