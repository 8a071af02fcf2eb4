/** Test helper: an msw server at the API edge that records every request it answers. */
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createFetchHandler } from '../fetch-handler.ts';
import wpcom from '../index.ts';
import type { WpcomClient } from '../types.ts';

export const API = 'https://public-api.wordpress.com';
export const TOKEN = 'secret-token-123';

/** One request as the server saw it. */
export interface SeenRequest {
  method: string;
  /** Path without the query, e.g. '/rest/v1.1/sites/3/posts'. */
  path: string;
  /** Raw query string without '?'. */
  query: string;
  headers: Headers;
  /** Parsed JSON body, or multipart entries as [name, string | file name], or null. */
  body: unknown;
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    const form = await request.formData();
    return [...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : `file:${value.name}`]);
  }
  const text = await request.text();
  return text ? (JSON.parse(text) as unknown) : null;
}

/** Starts the server for the file; `reply` sets the next JSON answers. */
export function useApiServer(): {
  seen: SeenRequest[];
  last: () => SeenRequest;
  /** Sets the JSON answer (or a function of the request giving it) for later requests. */
  reply: (body: JsonBodyType | ((request: SeenRequest) => JsonBodyType), status?: number) => void;
  client: () => WpcomClient;
  server: ReturnType<typeof setupServer>;
} {
  const seen: SeenRequest[] = [];
  type Answer = JsonBodyType | ((request: SeenRequest) => JsonBodyType);
  let answer: { body: Answer; status: number } = { body: { ok: true }, status: 200 };
  const server = setupServer(
    http.all(`${API}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const entry: SeenRequest = {
        method: request.method,
        path: url.pathname,
        query: url.search.replace(/^\?/, ''),
        headers: request.headers,
        body: await readBody(request),
      };
      seen.push(entry);
      const body = typeof answer.body === 'function' ? answer.body(entry) : answer.body;
      return HttpResponse.json(body, { status: answer.status });
    }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    seen.length = 0;
    answer = { body: { ok: true }, status: 200 };
  });
  afterAll(() => server.close());
  return {
    seen,
    server,
    last: () => {
      const request = seen.at(-1);
      if (!request) throw new Error('no request reached the server');
      return request;
    },
    reply: (body, status = 200) => {
      answer = { body, status };
    },
    client: () => wpcom(TOKEN, createFetchHandler()),
  };
}

/** Wraps a callback-style call in a promise of `[error, body]`. */
export function viaCallback<T = unknown>(start: (callback: (error: Error | null, body?: T) => void) => unknown): Promise<[Error | null, T | undefined]> {
  return new Promise((resolve) => {
    start((error, body) => resolve([error, body]));
  });
}
