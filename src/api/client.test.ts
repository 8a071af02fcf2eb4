import { describe, expect, it } from 'vitest';
import wpcom, { Wpcom } from './index.ts';
import { TOKEN, useApiServer, viaCallback } from './testing/api-server.ts';
import type { RequestParams } from './types.ts';

const api = useApiServer();

/** A client whose handler records params and answers with `{ ok: true }`. */
function recording(token?: string): { client: ReturnType<typeof wpcom>; calls: RequestParams[] } {
  const calls: RequestParams[] = [];
  const handler = (params: RequestParams, callback: (error: Error | null, body?: unknown) => void): string => {
    calls.push(params);
    callback(null, { ok: true });
    return 'handler-result';
  };
  return { client: token ? wpcom(token, handler) : wpcom(handler), calls };
}

describe('wpcom factory', () => {
  it('works with and without new and takes a handler as first argument', () => {
    const plain = wpcom(TOKEN);
    const constructed = new wpcom(TOKEN);
    expect(plain).toBeInstanceOf(Wpcom);
    expect(constructed).toBeInstanceOf(wpcom);
    const { client } = recording();
    expect(client.isTokenLoaded()).toBe(false);
    expect(client.apiVersion).toBe('1.1');
    expect(wpcom.Site).toBeTypeOf('function');
    expect(wpcom.Batch).toBeTypeOf('function');
  });

  it('loads tokens without exposing them as own enumerable fields', () => {
    const client = wpcom();
    expect(client.isTokenLoaded()).toBe(false);
    client.loadToken('abc');
    expect(client.isTokenLoaded()).toBe(true);
    expect(client.token).toBe('abc');
    expect(Object.values(client)).not.toContain('abc');
  });

  it('rejects with "No request handler provided" when no handler is given', async () => {
    await expect(wpcom(TOKEN).req.get('/me')).rejects.toThrow('No request handler provided');
    const [error] = await viaCallback((callback) => wpcom().site(1).get(callback));
    expect(error?.message).toBe('No request handler provided');
  });
});

describe('req helpers', () => {
  it('get: (params, query) sends an upper-case method, version, encoded query and the token', async () => {
    await api.client().req.get('/sites/1/posts', { number: 2, tags: ['a', 'b'] });
    expect(api.last()).toMatchObject({ method: 'GET', path: '/rest/v1.1/sites/1/posts', query: 'number=2&tags%5B%5D=a&tags%5B%5D=b' });
    expect(api.last().headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('takes apiVersion, apiNamespace and proxyOrigin out of the query without mutating it', async () => {
    const { client, calls } = recording(TOKEN);
    const query = { apiVersion: '1.3', apiNamespace: 'wpcom/v2', proxyOrigin: 'https://o.example', a: 1 };
    await client.req.get({ path: '/x', apiVersion: '1.2' }, query);
    expect(calls[0]).toEqual({ path: '/x', method: 'GET', apiVersion: '1.3', apiNamespace: 'wpcom/v2', proxyOrigin: 'https://o.example', query: 'a=1', token: TOKEN });
    expect(query.apiVersion).toBe('1.3');
    await client.req.get({ path: '/y', apiVersion: '1.2' });
    expect(calls[1]?.apiVersion).toBe('1.2');
    client.apiVersion = '1.4';
    await client.req.get('/z');
    expect(calls[2]?.apiVersion).toBe('1.4');
  });

  it('post/put juggle (params, body), (params, fn), (params, body, fn), (params, query, body, fn)', async () => {
    const { client, calls } = recording();
    await client.req.post('/a', { b: 1 });
    expect(calls.at(-1)).toMatchObject({ method: 'POST', query: '', body: { b: 1 } });
    const [, body] = await viaCallback((fn) => client.req.post('/a', fn));
    expect(body).toEqual({ ok: true });
    expect(calls.at(-1)).not.toHaveProperty('body');
    await viaCallback((fn) => client.req.put('/a', { c: 2 }, fn));
    expect(calls.at(-1)).toMatchObject({ method: 'POST', body: { c: 2 } });
    await viaCallback((fn) => client.req.post('/a', { q: 1 }, { d: 3 }, fn));
    expect(calls.at(-1)).toMatchObject({ query: 'q=1', body: { d: 3 } });
    await client.req.post({ path: '/v2', method: 'put' }, {}, { e: 1 });
    expect(calls.at(-1)).toMatchObject({ method: 'PUT', body: { e: 1 } });
  });

  it('del posts with (params, fn) and (params, query, fn)', async () => {
    const { client, calls } = recording();
    await viaCallback((fn) => client.req.del('/a/delete', fn));
    expect(calls.at(-1)).toMatchObject({ method: 'POST', query: '' });
    await viaCallback((fn) => client.req.del('/a/delete', { force: true }, fn));
    expect(calls.at(-1)).toMatchObject({ method: 'POST', query: 'force=true' });
    await client.req.del('/a/delete');
    expect(calls).toHaveLength(3);
  });

  it('returns the handler result in callback style and a promise otherwise', async () => {
    const { client } = recording();
    expect(client.req.get('/a', () => undefined)).toBe('handler-result');
    await expect(client.req.get('/a')).resolves.toEqual({ ok: true });
  });

  it('callback style gets response headers and an abortable request from the fetch handler', async () => {
    let abortable: unknown;
    const headers = await new Promise<unknown>((resolve) => {
      abortable = api.client().req.get('/me', (_error, _body, responseHeaders) => resolve(responseHeaders));
    });
    expect(headers).toMatchObject({ 'content-type': 'application/json' });
    expect(abortable).toHaveProperty('abort', expect.any(Function));
  });

  it('promise style rejects and callback style receives API errors', async () => {
    api.reply({ error: 'unknown_post', message: 'Unknown post' }, 404);
    await expect(api.client().site(1).post(5).get()).rejects.toMatchObject({ statusCode: 404, error: 'unknown_post' });
    api.reply({ error: 'unknown_post', message: 'Unknown post' }, 404);
    const [error, body] = await viaCallback((fn) => api.client().site(1).post(5).get(fn));
    expect(error).toMatchObject({ statusCode: 404 });
    expect(body).toBeUndefined();
  });

  it('freshlyPressed and batch', async () => {
    const client = api.client();
    await client.freshlyPressed({ number: 3 });
    expect(api.last()).toMatchObject({ method: 'GET', path: '/rest/v1.1/freshly-pressed', query: 'number=3' });
    await client.batch().add('/me').add('/sites/1').run({ x: 1 });
    expect(api.last()).toMatchObject({ path: '/rest/v1.1/batch', query: 'x=1&urls%5B%5D=%2Fme&urls%5B%5D=%2Fsites%2F1' });
    await viaCallback((fn) => client.batch().add('/me').run(fn));
    expect(api.last().query).toBe('urls%5B%5D=%2Fme');
  });

  it('pinghub connect wires hooks on the handler result and disconnect sends the verb', () => {
    const calls: RequestParams[] = [];
    const connection: Record<string, (event: unknown) => void> = {};
    const client = wpcom((params) => (calls.push(params), connection));
    const events: unknown[] = [];
    client.pinghub.connect('/wpcom/me/newest-note-data', (error, event) => events.push([error, event]));
    expect(calls[0]).toMatchObject({ action: 'connect', path: '/pinghub/wpcom/me/newest-note-data', method: 'GET' });
    connection.onload?.('msg');
    connection.onclose?.('closed');
    expect(events).toEqual([[null, 'msg'], ['closed', null]]);
    expect(client.pinghub.conns).toEqual({});
    client.pinghub.disconnect('/x');
    expect(calls[1]).toMatchObject({ action: 'disconnect', path: '/pinghub/x' });
  });
});
