// @vitest-environment happy-dom
// A note type and an action written as a plugin author would, from the plugin API alone (the guide's
// example, fixtures/plugins/store-order.ts), checked in the rendered panel: what they declare is what
// the panel draws.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { defineNoteType } from '../src/core/index.ts';
import { pinAction, storeOrderNoteType } from '../fixtures/plugins/store-order.ts';
import { NotificationsPanel } from '../src/ui/Panel.tsx';
import { makeNote } from './support/notes.ts';
import { testCore } from './support/core.ts';

// The guide's example plugins, with a header mark added: an order's status.
const storeOrder = defineNoteType({
  ...storeOrderNoteType,
  view: { ...storeOrderNoteType.view, headerMark: () => ({ text: 'Paid', label: 'order status: paid' }) },
});
const pin = pinAction;

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
