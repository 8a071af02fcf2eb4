import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { uploadVideo, type VideoFile } from '../../src/api/upload/index.ts';
import { FAST_RETRIES, MB, closeServersAfterEach, fakeWpcom, sha256, startServer, video } from './helpers.ts';
import { SITE_ID } from './videopress-server.ts';

closeServersAfterEach();

describe('uploadVideo: failures reach the caller', () => {
  it('rejects with the error of a failed JWT call, and never contacts the upload server', async () => {
    const server = await startServer();
    const failure = Object.assign(new Error('User cannot upload videos'), { statusCode: 403 });
    const wpcom = { req: { post: vi.fn().mockRejectedValue(failure) } };
    const upload = uploadVideo({ wpcom, siteId: SITE_ID, files: [video(randomBytes(1000))], fetchEndpoint: server.endpoint });
    await expect(upload).rejects.toBe(failure);
    expect(server.seen).toEqual([]);
  });

  it('rejects with a should-never-happen error when the JWT answer has no upload_token', async () => {
    const server = await startServer();
    const wpcom = { req: { post: vi.fn().mockResolvedValue({ success: true }) } };
    const upload = uploadVideo({ wpcom, siteId: SITE_ID, files: [video(randomBytes(1000))], fetchEndpoint: server.endpoint });
    await expect(upload).rejects.toThrow(/no upload_token; this should never happen/);
    expect(server.seen).toEqual([]);
  });

  it('does not retry a 403 on creation and reports it as a tus error', async () => {
    const server = await startServer();
    const wpcom = { req: { post: vi.fn().mockResolvedValue({ upload_token: 'forged' }) } };
    const upload = uploadVideo({
      wpcom,
      siteId: SITE_ID,
      files: [video(randomBytes(1000))],
      fetchEndpoint: server.endpoint,
      retryDelays: FAST_RETRIES,
    });
    await expect(upload).rejects.toThrow(/^tus: unexpected response while creating upload/);
    expect(server.seen.map((request) => [request.method, request.status])).toEqual([['POST', 403]]);
  });

  it('retries a failing chunk after each delay, then gives up with the last tus error', async () => {
    const server = await startServer({ failPatches: 99 });
    const upload = uploadVideo({
      wpcom: fakeWpcom(),
      siteId: SITE_ID,
      files: [video(randomBytes(1000))],
      fetchEndpoint: server.endpoint,
      retryDelays: [0, 10],
    });
    await expect(upload).rejects.toThrow(/^tus: unexpected response while uploading chunk/);
    expect(server.seen.filter((request) => request.method === 'PATCH').map((request) => request.status)).toEqual([500, 500, 500]);
  });

  it('succeeds when a chunk fails fewer times than there are retry delays', async () => {
    const server = await startServer({ failPatches: 2 });
    const bytes = randomBytes(1000);
    const [result] = await uploadVideo({
      wpcom: fakeWpcom(),
      siteId: SITE_ID,
      files: [video(bytes)],
      fetchEndpoint: server.endpoint,
      retryDelays: [0, 10],
    });
    const key = result?.guid.replace('guid-', '') as string;
    expect(await server.storedSha256(key)).toBe(sha256(bytes));
  });
});

describe('uploadVideo: several files', () => {
  it('uploads a Buffer and an fs.ReadStream in order, with progress over both', async () => {
    const server = await startServer();
    const dir = await mkdtemp(join(tmpdir(), 'video-src-'));
    try {
      const first = randomBytes(3 * MB);
      const second = randomBytes(2 * MB);
      const path = join(dir, 'second.webm');
      await writeFile(path, second);
      const stream = Object.assign(createReadStream(path), {
        name: 'second.webm',
        type: 'video/webm',
        size: second.length,
        canUseVideoPress: true,
      }) as unknown as VideoFile;
      const progress: Array<[number, number]> = [];
      const results = await uploadVideo({
        wpcom: fakeWpcom(),
        siteId: SITE_ID,
        files: [video(first), stream],
        fetchEndpoint: server.endpoint,
        chunkSize: 1 * MB,
        retryDelays: FAST_RETRIES,
        onProgress: (sent, total) => progress.push([sent, total]),
      });
      const keys = server.seen.filter((request) => request.method === 'POST').map((request) => request.response.location?.split('/').at(-1));
      expect(results.map((result) => result.guid)).toEqual(keys.map((key) => `guid-${key}`));
      expect(server.seen.filter((request) => request.method === 'PATCH')).toHaveLength(5);
      expect(await server.storedSha256(keys[0]!)).toBe(sha256(first));
      expect(await server.storedSha256(keys[1]!)).toBe(sha256(second));
      expect(progress.every(([, total]) => total === 5 * MB)).toBe(true);
      expect(progress.some(([sent]) => sent > 3 * MB && sent < 5 * MB)).toBe(true);
      expect(progress.at(-1)).toEqual([5 * MB, 5 * MB]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
