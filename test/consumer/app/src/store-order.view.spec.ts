// @vitest-environment happy-dom
// What the app's plugins show, drawn with the package's test kit (notes-panel/testing/react) in
// happy-dom, with no Testing Library: plain DOM events inside the kit's act.
import { defaultPlugins } from 'notes-panel/plugins';
import { createTestPanel } from 'notes-panel/testing';
import { renderPanel } from 'notes-panel/testing/react';
import { expect, it } from 'vitest';
import { pinAction } from './pin';
import { storeOrderNoteType } from './store-order';

it('draws the order in its row, and P on the focused row pins it', async () => {
  const panel = createTestPanel({ plugins: [...defaultPlugins, storeOrderNoteType, pinAction], open: true });
  const order = panel.platform.state.createNote({
    type: 'store_order',
    subject: [{ text: 'New order #1042' }, { text: '2 × Mug, 1 × Poster' }],
    body: [{ text: 'Order #1042: $42.00', meta: { ids: { order: 1042, site: 70 } } }],
  });
  await panel.idle();
  const view = await renderPanel(panel);
  const row = () => view.container.querySelector<HTMLElement>(`[data-note-id="${order.id}"]`)!;
  expect(row().textContent).toContain('2 × Mug, 1 × Poster');

  view.act(() => {
    row().focus();
    row().dispatchEvent(new KeyboardEvent('keydown', { key: 'p', bubbles: true }));
  });
  expect(row().querySelector('.wpnc__mark')?.textContent).toContain('Pinned');
  expect(view.container.querySelector('.wpnc__undo-message')?.textContent).toBe('Notification pinned');
  view.unmount();
  panel.dispose();
});
