/**
 * The running platform's own controls for tests in another process (the browser tests drive
 * `npm start` over HTTP): how many realtime sockets are open, the request log, and "create a
 * note now". Under /_mock/, apart from the API, and kept out of the request log.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { buildNote, GENERATED_TYPES, type GeneratedType } from './note-factory.ts';
import { isoSeconds } from './notes.ts';
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
  else if (route === 'POST notes') body = createNotes(platform, realtime, url.searchParams);
  const status = body === undefined ? 404 : 200;
  outgoing.writeHead(status, { ...headers, 'content-type': 'application/json' });
  outgoing.end(JSON.stringify(body ?? { error: 'unknown_control', message: route }));
  return true;
}

/**
 * "Create a note now" (the generator's next, or a comment), or `?type=` one of the generator's types;
 * with `&count=` (2 to 20) a burst of that type: the notes land together and the platform says
 * `refresh` once (not one push each), so the panel fetches them in one answer. Undefined (404) for
 * a type or count it cannot make.
 */
function createNotes(platform: MockPlatform, realtime: RealtimeServer, query: URLSearchParams): unknown {
  const type = query.get('type');
  const count = Number(query.get('count') ?? 1);
  const seq = platform.state.listNotes({ number: Infinity }).length + 1;
  if (type === null) return platform.generator ? platform.generator.tick() : platform.state.createNote(buildNote('comment', seq));
  if (!(GENERATED_TYPES as readonly string[]).includes(type) || !Number.isInteger(count) || count < 1 || count > 20) return undefined;
  if (count === 1) return platform.state.createNote(buildNote(type as GeneratedType, seq));
  const firstId = Math.max(0, ...platform.state.listNotes({ number: Infinity }).map((note) => note.id)) + 1;
  const timestamp = isoSeconds(platform.state.now());
  const notes = Array.from({ length: count }, (_, index) => ({ ...buildNote(type as GeneratedType, seq + index), id: firstId + index, timestamp, note_hash: firstId + index }));
  for (const note of notes) platform.state.insertRawNote(note as Parameters<typeof platform.state.insertRawNote>[0]);
  realtime.broadcast({ action: 'refresh' });
  return { notes };
}
