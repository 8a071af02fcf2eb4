// The app's own test of its note type, with vitest and the package's test kit (notes-panel/testing:
// the mock platform in-process, in Node's build). Named .spec.ts: the panel repository's `npm test`
// runs *.test.ts files, not this app's tests. docs/plugins.md quotes the block below
// (test/package-docs.test.ts checks it still does).
// example:test
import { defaultPlugins } from 'notes-panel/plugins';
import { createTestPanel } from 'notes-panel/testing';
import { expect, it } from 'vitest';
import { storeOrderNoteType } from './store-order';

it('shows store orders with the order as the excerpt', async () => {
  // A core synced to the mock platform in-process, both on a virtual clock: no server, no waiting.
  const panel = createTestPanel({ plugins: [...defaultPlugins, storeOrderNoteType] });
  const order = panel.platform.state.createNote({
    type: 'store_order',
    subject: [{ text: 'New order #1042' }, { text: '2 × Mug, 1 × Poster' }],
    body: [
      { text: 'Ada Lovelace', type: 'user', meta: { ids: { user: 7, site: 70 } } },
      { text: 'Order #1042: $42.00', meta: { ids: { order: 1042, site: 70 } } },
    ],
  });
  await panel.idle(); // the first load has answered

  const [note] = panel.core.select.visibleNotes.value;
  expect(note?.id).toBe(order.id);
  const type = panel.core.registry.noteTypeFor(note!);
  expect(type.name).toBe('store-order');
  expect(type.summary?.(note!)?.text).toBe('2 × Mug, 1 × Poster');
  expect(note!.body?.map((block) => type.classifyBlock?.(note!, block))).toEqual(['user', 'post']);
  panel.dispose();
});
// end
