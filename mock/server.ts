/**
 * The mock platform on a real port: msw handlers served from `node:http` through msw's
 * `getResponse`, CORS for pages on other local ports, the realtime WebSocket channel and the
 * rest-proxy frame page (mock/rest-proxy-page.ts) on the same port. Listens on loopback only, and
 * answers only this machine's pages (mock/guard.ts).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { createMockPlatform, type MockPlatform, type MockPlatformOptions } from './platform.ts';
import { handleControl } from './control.ts';
import { handleRestProxyPage } from './rest-proxy-page.ts';
import { MAX_BODY_BYTES, refusal, tooLarge, type Refusal } from './guard.ts';
import { CHANNEL_PATH, createRealtimeServer, type RealtimeServer } from './realtime.ts';
import type { MockState } from './state.ts';

/** Options of `startMockPlatform`. */
export interface StartOptions extends Omit<MockPlatformOptions, 'baseUrl'> {
  /** Default 0: any free port. */
  port?: number;
  /** Loopback only: 127.0.0.1 (default), localhost or ::1. */
  host?: string;
}

/** A running platform. */
export interface RunningMockPlatform {
  /** API origin, e.g. http://127.0.0.1:54321: `createFetchHandler({ baseUrl: url })`. */
  url: string;
  /** WebSocket origin (ws://…): the realtime connector's base; the channel is at `channelUrl`. */
  wsUrl: string;
  channelUrl: string;
  state: MockState;
  platform: MockPlatform;
  realtime: RealtimeServer;
  close(): Promise<void>;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

/** CORS for pages served from loopback origins (the demo on another port); others get none. */
function corsHeaders(origin: string | undefined): Record<string, string> {
  if (!origin) return {};
  let hostname: string;
  try {
    hostname = new URL(origin).hostname.replace(/^\[|\]$/g, '');
  } catch {
    // An unparsable Origin is not a loopback page: no CORS grant.
    return {};
  }
  if (!LOOPBACK.has(hostname)) return {};
  return { 'access-control-allow-origin': origin, vary: 'Origin', 'access-control-expose-headers': 'Content-Type' };
}

/** A body over MAX_BODY_BYTES, however it was sent (chunked bodies name no length up front). */
class BodyTooLarge extends Error {}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of request) {
    bytes += (chunk as Buffer).length;
    if (bytes > MAX_BODY_BYTES) throw new BodyTooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Answers a refused request in the platform's error shape, and stops reading what it sent. */
function answerRefusal(incoming: IncomingMessage, outgoing: ServerResponse, refused: Refusal): void {
  const body = JSON.stringify({ error: refused.error, message: refused.message });
  outgoing.writeHead(refused.status, { ...corsHeaders(incoming.headers.origin), 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), connection: 'close' });
  outgoing.end(body);
}

function toRequest(incoming: IncomingMessage, body: Buffer, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const method = incoming.method ?? 'GET';
  const hasBody = body.length > 0 && method !== 'GET' && method !== 'HEAD';
  // `duplex` is required by undici for request bodies and missing from the DOM typings.
  const init: RequestInit & { duplex?: 'half' } = { method, headers, body: hasBody ? new Uint8Array(body) : undefined, duplex: 'half' };
  return new Request(new URL(incoming.url ?? '/', origin), init);
}

async function serve(platform: MockPlatform, realtime: RealtimeServer, origin: string, incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
  const cors = corsHeaders(incoming.headers.origin);
  if (handleControl(platform, realtime, incoming, outgoing, cors)) return;
  if (handleRestProxyPage(incoming, outgoing)) return;
  if (incoming.method === 'OPTIONS') {
    outgoing.writeHead(204, {
      ...cors,
      'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
      'access-control-allow-headers': 'Authorization, Content-Type, Accept',
      'access-control-max-age': '600',
    });
    outgoing.end();
    return;
  }
  let sent: Buffer;
  try {
    sent = await readBody(incoming);
  } catch (error) {
    if (error instanceof BodyTooLarge) return answerRefusal(incoming, outgoing, tooLarge());
    throw error;
  }
  const request = toRequest(incoming, sent, origin);
  const response = await getResponse(platform.handlers, request);
  if (response?.type === 'error') {
    // A network fault: drop the connection without an answer.
    incoming.socket.destroy();
    return;
  }
  const status = response?.status ?? 404;
  const body = response ? Buffer.from(await response.arrayBuffer()) : Buffer.from(JSON.stringify({ error: 'unknown_path', message: 'Not found' }));
  const headers: Record<string, string> = response ? Object.fromEntries(response.headers) : { 'content-type': 'application/json' };
  outgoing.writeHead(status, { ...headers, ...cors, 'content-length': String(body.length) });
  outgoing.end(body);
}

/** Starts the platform on `host:port` (default 127.0.0.1, any free port). */
export async function startMockPlatform(options: StartOptions = {}): Promise<RunningMockPlatform> {
  const host = options.host ?? '127.0.0.1';
  if (!LOOPBACK.has(host)) throw new Error(`mock platform: host must be loopback (127.0.0.1, localhost or ::1), got ${host}`);
  let platform: MockPlatform | undefined;
  let realtime: RealtimeServer | undefined;
  let origin = '';
  let port = 0;
  const server = createServer((incoming, outgoing) => {
    if (!platform || !realtime) {
      outgoing.writeHead(503).end();
      return;
    }
    const refused = refusal(incoming, port);
    if (refused) return answerRefusal(incoming, outgoing, refused);
    serve(platform, realtime, origin, incoming, outgoing).catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      if (!outgoing.headersSent) outgoing.writeHead(500, { 'content-type': 'application/json', ...corsHeaders(incoming.headers.origin) });
      outgoing.end(JSON.stringify({ error: 'mock_server_error', message }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  ({ port } = server.address() as AddressInfo);
  const hostPart = host === '::1' ? '[::1]' : host;
  origin = `http://${hostPart}:${port}`;
  try {
    platform = createMockPlatform({ ...options, baseUrl: origin });
    realtime = createRealtimeServer(platform.state, { timers: platform.timers, steps: platform.scenario?.realtime });
  } catch (error) {
    server.close();
    throw error;
  }
  const channel = realtime;
  server.on('upgrade', (request: IncomingMessage, socket, head: Buffer) => {
    const refused = refusal(request, port);
    if (refused) return void socket.end(`HTTP/1.1 ${refused.status} Forbidden\r\nConnection: close\r\n\r\n${refused.message}`);
    if (!channel.handleUpgrade(request, socket, head)) socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
  });
  const wsUrl = `ws://${hostPart}:${port}`;
  const running = platform;
  return {
    url: origin,
    wsUrl,
    channelUrl: `${wsUrl}${CHANNEL_PATH}`,
    state: running.state,
    platform: running,
    realtime: channel,
    async close() {
      running.dispose();
      await channel.close();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
