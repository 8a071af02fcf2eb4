import { describe, expect, it, vi } from 'vitest';
import { useApiServer, viaCallback } from './testing/api-server.ts';
import { expectRequest } from './testing/expect-request.ts';
import type { VideoFile, VideoUploader } from './types.ts';

const api = useApiServer();
const S = '/rest/v1.1/sites/7';
const image = (name: string): File => new File(['img'], name, { type: 'image/png' });
const video = (name: string): VideoFile => Object.assign(new File(['vid'], name, { type: 'video/mp4' }), { canUseVideoPress: true });

describe('media', () => {
  it('get uses API version 1.2 unless the query names another, also with a callback', async () => {
    const media = api.client().site(7).media(3);
    await media.get();
    expectRequest(api.last(), { method: 'GET', path: '/rest/v1.2/sites/7/media/3' });
    await media.get({ apiVersion: '1.1', fields: 'ID' });
    expectRequest(api.last(), { method: 'GET', path: `${S}/media/3`, query: 'fields=ID' });
    await viaCallback((fn) => media.get(fn));
    expect(api.last().path).toBe('/rest/v1.2/sites/7/media/3');
  });

  it('update, edit and delete', async () => {
    const site = api.client().site(7);
    await site.media(3).update({ title: 'T' });
    expectRequest(api.last(), { method: 'POST', path: `${S}/media/3`, body: { title: 'T' } });
    await site.media(3).edit({ title: 'E' });
    expectRequest(api.last(), { method: 'POST', path: `${S}/media/3/edit`, body: { title: 'E' } });
    await site.media(3).edit({ media: image('new.png'), title: 'E2' });
    expectRequest(api.last(), { method: 'POST', path: `${S}/media/3/edit`, body: [['media', 'file:new.png'], ['attrs[title]', 'E2']] });
    await site.media(3).delete();
    expectRequest(api.last(), { method: 'POST', path: `${S}/media/3/delete` });
    await site.deleteMedia(4);
    expectRequest(api.last(), { method: 'POST', path: `${S}/media/4/delete` });
  });

  it('addFiles sends media[] and attrs[index][name] fields', async () => {
    const site = api.client().site(7);
    await site.media().addFiles([image('a.png'), { file: image('b.png'), title: 'Bee', caption: 'c' }]);
    expectRequest(api.last(), {
      method: 'POST',
      path: `${S}/media/new`,
      body: [['media[]', 'file:a.png'], ['attrs[1][title]', 'Bee'], ['attrs[1][caption]', 'c'], ['media[]', 'file:b.png']],
    });
    await site.addMediaFiles({ context: 'edit' }, image('c.png'));
    expectRequest(api.last(), { method: 'POST', path: `${S}/media/new`, query: 'context=edit', body: [['media[]', 'file:c.png']] });
    const [error] = await viaCallback((fn) => site.media().addFiles(image('d.png'), fn));
    expect(error).toBeNull();
  });

  it('rejects file paths, which a browser cannot read', () => {
    expect(() => api.client().site(7).media().addFiles('/tmp/a.png')).toThrow('Cannot call fs functions within the browser');
  });

  it('addUrls sends media_urls and attrs', async () => {
    const site = api.client().site(7);
    await site.media().addUrls(['https://x/a.png', { url: 'https://x/b.png', title: 'B' }]);
    expectRequest(api.last(), {
      method: 'POST',
      path: `${S}/media/new`,
      body: { media_urls: ['https://x/a.png', 'https://x/b.png'], attrs: [null, { title: 'B' }] },
    });
    await site.addMediaUrls({ q: 1 }, 'https://x/c.png');
    expectRequest(api.last(), { method: 'POST', path: `${S}/media/new`, query: 'q=1', body: { media_urls: ['https://x/c.png'] } });
  });
});

describe('VideoPress route of addFiles', () => {
  it('by default asks the JWT endpoint for an upload token (the VideoPress route, loaded on first use)', async () => {
    api.reply(() => ({ code: 'rest_forbidden', message: 'Sorry, you are not allowed to upload here.' }), 403);
    const media = api.client().site(7).media();
    await expect(media.addFiles(video('v.mp4'))).rejects.toThrow();
    expect(api.seen.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /wpcom/v2/sites/7/media/videopress-upload-jwt',
    ]);
  });

  it('rejects when the video uploader is switched off', async () => {
    const client = api.client();
    client.setVideoUploader(undefined);
    const media = client.site(7).media();
    await expect(media.addFiles(video('v.mp4'))).rejects.toThrow('Video upload is not configured');
    const [error] = await viaCallback((fn) => media.addFiles(video('v.mp4'), fn));
    expect(error?.message).toBe('Video upload is not configured');
    expect(api.seen).toHaveLength(0);
  });

  it('sends only flagged video/* files to the uploader, the rest to media/new, answers in input order', async () => {
    const client = api.client();
    const uploader = vi.fn<VideoUploader>(async () => [{ mediaId: 88, guid: 'g', src: 's' }]);
    client.setVideoUploader(uploader);
    const unflagged = new File(['v'], 'plain.mp4', { type: 'video/mp4' });
    api.reply((request) => (request.method === 'GET' ? { ID: 88 } : { media: [{ ID: 2 }] }));
    const result = await client.site(7).media().addFiles([video('v.mp4'), unflagged]);
    expect(uploader).toHaveBeenCalledOnce();
    const args = uploader.mock.calls[0]?.[0];
    expect(args?.siteId).toBe('7');
    expect(args?.wpcom).toBe(client);
    expect(args?.files.map((file) => file.name)).toEqual(['v.mp4']);
    expect(api.seen.map((r) => `${r.method} ${r.path}`).sort()).toEqual(['GET /rest/v1.2/sites/7/media/88', `POST ${S}/media/new`]);
    expect(api.seen.find((r) => r.method === 'POST')?.body).toEqual([['media[]', 'file:plain.mp4']]);
    expect(result.media).toEqual([{ ID: 88 }, { ID: 2 }]);
    const reversed = await client.site(7).media().addFiles([image('first.png'), video('second.mp4')]);
    expect(reversed.media).toEqual([{ ID: 2 }, { ID: 88 }]);
  });

  it('delivers uploader failures to the callback', async () => {
    const client = api.client();
    client.setVideoUploader(async () => {
      throw new Error('tus: upload is currently locked; retry later');
    });
    const [error] = await viaCallback((fn) => client.site(7).addMediaFiles(video('v.mp4'), fn));
    expect(error?.message).toBe('tus: upload is currently locked; retry later');
  });
});
