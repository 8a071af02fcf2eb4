// @vitest-environment jsdom
/**
 * Nothing waits forever: "Loading notifications…" is bound to the list request, and on the real
 * platform that request goes through the API proxy frame. A frame that never answers (blocked,
 * stalled) ends the request at its deadline, and the list says it could not load, with Try again.
 */
import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { createProxyHandler } from '../src/api/proxy/handler.ts';
import { createMemoryLogger, createPanelCore } from '../src/core/index.ts';
import { createPanelClient } from '../src/frame/panel-client.ts';
import { registerSync } from '../src/sync/index.ts';
import { NotificationsPanel } from '../src/ui/Panel.tsx';
import { defaultPlugins } from '../plugins/index.ts';

afterEach(() => document.body.replaceChildren());

it('a proxy frame that never answers turns "Loading notifications…" into the load error with Try again', async () => {
  const proxy = createProxyHandler({ window, timeoutMs: 200, log: () => undefined });
  const core = createPanelCore({ wpcom: createPanelClient(proxy), plugins: defaultPlugins, logger: createMemoryLogger() });
  core.append({ type: 'panel/opened' });
  const sync = registerSync(core);
  const retry = vi.fn();
  render(<NotificationsPanel core={core} host={{ openUrl: () => undefined, retry, appOrigin: 'https://wordpress.com' }} />);
  expect(screen.getByText('Loading notifications…')).toBeTruthy();

  const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
  expect(alert.textContent).toContain('couldn’t load your notifications');
  expect(alert.textContent).toContain('Request timed out after 200 ms');
  expect(screen.queryByText('Loading notifications…')).toBeNull();
  act(() => screen.getByRole('button', { name: 'Try again' }).click());
  expect(retry).toHaveBeenCalledOnce();
  sync.dispose();
  core.dispose();
  proxy.dispose();
});
