// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORIGIN, call, cleanUp, setup } from './test-kit.ts';

const json = { 'Content-Type': 'application/json' };

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanUp();
  vi.useRealTimers();
});

describe('createProxyHandler: nothing waits forever', () => {
  it('a request the frame never answers fails with a TimeoutError after 30 s, and the frame is told to drop it', () => {
    const { handler, open } = setup();
    const spy = open();
    const request = call(handler, { path: '/notifications/', method: 'get' });
    vi.advanceTimersByTime(29_999);
    expect(request.callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(request.callback).toHaveBeenCalledTimes(1);
    const [error] = request.callback.mock.calls[0] as [Error];
    expect(error.name).toBe('TimeoutError');
    expect(error.message).toBe('Request timed out after 30000 ms');
    expect(spy).toHaveBeenCalledWith({ abort: true, callback: request.id }, ORIGIN);
  });

  it('a frame that never says ready times out the requests waiting for it', () => {
    const { handler } = setup({ timeoutMs: 5000 });
    const request = call(handler, { path: '/me' });
    vi.advanceTimersByTime(5000);
    expect((request.callback.mock.calls[0] as [Error])[0].name).toBe('TimeoutError');
  });

  it('an answer in time is the only outcome: no timeout follows it', () => {
    const { handler, open, fromFrame } = setup();
    open();
    const request = call(handler, { path: '/me' });
    vi.advanceTimersByTime(10_000);
    fromFrame([{ ID: 1 }, 200, json, request.id]);
    vi.advanceTimersByTime(60_000);
    expect(request.callback).toHaveBeenCalledTimes(1);
    expect(request.callback.mock.calls[0]?.[0]).toBeNull();
  });

  it('a channel that has answered once (pinghub, 207) stays open past the deadline', () => {
    const { handler, open, fromFrame } = setup();
    open();
    const onStreamRecord = vi.fn();
    const channel = call(handler, { path: '/pinghub', onStreamRecord });
    fromFrame([{ connected: true }, 207, json, channel.id]);
    vi.advanceTimersByTime(120_000);
    expect(channel.callback).toHaveBeenCalledTimes(1);
    expect(channel.callback.mock.calls[0]?.[0]).toBeNull();
    expect(handler.abort(channel.id)).toBe(true); // still pending: nothing closed it
  });

  it('the access request for all blogs has the same deadline', async () => {
    const { handler } = setup({ timeoutMs: 1000 });
    const access = handler.requestAllBlogsAccess();
    vi.advanceTimersByTime(1000);
    await expect(access).rejects.toMatchObject({ name: 'TimeoutError' });
  });
});
