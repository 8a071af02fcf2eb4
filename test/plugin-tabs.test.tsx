// @vitest-environment happy-dom
// Tabs from plugins (issues 40 and 41), drawn in the panel: a note type's `filter` decides which tab
// lists its notes, a plugin adds a tab of its own (fixtures/plugins/saved.ts, the guide's example) or
// one that lists the notes it holds (fixtures/plugins/shelf.ts). docs/plugins.md quotes the blocks
// between the `example:` markers here and in the fixtures; the last test checks that it still does.
import { readFileSync } from 'node:fs';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultPlugins } from '../plugins/index.ts';
import { defineNoteType } from '../src/core/index.ts';
import { NotificationsPanel } from '../src/panel.tsx';
import { saveAction } from '../fixtures/plugins/saved.ts';
import { shelveAction } from '../fixtures/plugins/shelf.ts';
import { testCore } from './support/core.ts';
import { makeNote } from './support/notes.ts';


// example:filter
/** Mentions of the user, listed under Comments: the note type says so, not the note's type name. */
const mentionNoteType = defineNoteType({
  name: 'mention',
  matches: (note) => note.type === 'mention',
  header: () => 'subject',
  filter: 'comments',
});
// end

const at = (minute: number) => new Date(Date.parse('2026-01-01T11:00:00Z') - minute * 60_000).toISOString();
const notes = [
  makeNote({ id: 1, type: 'comment', timestamp: at(1), subject: [{ text: 'Ada commented on Pears' }] }),
  makeNote({ id: 2, type: 'like', timestamp: at(2), subject: [{ text: 'Maya liked Pears' }] }),
  makeNote({ id: 3, type: 'follow', timestamp: at(3), subject: [{ text: 'Aiko subscribed' }] }),
  makeNote({ id: 4, type: 'mention', timestamp: at(4), subject: [{ text: 'Jonas mentioned you' }] }),
];

function setup() {
  const harness = testCore({ plugins: [...defaultPlugins, mentionNoteType, saveAction, shelveAction], notes, open: true });
  render(<NotificationsPanel core={harness.core} host={{ openUrl: () => {}, appOrigin: 'https://app.example' }} />);
  return harness;
}

const tab = (name: string) => screen.getByRole('tab', { name });
const rows = () => [...document.querySelectorAll<HTMLElement>('.wpnc__list [data-note-id]')].map((row) => Number(row.dataset.noteId));

describe("a plugin's tab", () => {
  it('shows in the bar after the shipped tabs, is chosen by a click or its key, and lists what it includes', () => {
    const { core, state } = setup();
    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual(['All', 'Unread', 'Comments', 'Subscribers', 'Likes', 'Saved', 'Shelved']);
    act(() => void core.append({ type: 'notes/pagingEnded' }));
    fireEvent.click(tab('Saved'));
    expect(tab('Saved').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Nothing saved yet.')).toBeTruthy();
    fireEvent.click(tab('All'));
    act(() => void core.perform('save', 2));
    act(() => void core.perform('save', 3));
    act(() => void core.handleKey({ key: 'v' }));
    expect(state().ui.filterName).toBe('saved');
    expect(tab('Saved').getAttribute('aria-selected')).toBe('true');
    expect(rows()).toEqual([2, 3]);
    expect(core.registry.help).toContainEqual({ keys: ['v'], description: 'Show saved notifications', scope: 'list', source: 'save' });
  });

  it('of held notes lists exactly them, while every other tab leaves them out; they open there', () => {
    const { core, state } = setup();
    act(() => void core.perform('shelve', 1));
    expect(state().heldNoteIds).toEqual({ 1: 'shelve' });
    expect(rows()).toEqual([2, 3, 4]);
    fireEvent.click(tab('Comments'));
    expect(rows()).toEqual([4]);
    fireEvent.click(tab('Shelved'));
    expect(rows()).toEqual([1]);
    // Ticked there, a bulk action reaches them.
    act(() => void core.append({ type: 'check/toggled', id: 1 }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark as read' }));
    expect(state().reads[1]).toBe(true);
    fireEvent.click(document.querySelector<HTMLElement>('[data-note-id="1"]')!);
    expect(state().ui.selectedNoteId).toBe(1);
    const detail = document.querySelector<HTMLElement>('.wpnc__detail')!;
    fireEvent.click(within(detail).getByRole('button', { name: /Take down/ }));
    expect(state().heldNoteIds).toEqual({});
    fireEvent.click(tab('All'));
    expect(rows()).toEqual([1, 2, 3, 4]);
  });
});

describe("a note type's filter", () => {
  it('decides which tab lists its notes: a mention is under Comments, with the comments', () => {
    setup();
    fireEvent.click(tab('Comments'));
    expect(rows()).toEqual([1, 4]);
    fireEvent.click(tab('Likes'));
    expect(rows()).toEqual([2]);
  });
});

describe('docs/plugins.md', () => {
  it("quotes the tab examples verbatim", () => {
    const source = ['fixtures/plugins/saved.ts', 'fixtures/plugins/shelf.ts', 'test/plugin-tabs.test.tsx'].map((file) => readFileSync(file, 'utf8')).join('');
    const doc = readFileSync('docs/plugins.md', 'utf8');
    const blocks = [...source.matchAll(/\/\/ example:([\w-]+)\n([\s\S]*?)\/\/ end\n/g)];
    expect(blocks.map((block) => block[1])).toEqual(['saved-words', 'saved-tab', 'held-tab', 'filter']);
    for (const [, , code] of blocks) expect(doc).toContain(code!.trim());
  });
});
