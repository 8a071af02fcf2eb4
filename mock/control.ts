/**
 * The running platform's own controls for tests in another process (the browser tests drive
 * `npm start` over HTTP): how many realtime sockets are open, the request log, and "create a
 * note now". Under /_mock/, apart from the API, and kept out of the request log.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { buildNote } from './note-factory.ts';
import type { MockPlatform } from './platform.ts';
import type { RealtimeServer } from './realtime.ts';

/** The control paths' prefix. */
export const CONTROL_PREFIX = '/_mock/';

/** Answers a control request; false when `incoming` is not one (the API answers it). */
export function handleControl(platform: MockPlatform, realtime: RealtimeServer, incoming: IncomingMessage, outgoing: ServerResponse, headers: Record<string, string>): boolean {
  const url = new URL(incoming.url ?? '/', 'http://localhost');
  if (!url.pathname.startsWith(CONTROL_PREFIX)) return false;
  const route = `${incoming.method ?? 'GET'} ${url.pathname.slice(CONTROL_PREFIX.length)}`;
  let body: unknown;
  if (route === 'GET realtime') body = { open: realtime.clientCount(), attempts: realtime.attempts() };
  // Method, path and query of each request, oldest first: enough to count polls by kind.
  else if (route === 'GET requests') body = { requests: platform.requests.map((request) => ({ method: request.method, path: request.path, query: request.query.toString() })) };
  // A note as the generator makes them; its creation reaches realtime clients as a push.
  else if (route === 'POST notes') body = platform.generator ? platform.generator.tick() : platform.state.createNote(buildNote('comment', platform.state.listNotes({ number: Infinity }).length + 1));
  const status = body === undefined ? 404 : 200;
  outgoing.writeHead(status, { ...headers, 'content-type': 'application/json' });
  outgoing.end(JSON.stringify(body ?? { error: 'unknown_control', message: route }));
  return true;
}
