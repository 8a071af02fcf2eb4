// The fetch handler against a real node:http server, for what only a real socket does.
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { NetworkError } from './errors.ts';
import { createFetchHandler } from './fetch-handler.ts';
import wpcom from './index.ts';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function listen(handle: RequestListener): Promise<string> {
  server = createServer(handle);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('createFetchHandler over a real socket', () => {
  it('a connection reset in the middle of the body is a NetworkError, not a raw "TypeError: terminated"', async () => {
    const baseUrl = await listen((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '1000' });
      response.write('{"notes": [');
      setTimeout(() => response.socket?.destroy(), 20);
    });
    const client = wpcom('secret-token', createFetchHandler({ baseUrl }));
    const failure = await client.req.get('/notifications/').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NetworkError);
    expect(failure).toMatchObject({ name: 'NetworkError', method: 'GET', path: '/notifications/' });
    expect((failure as Error).message).toMatch(/^Network request failed: /);
    expect((failure as Error).message).not.toContain('secret-token');
  });
});
