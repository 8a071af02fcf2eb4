// @vitest-environment jsdom
// @vitest-environment-options { "url": "https://widgets.wp.com/notifications/panel.html?site=https%3A%2F%2Fnick.example%2F" }
// The iframe app as the widget host serves it: links follow SPEC §2's widget-host rule and the
// settings link names the site the panel is shown on.
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { makeNote } from '../../test/support/notes.ts';
import { startPanelApp, type PanelApp } from './app.ts';

let app: PanelApp | null = null;
// The app logs to the console: tracking (debug) and, once disposed, the requests its proxy (which
// nothing answers here) aborted. The test checks that nothing went wrong before that.
beforeEach(() => {
  for (const level of ['debug', 'warn', 'error'] as const) vi.spyOn(console, level).mockImplementation(() => undefined);
});
afterEach(async () => {
  app?.dispose();
  app = null;
  document.body.replaceChildren();
  // The aborted requests settle a moment later.
  await new Promise((resolve) => setTimeout(resolve, 0));
  vi.restoreAllMocks();
});

it('on the widget host, links onto it go to the main site, and the settings link names the site', async () => {
  const root = document.createElement('div');
  document.body.append(root);
  app = await startPanelApp(root, window, { hostOrigins: ['https://nick.example'], appOrigin: 'https://wordpress.com' });
  const running = app;
  await act(() => running.ready());
  const note = makeNote({
    id: 1,
    body: [{ text: 'See the Reader', ranges: [{ type: 'link', indices: [8, 14], url: 'https://widgets.wp.com/read' }] }],
  });
  await act(async () => {
    running.core.append({ type: 'notes/received', notes: [note], listIds: [1] });
    running.core.append({ type: 'panel/opened' });
  });
  expect(screen.getByRole('link', { name: 'Notification settings' }).getAttribute('href')).toBe('https://wordpress.com/me/notifications#nick.example');
  await act(async () => {
    running.core.append({ type: 'note/selected', id: 1 });
  });
  const detail = screen.getByRole('region', { name: 'Note 1' });
  expect(within(detail).getByRole('link', { name: 'Reader' }).getAttribute('href')).toBe('https://wordpress.com/read');
  expect(console.error).not.toHaveBeenCalled();
});
