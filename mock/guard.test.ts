// The local platform against the pages of other sites in the same browser: DNS rebinding, foreign
// origins, cross-site simple POSTs, sockets opened from elsewhere, and requests the platform refuses.
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { useMockPlatform } from './testing.ts';

const platform = useMockPlatform();
// Sample facts: note 3499999997 is comment 10 on site 150031337 (mock/actions.test.ts).
const TRASH = '/rest/v1.1/sites/150031337/comments/10/delete';

interface Answer {
  status: number;
  body: { error?: string; message?: string } & Record<string, unknown>;
  allowOrigin: string | undefined;
}

/** A request with exactly these headers (fetch would not let a test set Host). */
function send(method: string, path: string, headers: Record<string, string>, body?: Buffer | string): Promise<Answer> {
  const { port } = new URL(platform.running().url);
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, method, path, headers: { host: `127.0.0.1:${port}`, ...headers } }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: incoming.statusCode ?? 0, body: text ? (JSON.parse(text) as Answer['body']) : {}, allowOrigin: incoming.headers['access-control-allow-origin'] as string | undefined });
      });
    });
    // The platform may answer and close before reading all of a refused body.
    outgoing.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    outgoing.end(body);
  });
}

const listedIds = async (): Promise<number[]> => {
  const answer = await send('GET', '/rest/v1.1/notifications/?fields=id,note_hash&number=100', {});
  return (answer.body.notes as { id: number }[]).map((note) => note.id);
};

describe('the Host a request names', () => {
  it.each(['127.0.0.1', 'localhost', '[::1]'])('is answered for %s with the port', async (name) => {
    const { port } = new URL(platform.running().url);
    expect((await send('GET', '/rest/v1.1/me', { host: `${name}:${port}` })).status).toBe(200);
  });

  it.each(['attacker.example:PORT', 'attacker.example', '127.0.0.1', '127.0.0.1:1', 'localhost.attacker.example:PORT'])('is refused for %s (a DNS-rebinding page reads nothing)', async (host) => {
    const { port } = new URL(platform.running().url);
    const answer = await send('GET', '/rest/v1.1/notifications/?number=10', { host: host.replace('PORT', port) });
    expect(answer.status).toBe(403);
    expect(answer.body.error).toBe('forbidden_host');
    expect(answer.body.notes).toBeUndefined();
  });
});

describe('the Origin of a page', () => {
  it('is answered for loopback pages on any port, with CORS', async () => {
    const answer = await send('GET', '/rest/v1.1/me', { origin: 'http://localhost:5173' });
    expect(answer).toMatchObject({ status: 200, allowOrigin: 'http://localhost:5173' });
  });

  it.each(['https://attacker.example', 'http://127.0.0.1.attacker.example', 'null'])('is refused for %s, reads and preflights included', async (origin) => {
    expect(await send('GET', '/rest/v1.1/me', { origin })).toMatchObject({ status: 403, body: { error: 'forbidden_origin' }, allowOrigin: undefined });
    expect((await send('OPTIONS', TRASH, { origin, 'access-control-request-method': 'POST' })).status).toBe(403);
  });
});

describe('a request that changes something', () => {
  it('is refused from another site, even with a JSON body, and the comment stays', async () => {
    const answer = await send('POST', TRASH, { origin: 'https://attacker.example', 'content-type': 'application/json' }, '{}');
    expect(answer).toMatchObject({ status: 403, body: { error: 'forbidden_origin' } });
    expect(await listedIds()).toContain(3499999997);
  });

  it.each([
    ['text/plain', { 'content-type': 'text/plain' }, 'hello'],
    ['a urlencoded form', { 'content-type': 'application/x-www-form-urlencoded' }, 'a=1'],
    ['a body of no type', {}, '{}'],
  ])('is refused with %s (what a page may send without asking first), and the comment stays', async (_label, headers, body) => {
    const answer = await send('POST', TRASH, headers, body);
    expect(answer).toMatchObject({ status: 415, body: { error: 'unsupported_media_type' } });
    expect(await listedIds()).toContain(3499999997);
  });

  it('is refused over 1 MB, however the body is sent', async () => {
    const huge = Buffer.alloc(20 * 1024 * 1024, 'a');
    const declared = await send('POST', '/rest/v1.1/sites/150031337/comments/9/replies/new', { 'content-type': 'application/json' }, huge);
    expect(declared).toMatchObject({ status: 413, body: { error: 'request_too_large' } });
    const chunked = await send('POST', '/rest/v1.1/sites/150031337/comments/9/replies/new', { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, huge);
    expect(chunked).toMatchObject({ status: 413, body: { error: 'request_too_large' } });
  });

  it('goes through from a loopback page with JSON, and from a client with no Origin', async () => {
    const { port } = new URL(platform.running().url);
    const seen = await send('POST', '/rest/v1.1/notifications/seen', { origin: `http://127.0.0.1:${port}`, 'content-type': 'application/json' }, JSON.stringify({ time: 1529000000 }));
    expect(seen.status).toBe(200);
    expect((await send('POST', TRASH, {})).status).toBe(200);
    expect(await listedIds()).not.toContain(3499999997);
  });
});

describe('the realtime socket', () => {
  const open = (origin?: string, host?: string): Promise<number> =>
    new Promise((resolve, reject) => {
      const socket = new WebSocket(platform.running().channelUrl, { origin, headers: host ? { host } : {} });
      socket.once('open', () => (socket.close(), resolve(101)));
      socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.once('error', reject);
    });

  it('opens for loopback pages and clients without an Origin, for nobody else', async () => {
    expect(await open()).toBe(101);
    expect(await open('http://127.0.0.1:5173')).toBe(101);
    expect(await open('https://attacker.example')).toBe(403);
    expect(await open(undefined, 'attacker.example')).toBe(403);
  });
});

describe('a list the platform refuses', () => {
  it.each(['-5', '0', 'ten', '2.5', '201', '1e9'])('answers number=%s with a 400, like the platform', async (number) => {
    const answer = await send('GET', `/rest/v1.1/notifications/?fields=id,note_hash&number=${number}`, {});
    expect(answer).toMatchObject({ status: 400, body: { error: 'invalid_input' } });
  });

  it('still answers 1 to 200', async () => {
    expect((await send('GET', '/rest/v1.1/notifications/?fields=id,note_hash&number=1', {})).body.number).toBe(1);
    expect((await send('GET', '/rest/v1.1/notifications/?fields=id,note_hash&number=200', {})).status).toBe(200);
  });
});
