import { describe, expect, it, vi } from 'vitest';
import { makeNote } from '../../test/support/notes.ts';
import { testCore } from '../../test/support/core.ts';
import { TAB_NOTE_TYPES } from '../../test/support/tab-note-types.ts';
import { defineAction, defineNoteType, defineState } from './plugin.ts';
import { createRegistry, PluginError } from './registry.ts';

const noteType = (name: string, extra: Partial<Parameters<typeof defineNoteType>[0]> = {}) =>
  defineNoteType({ name, matches: (note) => note.type === name, header: () => 'subject', ...extra });
const action = (name: string, extra: Partial<Parameters<typeof defineAction>[0]> = {}) => defineAction({ name, label: name, perform: () => [], ...extra });
const holding = defineState<number[]>('shelve', { init: () => [], on: {}, holds: (ids) => ids });

describe('the registry refuses a tab or a filter it cannot list', () => {
  it.each([
    ['a filter no tab has', [noteType('order', { filter: 'orders' })], 'Note type order: no plugin\'s tab is named "orders" (tabs: none)'],
    ["a filter naming the core's tab", [...TAB_NOTE_TYPES, noteType('order', { filter: 'unread' })], 'Note type order: no plugin\'s tab is named "unread" (tabs: comments, follows, likes)'],
    ['a tab named as the core\'s', [action('mine', { tab: { name: 'all', label: 'Mine' } })], "Plugin mine: the tab all is core's"],
    ['two tabs of one name', [action('one', { tab: { name: 'saved', label: 'Saved' } }), action('two', { tab: { name: 'saved', label: 'Kept' } })], "Plugin two: the tab saved is one's"],
    ['a tab without a label', [action('mine', { tab: { name: 'mine', label: '' } })], 'Plugin mine: the tab mine needs a label'],
    ['a held tab of a plugin that holds nothing', [action('shelve', { tab: { name: 'shelved', label: 'Shelved', held: true } })], "Plugin shelve: the held tab shelved needs a state that holds notes (holds)"],
    ['a held tab with includes()', [action('shelve', { stateField: holding, tab: { name: 'shelved', label: 'Shelved', held: true, includes: () => true } })], 'Plugin shelve: the held tab shelved takes no includes()'],
    ['a filter naming a held tab', [action('shelve', { stateField: holding, tab: { name: 'shelved', label: 'Shelved', held: true } }), noteType('order', { filter: 'shelved' })], 'Note type order: no plugin\'s tab is named "shelved" (tabs: none)'],
  ])('%s', (_what, plugins, message) => {
    expect(() => createRegistry(plugins)).toThrow(new PluginError(message));
  });

  it("a tab's key claimed twice", () => {
    const pin = action('pin', { shortcut: { key: 'v', description: 'Pin', scope: 'panel' } });
    const saved = action('save', { tab: { name: 'saved', label: 'Saved', shortcut: { key: 'v', description: 'Show saved' } } });
    expect(() => createRegistry([pin, saved])).toThrow('action pin claims the key "v" in scope panel, already claimed by the tab of save in scope list');
  });

  it('lists the tabs in the bar\'s order, and the tab keys where the help had them', () => {
    const registry = createRegistry([...TAB_NOTE_TYPES, action('save', { tab: { name: 'saved', label: 'Saved', shortcut: { key: 'v', description: 'Show saved' } } })]);
    expect(registry.tabs.map((tab) => [tab.name, tab.owner])).toEqual([['all', 'core'], ['unread', 'core'], ['comments', 'comment'], ['follows', 'follow'], ['likes', 'like'], ['saved', 'save']]);
    const list = registry.help.filter((entry) => entry.scope === 'list').map((entry) => entry.description);
    expect(list).toEqual(['Open the selected notification', 'Clear the selection, or close notifications', 'Show all notifications', 'Show unread notifications', 'Show comments', 'Show subscribers', 'Show likes', 'Show saved', 'Search notifications']);
  });
});

describe("a note's filter", () => {
  it('is its note type\'s, asked once per note object', () => {
    const matches = vi.fn((note: { type: string }) => note.type === 'comment');
    const registry = createRegistry([...TAB_NOTE_TYPES, noteType('reply', { matches, priority: 5, filter: 'comments' })]);
    const note = makeNote({ id: 1, type: 'comment' });
    expect(registry.filterOf(note)).toBe('comments');
    expect(registry.filterOf(note)).toBe('comments');
    expect(matches).toHaveBeenCalledTimes(1);
    expect(registry.filterOf({ ...note })).toBe('comments');
    expect(matches).toHaveBeenCalledTimes(2);
    expect(registry.filterOf(makeNote({ id: 2, type: 'reblog' }))).toBeNull();
  });
});

describe("a tab's includes()", () => {
  it('that throws leaves the note out and is logged once', () => {
    const odd = action('odd', { tab: { name: 'odd', label: 'Odd', includes: (note) => {
      if (note.id === 2) throw new Error('no');
      return true;
    } } });
    const { core, logger } = testCore({ plugins: [odd], notes: [makeNote({ id: 1 }), makeNote({ id: 2 }), makeNote({ id: 3 })] });
    core.append({ type: 'filter/chosen', name: 'odd' });
    const listed = () => core.select.visibleNotes.value.map((note) => note.id).sort();
    expect(listed()).toEqual([1, 3]);
    core.append({ type: 'note/markedRead', ids: [1] });
    expect(listed()).toEqual([1, 3]);
    expect(logger.entries.filter((entry) => entry.level === 'error').map((entry) => entry.message)).toEqual(['plugin odd: its tab.includes failed and was skipped: no']);
  });
});
