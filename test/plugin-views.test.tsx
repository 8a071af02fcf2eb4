// @vitest-environment happy-dom
// A note type and an action written as a plugin author would, from the plugin API alone, checked in
// the rendered panel: what they declare is what the panel draws.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { classifyBlock, defineAction, defineNoteType, definePluginEvent, defineState } from '../src/core/index.ts';
import { NotificationsPanel } from '../src/ui/Panel.tsx';
import { makeNote } from './support/notes.ts';
import { testCore } from './support/core.ts';

const storeOrder = defineNoteType({
  name: 'store-order',
  matches: (note) => note.type === 'store_order',
  header: () => 'subject',
  // The row's second line is the order's total, from the body, not the subject's second line.
  summary: (note) => note.body?.find((block) => block.meta?.ids?.order !== undefined) ?? null,
  classifyBlock: (note, block) => (block.meta?.ids?.order !== undefined ? 'post' : classifyBlock(note, block)),
  view: {
    detailLink: ({ note }) => ({ text: 'View order', url: `https://store.example/orders/${note.meta?.ids?.order ?? ''}` }),
    headerMark: () => ({ text: 'Paid', label: 'order status: paid' }),
  },
});

const pinToggled = definePluginEvent('pin', 'toggled', (data) => (typeof data === 'boolean' ? data : null));
const pins = defineState<number[]>('pin', {
  init: () => [],
  reduce: (ids, event) => {
    const toggled = pinToggled.read(event);
    if (!toggled || toggled.id === null) return ids;
    return toggled.data ? [...ids.filter((id) => id !== toggled.id), toggled.id] : ids.filter((id) => id !== toggled.id);
  },
});
const isPinned = (state: Parameters<typeof pins.read>[0], id: number) => pins.read(state).includes(id);

const pin = defineAction({
  name: 'pin',
  label: { off: 'Pin', on: 'Unpin' },
  isOn: ({ state, note }) => isPinned(state, note.id),
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
});

const order = makeNote({
  id: 7,
  type: 'store_order',
  subject: [{ text: 'You have a new order #123 on Store X' }, { text: 'not this line' }],
  body: [
    { text: 'Ada Lovelace', type: 'user', meta: { ids: { user: 9, site: 70 } } },
    { text: 'Order #123: $42.00', meta: { ids: { order: 123, site: 70 } } },
  ],
  meta: { ids: { order: 123, site: 70 } },
});

function setup() {
  const harness = testCore({ plugins: [storeOrder, pin], open: true, notes: [order, makeNote({ id: 8 })] });
  const openUrl = vi.fn();
  render(<NotificationsPanel core={harness.core} host={{ openUrl, appOrigin: 'https://app.example' }} />);
  return { ...harness, openUrl };
}

const row = (id: number) => document.querySelector<HTMLElement>(`[data-note-id="${id}"]`)!;

describe('a note type from outside the panel', () => {
  it("draws the row's summary line from the note type's summary", () => {
    setup();
    expect(row(7).querySelector('.wpnc__row-excerpt')?.textContent).toBe('Order #123: $42.00');
  });

  it('draws each block as its classifyBlock says, and its link line', () => {
    const { openUrl } = setup();
    fireEvent.click(row(7));
    const detail = document.querySelector<HTMLElement>('.wpnc__detail')!;
    expect(within(detail).getByText('Order #123: $42.00').closest('.wpnc__block')?.className).toContain('is-post');
    const header = detail.querySelector<HTMLElement>('.wpnc__header')!;
    expect(header.querySelector('.wpnc__header-mark')?.textContent).toBe('Paidorder status: paid');
    const link = within(detail).getByRole('link', { name: /View order/ });
    expect(link.getAttribute('href')).toBe('https://store.example/orders/123');
    fireEvent.click(link);
    expect(openUrl).toHaveBeenCalledWith('https://store.example/orders/123');
  });
});

describe('an action from outside the panel', () => {
  it("is pressed from the list on the focused row: its mark shows in the row, the undo bar says its words, Undo takes it back", () => {
    const { core, state } = setup();
    row(7).focus();
    act(() => void fireEvent.keyDown(row(7), { key: 'p' }));
    expect(state().plugins.pin).toEqual([7]);
    expect(row(7).querySelector('.wpnc__mark')?.textContent).toBe('Pinnedpinned');
    expect(within(row(7)).getByText('pinned').className).toBe('wpnc__sr-only');
    expect(row(8).querySelector('.wpnc__mark')).toBeNull();
    expect(document.querySelector('.wpnc__undo-message')?.textContent).toBe('Notification pinned');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(state().plugins.pin).toEqual([]);
    expect(row(7).querySelector('.wpnc__mark')).toBeNull();
    expect(state().status?.message).toBe('Undone: unpinned.');
    expect(core.registry.help).toContainEqual({ keys: ['p'], description: 'Pin or unpin the notification', scope: 'panel', source: 'pin' });
  });

  it('ignores a recorded pin whose data does not read (a log from elsewhere)', () => {
    const { core, state } = setup();
    act(() => void core.append({ type: 'plugin/recorded', plugin: 'pin', name: 'toggled', id: 7, data: 'yes' }));
    expect(state().plugins.pin).toEqual([]);
  });
});
