// @vitest-environment jsdom
// The proxy handler's errors: the same classes and names as the fetch handler's, and no token.
import { afterEach, describe, expect, it } from 'vitest';
import { AbortError, ApiError, RequestError } from '../errors.ts';
import { createFetchHandler } from '../fetch-handler.ts';
import type { RequestParams } from '../types.ts';
import { call, cleanUp, setup } from './test-kit.ts';

afterEach(cleanUp);

const json = { 'Content-Type': 'application/json' };
const TOKEN = 'a1B2$c/d+e=f&g!h';

/** The error the fetch handler gives for one answer. */
function viaFetch(status: number, body: unknown, params: Partial<RequestParams> = {}): Promise<Error | null> {
  const handler = createFetchHandler({ fetch: async () => Response.json(body, { status }) });
  const request: RequestParams = { path: '/sites/1/posts/2', method: 'POST', apiVersion: '1.1', query: '', ...params };
  return new Promise((resolve) => handler(request, (error) => resolve(error)));
}

describe('proxy handler errors', () => {
  it('scrub every echo of the token, as sent or URL-encoded, from the message and the body', () => {
    const { handler, open, fromFrame } = setup();
    open();
    const request = call(handler, { path: '/me', token: TOKEN });
    const body = { error: 'invalid_token', message: `Token ${encodeURIComponent(TOKEN)} expired`, echo: [TOKEN, `t=${encodeURIComponent(TOKEN)}`] };
    fromFrame([body, 403, json, request.id]);
    const error = request.callback.mock.calls[0]?.[0] as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Token [token] expired');
    expect(error.body).toEqual({ error: 'invalid_token', message: 'Token [token] expired', echo: ['[token]', 't=[token]'] });
    const everything = JSON.stringify({ ...error, message: error.message, stack: error.stack });
    expect(everything).not.toContain(TOKEN);
    expect(everything).not.toContain(encodeURIComponent(TOKEN));
  });

  it.each<[string, number, unknown]>([
    ['a code', 409, { error: 'comment_duplicate', message: 'Duplicate comment' }],
    ['a v2 code', 401, { code: 'rest_forbidden', message: 'Sorry' }],
    ['no code', 404, {}],
    ['an OAuth description', 400, { error: 'invalid_request', error_description: 'Bad request' }],
    ['an unlisted status', 418, { nothing: true }],
  ])('are named and worded as the fetch handler does, for a reply with %s', async (_name, status, body) => {
    const { handler, open, fromFrame } = setup();
    open();
    const request = call(handler, { path: '/sites/1/posts/2', method: 'post' });
    fromFrame([body, status, json, request.id]);
    const proxied = request.callback.mock.calls[0]?.[0] as ApiError;
    const fetched = (await viaFetch(status, body)) as ApiError;
    expect(proxied).toBeInstanceOf(ApiError);
    expect(fetched).toBeInstanceOf(ApiError);
    const facts = (error: ApiError) => ({ name: error.name, message: error.message, statusCode: error.statusCode, status: error.status, error: error.error, path: error.path, method: error.method });
    expect(facts(proxied)).toEqual(facts(fetched));
  });

  it('an abort is the same AbortError class the fetch handler uses', () => {
    const { handler, open } = setup();
    open();
    const request = call(handler, { path: '/slow' });
    request.handle.abort();
    const error = request.callback.mock.calls[0]?.[0];
    expect(error).toBeInstanceOf(AbortError);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ name: 'AbortError', path: '/slow', method: 'GET' });
  });
});
