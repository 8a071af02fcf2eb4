// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://127.0.0.1:5173/panel.html?api=http://127.0.0.1:9"}
// src/frame/extra-plugins.ts is the iframe app's one place for plugins of yours: what it lists is
// registered beside the shipped plugins, note types at once and actions with the views.
import { afterEach, expect, it, vi } from 'vitest';
import { defineAction, defineNoteType } from '../core/plugin.ts';
import { startPanelApp, type PanelApp } from './app.ts';

vi.mock('./extra-plugins.ts', () => ({
  extraNoteTypes: [defineNoteType({ name: 'store-order', matches: (note) => note.type === 'store_order', header: () => 'subject' })],
  extraActions: [defineAction({ name: 'pin', label: 'Pin', perform: () => [] })],
  extraViews: [],
}));

let app: PanelApp | undefined;
afterEach(() => {
  app?.dispose();
  vi.unstubAllGlobals();
});

it('registers the note types it lists with the first load and the actions with the views', async () => {
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(Response.json({ last_seen_time: 0, number: 0, notes: [] }))));
  const root = document.createElement('div');
  document.body.append(root);
  app = await startPanelApp(root, window, { hostOrigins: [], appOrigin: 'https://wordpress.com' });
  expect(app.core.registry.noteTypes.map((type) => type.name)).toContain('store-order');
  expect(app.core.registry.action('pin')).toBeUndefined();
  await app.ready();
  expect(app.core.registry.action('pin')).toBeDefined();
  expect(app.core.registry.action('approve')).toBeDefined();
});
