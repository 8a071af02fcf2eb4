// Errors a caller of the fetch handler can handle: classes to `instanceof`, per-request aborts, no token.
import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { createFetchHandler } from './fetch-handler.ts';
import wpcom, { AbortError, ApiError, NetworkError, ParseError, RequestError, TimeoutError } from './index.ts';
import { API, useApiServer } from './testing/api-server.ts';

const api = useApiServer();
const slowQueries: string[] = [];
const slowMe = () =>
  http.get(`${API}/rest/v1.1/me`, async ({ request }) => {
    slowQueries.push(new URL(request.url).search);
    await delay(300);
    return HttpResponse.json({ slow: true });
  });

describe('a 2xx answer that is not the JSON it claims to be', () => {
  it('rejects with a ParseError carrying the status, instead of resolving with the raw string', async () => {
    api.server.use(
      http.get(`${API}/rest/v1.1/me`, () => new HttpResponse('{"ID": 1, "user', { status: 200, headers: { 'Content-Type': 'application/json' } })),
    );
    const failure = await api.client().req.get('/me').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ParseError);
    expect(failure).toBeInstanceOf(RequestError);
    expect(failure).toMatchObject({ name: 'ParseError', statusCode: 200, status: 200, body: '{"ID": 1, "user', method: 'GET', path: '/me' });
  });

  it('still hands on the text of an answer of another type', async () => {
    api.server.use(http.get(`${API}/rest/v1.1/me`, () => new HttpResponse('<p>hi</p>', { headers: { 'Content-Type': 'text/html' } })));
    await expect(api.client().req.get('/me')).resolves.toBe('<p>hi</p>');
  });
});

describe('error classes', () => {
  it('timeouts, aborts, network failures and API errors are instances of exported classes', async () => {
    api.server.use(slowMe());
    const timedOut = await wpcom(createFetchHandler({ timeoutMs: 20 })).req.get('/me').catch((error: unknown) => error);
    expect(timedOut).toBeInstanceOf(TimeoutError);
    expect(timedOut).toMatchObject({ name: 'TimeoutError', timeoutMs: 20, path: '/me' });

    const offline = createFetchHandler({ fetch: () => Promise.reject(new TypeError('fetch failed')) });
    const failed = await wpcom(offline).req.get('/me').catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(NetworkError);

    api.reply({ error: 'unknown_post', message: 'Unknown post' }, 404);
    const missing = await api.client().site(1).post(2).get().catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(ApiError);
    expect(missing).toMatchObject({ name: 'UnknownPostError', statusCode: 404, status: 404, error: 'unknown_post' });

    api.server.use(slowMe());
    const controller = new AbortController();
    const aborted = api.client().req.get({ path: '/me', signal: controller.signal });
    setTimeout(() => controller.abort(), 10);
    await expect(aborted).rejects.toBeInstanceOf(AbortError);
  });
});

describe('aborting one request', () => {
  it('a query signal aborts that call alone; the others go on', async () => {
    api.server.use(slowMe());
    const client = api.client();
    const controller = new AbortController();
    const aborted = client.req.get('/me', { signal: controller.signal, fields: 'ID' });
    const other = client.req.get('/me');
    setTimeout(() => controller.abort(), 10);
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError', message: 'Request aborted' });
    await expect(other).resolves.toEqual({ slow: true });
    expect(slowQueries.slice(-2)).toEqual(['?fields=ID', '']);
  });

  it('resource calls take it too, and an already aborted signal fails without a request', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(api.client().site(7).postsList({ number: 1, signal: controller.signal })).rejects.toBeInstanceOf(AbortError);
    expect(api.seen).toHaveLength(0);
  });

  it('a handler-level signal that fired does not fail every later request', async () => {
    api.server.use(slowMe());
    const controller = new AbortController();
    const client = wpcom(createFetchHandler({ signal: controller.signal }));
    const inFlight = client.req.get('/me');
    setTimeout(() => controller.abort(), 10);
    await expect(inFlight).rejects.toBeInstanceOf(AbortError);
    await expect(client.req.get('/me')).resolves.toEqual({ slow: true });
  });
});

describe('echoed tokens', () => {
  const token = 'a1B2$c/d+e=f&g!h(i)';

  it('are scrubbed as sent, percent-encoded in either case, and JSON-escaped', async () => {
    const encoded = encodeURIComponent(token);
    const lowerHex = encoded.replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase());
    const rfc3986 = encoded.replace(/[!()]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
    api.reply(
      {
        error: 'invalid_token',
        message: `Bad token ${encoded}`,
        echo: { url: `/me?access_token=${lowerHex}`, raw: token, rfc3986 },
        [`key-${encoded}`]: 1,
      },
      400,
    );
    const failure = await wpcom(token, createFetchHandler()).req.get('/me').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    const everything = JSON.stringify({ ...(failure as object), message: (failure as Error).message, stack: (failure as Error).stack });
    expect(everything).toContain('[token]');
    for (const form of [token, encoded, lowerHex, rfc3986, 'a1B2%24c', 'a1B2$c']) {
      expect(everything).not.toContain(form);
    }
    expect((failure as Error).message).toBe('Bad token [token]');
  });

  it('are scrubbed from the error code, and so from the name made of it', async () => {
    api.reply({ error: `bad_${token}` }, 401);
    const failure = (await wpcom(token, createFetchHandler()).req.get('/me').catch((error: unknown) => error)) as ApiError;
    expect(failure.error).toBe('bad_[token]');
    expect(failure.name).not.toContain('a1B2');
  });

  it('are scrubbed from the text of a non-JSON error page too', async () => {
    api.server.use(
      http.get(`${API}/rest/v1.1/me`, () => new HttpResponse(`<p>denied for ${JSON.stringify(token).slice(1, -1).replace(/\//g, '\\/')}</p>`, { status: 500 })),
    );
    const failure = await wpcom(token, createFetchHandler()).req.get('/me').catch((error: unknown) => error);
    expect((failure as ApiError).body).toBe('<p>denied for [token]</p>');
  });
});
