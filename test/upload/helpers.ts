// Shared pieces of the VideoPress upload tests: servers cleaned up after each test, files, a fake wpcom.
import { createHash } from 'node:crypto';
import { afterEach, vi } from 'vitest';
import type { VideoFile } from '../../src/api/upload/index.ts';
import { UPLOAD_TOKEN, keyTokenFor, startVideoPressServer, type FakeVideoPress } from './videopress-server.ts';

export const MB = 1_000_000;
/** Retry delays short enough for tests; the production ones wait up to 10 s. */
export const FAST_RETRIES = [0, 50, 100, 200];

const servers: FakeVideoPress[] = [];

/** Registers the after-each clean-up; call once at the top of a test file. */
export function closeServersAfterEach(): void {
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close();
  });
}

export async function startServer(options?: Parameters<typeof startVideoPressServer>[0]): Promise<FakeVideoPress> {
  const server = await startVideoPressServer(options);
  servers.push(server);
  return server;
}

/** Flags a Buffer as an uploadable video. */
export function video(bytes: Buffer, name = 'clip.mp4'): VideoFile {
  return Object.assign(bytes, { name, type: 'video/mp4', size: bytes.length, canUseVideoPress: true });
}

/** A wpcom whose JWT endpoint answers like the platform's: upload_token, or token for a key. */
export function fakeWpcom() {
  const post = vi.fn(async (_params: object, _query?: object, body?: object | null) => {
    const key = (body as { key?: string } | undefined)?.key;
    return key ? { token: keyTokenFor(key) } : { upload_token: UPLOAD_TOKEN };
  });
  return { req: { post } };
}

export const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');
