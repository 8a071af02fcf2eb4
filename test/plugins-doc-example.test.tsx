// @vitest-environment happy-dom
// The worked example of docs/plugins.md, run as a test and drawn in the panel. The doc quotes the
// blocks between the `example:` markers below verbatim; the last test checks that it still does.
import { readFileSync } from 'node:fs';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { defaultPlugins } from '../plugins/index.ts';
import { NotificationsPanel } from '../src/panel.tsx';
import { testCore } from './support/core.ts';
import { makeNote } from './support/notes.ts';
// example:imports
import { classifyBlock, defineAction, defineNoteType, definePluginEvent, defineState } from '../src/core/index.ts';
// end

// example:note-type
/** Orders from the site's shop: a note type the platform added later. */
export const storeOrderNoteType = defineNoteType({
  name: 'store-order',
  matches: (note) => note.type === 'store_order',
  header: () => 'subject',
  // The row's second line: the order block (its total), not the subject's second line.
  summary: (note) => note.body?.find((block) => block.meta?.ids?.order !== undefined) ?? null,
  // An order block (meta.ids.order) is laid out like a post block; the rest as the data says.
  classifyBlock: (note, block) => (block.meta?.ids?.order !== undefined ? 'post' : classifyBlock(note, block)),
  view: {
    // A link line under the open note (http and https only; anything else is not drawn).
    detailLink: ({ note }) => {
      const order = note.meta?.ids?.order;
      return order === undefined ? null : { text: 'View order', url: `https://store.example/orders/${order}` };
    },
  },
});
// end

// example:action
/** The fact this plugin records: a note pinned (true) or unpinned (false). */
const pinToggled = definePluginEvent('pin', 'toggled', (data) => (typeof data === 'boolean' ? data : null));

/** The pinned notes' ids: this plugin's slice of state, read back typed. */
const pins = defineState<number[]>('pin', {
  init: () => [],
  reduce: (ids, event) => {
    const toggled = pinToggled.read(event);
    if (!toggled || toggled.id === null) return ids;
    const others = ids.filter((id) => id !== toggled.id);
    return toggled.data ? [...others, toggled.id] : others;
  },
});
const isPinned = (state: Parameters<typeof pins.read>[0], id: number) => pins.read(state).includes(id);

/** Pin (P): a mark in the note's row; Undo takes it back. */
export const pinAction = defineAction({
  name: 'pin',
  label: { off: 'Pin', on: 'Unpin' },
  isOn: ({ state, note }) => isPinned(state, note.id),
  // 'panel': on the open note, or in the list on the row that has keyboard focus.
  shortcut: { key: 'p', description: 'Pin or unpin the notification', scope: 'panel' },
  perform: ({ state, note }) => [pinToggled.make(note.id, !isPinned(state, note.id))],
  undo: ({ state, note }) => {
    const pinned = isPinned(state, note.id);
    return { kind: pinned ? 'unpin' : 'pin', revert: [pinToggled.make(note.id, pinned)] };
  },
  undoTexts: {
    pin: { done: ['Notification pinned', '%d notifications pinned'], undone: ['Undone: unpinned.', 'Undone: %d unpinned.'] },
    unpin: { done: ['Notification unpinned', '%d notifications unpinned'], undone: ['Undone: pinned again.', 'Undone: %d pinned again.'] },
  },
  view: { rowMark: ({ state, note }) => (isPinned(state, note.id) ? { text: 'Pinned', label: 'pinned' } : null) },
  stateField: pins,
  track: 'pin',
});
// end

// example:register
const plugins = [...defaultPlugins, storeOrderNoteType, pinAction];
// end

const order = makeNote({
  id: 501,
  type: 'store_order',
  subject: [{ text: 'You have a new order #123 on Store X' }],
  body: [
    { text: 'Ada Lovelace', type: 'user', meta: { ids: { user: 7, site: 70 } } },
    { text: 'Order #123: $42.00', meta: { ids: { order: 123, site: 70 } } },
  ],
  meta: { ids: { order: 123, site: 70 } },
});

const row = (id: number) => document.querySelector<HTMLElement>(`[data-note-id="${id}"]`)!;

describe('docs/plugins.md worked example', () => {
  it('the note type: its summary in the row, its block kinds and its link in the open note', () => {
    const openUrl = vi.fn();
    const { core } = testCore({ plugins, notes: [order], open: true });
    render(<NotificationsPanel core={core} host={{ openUrl }} />);
    // example:view-test
    expect(within(row(501)).getByText('Order #123: $42.00').className).toBe('wpnc__row-excerpt');
    fireEvent.click(row(501));
    const detail = document.querySelector<HTMLElement>('.wpnc__detail')!;
    expect(within(detail).getByText('Order #123: $42.00').className).toContain('is-post');
    fireEvent.click(within(detail).getByRole('link', { name: /View order/ }));
    expect(openUrl).toHaveBeenCalledWith('https://store.example/orders/123');
    // end
  });

  it('the action: P on the focused row pins it, the row shows the mark, Undo takes it back', () => {
    const tracked: string[] = [];
    const { core, state } = testCore({ plugins, notes: [order, makeNote({ id: 502 })], open: true, track: (name) => tracked.push(name) });
    render(<NotificationsPanel core={core} host={{ openUrl: () => {} }} />);
    row(502).focus();
    act(() => void fireEvent.keyDown(row(502), { key: 'p' }));
    expect(row(502).querySelector('.wpnc__mark')?.textContent).toBe('Pinnedpinned');
    expect(row(501).querySelector('.wpnc__mark')).toBeNull();
    expect(document.querySelector('.wpnc__undo-message')?.textContent).toBe('Notification pinned');
    expect(tracked).toEqual(['pin']);
    expect(core.registry.help).toContainEqual({ keys: ['p'], description: 'Pin or unpin the notification', scope: 'panel', source: 'pin' });
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(row(502).querySelector('.wpnc__mark')).toBeNull();
    expect(state().status?.message).toBe('Undone: unpinned.');
  });

  it('is quoted verbatim by docs/plugins.md', () => {
    const source = readFileSync('test/plugins-doc-example.test.tsx', 'utf8');
    const doc = readFileSync('docs/plugins.md', 'utf8');
    const blocks = [...source.matchAll(/\/\/ example:([\w-]+)\n([\s\S]*?)\/\/ end\n/g)];
    expect(blocks.map((block) => block[1])).toEqual(['imports', 'note-type', 'action', 'register', 'view-test']);
    // A block quoted from inside a test loses the indent its lines share.
    const unindent = (code: string) => {
      const lines = code.split('\n');
      const indent = Math.min(...lines.filter((line) => line.trim()).map((line) => line.length - line.trimStart().length));
      return lines.map((line) => line.slice(indent)).join('\n').trim();
    };
    for (const [, , code] of blocks) expect(doc).toContain(unindent(code!));
  });
});
