// A plugin's perform that throws or answers a promise is a step that never happened: nothing is
// logged as done, the log names the plugin, the user reads that it failed, and the panel goes on.
import { describe, expect, it } from 'vitest';
import { makeNotes } from '../../test/support/notes.ts';
import { testCore } from '../../test/support/core.ts';
import { STEP_FAILED } from './core.ts';
import type { PanelEvent } from './events.ts';
import { defineAction } from './plugin.ts';

const broken = defineAction({
  name: 'broken',
  label: 'Broken',
  shortcut: { key: 'g', description: 'Break', scope: 'panel' },
  perform: () => {
    throw new Error('perform exploded');
  },
  bulk: [{ name: 'broken-all', label: 'Break all', applies: () => true, perform: () => Promise.resolve([]) as unknown as PanelEvent[] }],
});
const lazy = defineAction({ name: 'lazy', label: 'Lazy', perform: () => Promise.resolve([]) as unknown as PanelEvent[] });

describe("a plugin's step that fails", () => {
  it('does not happen, names the plugin in the log and tells the user, from a key too', () => {
    const { core, state, logger } = testCore({ notes: makeNotes(2), open: true, plugins: [broken, lazy] });
    core.append({ type: 'note/selected', id: 1 });
    expect(() => core.handleKey({ key: 'g' })).not.toThrow();
    expect(core.perform('lazy', 1)).toBe(false);
    const log = core.exportLog();
    expect(log).not.toContain('action/performed');
    expect(state().status).toMatchObject({ message: STEP_FAILED, kind: 'failure' });
    expect(logger.entries.filter((entry) => entry.level === 'error').map((entry) => entry.message)).toEqual([
      'plugin broken: its step failed and was skipped: perform exploded',
      'plugin lazy: its step failed and was skipped: perform answered a promise other than a list of events',
    ]);
  });

  it('in bulk leaves the ticks as they were', () => {
    const { core, state } = testCore({ notes: makeNotes(2), open: true, plugins: [broken] });
    core.append({ type: 'check/toggled', id: 1 });
    expect(core.performBulk('broken-all')).toBe(false);
    expect(state().checks.ids).toEqual([1]);
    expect(state().status?.message).toBe(STEP_FAILED);
  });
});
