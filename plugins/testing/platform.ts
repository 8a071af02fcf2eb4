/**
 * Test helper: the platform at the network edge (msw), answering per route and recording every call,
 * and a core on the virtual clock talking to it through the real API client and fetch handler.
 */
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import wpcom, { createFetchHandler } from '../../src/api/index.ts';
import type { Note, PanelCoreOptions } from '../../src/core/index.ts';
import { testCore } from '../../test/support/core.ts';
import { defaultPlugins } from '../index.ts';

/** The platform's API origin. */
export const API = 'https://public-api.wordpress.com';

/** One request as the platform saw it. */
export interface SeenCall {
  method: string;
  /** The full path, e.g. '/rest/v1.1/sites/70/comments/5'. */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** An answer: a JSON body with a status (200 unless given). */
export interface Answer {
  status?: number;
  body: JsonBodyType;
}

type Responder = Answer | ((call: SeenCall, count: number) => Answer);

/** Starts msw for the test file; routes are cleared after each test. */
export function usePlatform() {
  const calls: SeenCall[] = [];
  const routes: { method: string; path: string; respond: Responder; count: number }[] = [];
  const server = setupServer(
    http.all(`${API}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const text = await request.text();
      const call: SeenCall = { method: request.method, path: url.pathname, query: url.searchParams, body: text ? (JSON.parse(text) as unknown) : null };
      calls.push(call);
      // The latest matching route wins, so a test can override a default answer.
      const route = [...routes].reverse().find((entry) => entry.method === call.method && entry.path === call.path);
      if (!route) return HttpResponse.json({ error: 'unknown_route', message: `No route for ${call.method} ${call.path}` }, { status: 404 });
      route.count += 1;
      const answer = typeof route.respond === 'function' ? route.respond(call, route.count) : route.respond;
      return HttpResponse.json(answer.body, { status: answer.status ?? 200 });
    }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    calls.length = 0;
    routes.length = 0;
  });
  afterAll(() => server.close());
  return {
    calls,
    /** Answers `method path` (a path under /rest/v1.1 unless it starts with /wpcom). */
    on(method: 'GET' | 'POST', path: string, respond: Responder): void {
      routes.push({ method, path: path.startsWith('/wpcom/') ? path : `/rest/v1.1${path}`, respond, count: 0 });
    },
    /** Answers GET /notifications/{id} with this note, as a reload after an action sees it. */
    serveNote(note: Note): void {
      routes.push({ method: 'GET', path: `/rest/v1.1/notifications/${note.id}`, respond: { body: { notes: [note] as unknown as JsonBodyType } }, count: 0 });
    },
    /** The calls so far as 'METHOD /path' lines without the /rest/v1.1 prefix. */
    lines: () => calls.map((call) => `${call.method} ${call.path.replace(/^\/rest\/v1\.1/, '')}`),
  };
}

/** A core with the default plugins (unless given), the real client over fetch, on a virtual clock. */
export function platformCore(options: PanelCoreOptions & { notes?: Note[]; open?: boolean; select?: number } = {}) {
  const client = wpcom('test-token', createFetchHandler({ baseUrl: API }));
  const built = testCore({ plugins: defaultPlugins, open: true, wpcom: client, ...options });
  if (options.select !== undefined) built.core.append({ type: 'note/selected', id: options.select });
  return built;
}
