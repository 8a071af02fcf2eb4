import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { uploadVideo } from '../../src/api/upload/index.ts';
import { FAST_RETRIES, MB, closeServersAfterEach, fakeWpcom, sha256, startServer, video } from './helpers.ts';
import { SITE_ID, UPLOAD_TOKEN, keyTokenFor } from './videopress-server.ts';

closeServersAfterEach();

describe('uploadVideo against a real tus server', () => {
  it('uploads 25 MB in three 10 MB PATCHes and resolves with the result headers', async () => {
    const server = await startServer();
    const bytes = randomBytes(25 * MB);
    const wpcom = fakeWpcom();
    const progress: Array<[number, number]> = [];
    const results = await uploadVideo({
      wpcom,
      siteId: SITE_ID,
      files: [video(bytes)],
      fetchEndpoint: server.endpoint,
      retryDelays: FAST_RETRIES,
      onProgress: (sent, total) => progress.push([sent, total]),
    });
    expect(wpcom.req.post).toHaveBeenCalledExactlyOnceWith(
      { path: `/sites/${SITE_ID}/media/videopress-upload-jwt`, apiNamespace: 'wpcom/v2' },
      {},
      null,
    );
    const creation = server.seen.filter((request) => request.method === 'POST');
    const patches = server.seen.filter((request) => request.method === 'PATCH');
    expect(creation).toHaveLength(1);
    expect(creation[0]?.token).toBe(UPLOAD_TOKEN);
    const key = creation[0]?.response.location?.split('/').at(-1) as string;
    expect(patches.map((request) => request.offset)).toEqual([0, 10 * MB, 20 * MB]);
    expect(patches.every((request) => request.wireMethod === 'POST' && request.token === keyTokenFor(key))).toBe(true);
    expect(results).toEqual([{ mediaId: 77, guid: `guid-${key}`, src: `https://videos.example.test/${key}.mp4` }]);
    expect(await server.storedSha256(key)).toBe(sha256(bytes));
    expect(progress.at(-1)).toEqual([25 * MB, 25 * MB]);
    expect(progress.length).toBeGreaterThan(3);
    expect(progress.every(([sent], index) => index === 0 || sent >= progress[index - 1]![0])).toBe(true);
  });

  it('resumes from the server offset after the connection is cut in the middle of a chunk', async () => {
    const server = await startServer({ cutFirstPatchAfter: 3 * MB });
    const bytes = randomBytes(25 * MB);
    const wpcom = fakeWpcom();
    const [result] = await uploadVideo({
      wpcom,
      siteId: SITE_ID,
      files: [video(bytes)],
      fetchEndpoint: server.endpoint,
      retryDelays: FAST_RETRIES,
    });
    const methods = server.seen.map((request) => request.method);
    const headAt = methods.indexOf('HEAD');
    expect(headAt).toBeGreaterThan(methods.indexOf('PATCH'));
    const head = server.seen[headAt]!;
    expect(head.wireMethod).toBe('GET');
    const serverOffset = Number(head.response['upload-offset']);
    expect(serverOffset).toBe(3 * MB); // what arrived before the cut, not a chunk boundary
    expect(server.seen.slice(headAt + 1).find((request) => request.method === 'PATCH')?.offset).toBe(serverOffset);
    const key = head.key as string;
    expect(head.token).toBe(keyTokenFor(key)); // from the creation response: no second JWT call
    expect(wpcom.req.post).toHaveBeenCalledTimes(1);
    expect(result?.guid).toBe(`guid-${key}`);
    expect(await server.storedSha256(key)).toBe(sha256(bytes));
  });
});
