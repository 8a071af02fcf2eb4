// Test-only helpers: a proxy handler wired to a fake rest-proxy frame driven by dispatched MessageEvents.
import { vi } from 'vitest';
import { createProxyHandler } from './handler.ts';
import type { ProxyHandler, ProxyHandlerOptions } from './types.ts';

export const ORIGIN = 'https://public-api.wordpress.com';
export const handlers: ProxyHandler[] = [];

/** Disposes every handler made by `setup` and empties the document. */
export function cleanUp(): void {
  for (const handler of handlers.splice(0)) handler.dispose();
  document.body.replaceChildren();
}

/** A handler with a fake frame; `open()` injects the frame, spies on its postMessage and posts 'ready'. */
export function setup(options: ProxyHandlerOptions = {}) {
  let counter = 0;
  const log = vi.fn();
  const handler = createProxyHandler({ random: () => `id-${++counter}`, log, ...options });
  handlers.push(handler);
  const iframe = () => {
    const element = document.querySelector('iframe');
    if (!element) throw new Error('no proxy frame injected');
    return element;
  };
  const frameWindow = () => iframe().contentWindow as Window;
  const posted = () => {
    const spy = vi.spyOn(frameWindow(), 'postMessage').mockImplementation(() => undefined);
    return spy;
  };
  const fromFrame = (data: unknown, origin = ORIGIN, source: Window | null = frameWindow()) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  const open = () => {
    call(handler, { path: '/warm-up' });
    const spy = posted();
    fromFrame('ready');
    spy.mockClear();
    return spy;
  };
  return { handler, log, iframe, frameWindow, posted, fromFrame, open };
}

/** Sends one request with a spy callback. */
export function call(handler: ProxyHandler, params: Parameters<ProxyHandler>[0]) {
  const callback = vi.fn();
  const handle = handler(params, callback);
  return { id: handle.id, handle, callback };
}
