// A stand-in for the VideoPress upload endpoint: a real @tus/server with a FileStore, fronted by a
// node:http server that does what the public API does around it (tokens, method override,
// x-videopress-upload-* headers) and can cut a connection in the middle of a chunk.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';

export const SITE_ID = 4242;
export const UPLOAD_TOKEN = 'jwt-for-creating';
export const keyTokenFor = (key: string): string => `jwt-for-${key}`;

/** One request as the front server saw it, after the method override was applied. */
export interface SeenRequest {
  method: string;
  wireMethod: string;
  key?: string;
  offset?: number;
  token?: string;
  status?: number;
  /** Response headers, lower-cased names. */
  response: Record<string, string>;
}

/** Options of `startVideoPressServer`. */
export interface FakeVideoPressOptions {
  /** Destroy the socket of the first PATCH after this many body bytes. */
  cutFirstPatchAfter?: number;
  /** Answer this many PATCH requests with a 500 before letting them through. */
  failPatches?: number;
}

function keyOf(url: string | undefined): string | undefined {
  const match = /\/video-uploads\/\d+\/([^/?]+)/.exec(url ?? '');
  return match?.[1];
}

export async function startVideoPressServer(options: FakeVideoPressOptions = {}) {
  const directory = await mkdtemp(join(tmpdir(), 'videopress-'));
  const seen: SeenRequest[] = [];
  let cutDone = false;
  let failuresLeft = options.failPatches ?? 0;
  const tus = new Server({
    path: `/rest/v1.1/video-uploads/${SITE_ID}`,
    datastore: new FileStore({ directory }),
    namingFunction: () => randomBytes(8).toString('hex'),
    onUploadFinish: async (_req, upload) => ({
      headers: {
        'x-videopress-upload-guid': `guid-${upload.id}`,
        'x-videopress-upload-media-id': 77,
        'x-videopress-upload-src-url': `https://videos.example.test/${upload.id}.mp4`,
      },
    }),
  });

  // srvx writes every header in one writeHead call: read them there, and add the upload key to a creation.
  function watchResponseHead(res: ServerResponse, entry: SeenRequest): void {
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
    res.writeHead = ((status: number, ...rest: unknown[]) => {
      const headers = rest.find((part) => typeof part === 'object' && part !== null) as unknown;
      const pairs = (Array.isArray(headers) ? headers : Object.entries((headers as object) ?? {}).flat()).map(String);
      for (let index = 0; index + 1 < pairs.length; index += 2) {
        entry.response[pairs[index]!.toLowerCase()] = pairs[index + 1]!;
      }
      const key = entry.response.location?.split('/').at(-1);
      if (entry.method === 'POST' && status === 201 && key) {
        res.setHeader('x-videopress-upload-key', key);
        res.setHeader('x-videopress-upload-key-token', keyTokenFor(key));
      }
      return writeHead(status, ...rest);
    }) as typeof res.writeHead;
  }

  // Requests wait while a cut chunk is being stored, so the client's retry sees the stored offset.
  let storing: Promise<unknown> = Promise.resolve();

  // The client loses its connection after `limit` body bytes; the store keeps exactly those bytes,
  // as a server would keep what arrived before the connection dropped.
  function cutMidChunk(req: IncomingMessage, limit: number): void {
    const parts: Buffer[] = [];
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      if (received >= limit) return;
      const kept = chunk.subarray(0, limit - received);
      parts.push(kept);
      received += kept.length;
      if (received < limit) return;
      req.socket.destroy();
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
      headers.set('content-length', String(limit));
      const truncated = new Request(`http://127.0.0.1${req.url}`, { method: 'PATCH', headers, body: Buffer.concat(parts) });
      storing = tus.handleWeb(truncated).catch((error: unknown) => console.error('storing the cut chunk failed', error));
    });
  }

  function handle(req: IncomingMessage, res: ServerResponse): void {
    void storing.then(() => proceed(req, res));
  }

  function proceed(req: IncomingMessage, res: ServerResponse): void {
    const wireMethod = req.method ?? 'GET';
    const override = req.headers['x-http-method-override'];
    if (typeof override === 'string') req.method = override.toUpperCase();
    const key = keyOf(req.url);
    const token = req.headers['x-videopress-upload-token'] as string | undefined;
    const offsetHeader = req.headers['upload-offset'];
    const entry: SeenRequest = { method: req.method ?? '', wireMethod, key, token, response: {} };
    if (typeof offsetHeader === 'string') entry.offset = Number(offsetHeader);
    seen.push(entry);
    res.on('finish', () => (entry.status = res.statusCode));
    const expected = req.method === 'POST' ? UPLOAD_TOKEN : key && keyTokenFor(key);
    if (token !== expected) {
      res.writeHead(403, { 'Content-Type': 'text/plain' }).end('bad upload token');
      return;
    }
    if (req.method === 'PATCH' && failuresLeft > 0) {
      failuresLeft -= 1;
      req.resume();
      res.writeHead(500, { 'Content-Type': 'text/plain', 'Tus-Resumable': '1.0.0' }).end('try again');
      return;
    }
    if (req.method === 'PATCH' && options.cutFirstPatchAfter !== undefined && !cutDone) {
      cutDone = true;
      cutMidChunk(req, options.cutFirstPatchAfter);
      return;
    }
    watchResponseHead(res, entry);
    tus.handle(req, res).catch((error: unknown) => console.error('tus server failed', error));
  }

  const http = createServer(handle);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}/rest/v1.1/video-uploads/`,
    seen,
    directory,
    /** sha256 of the bytes the server stored for an upload key. */
    storedSha256: async (key: string) => createHash('sha256').update(await readFile(join(directory, key))).digest('hex'),
    close: async () => {
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** The server's record of the requests, for assertions. */
export type FakeVideoPress = Awaited<ReturnType<typeof startVideoPressServer>>;
