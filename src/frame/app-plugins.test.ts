// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://127.0.0.1:5173/panel.html?api=http://127.0.0.1:9"}
// An entry of the iframe app gives startPanelApp its own plugins (docs/embedding.md, "Your own iframe
// app"): its note types are registered at once, its later plugins with the views and only then,
// beside the shipped ones.
import { createElement } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { definePluginViews } from '../views.ts';
import { defineAction, defineNoteType } from '../core/plugin.ts';
import { startPanelApp, type PanelApp } from './index.ts';

const storeOrder = defineNoteType({ name: 'store-order', matches: (note) => note.type === 'store_order', header: () => 'subject' });
const pin = defineAction({ name: 'pin', label: 'Pin', perform: () => [] });

let app: PanelApp | undefined;
afterEach(() => {
  app?.dispose();
  vi.unstubAllGlobals();
});

it("registers the entry's note types with the first load and its later plugins with the views", async () => {
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(Response.json({ last_seen_time: 0, number: 0, notes: [] }))));
  const root = document.createElement('div');
  document.body.append(root);
  const laterPlugins = vi.fn(() => Promise.resolve([pin]));
  app = await startPanelApp(root, window, { hostOrigins: [], appOrigin: 'https://wordpress.com', plugins: [storeOrder], laterPlugins });
  expect(app.core.registry.noteTypes.map((type) => type.name)).toEqual(['store-order']);
  expect(app.core.registry.action('pin')).toBeUndefined();
  await app.ready();
  expect(laterPlugins).toHaveBeenCalledTimes(1);
  expect(app.core.registry.action('pin')).toBeDefined();
  expect(app.core.registry.action('approve')).toBeDefined();
  expect(app.core.registry.noteTypes.map((type) => type.name)).toContain('comment');
});

it('shows only the shipped plugins when the entry gives none', async () => {
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(Response.json({ last_seen_time: 0, number: 0, notes: [] }))));
  const root = document.createElement('div');
  document.body.append(root);
  app = await startPanelApp(root, window, { hostOrigins: [], appOrigin: 'https://wordpress.com' });
  await app.ready();
  expect(app.core.registry.action('approve')).toBeDefined();
  expect(app.core.registry.action('pin')).toBeUndefined();
});

it("draws the entry's later view modules with the shipped ones", async () => {
  const note = { id: 7, type: 'comment', read: 0, timestamp: new Date().toISOString(), subject: [{ text: 'A comment' }], body: [], meta: { ids: {} } };
  const root = document.createElement('div');
  document.body.append(root);
  const pinViews = definePluginViews({ plugin: 'pin', row: () => createElement('span', { className: 'pin-part' }, 'pinned part') });
  app = await startPanelApp(root, window, { hostOrigins: [], appOrigin: 'https://wordpress.com', laterPlugins: () => Promise.resolve([pin]), laterViews: () => Promise.resolve([pinViews]) });
  app.core.append({ type: 'notes/received', notes: [note], listIds: [7] });
  app.core.append({ type: 'panel/opened' });
  await app.ready();
  await vi.waitFor(() => expect(root.querySelector('[data-note-id="7"] .pin-part')?.textContent).toBe('pinned part'), { timeout: 5000 });
});
