// Behaviour code written for wpcom.js 7.1.1 relies on, checked against that version's sources.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http, passthrough } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { useApiServer, viaCallback } from './testing/api-server.ts';
import { expectRequest } from './testing/expect-request.ts';
import { HANDLER_RESULT, recordingClient } from './testing/recording.ts';
import type { RequestCallback, VideoFile, WpcomClient } from './types.ts';
import { uploadVideo } from './upload/index.ts';

const api = useApiServer();
const S = '/rest/v1.1/sites/7';

describe('a callback after an undefined body (wpcom.js reads only a missing callback as a shorter form)', () => {
  it.each<[string, (client: WpcomClient, fn: RequestCallback) => unknown, string]>([
    ['post.update', (c, fn) => c.site(7).post(5).update({ context: 'edit' }, undefined, fn), `${S}/posts/5`],
    ['media.update', (c, fn) => c.site(7).media(3).update({ context: 'edit' }, undefined, fn), `${S}/media/3`],
    ['comment.update', (c, fn) => c.site(7).comment(9).update({ context: 'edit' }, undefined, fn), `${S}/comments/9`],
    ['settings.update', (c, fn) => c.site(7).settings().update({ context: 'edit' }, undefined, fn), `${S}/settings`],
    ['req.put', (c, fn) => c.req.put('/sites/7/posts/5', { context: 'edit' }, undefined, fn), `${S}/posts/5`],
  ])('%s(query, undefined, fn) keeps the query, sends no body and calls fn', async (_name, call, path) => {
    const [error, body] = await viaCallback((fn) => call(api.client(), fn));
    expect([error, body]).toEqual([null, { ok: true }]);
    expectRequest(api.last(), { method: 'POST', path, query: 'context=edit', body: null });
  });

  it('(query, body, null) is the promise style, as in wpcom.js', async () => {
    const { client, last } = recordingClient();
    const result = client.site(7).post(5).update({ context: 'edit' }, { title: 'T' }, null as never);
    await expect(result).resolves.toEqual({ ok: true });
    expect(last()).toMatchObject({ query: 'context=edit', body: { title: 'T' } });
  });
});

describe('post.add and site.addPost always return a promise', () => {
  it('site.addPost(body, fn): fn gets the new post, then the promise resolves', async () => {
    api.reply({ ID: 41, slug: 'new-post' });
    const seen: unknown[] = [];
    const returned = api.client().site(7).addPost({ title: 'T' }, (error, post) => seen.push([error, post]));
    expect(returned).toBeInstanceOf(Promise);
    await expect(returned).resolves.toBeUndefined();
    expect(seen).toEqual([[null, { ID: 41, slug: 'new-post' }]]);
    expectRequest(api.last(), { method: 'POST', path: `${S}/posts/new`, body: { title: 'T' } });
  });

  it('post().add(query, body, fn): the query is kept, the post remembers its id, a failure goes to fn only', async () => {
    api.reply({ ID: 42, slug: 'p' });
    const post = api.client().site(7).post();
    const fn = vi.fn();
    await post.add({ context: 'edit' }, { title: 'T' }, fn).then((value) => expect(value).toBeUndefined());
    expect(fn).toHaveBeenCalledWith(null, { ID: 42, slug: 'p' });
    expect(post._id).toBe(42);
    expectRequest(api.last(), { method: 'POST', path: `${S}/posts/new`, query: 'context=edit', body: { title: 'T' } });
    api.reply({ error: 'bad_request', message: 'No' }, 400);
    const failed = vi.fn();
    await expect(post.add({ title: 'U' }, failed)).resolves.toBeUndefined();
    expect(failed).toHaveBeenCalledWith(expect.objectContaining({ statusCode: 400 }));
  });

  it('post().add(body, undefined, fn) posts the body, as wpcom.js hands it to req.post without fn', async () => {
    const fn = vi.fn();
    await api.client().site(7).post().add({ title: 'T' }, undefined, fn);
    expectRequest(api.last(), { method: 'POST', path: `${S}/posts/new`, body: { title: 'T' } });
    expect(fn).toHaveBeenCalledWith(null, { ok: true });
  });
});

describe("the caller's object goes in the body where wpcom.js sends it", () => {
  it.each<[string, (client: WpcomClient) => Promise<unknown>, string]>([
    ['domain.resendICANN', (c) => c.domain('ex.com').resendICANN({ reason: 'lost' }), '/rest/v1.1/domains/ex.com/resend-icann'],
    ['plugin.updateVersion', (c) => c.site(7).plugin('hello').updateVersion({ reason: 'lost' }), `${S}/plugins/hello/update`],
    ['plugin.delete', (c) => c.site(7).plugin('hello').delete({ reason: 'lost' }), `${S}/plugins/hello/delete`],
  ])('%s(object) posts the object as the body, not the query string', async (_name, call, path) => {
    await call(api.client());
    expectRequest(api.last(), { method: 'POST', path, query: '', body: { reason: 'lost' } });
  });

  it('without an object they post no body, and a callback is called', async () => {
    await api.client().domain('ex.com').resendICANN();
    expect(api.last().body).toBeNull();
    const [error] = await viaCallback((fn) => api.client().site(7).plugin('hello').updateVersion(fn));
    expect(error).toBeNull();
    expect(api.last().body).toBeNull();
  });
});

describe('falsy bodies', () => {
  it.each(['', 0, false])('%j is not sent, as wpcom.js drops it', async (value) => {
    const { client, last } = recordingClient();
    await client.req.post('/x', {}, value);
    expect(last()).not.toHaveProperty('body');
    await client.req.post('/x', value);
    expect(last()).not.toHaveProperty('body');
  });

  it('a body given inside the params object is sent as given', async () => {
    const { client, last } = recordingClient();
    await client.req.post({ path: '/x', apiNamespace: 'wpcom/v2', body: { a: 1 } });
    expect(last()).toMatchObject({ path: '/x', apiNamespace: 'wpcom/v2', body: { a: 1 }, method: 'POST' });
  });
});

describe('special query keys follow wpcom.js', () => {
  it('a falsy apiVersion, apiNamespace or proxyOrigin stays in the query string and the version falls back', async () => {
    const { client, last } = recordingClient();
    await client.req.get('/x', { apiVersion: '', apiNamespace: '', proxyOrigin: '', a: 1 });
    expect(last()).toMatchObject({ apiVersion: '1.1', query: 'apiVersion=&apiNamespace=&proxyOrigin=&a=1' });
    expect(last()).not.toHaveProperty('apiNamespace');
    expect(last()).not.toHaveProperty('proxyOrigin');
    await client.req.get('/x', { apiVersion: 0 });
    expect(last()).toMatchObject({ apiVersion: '1.1', query: 'apiVersion=0' });
  });

  it('an empty apiVersion in the params object falls back to the client version', async () => {
    const { client, last } = recordingClient();
    await client.req.get({ path: '/x', apiVersion: '' });
    expect(last().apiVersion).toBe('1.1');
    client.apiVersion = '1.3';
    await client.req.post({ path: '/x', apiVersion: '' }, {});
    expect(last().apiVersion).toBe('1.3');
  });

  it('a numeric apiVersion stays a number', async () => {
    const { client, last } = recordingClient();
    await client.req.get('/x', { apiVersion: 2 });
    expect(last().apiVersion).toBe(2);
    await client.req.get({ path: '/x', apiVersion: 1.2 });
    expect(last().apiVersion).toBe(1.2);
  });

  it('media.get treats an empty apiVersion as 1.2, as wpcom.js does', async () => {
    await api.client().site(7).media(3).get({ apiVersion: '' });
    expectRequest(api.last(), { method: 'GET', path: '/rest/v1.2/sites/7/media/3', query: '' });
  });

  it('the handler result still comes back in callback style', () => {
    const { client } = recordingClient();
    expect(client.req.get('/x', { apiVersion: '' }, () => undefined)).toBe(HANDLER_RESULT);
  });
});

describe('media.edit reads its arguments as wpcom.js does', () => {
  it('(body, null, fn) and (body, undefined, fn) post the body and call fn', async () => {
    for (const empty of [null, undefined]) {
      const [error] = await viaCallback((fn) => api.client().site(7).media(3).edit({ title: 'E' }, empty, fn));
      expect(error).toBeNull();
      expectRequest(api.last(), { method: 'POST', path: `${S}/media/3/edit`, query: '', body: { title: 'E' } });
    }
  });

  it('a media field makes it multipart whatever it is', async () => {
    await api.client().site(7).media(3).edit({ media: 'https://x/a.png', title: 'E' });
    expect(api.last().body).toEqual([['media', 'https://x/a.png'], ['attrs[title]', 'E']]);
  });
});

describe('VideoPress requests', () => {
  const video = (name: string): VideoFile =>
    Object.assign(new File(['video bytes'], name, { type: 'video/mp4' }), { canUseVideoPress: true });

  it('the upload JWT request has no body, as in wpcom.js', async () => {
    api.reply({ error: 'stop_here' }, 403);
    await expect(api.client().site('example.com::blog').media().addFiles(video('v.mp4'))).rejects.toThrow();
    expect(api.seen).toHaveLength(1);
    expect(api.last()).toMatchObject({ method: 'POST', path: '/wpcom/v2/sites/example.com%3A%3Ablog/media/videopress-upload-jwt', body: null });
    expect(api.last().headers.get('content-type')).toBeNull();
  });

  it('the tus endpoint has the URL-encoded site id, as in wpcom.js', async () => {
    // tus-js-client speaks node:http here, so a local server stands in for the upload endpoint.
    const tusPaths: string[] = [];
    const server = createServer((request, response) => {
      tusPaths.push(request.url ?? '');
      response.writeHead(403).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rest/v1.1/video-uploads/`;
    // Whether msw's interceptor sees node:http depends on which files this worker ran before (their
    // modules are shared): the local server's requests always go through, never to msw's "unhandled".
    api.server.use(http.all(`${endpoint}*`, () => passthrough()));
    api.reply({ upload_token: 'jwt-1' });
    // media().addFiles hands the uploader the decoded id; Node's tus client reads a Buffer.
    const bytes = Object.assign(Buffer.from('video bytes'), { name: 'v.mp4', type: 'video/mp4', size: 11, canUseVideoPress: true });
    try {
      const upload = uploadVideo({ wpcom: api.client(), siteId: 'example.com::blog', files: [bytes], fetchEndpoint: endpoint, retryDelays: null });
      await expect(upload).rejects.toThrow(/403/);
    } finally {
      server.close();
    }
    expect(tusPaths).toEqual(['/rest/v1.1/video-uploads/example.com%3A%3Ablog/']);
  });
});
