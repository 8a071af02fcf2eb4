// A held tab may be in the bar only while its plugin holds a note (whileHolding): Snoozed takes no
// room from the bar while nothing sleeps.
import { describe, expect, it } from 'vitest';
import { makeNotes } from '../../test/support/notes.ts';
import { testCore } from '../../test/support/core.ts';
import { defineAction, definePluginEvent, defineState } from './plugin.ts';
import { createRegistry, PluginError } from './registry.ts';

function napPlugin(whileHolding: boolean) {
  const napped = definePluginEvent('nap', 'napped', (data) => (typeof data === 'boolean' ? data : null));
  const naps = defineState<number[]>('nap', {
    init: () => [],
    on: napped.on((ids: number[], { id, data }) => (id === null ? ids : data ? [...ids, id] : ids.filter((other) => other !== id))),
    holds: (ids) => ids,
  });
  const action = defineAction({ name: 'nap', label: 'Nap', perform: () => [], stateField: naps, tab: { name: 'napping', label: 'Napping', held: true, whileHolding } });
  return { action, napped };
}

describe('a held tab shown while its plugin holds notes', () => {
  it('is in the bar while a note is held, and while chosen; otherwise not', () => {
    const { action, napped } = napPlugin(true);
    const { core } = testCore({ notes: makeNotes(3), plugins: [action], open: true });
    const tabs = () => core.select.tabs.value.map((tab) => tab.name);
    expect(tabs()).toEqual(['all', 'unread']);
    core.append(napped.make(2, true));
    expect(tabs()).toEqual(['all', 'unread', 'napping']);
    core.append({ type: 'filter/chosen', name: 'napping' });
    core.append(napped.make(2, false));
    // Emptied while shown: it stays, saying it is empty, until another tab is chosen.
    expect(tabs()).toEqual(['all', 'unread', 'napping']);
    expect(core.select.visibleNotes.value).toEqual([]);
    core.append({ type: 'filter/chosen', name: 'all' });
    expect(tabs()).toEqual(['all', 'unread']);
  });

  it('a held tab without it is always there; whileHolding without held is refused', () => {
    const { core } = testCore({ notes: makeNotes(1), plugins: [napPlugin(false).action] });
    expect(core.select.tabs.value.map((tab) => tab.name)).toEqual(['all', 'unread', 'napping']);
    const odd = defineAction({ name: 'odd', label: 'Odd', perform: () => [], tab: { name: 'odd', label: 'Odd', whileHolding: true } });
    expect(() => createRegistry([odd])).toThrow(PluginError);
    expect(() => createRegistry([odd])).toThrow('the tab odd is whileHolding, so it must be held');
  });
});
