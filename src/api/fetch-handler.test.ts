import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import { createFetchHandler, requestUrl } from './fetch-handler.ts';
import { API, TOKEN, useApiServer, viaCallback } from './testing/api-server.ts';
import type { RequestParams } from './types.ts';

const api = useApiServer();
const params = (extra: Partial<RequestParams> = {}): RequestParams => ({
  path: '/me',
  method: 'GET',
  apiVersion: '1.1',
  query: '',
  ...extra,
});
const run = (handler = createFetchHandler(), request = params()) =>
  new Promise<{ error: Error | null; body: unknown; headers: unknown }>((resolve) => {
    handler(request, (error, body, headers) => resolve({ error, body, headers }));
  });

describe('requestUrl', () => {
  it('builds REST, namespaced and legacy wp-json URLs', () => {
    expect(requestUrl(params({ apiVersion: '1.2', query: 'a=1' }), API)).toBe(`${API}/rest/v1.2/me?a=1`);
    expect(requestUrl(params({ apiNamespace: 'wpcom/v2' }), `${API}/`)).toBe(`${API}/wpcom/v2/me`);
    expect(requestUrl(params({ apiNamespace: 'legacy' }), API)).toBe(`${API}/wp-json/me`);
  });
});

describe('createFetchHandler', () => {
  it('sends the token as a bearer header and JSON bodies', async () => {
    const result = await run(createFetchHandler(), params({ method: 'POST', token: TOKEN, body: { a: 1 }, query: 'x=1' }));
    expect(result.error).toBeNull();
    expect(result.body).toEqual({ ok: true });
    expect(result.headers).toMatchObject({ 'content-type': 'application/json' });
    const seen = api.last();
    expect(seen).toMatchObject({ method: 'POST', path: '/rest/v1.1/me', query: 'x=1', body: { a: 1 } });
    expect(seen.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(seen.headers.get('content-type')).toBe('application/json');
  });

  it('uses the option token when the client has none, and none at all otherwise', async () => {
    await run(createFetchHandler({ token: 'option-token' }));
    expect(api.last().headers.get('authorization')).toBe('Bearer option-token');
    await run(createFetchHandler());
    expect(api.last().headers.get('authorization')).toBeNull();
  });

  it('sends formData as multipart with file names', async () => {
    const file = new File(['abc'], 'pic.png', { type: 'image/png' });
    await run(createFetchHandler(), params({ method: 'POST', formData: [['attrs[0][title]', 'T'], ['media[]', file]] }));
    expect(api.last().body).toEqual([
      ['attrs[0][title]', 'T'],
      ['media[]', 'file:pic.png'],
    ]);
  });

  it('never sends a GET body', async () => {
    await run(createFetchHandler(), params({ body: { a: 1 } }));
    expect(api.last().body).toBeNull();
  });

  it('turns a non-2xx answer into an error with statusCode, code, message and body, without the token', async () => {
    api.reply({ error: 'unauthorized', message: `Bad token ${TOKEN}` }, 403);
    const { error, body } = await run(createFetchHandler({ token: TOKEN }), params({ token: TOKEN }));
    expect(body).toBeUndefined();
    // Named as wp-error names it (the platform's own handlers use it): from the code, else the status.
    expect(error).toMatchObject({ name: 'UnauthorizedError', statusCode: 403, status: 403, error: 'unauthorized', path: '/me', method: 'GET' });
    expect(error).toBeInstanceOf(ApiError);
    expect(error?.message).toBe('Bad token [token]');
    expect((error as unknown as { body: unknown }).body).toEqual({ error: 'unauthorized', message: 'Bad token [token]' });
    const everything = JSON.stringify({ ...error, message: error?.message, stack: error?.stack });
    expect(everything).not.toContain(TOKEN);
  });

  it('reads the v2 `code` field and falls back to a status message', async () => {
    api.reply({ code: 'rest_forbidden', message: 'Sorry', data: { status: 401 } }, 401);
    expect((await run()).error).toMatchObject({ statusCode: 401, error: 'rest_forbidden', message: 'Sorry', name: 'RestForbiddenError' });
    api.server.use(http.get(`${API}/rest/v1.1/me`, () => new HttpResponse('<html>oops</html>', { status: 500 })));
    const { error } = await run();
    expect(error).toMatchObject({ statusCode: 500, name: 'InternalServerError', message: '500 status code for "GET /me"' });
    expect((error as unknown as { body: unknown }).body).toBe('<html>oops</html>');
  });

  it('fails with a TimeoutError after timeoutMs', async () => {
    api.server.use(http.get(`${API}/rest/v1.1/me`, async () => (await delay(500), HttpResponse.json({}))));
    const { error } = await run(createFetchHandler({ timeoutMs: 20 }));
    expect(error).toMatchObject({ name: 'TimeoutError', message: 'Request timed out after 20 ms' });
  });

  it('fails with an AbortError when the outer signal aborts or abort() is called', async () => {
    api.server.use(http.get(`${API}/rest/v1.1/me`, async () => (await delay(500), HttpResponse.json({}))));
    const controller = new AbortController();
    const pending = run(createFetchHandler({ signal: controller.signal }));
    setTimeout(() => controller.abort(), 10);
    expect((await pending).error).toMatchObject({ name: 'AbortError' });

    const handler = createFetchHandler();
    const [error] = await viaCallback((callback) => {
      const request = handler(params(), callback) as { abort(): void };
      setTimeout(() => request.abort(), 10);
    });
    expect(error).toMatchObject({ name: 'AbortError', message: 'Request aborted' });
  });

  it('reports network failures as NetworkError without the token', async () => {
    const failing = createFetchHandler({ fetch: () => Promise.reject(new TypeError(`fetch failed for ${TOKEN}`)) });
    const { error } = await run(failing, params({ token: TOKEN }));
    expect(error?.name).toBe('NetworkError');
    expect(error?.message).not.toContain(TOKEN);
  });

  it('honours proxyOrigin but keeps the token away from other origins', async () => {
    const calls: Array<[string, Headers]> = [];
    const spy = createFetchHandler({
      fetch: async (url, init) => (calls.push([String(url), new Headers(init?.headers)]), Response.json({})),
    });
    await run(spy, params({ proxyOrigin: 'https://other.example', token: TOKEN }));
    expect(calls[0]?.[0]).toBe('https://other.example/rest/v1.1/me');
    expect(calls[0]?.[1].get('authorization')).toBeNull();
  });
});
