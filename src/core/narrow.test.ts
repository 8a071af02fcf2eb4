// Search and the site filter, through a real core: what the list shows and what keys and bulk reach.
import { describe, expect, it } from 'vitest';
import { makeNote } from '../../test/support/notes.ts';
import { testCore } from '../../test/support/core.ts';
import { TAB_NOTE_TYPES } from '../../test/support/tab-note-types.ts';
import { createMemoryLogger } from './logger.ts';
import { createMemoryStorage } from './storage.ts';
import { summariseSites } from './sites.ts';
import { STORAGE_KEYS } from './stored-keys.ts';

const at = (minute: number) => new Date(Date.parse('2026-01-01T10:00:00Z') - minute * 60_000).toISOString();
const notes = [
  makeNote({ id: 1, timestamp: at(1), subject: [{ text: 'Élodie commented on Pruning the pear tree' }], meta: { ids: { site: 10 } } }),
  makeNote({ id: 2, type: 'like', timestamp: at(2), subject: [{ text: 'Maya liked Pruning the pear tree' }], meta: { ids: { site: 10 } } }),
  makeNote({ id: 3, timestamp: at(3), subject: [{ text: 'Elodie commented on Sourdough' }], meta: { ids: { site: 20 } } }),
  makeNote({ id: 4, timestamp: at(4), subject: [{ text: 'Jonas commented on Sourdough' }], meta: { ids: { site: 20 } } }),
  makeNote({ id: 5, type: 'follow', timestamp: at(5), subject: [{ text: 'Aiko followed you' }], meta: { ids: { site: 10 } } }),
];
const ids = (list: readonly { id: number }[]) => list.map((note) => note.id);

describe('search and the site filter', () => {
  it('a search narrows the list, accents and case aside, and combines with the tab and the site', () => {
    const { core } = testCore({ notes, open: true, plugins: TAB_NOTE_TYPES });
    core.append({ type: 'search/changed', query: 'elodie' });
    expect(ids(core.select.visibleNotes.value)).toEqual([1, 3]);
    core.append({ type: 'site/chosen', siteId: 20 });
    expect(ids(core.select.visibleNotes.value)).toEqual([3]);
    core.append({ type: 'search/closed' });
    expect(ids(core.select.visibleNotes.value)).toEqual([3, 4]);
    core.append({ type: 'filter/chosen', name: 'comments' });
    core.append({ type: 'site/chosen', siteId: 10 });
    expect(ids(core.select.visibleNotes.value)).toEqual([1]);
    core.append({ type: 'site/chosen', siteId: null });
    expect(ids(core.select.visibleNotes.value)).toEqual([1, 3, 4]);
  });

  it('j/k step through the matches only, and "select all" ticks the matches only', () => {
    const { core } = testCore({ notes, open: true });
    core.append({ type: 'search/changed', query: 'sourdough' });
    core.handleKey({ key: 'j' });
    expect(core.state.value.ui.selectedNoteId).toBe(3);
    core.handleKey({ key: 'j' });
    expect(core.state.value.ui.selectedNoteId).toBe(4);
    core.append({ type: 'note/unselected' });
    core.handleKey({ key: '*' });
    expect(ids(core.select.checkedNotes.value)).toEqual([3, 4]);
  });

  it('a narrower search drops ticks on notes it no longer shows', () => {
    const { core } = testCore({ notes, open: true });
    core.handleKey({ key: '*' });
    expect(core.state.value.checks.ids).toHaveLength(5);
    core.append({ type: 'search/changed', query: 'pear' });
    expect(ids(core.select.checkedNotes.value)).toEqual([1, 2]);
  });

  it('a note changed on the platform is found by its new words, no longer by its old ones', () => {
    const { core } = testCore({ notes, open: true });
    core.append({ type: 'search/changed', query: 'pear' });
    expect(ids(core.select.visibleNotes.value)).toEqual([1, 2]);
    const changed = { ...notes[0]!, note_hash: 999, subject: [{ text: 'Élodie commented on Apple pie' }] };
    core.append({ type: 'notes/received', notes: [changed] });
    expect(ids(core.select.visibleNotes.value)).toEqual([2]);
    core.append({ type: 'search/changed', query: 'apple' });
    expect(ids(core.select.visibleNotes.value)).toEqual([1]);
  });

  it('two panels in one page each search their own notes', () => {
    const first = testCore({ notes, open: true }).core;
    const second = testCore({ notes: [{ ...notes[0]!, subject: [{ text: 'Luis liked Winter cycling' }] }], open: true }).core;
    first.append({ type: 'search/changed', query: 'winter' });
    second.append({ type: 'search/changed', query: 'winter' });
    expect(ids(first.select.visibleNotes.value)).toEqual([]);
    expect(ids(second.select.visibleNotes.value)).toEqual([1]);
  });

  it('a search drops ticks on notes of another tab or hidden, keeping the shown matches', () => {
    const { core } = testCore({ notes, open: true });
    core.handleKey({ key: '*' });
    core.append({ type: 'note/hidden', id: 3 });
    core.append({ type: 'search/changed', query: 'elodie' });
    expect(core.state.value.checks.ids).toEqual([1]);
  });

  it('/ opens the search from the list, and the help lists it', () => {
    const { core } = testCore({ notes, open: true });
    expect(core.handleKey({ key: '/' })).toEqual({ handled: true, by: 'search' });
    expect(core.state.value.ui.searchOpen).toBe(true);
    expect(core.registry.help.some((entry) => entry.keys.includes('/') && entry.description === 'Search notifications')).toBe(true);
  });

  it('refuses a site id that is not one and cuts a pasted page of a query', () => {
    const { core } = testCore({ notes, open: true });
    core.append({ type: 'site/chosen', siteId: -3 });
    core.append({ type: 'site/chosen', siteId: 1.5 });
    expect(core.state.value.ui.siteId).toBeNull();
    core.append({ type: 'search/changed', query: 'a'.repeat(5000) });
    expect(core.state.value.ui.searchQuery).toHaveLength(200);
  });

  it('remembers the chosen site for the next visit and drops an unreadable entry', () => {
    const storage = createMemoryStorage(createMemoryLogger());
    const first = testCore({ notes, storage }).core;
    first.append({ type: 'site/chosen', siteId: 20 });
    expect(storage.get(STORAGE_KEYS.siteFilter)).toBe('20');
    expect(ids(testCore({ notes, storage }).core.select.visibleNotes.value)).toEqual([3, 4]);
    storage.set(STORAGE_KEYS.siteFilter, 'garbage');
    expect(testCore({ notes, storage }).core.state.value.ui.siteId).toBeNull();
    expect(storage.get(STORAGE_KEYS.siteFilter)).toBeNull();
  });
});

describe('summariseSites', () => {
  it('lists sites most notes first, titled from the notes, a host name when no note names one', () => {
    const sites = summariseSites([
      makeNote({ id: 1, meta: { ids: { site: 5 } }, body: [{ text: 'x', meta: { ids: { site: 5 }, titles: { home: 'Tea & Type' } } }] }),
      makeNote({ id: 2, meta: { ids: { site: 6 } }, subject: [{ text: 'Post', ranges: [{ type: 'post', site_id: 6, url: 'https://slow-roads.example/p', indices: [0, 4] }] }], body: [] }),
      makeNote({ id: 3, meta: { ids: { site: 6 } }, body: [] }),
      makeNote({ id: 4, meta: {}, body: [] }),
    ]);
    expect(sites).toEqual([
      { id: 6, title: 'slow-roads.example', count: 2 },
      { id: 5, title: 'Tea & Type', count: 1 },
    ]);
  });
});
