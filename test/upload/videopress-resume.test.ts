import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileUrlStorage } from 'tus-js-client';
import { afterEach, describe, expect, it } from 'vitest';
import { uploadVideo } from '../../src/api/upload/index.ts';
import { FAST_RETRIES, MB, closeServersAfterEach, fakeWpcom, sha256, startServer, video } from './helpers.ts';
import { SITE_ID, keyTokenFor } from './videopress-server.ts';

closeServersAfterEach();
const storageDirs: string[] = [];
afterEach(async () => {
  for (const dir of storageDirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function fileStorage() {
  const dir = await mkdtemp(join(tmpdir(), 'tus-urls-'));
  storageDirs.push(dir);
  return new FileUrlStorage(join(dir, 'uploads.json'));
}

describe('uploadVideo: abort and resume', () => {
  it('aborts mid-upload, then a new call resumes the stored upload URL with a key token', async () => {
    const server = await startServer();
    const urlStorage = await fileStorage();
    const bytes = randomBytes(25 * MB);
    const controller = new AbortController();
    const first = uploadVideo({
      wpcom: fakeWpcom(),
      siteId: SITE_ID,
      files: [video(bytes)],
      fetchEndpoint: server.endpoint,
      retryDelays: FAST_RETRIES,
      urlStorage,
      onProgress: (sent) => {
        if (sent >= 12 * MB) controller.abort();
      },
      signal: controller.signal,
    });
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });

    const stored = await urlStorage.findAllUploads();
    expect(stored).toHaveLength(1);
    const key = stored[0]?.uploadUrl?.split('/').at(-1) as string;
    expect(server.seen.filter((request) => request.method === 'POST')).toHaveLength(1);

    const seenBefore = server.seen.length;
    const wpcom = fakeWpcom();
    const [result] = await uploadVideo({
      wpcom,
      siteId: SITE_ID,
      files: [video(bytes)],
      fetchEndpoint: server.endpoint,
      retryDelays: FAST_RETRIES,
      urlStorage,
    });
    const resumed = server.seen.slice(seenBefore);
    expect(resumed.map((request) => request.method)[0]).toBe('HEAD');
    expect(resumed.some((request) => request.method === 'POST')).toBe(false);
    expect(resumed.every((request) => request.key === key && request.token === keyTokenFor(key))).toBe(true);
    expect(wpcom.req.post).toHaveBeenLastCalledWith(expect.objectContaining({ apiNamespace: 'wpcom/v2', key }), {}, { key });
    const firstResumedPatch = resumed.find((request) => request.method === 'PATCH');
    expect(firstResumedPatch?.offset).toBe(Number(resumed[0]?.response['upload-offset']));
    expect(firstResumedPatch?.offset).toBeGreaterThanOrEqual(10 * MB);
    expect(result).toEqual({ mediaId: 77, guid: `guid-${key}`, src: `https://videos.example.test/${key}.mp4` });
    expect(await server.storedSha256(key)).toBe(sha256(bytes));
    expect(await urlStorage.findAllUploads()).toEqual([]);
  });

  it('rejects at once when the signal is already aborted, before any request', async () => {
    const server = await startServer();
    const wpcom = fakeWpcom();
    const controller = new AbortController();
    controller.abort();
    const upload = uploadVideo({ wpcom, siteId: SITE_ID, files: [video(randomBytes(1000))], fetchEndpoint: server.endpoint, signal: controller.signal });
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
    expect(server.seen).toEqual([]);
    expect(wpcom.req.post).not.toHaveBeenCalled();
  });
});
