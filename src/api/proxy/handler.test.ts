// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProxyHandler } from './handler.ts';
import { ORIGIN, call, cleanUp, handlers, setup } from './test-kit.ts';

afterEach(cleanUp);

describe('createProxyHandler: frame and queue', () => {
  it('injects one hidden rest-proxy frame carrying the page origin, on the first request', () => {
    const { handler, iframe } = setup({ pageOrigin: 'https://widgets.wp.com' });
    expect(document.querySelector('iframe')).toBeNull();
    call(handler, { path: '/me' });
    call(handler, { path: '/me' });
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
    expect(iframe().getAttribute('src')).toBe(`${ORIGIN}/wp-admin/rest-proxy/?v=2.0#https://widgets.wp.com`);
    expect(iframe().style.display).toBe('none');
  });

  it('queues requests until the frame posts ready, then posts them in order with id and flags', () => {
    const { handler, posted, fromFrame } = setup();
    call(handler, { path: '/me', method: 'get', query: 'fields=ID', token: 'secret', onStreamRecord: () => undefined });
    call(handler, { path: '/notifications/seen', method: 'post', body: { time: 1 } });
    const spy = posted();
    expect(spy).not.toHaveBeenCalled();
    fromFrame('ready');
    expect(spy).toHaveBeenCalledTimes(2);
    const [first, targetOrigin] = spy.mock.calls[0] as [Record<string, unknown>, string];
    expect(targetOrigin).toBe(ORIGIN);
    expect(first).toEqual({
      path: '/me',
      method: 'GET',
      query: 'fields=ID',
      token: 'secret',
      callback: 'id-1',
      supports_args: true,
      supports_error_obj: true,
      supports_progress: true,
    });
    expect(spy.mock.calls[1]?.[0]).toMatchObject({ path: '/notifications/seen', method: 'POST', callback: 'id-2' });
    call(handler, { path: '/after-ready' });
    expect(spy).toHaveBeenCalledTimes(3);
  });

  it('does not count a ready message from a forged origin or another window', () => {
    const { handler, posted, fromFrame, log } = setup();
    call(handler, { path: '/me' });
    const spy = posted();
    fromFrame('ready', 'https://evil.example');
    fromFrame('ready', ORIGIN, window);
    expect(spy).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('answers 500 InternalServerError when the frame has no window', () => {
    const { handler, iframe, fromFrame } = setup();
    call(handler, { path: '/warm-up' });
    fromFrame('ready');
    Object.defineProperty(iframe(), 'contentWindow', { configurable: true, get: () => null });
    const { callback } = call(handler, { path: '/me', token: 'secret' });
    expect(callback).toHaveBeenCalledTimes(1);
    const error = callback.mock.calls[0]?.[0];
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ statusCode: 500, name: 'InternalServerError', message: 'proxy iframe element is not loaded' });
    expect(JSON.stringify(Object.entries(error))).not.toContain('secret');
  });

  it('dispose removes the frame and fails pending requests with an AbortError', () => {
    const { handler } = setup();
    const { callback } = call(handler, { path: '/me' });
    handler.dispose();
    expect(document.querySelector('iframe')).toBeNull();
    expect(callback.mock.calls[0]?.[0]).toMatchObject({ name: 'AbortError' });
  });

  it('reports a missing window through the callback instead of throwing', () => {
    const handler = createProxyHandler({ window: undefined, log: vi.fn() });
    handlers.push(handler);
    vi.stubGlobal('window', undefined);
    try {
      const { callback } = call(handler, { path: '/me' });
      expect(callback.mock.calls[0]?.[0]?.message).toMatch(/browser window/);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('createProxyHandler: callback ids', () => {
  it('uses random ids that differ per request by default', () => {
    const handler = createProxyHandler({ log: vi.fn() });
    handlers.push(handler);
    const first = handler({ path: '/a' }, vi.fn());
    const second = handler({ path: '/b' }, vi.fn());
    expect(first.id).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(first.id).not.toBe(second.id);
  });
});
