// Walks the "Differences from wpcom.js 7.1.1" list of docs/api.md: every entry has a check here of
// this client's side, keyed by the call the entry starts with, and every check has an entry.
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import * as api from './index.ts';
import wpcom from './index.ts';
import { PATH_MESSAGE } from './site/media-form.ts';
import { HANDLER_RESULT, recordingClient } from './testing/recording.ts';
import type { RequestCallback, RequestParams, VideoFile, VideoUploader, WpcomClient } from './types.ts';
import { requestKeyToken } from './upload/jwt.ts';

const docs = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');

/** The key (first code span) of each entry of the differences section. */
function documentedDifferences(): string[] {
  const start = docs.indexOf('## Differences from wpcom.js 7.1.1');
  if (start < 0) throw new Error('docs/api.md has no differences section');
  const rest = docs.slice(start + 3);
  const end = rest.search(/^## /m);
  const section = end < 0 ? rest : rest.slice(0, end);
  return [...section.matchAll(/^- `([^`]+)`/gm)].map((match) => match[1]!);
}

/** Runs a callback-style call and gives the callback's arguments and the call's return value. */
async function viaCallback(start: (fn: RequestCallback) => unknown): Promise<{ args: unknown[]; returned: unknown }> {
  let returned: unknown;
  const args = await new Promise<unknown[]>((resolve) => {
    returned = start((...callbackArgs) => resolve(callbackArgs));
  });
  return { args, returned };
}

/** Expects each call's callback to get the answer, and each request to reach the handler. */
async function callsBack(calls: Array<(client: WpcomClient, fn: RequestCallback) => unknown>): Promise<RequestParams[]> {
  const { client, calls: seen } = recordingClient();
  for (const call of calls) {
    const { args } = await viaCallback((fn) => call(client, fn));
    expect(args.slice(0, 2)).toEqual([null, { ok: true }]);
  }
  expect(seen).toHaveLength(calls.length);
  return seen;
}

const video = (name: string): VideoFile => Object.assign(new File(['v'], name, { type: 'video/mp4' }), { canUseVideoPress: true });

const checks: Record<string, () => Promise<void> | void> = {
  'domain.updateNameservers(ns, fn)': async () => {
    const seen = await callsBack([
      (c, fn) => c.domain('ex.com').updateNameservers(['ns1.a'], fn),
      (c, fn) => c.domain('ex.com').updateConnectionModeAndGetMappingStatus('advanced', fn),
    ]);
    expect(seen.map((params) => params.body)).toEqual([{ nameservers: ['ns1.a'] }, { mode: 'advanced' }]);
  },
  'domain.dns().delete(record, fn)': async () => {
    const seen = await callsBack([
      (c, fn) => c.domain('ex.com').dns().delete({ type: 'A' }, fn),
      (c, fn) => c.domain('ex.com').dns().setDefaultARecords(fn),
      (c, fn) => c.domain('ex.com').email('me').forward('me@else.org', fn),
    ]);
    expect(seen.map((params) => params.path)).toEqual(['/domains/ex.com/dns/delete', '/domains/ex.com/dns/set-default-a-records', '/domains/ex.com/email/me']);
  },
  'site.follow().follow(fn)': async () => {
    const seen = await callsBack([(c, fn) => c.site(7).follow().follow(fn), (c, fn) => c.site(7).follow().unfollow({ source: 'n' }, fn)]);
    expect(seen[1]).toMatchObject({ path: '/sites/7/follows/mine/delete', query: 'source=n' });
  },
  'site.post(id).restore(fn)': async () => {
    const [params] = await callsBack([(c, fn) => c.site(7).post(5).restore(fn)]);
    expect(params?.path).toBe('/sites/7/posts/5/restore');
  },
  'site.plugin(slug).install(fn)': async () => {
    const seen = await callsBack([
      (c, fn) => c.site(7).plugin('p').install(fn),
      (c, fn) => c.site(7).plugin('p').activate(fn),
      (c, fn) => c.site(7).plugin('p').deactivate(fn),
      (c, fn) => c.site(7).plugin('p').enableAutoupdate(fn),
      (c, fn) => c.site(7).plugin('p').disableAutoupdate(fn),
      (c, fn) => c.site(7).wpcomPlugin('p').activate(fn),
      (c, fn) => c.site(7).wpcomPlugin('p').deactivate(fn),
    ]);
    expect(seen[0]?.body).toEqual({ slug: 'p' });
  },
  'site.wordAds().tos().sign(fn)': async () => {
    const [params] = await callsBack([(c, fn) => c.site(7).wordAds().tos().sign(fn)]);
    expect(params?.body).toEqual({ tos: 'signed' });
  },
  'site.emailStatsForPeriod(…, fn)': async () => {
    const { client, calls } = recordingClient();
    const fn = vi.fn();
    await expect(client.site(7).emailStatsForPeriod(1, 'opens', fn)).resolves.toBeUndefined();
    await expect(client.site(7).emailStatsAlltime(1, 'opens', fn)).resolves.toBeUndefined();
    expect(fn.mock.calls).toEqual([[null, { ok: true }], [null, { ok: true }]]);
    expect(calls).toHaveLength(5);
  },
  'media.addFiles(videos, fn)': async () => {
    const { client } = recordingClient();
    client.setVideoUploader(async () => [{ mediaId: 3, guid: 'g', src: 's' }]);
    const { args } = await viaCallback((fn) => client.site(7).media().addFiles([video('v.mp4')], fn));
    expect(args.slice(0, 2)).toEqual([null, { media: [{ ok: true }] }]);
  },
  'media.edit(body, null, fn)': async () => {
    const [params] = await callsBack([(c, fn) => c.site(7).media(3).edit({ title: 'E' }, null, fn)]);
    expect(params).toMatchObject({ path: '/sites/7/media/3/edit', query: '', body: { title: 'E' } });
  },
  'media.get(fn)': async () => {
    const [params] = await callsBack([(c, fn) => c.site(7).media(3).get(fn)]);
    expect(params?.apiVersion).toBe('1.2');
  },
  'media.get(null)': async () => {
    const { client, last } = recordingClient();
    await client.site(7).media(3).get(null);
    expect(last()).toMatchObject({ apiVersion: '1.2', query: '' });
  },
  "comment.update('text')": async () => {
    const { client, calls } = recordingClient();
    await client.site(7).comment(9).update('text');
    await client.site(7).comment(9).reply('text');
    expect(calls.map((params) => params.body)).toEqual([{ content: 'text' }, { content: 'text' }]);
  },
  'post.add(fn)': async () => {
    const { client, calls } = recordingClient();
    const fn = vi.fn();
    const returned = client.site(7).post().add(fn);
    await expect(returned).resolves.toBeUndefined();
    await viaCallback((callback) => client.site(7).post(5).comment().add(callback));
    expect(fn).toHaveBeenCalledWith(null, { ok: true });
    expect(calls.map((params) => 'body' in params)).toEqual([false, false]);
  },
  'req.get(params, query)': async () => {
    const { client, last } = recordingClient('secret');
    const params = Object.freeze({ path: '/x', apiVersion: '1.2' });
    const query = Object.freeze({ apiVersion: '1.3', apiNamespace: 'wpcom/v2', proxyOrigin: 'https://o.example', a: 1 });
    await client.req.get(params, query);
    expect(last()).toMatchObject({ apiVersion: '1.3', token: 'secret' });
    const frozen = Object.freeze({ fields: 'ID' });
    await client.site(7).media(3).get(frozen);
    await client.batch().add('/me').run(frozen);
    const body = Object.freeze({ media: 'x', title: 'T' });
    await client.site(7).media(3).edit(body);
    expect([params, query, frozen, body]).toEqual([
      { path: '/x', apiVersion: '1.2' },
      { apiVersion: '1.3', apiNamespace: 'wpcom/v2', proxyOrigin: 'https://o.example', a: 1 },
      { fields: 'ID' },
      { media: 'x', title: 'T' },
    ]);
  },
  "site(undefined | null | '')": () => {
    const { client } = recordingClient();
    expect(() => client.site(undefined as unknown as string).comment(1)).toThrow('`site id` is not correctly defined');
    expect(() => client.site(null as unknown as string).follow()).toThrow('`site id` is not correctly defined');
    expect(() => client.site('').settings()).toThrow('`site id` is not correctly defined');
    expect(() => client.site(7).taxonomy('genre').term().get()).toThrow('`term` is not correctly defined');
  },
  'site(id).taxonomy(t).term(term)': async () => {
    const { client, calls } = recordingClient();
    await client.site('a/b').taxonomy('x y').term('t/1').get();
    await client.site('a/b').postType('p q').taxonomiesList();
    expect(calls.map((params) => params.path)).toEqual(['/sites/a%2Fb/taxonomies/x%20y/terms/slug:t%2F1', '/sites/a%2Fb/post-types/p%20q/taxonomies']);
  },
  'media.addFiles(files)': async () => {
    const { client, calls } = recordingClient();
    const uploader = vi.fn<VideoUploader>(async ({ files }) => files.map((_file, index) => ({ mediaId: index + 1, guid: 'g', src: 's' })));
    client.setVideoUploader(uploader);
    await client.site(7).media().addFiles([video('a.mp4'), new File(['i'], 'i.png', { type: 'image/png' }), video('b.mp4')]);
    expect(uploader.mock.calls[0]?.[0].files.map((file) => file.name)).toEqual(['a.mp4', 'b.mp4']);
    expect(calls.find((params) => params.path === '/sites/7/media/new')?.formData?.map(([name]) => name)).toEqual(['media[]']);
    client.setVideoUploader(undefined);
    await expect(client.site(7).media().addFiles(video('c.mp4'))).rejects.toThrow('Video upload is not configured');
  },
  "media.addFiles('/a/path.png')": () => {
    const { client } = recordingClient();
    expect(() => client.site(7).media().addFiles('/a/path.png')).toThrow(PATH_MESSAGE);
  },
  uploadVideo: async () => {
    const calls: RequestParams[] = [];
    const client = wpcom((params, callback) => (calls.push(params), callback(null, { token: 'jwt-key' })));
    await expect(requestKeyToken(client, 7, 'abc')).resolves.toBe('jwt-key');
    expect(calls[0]).toMatchObject({ path: '/sites/7/media/videopress-upload-jwt', apiNamespace: 'wpcom/v2', key: 'abc', body: { key: 'abc' } });
  },
  token: () => {
    const client = wpcom('secret-token');
    expect(client.token).toBe('secret-token');
    expect(Object.keys(client)).not.toContain('token');
    expect(JSON.stringify(Object.entries(client).map(([key]) => key))).not.toContain('secret-token');
  },
  'me()': () => {
    expect('me' in wpcom()).toBe(false);
  },
  'post(id).like()': async () => {
    const { client, calls } = recordingClient();
    await client.site(7).post(5).like().add();
    await client.site(7).comment(9).like().mine();
    await client.site(7).post(5).likesList();
    await client.domain('ex.com').dns().list();
    const controller = new AbortController();
    await client.req.get('/x', { signal: controller.signal });
    expect(calls.map((params) => params.path)).toEqual(['/sites/7/posts/5/likes/new', '/sites/7/comments/9/likes/mine', '/sites/7/posts/5/likes', '/domains/ex.com/dns', '/x']);
    expect(calls.at(-1)?.signal).toBe(controller.signal);
    expect(client.getVideoUploader()).toBeTypeOf('function');
    expect(Object.keys(api)).toEqual(expect.arrayContaining(['ApiError', 'AbortError', 'NetworkError', 'ParseError', 'TimeoutError', 'RequestError']));
    expect(client.req.get('/x', () => undefined)).toBe(HANDLER_RESULT);
  },
};

describe('docs/api.md differences from wpcom.js 7.1.1', () => {
  it('lists exactly the differences checked here', () => {
    expect(documentedDifferences().sort()).toEqual(Object.keys(checks).sort());
  });

  it.each(documentedDifferences())('%s', async (key) => {
    const check = checks[key];
    if (!check) throw new Error(`docs/api.md lists ${key}, which has no check here`);
    await check();
  });
});
