// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://127.0.0.1:5173/panel.html?locale=fr&api=http://127.0.0.1:9"}
import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { settle } from '../core/clock.ts';
import { startPanelApp, type PanelApp } from './app.ts';

const FRENCH = { '': { domain: 'messages', lang: 'fr' }, Subscribers: ['Abonnés'] };

let app: PanelApp | undefined;
afterEach(() => {
  app?.dispose();
  vi.unstubAllGlobals();
});

it('renders in English at once while the language file stalls, and in French when it arrives', async () => {
  let answerLanguage: (response: Response) => void = () => {};
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/languages/')) return new Promise<Response>((resolve) => (answerLanguage = resolve));
      return Promise.resolve(Response.json({ last_seen_time: 0, number: 0, notes: [] }));
    }),
  );
  const root = document.createElement('div');
  document.body.append(root);
  const starting = startPanelApp(root, window, { hostOrigins: [], appOrigin: 'https://wordpress.com' });
  const started = await Promise.race([starting, (async () => {
    for (let turn = 0; turn < 20; turn++) await settle();
    return null;
  })()]);
  expect(started, 'the app waited for the language file').not.toBeNull();
  app = started!;
  await app.ready();
  expect(await screen.findByRole('tab', { name: 'Subscribers' }, { timeout: 5000 })).toBeTruthy();
  answerLanguage(Response.json(FRENCH));
  expect(await screen.findByRole('tab', { name: 'Abonnés' }, { timeout: 5000 })).toBeTruthy();
});
