/**
 * The handler in front of the platform: it logs every request with its answer (the request log),
 * fails the next N requests on demand, and answers scripted routes, before the fault scenario and
 * the platform handlers see the request. Tests read the log instead of keeping one of their own.
 */
import { getResponse, http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { json } from './respond.ts';

/** One request as the platform saw it, with its answer. */
export interface PlatformRequest {
  method: string;
  /** The full path, e.g. '/rest/v1.1/sites/70/comments/5'. */
  path: string;
  query: URLSearchParams;
  /** The JSON body (its text when not JSON), or null. */
  body: unknown;
  /** The answer's status; 0 for a network error. */
  status: number;
  /** Length of the answer's body. */
  bytes: number;
}

/**
 * A scripted answer: a JSON body with a status (200 unless given), or a network error; or the
 * platform's own answer (the request lands) spoiled on its way back: cut short (an unreadable 2xx),
 * the connection reset, or late by `delayMs` (past the client's time limit).
 */
export type ScriptedAnswer = { status?: number; body: JsonBodyType } | { network: true } | { landed: 'truncated' | 'reset' } | { landed: 'late'; delayMs: number };

/**
 * A route's answer, or a function of the request and how many times the route has been asked; a
 * function may return undefined to let the platform answer this time.
 */
export type RouteResponder = ScriptedAnswer | ((request: PlatformRequest, count: number) => ScriptedAnswer | undefined);

/** The log and the controls the front handler adds to a platform. */
export interface PlatformFront {
  handler: HttpHandler;
  /** Every request so far, oldest first (the latest 10 000). */
  requests: PlatformRequest[];
  /** Requests whose path contains `fragment`, optionally of one method. */
  seen(fragment: string, method?: string): PlatformRequest[];
  /** The next `count` requests (0: none, whatever was pending) get `answer` (default a 500 `server_error`) instead of the platform's. */
  failNext(count: number, answer?: ScriptedAnswer): void;
  /** How many failures failNext still has to give. */
  failing(): number;
  /** Answers `method path` (the full path) with `respond` instead of the platform; the latest route for a path wins. */
  route(method: string, path: string, respond: RouteResponder): void;
  /** Forgets the routes, pending failures and the log. */
  reset(): void;
}

/** A platform left running (npm start) keeps only the latest requests. */
export const DEFAULT_LOG_LIMIT = 10_000;

const SERVER_ERROR: ScriptedAnswer = { status: 500, body: { error: 'server_error', message: 'Try later' } };

const respondWith = (answer: Exclude<ScriptedAnswer, { landed: unknown }>): Response => ('network' in answer ? HttpResponse.error() : json(answer.body, answer.status ?? 200));

/** The platform's answer spoiled as `answer` says, once the request has landed. */
async function spoiled(answer: Extract<ScriptedAnswer, { landed: unknown }>, response: Response | undefined): Promise<Response> {
  if (answer.landed === 'reset' || !response) return HttpResponse.error();
  const text = await response.text();
  if (answer.landed === 'late') await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
  const body = answer.landed === 'truncated' ? text.slice(0, Math.floor(text.length / 2)) : text;
  return new Response(body, { status: response.status, headers: response.headers });
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Not JSON: the log keeps the text, and the platform answers it as it would.
    return text;
  }
}

/** A front for the handlers `inner` gives (read on each request, so they may be swapped). */
export function createPlatformFront(baseUrl: string, inner: () => readonly HttpHandler[], logLimit = DEFAULT_LOG_LIMIT): PlatformFront {
  const requests: PlatformRequest[] = [];
  const routes: { method: string; path: string; respond: RouteResponder; count: number }[] = [];
  const failures: ScriptedAnswer[] = [];

  const scripted = (entry: PlatformRequest): ScriptedAnswer | undefined => {
    const failure = failures.shift();
    if (failure) return failure;
    const route = routes.findLast((candidate) => candidate.method === entry.method && candidate.path === entry.path);
    if (!route) return undefined;
    route.count += 1;
    return typeof route.respond === 'function' ? route.respond(entry, route.count) : route.respond;
  };

  const handler = http.all(`${baseUrl}/*`, async ({ request }) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
    const entry: PlatformRequest = { method: request.method, path: url.pathname, query: url.searchParams, body: parseBody(text), status: 0, bytes: 0 };
    requests.push(entry);
    if (requests.length > logLimit) requests.splice(0, requests.length - logLimit);
    const answer = scripted(entry);
    const response = !answer
      ? await getResponse([...inner()], request)
      : 'landed' in answer
        ? await spoiled(answer, await getResponse([...inner()], request))
        : respondWith(answer);
    if (!response || response.type === 'error') return response ?? undefined;
    // Read once and answered anew: Node 20's Response.clone() keeps both copies alive (about 1 KB a
    // request), which a week of polls turns into tens of MB.
    const answerText = await response.text();
    entry.status = response.status;
    entry.bytes = answerText.length;
    return new Response(answerText, { status: response.status, statusText: response.statusText, headers: response.headers });
  });

  return {
    handler,
    requests,
    seen: (fragment, method) => requests.filter((request) => request.path.includes(fragment) && (!method || request.method === method)),
    failNext(count, answer = SERVER_ERROR) {
      failures.length = 0;
      for (let index = 0; index < count; index++) failures.push(answer);
    },
    failing: () => failures.length,
    route(method, path, respond) {
      routes.push({ method: method.toUpperCase(), path, respond, count: 0 });
    },
    reset() {
      requests.length = 0;
      routes.length = 0;
      failures.length = 0;
    },
  };
}
