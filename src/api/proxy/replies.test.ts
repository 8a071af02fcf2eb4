// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORIGIN, call, cleanUp, setup } from './test-kit.ts';

afterEach(cleanUp);

const json = { 'Content-Type': 'application/json' };
const ndjson = { 'Content-Type': 'application/x-ndjson; charset=utf-8' };

describe('createProxyHandler: replies', () => {
  it('matches replies that arrive out of order by the id at the end', () => {
    const { handler, open, fromFrame } = setup();
    open();
    const first = call(handler, { path: '/a' });
    const second = call(handler, { path: '/b' });
    fromFrame([{ name: 'b' }, 200, json, 'extra argument', second.id]);
    fromFrame([{ name: 'a' }, 200, json, first.id]);
    const headers = { 'content-type': 'application/json', status: '200' };
    expect(first.callback).toHaveBeenCalledWith(null, { name: 'a' }, headers);
    expect(second.callback).toHaveBeenCalledWith(null, { name: 'b' }, headers);
  });

  it('ignores a reply from a forged origin and accepts the genuine one after it', () => {
    const { handler, open, fromFrame, frameWindow, log } = setup();
    open();
    const request = call(handler, { path: '/me' });
    fromFrame([{ forged: true }, 200, json, request.id], 'https://public-api.wordpress.com.evil.example', frameWindow());
    expect(request.callback).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('foreign origin'), 'https://public-api.wordpress.com.evil.example');
    fromFrame([{ genuine: true }, 200, json, request.id]);
    expect(request.callback).toHaveBeenCalledExactlyOnceWith(null, { genuine: true }, expect.anything());
  });

  it('ignores a reply with the right origin from a window other than the proxy frame', () => {
    const { handler, open, fromFrame } = setup();
    open();
    const other = document.createElement('iframe');
    document.body.append(other);
    const request = call(handler, { path: '/me' });
    fromFrame([{ forged: true }, 200, json, request.id], ORIGIN, other.contentWindow);
    fromFrame([{ forged: true }, 200, json, request.id], ORIGIN, window);
    fromFrame([{ forged: true }, 200, json, request.id], ORIGIN, null);
    expect(request.callback).not.toHaveBeenCalled();
  });

  it('delivers 207 ndjson records to the stream listener of their own request only', () => {
    const { handler, open, fromFrame } = setup();
    open();
    const recordsA: unknown[] = [];
    const recordsB: unknown[] = [];
    const a = call(handler, { path: '/stream-a', onStreamRecord: (record) => recordsA.push(record) });
    const b = call(handler, { path: '/stream-b', onStreamRecord: (record) => recordsB.push(record) });
    fromFrame([{ n: 'a1' }, 207, ndjson, a.id]);
    fromFrame([{ n: 'b1' }, 207, ndjson, b.id]);
    fromFrame([{ n: 'a2' }, 207, ndjson, a.id]);
    expect(recordsA).toEqual([{ n: 'a1' }, { n: 'a2' }]);
    expect(recordsB).toEqual([{ n: 'b1' }]);
    expect(a.callback).not.toHaveBeenCalled();
    fromFrame([{ done: 'a' }, 200, json, a.id]);
    fromFrame([{ n: 'a3' }, 207, ndjson, a.id]);
    expect(recordsA).toHaveLength(2);
    expect(a.callback).toHaveBeenCalledExactlyOnceWith(null, { done: 'a' }, expect.anything());
    expect(b.callback).not.toHaveBeenCalled();
  });

  it('treats a 207 that is not ndjson as a channel message: onload each time, the callback once', () => {
    const { handler, open, fromFrame } = setup();
    const spy = open();
    const channel = call(handler, { path: '/pinghub/wpcom/me/newest-note-data', action: 'connect' });
    expect(spy.mock.calls[0]?.[0]).toMatchObject({ action: 'connect', path: '/pinghub/wpcom/me/newest-note-data' });
    const onload = vi.fn();
    const onerror = vi.fn();
    Object.assign(channel.handle, { onload, onerror });
    fromFrame(['{"note_id":1}', 207, {}, channel.id]);
    fromFrame(['{"note_id":2}', 207, {}, channel.id]);
    expect(onload.mock.calls.map(([event]) => event.response)).toEqual(['{"note_id":1}', '{"note_id":2}']);
    expect(channel.callback).toHaveBeenCalledExactlyOnceWith(null, '{"note_id":1}', { status: '207' });
    fromFrame([{ error: 'closed' }, 500, {}, channel.id]);
    expect(onerror).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', error: expect.objectContaining({ statusCode: 500 }) }));
    fromFrame(['{"note_id":3}', 207, {}, channel.id]);
    expect(onload).toHaveBeenCalledTimes(2);
  });

  it('keeps going when a caller callback throws', () => {
    const { handler, open, fromFrame } = setup();
    open();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const throwing = handler({ path: '/a' }, () => {
      throw new Error('caller bug');
    });
    const other = call(handler, { path: '/b' });
    fromFrame([{}, 200, {}, throwing.id]);
    fromFrame([{ ok: true }, 200, {}, other.id]);
    expect(consoleError).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ message: 'caller bug' }));
    expect(other.callback).toHaveBeenCalledWith(null, { ok: true }, expect.anything());
    consoleError.mockRestore();
  });

  it('turns a non-2xx reply into an Error with statusCode, body, name and message, without the token', () => {
    const { handler, open, fromFrame } = setup();
    open();
    const request = call(handler, { path: '/sites/1/comments/2/replies/new', method: 'post', token: 'TOPSECRET', body: { content: 'hi' } });
    const body = { error: 'comment_duplicate', message: "Duplicate comment; you've already said that!" };
    fromFrame([body, 409, json, request.id]);
    const [error, replyBody, headers] = request.callback.mock.calls[0] as [Record<string, unknown> & Error, unknown, unknown];
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ statusCode: 409, status: 409, error: 'comment_duplicate', body, name: 'CommentDuplicateError' });
    expect(error.message).toBe("Duplicate comment; you've already said that!");
    expect(replyBody).toBeNull();
    expect(headers).toMatchObject({ status: '409' });
    const everything = Object.getOwnPropertyNames(error).map((key) => JSON.stringify(error[key]) ?? '');
    expect(everything.join(' ')).not.toContain('TOPSECRET');
    expect(String(error.stack)).not.toContain('TOPSECRET');
    expect('token' in error).toBe(false);
  });

  it('turns a status-0 reply (the frame got no answer) into a NetworkError, which the offline queue keeps for later', () => {
    const { handler, open, fromFrame } = setup();
    open();
    const request = call(handler, { path: '/sites/1/comments/2/likes/new', method: 'POST', token: 'secret' });
    fromFrame([{ error: 'network_error', message: 'Failed to fetch' }, 0, {}, request.id]);
    const error = request.callback.mock.calls[0]![0] as Error;
    expect(error).toMatchObject({ name: 'NetworkError', message: 'Network request failed: Failed to fetch' });
  });

  it('names an error from the status when the body has no error code', () => {
    const { handler, open, fromFrame } = setup();
    open();
    const request = call(handler, { path: '/nope', token: 'a-long-oauth-token' });
    fromFrame(['', 404, {}, request.id]);
    expect(request.callback.mock.calls[0]?.[0]).toMatchObject({ name: 'NotFoundError', message: '404 status code for "GET /nope"' });
  });

  it('accepts replies posted as JSON strings and ignores noise', () => {
    const { handler, open, fromFrame, log } = setup();
    open();
    const request = call(handler, { path: '/me' });
    fromFrame('not json');
    fromFrame({ hello: 'world' });
    fromFrame([{}, 200, {}, 'unknown-id']);
    expect(log).toHaveBeenCalledTimes(3);
    fromFrame(JSON.stringify([{ ID: 1 }, 200, {}, request.id]));
    expect(request.callback).toHaveBeenCalledWith(null, { ID: 1 }, { status: '200' });
  });

  it('relays progress notices to the request that asked for them', () => {
    const { handler, open, fromFrame } = setup();
    open();
    const onProgress = vi.fn();
    const request = call(handler, { path: '/media/new', onProgress });
    fromFrame({ upload: true, callbackId: request.id, loaded: 5, total: 10 });
    expect(onProgress).toHaveBeenCalledWith({ direction: 'upload', loaded: 5, total: 10 });
  });
});

describe('createProxyHandler: meta API and abort', () => {
  it('requestAllBlogsAccess posts the metaAPI message and resolves on metaAPIupdated', async () => {
    const { handler, open, fromFrame } = setup();
    const spy = open();
    const granted = handler.requestAllBlogsAccess();
    const message = spy.mock.calls[0]?.[0] as Record<string, unknown>;
    expect(message).toMatchObject({ metaAPI: { accessAllUsersBlogs: true }, supports_args: true });
    fromFrame(['metaAPIupdated', 200, {}, message.callback]);
    await expect(granted).resolves.toBeUndefined();
  });

  it('requestAllBlogsAccess rejects when the frame answers anything else', async () => {
    const { handler, open, fromFrame } = setup();
    const spy = open();
    const granted = handler.requestAllBlogsAccess();
    fromFrame(['nope', 200, {}, (spy.mock.calls[0]?.[0] as Record<string, unknown>).callback]);
    await expect(granted).rejects.toMatchObject({ statusCode: 500 });
  });

  it('abort tells the frame, fails the callback once and ignores the late reply', () => {
    const { handler, open, fromFrame } = setup();
    const spy = open();
    const request = call(handler, { path: '/slow' });
    const onabort = vi.fn();
    request.handle.onabort = onabort;
    expect(request.handle.abort()).toBe(true);
    expect(onabort).toHaveBeenCalledWith(expect.objectContaining({ type: 'abort' }));
    expect(spy).toHaveBeenLastCalledWith({ abort: true, callback: request.id }, ORIGIN);
    fromFrame([{}, 200, {}, request.id]);
    expect(request.callback).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ name: 'AbortError' }), null, undefined);
    expect(handler.abort(request.id)).toBe(false);
  });

  it('an AbortSignal aborts a queued request before it is ever posted', () => {
    const { handler, posted, fromFrame } = setup();
    const controller = new AbortController();
    const request = call(handler, { path: '/queued', signal: controller.signal });
    const spy = posted();
    controller.abort();
    fromFrame('ready');
    expect(spy).not.toHaveBeenCalled();
    expect(request.callback.mock.calls[0]?.[0]).toMatchObject({ name: 'AbortError' });
  });
});
