// The mock platform's own rest-proxy frame page: what it serves, and the served script run in a
// stand-in for the frame's window, relaying for its loopback parent page only.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import type { startRestProxyPage as StartPage } from './rest-proxy.ts';
import { useMockPlatform } from './testing.ts';

const platform = useMockPlatform();
const PAGE_ORIGIN = 'http://127.0.0.1:5173';

/** The script exactly as the platform serves it, loaded as a browser would load it: on its own. */
async function servedScript(): Promise<{ startRestProxyPage: typeof StartPage }> {
  const response = await fetch(`${platform.running().url}/wp-admin/rest-proxy/frame.js`);
  expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
  const file = join(mkdtempSync(join(tmpdir(), 'rest-proxy-')), 'frame.mjs');
  writeFileSync(file, await response.text());
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { startRestProxyPage: typeof StartPage };
}

/** A stand-in for the frame's window at `#pageOrigin`, with its parent page's postMessage. */
function frameWindow(pageOrigin: string) {
  const events = new EventTarget();
  const parent = { postMessage: vi.fn() };
  const sent: { url: string; authorization: string | null }[] = [];
  const win = Object.assign(events, {
    location: new URL(`${platform.running().url}/wp-admin/rest-proxy/?v=2.0#${pageOrigin}`),
    parent,
    WebSocket,
    fetch: (input: string, init: RequestInit) => {
      sent.push({ url: input, authorization: new Headers(init.headers).get('authorization') });
      return fetch(input, init);
    },
  });
  const post = (data: unknown, origin = pageOrigin, source: unknown = parent) => win.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }));
  return { win: win as unknown as Window, parent, sent, post };
}

describe('the rest-proxy frame page at /wp-admin/rest-proxy/', () => {
  it('is served on the platform origin, framable by pages on this machine only, loading its script from there', async () => {
    const response = await fetch(`${platform.running().url}/wp-admin/rest-proxy/?v=2.0#${PAGE_ORIGIN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toMatch(/^frame-ancestors http:\/\/127\.0\.0\.1:\* http:\/\/localhost:\* https:\/\/127\.0\.0\.1:\* https:\/\/localhost:\*;/);
    const page = await response.text();
    expect(page).toContain('import { startRestProxyPage } from "/wp-admin/rest-proxy/frame.js"');
    const script = await fetch(`${platform.running().url}/wp-admin/rest-proxy/frame.js`);
    expect(await script.text()).toBe(readFileSync(new URL('./rest-proxy-frame.js', import.meta.url), 'utf8'));
    // Not an API request: the platform's request log stays as the panel made it.
    expect(platform.running().platform.requests.some((request) => request.path.includes('rest-proxy'))).toBe(false);
  });

  it('says ready to its page, relays its requests signed with the local token, and answers with the id', async () => {
    const { startRestProxyPage } = await servedScript();
    const frame = frameWindow(PAGE_ORIGIN);
    expect(startRestProxyPage(frame.win, { token: 'local-demo-token' })).not.toBeNull();
    expect(frame.parent.postMessage).toHaveBeenCalledWith('ready', PAGE_ORIGIN);
    frame.post({ path: '/me', method: 'GET', apiVersion: '1.1', callback: 'one' });
    await vi.waitFor(() => expect(frame.parent.postMessage).toHaveBeenCalledTimes(2));
    const [reply, origin] = frame.parent.postMessage.mock.calls[1]!;
    expect(origin).toBe(PAGE_ORIGIN);
    expect(reply).toMatchObject([{ ID: expect.any(Number) }, 200, { 'content-type': expect.stringContaining('json') }, 'one']);
    expect(frame.sent).toEqual([{ url: `${platform.running().url}/rest/v1.1/me`, authorization: 'Bearer local-demo-token' }]);
  });

  it('ignores messages from other origins and other windows', async () => {
    const { startRestProxyPage } = await servedScript();
    const frame = frameWindow(PAGE_ORIGIN);
    startRestProxyPage(frame.win);
    frame.post({ path: '/me', method: 'GET', callback: 'a' }, 'http://127.0.0.1:9999');
    frame.post({ path: '/me', method: 'GET', callback: 'b' }, PAGE_ORIGIN, {});
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(frame.sent).toEqual([]);
    expect(frame.parent.postMessage).toHaveBeenCalledTimes(1);
  });

  it('serves no page off this machine: a website framing it gets no ready and no answer', async () => {
    const { startRestProxyPage } = await servedScript();
    const frame = frameWindow('https://evil.example');
    expect(startRestProxyPage(frame.win)).toBeNull();
    frame.post({ path: '/me', method: 'GET', callback: 'c' }, 'https://evil.example');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(frame.parent.postMessage).not.toHaveBeenCalled();
    expect(frame.sent).toEqual([]);
  });
});
