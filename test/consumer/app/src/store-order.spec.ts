// The app's own test of its note type, with vitest against notes-panel/mock (Node's build of it).
// Named .spec.ts: the panel repository's `npm test` runs *.test.ts under test/, not this app's tests.
// docs/plugins.md quotes the block below (test/package-docs.test.ts checks it still does).
// example:test
import { createPanelCore, createVirtualClock, registerSync } from 'notes-panel';
import wpcom, { createFetchHandler } from 'notes-panel/api';
import { createMockFetch, createMockPlatform } from 'notes-panel/mock';
import { defaultPlugins } from 'notes-panel/plugins';
import { expect, it } from 'vitest';
import { storeOrderNoteType } from './store-order';

it('shows store orders with the order as the excerpt', async () => {
  // The platform in-process, on the core's virtual clock: no server, no waiting.
  const clock = createVirtualClock(Date.UTC(2026, 0, 1, 12));
  const platform = createMockPlatform({ clock, notes: [] });
  const order = platform.state.createNote({
    type: 'store_order',
    subject: [{ text: 'New order #1042' }, { text: '2 × Mug, 1 × Poster' }],
    body: [
      { text: 'Ada Lovelace', type: 'user', meta: { ids: { user: 7, site: 70 } } },
      { text: 'Order #1042: $42.00', meta: { ids: { order: 1042, site: 70 } } },
    ],
  });
  const client = wpcom(createFetchHandler({ fetch: createMockFetch(platform.handlers) }));
  const core = createPanelCore({ wpcom: client, plugins: [...defaultPlugins, storeOrderNoteType], clock });
  const sync = registerSync(core);
  await sync.idle();

  const [note] = core.select.visibleNotes.value;
  expect(note?.id).toBe(order.id);
  const type = core.registry.noteTypeFor(note!);
  expect(type.name).toBe('store-order');
  expect(type.summary?.(note!)?.text).toBe('2 × Mug, 1 × Poster');
  expect(note!.body?.map((block) => type.classifyBlock?.(note!, block))).toEqual(['user', 'post']);

  sync.dispose();
  core.dispose();
  platform.dispose();
});
// end
