/**
 * A request handler over `fetch`, following wpcom-xhr-request's URL rules: REST calls under
 * `/rest/v{apiVersion}`, namespaced calls under `/{apiNamespace}` (e.g. `/wpcom/v2`).
 */
import { AbortError, ApiError, NetworkError, ParseError, TimeoutError, type ErrorRequestInfo } from './errors.ts';
import type { RequestHandler, RequestParams, ResponseHeaders } from './types.ts';

/** Options of `createFetchHandler`. */
export interface FetchHandlerOptions {
  /** API origin, default 'https://public-api.wordpress.com'. */
  baseUrl?: string;
  /** Token used when the client has none loaded. */
  token?: string;
  /** Per-request time limit in ms, default 30000; 0 disables it. */
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
  /**
   * Aborts the requests in flight when it fires. It does not fail later requests: a fired signal
   * has done its work (each request can bring its own `signal` in its params).
   */
  signal?: AbortSignal;
}

/** What a fetch handler call returns to callback-style callers. */
export interface FetchRequest {
  abort(): void;
}

const DEFAULT_BASE_URL = 'https://public-api.wordpress.com';

// What a bearer token can hold: visible ASCII. A CR or LF (or any other character) would make
// `Headers.set` throw an error that quotes the whole header, token included, outside the scrubbing.
const TOKEN_CHARACTERS = /^[\x21-\x7e]*$/;
const BAD_TOKEN = 'the token holds a line break, space or other character an Authorization header cannot carry';

/** Whether a token can go in an Authorization header; the answer never repeats it. */
export function isSendableToken(token: string): boolean {
  return TOKEN_CHARACTERS.test(token);
}

/** Builds the absolute URL of a request. */
export function requestUrl(params: RequestParams, origin: string): string {
  let base: string;
  if (params.apiNamespace === undefined) base = `/rest/v${params.apiVersion || '1.1'}`;
  else if (params.apiNamespace.includes('/')) base = `/${params.apiNamespace}`;
  else base = '/wp-json';
  const query = params.query ? `?${params.query}` : '';
  return `${origin.replace(/\/+$/, '')}${base}${params.path}${query}`;
}

function buildBody(params: RequestParams, headers: Headers): BodyInit | undefined {
  if (params.method === 'GET' || params.method === 'HEAD') return undefined;
  if (params.formData) {
    const form = new FormData();
    for (const [name, value] of params.formData) {
      if (typeof value === 'string') form.append(name, value);
      else form.append(name, value, (value as Blob & { name?: string }).name ?? 'blob');
    }
    return form;
  }
  if (params.body === undefined || params.body === null) return undefined;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(params.body);
}

/** A response's body as the platform's proxy relays it: parsed JSON, the text when it is not JSON, null when empty. */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isJsonType(contentType: string | null): boolean {
  return contentType === null || contentType === '' || /[/+]json\b/i.test(contentType);
}

/**
 * Parses the answer. A 2xx answer that says it is JSON (or says nothing) must parse: a broken one is
 * a ParseError, not a string the caller would mistake for data. Text of another type, and the body
 * of a failed answer (an HTML error page, say), are handed on as text.
 */
function parseBody(response: Response, text: string, info: ErrorRequestInfo, token: string | undefined): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    if (response.ok && isJsonType(response.headers.get('content-type'))) {
      throw new ParseError(response.status, text, info, token);
    }
    return text;
  }
}

/** Creates a `RequestHandler` that sends requests with `fetch`. */
export function createFetchHandler(options: FetchHandlerOptions = {}): RequestHandler {
  if (options.token !== undefined && !isSendableToken(options.token)) throw new TypeError(`createFetchHandler: ${BAD_TOKEN}`);
  const baseUrl = options.baseUrl ?? DEFAULT_BASE_URL;
  const timeoutMs = options.timeoutMs ?? 30000;
  // Looked up per request, so a fetch patched later (test interceptors, polyfills) is honoured.
  const fetchImpl: typeof globalThis.fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const baseOrigin = new URL(baseUrl).origin;

  return (params, callback): FetchRequest => {
    const info = { method: params.method, path: params.path };
    const controller = new AbortController();
    let timedOut = false;
    const timer = timeoutMs > 0 ? setTimeout(() => ((timedOut = true), controller.abort()), timeoutMs) : undefined;
    const onAbort = (): void => controller.abort();
    // A handler-level signal that already fired stopped the requests of its time; it must not fail
    // every request made after it. A request's own signal counts even when it fired before the call.
    const outer = options.signal && !options.signal.aborted ? options.signal : undefined;
    outer?.addEventListener('abort', onAbort, { once: true });
    params.signal?.addEventListener('abort', onAbort, { once: true });
    if (params.signal?.aborted) controller.abort();

    const origin = params.proxyOrigin ?? baseUrl;
    const url = requestUrl(params, origin);
    const token = params.token ?? options.token;
    const headers = new Headers({ Accept: 'application/json' });
    // A token loaded later (the client's) is checked here: the request fails without quoting it.
    const unsendable = token !== undefined && !isSendableToken(token);
    // The token only ever goes to the configured API origin.
    if (token && !unsendable && new URL(origin).origin === baseOrigin) headers.set('Authorization', `Bearer ${token}`);

    // Whatever broke, the caller learns why: its timeout, an abort, or the network.
    const failure = (error: unknown): Error => {
      if (timedOut) return new TimeoutError(timeoutMs, info);
      if (controller.signal.aborted) return new AbortError('Request aborted', info);
      return new NetworkError(error, token, info);
    };

    const run = async (): Promise<[unknown, ResponseHeaders]> => {
      if (controller.signal.aborted) throw failure(null);
      if (unsendable) throw new TypeError(`${params.method} ${params.path} not sent: ${BAD_TOKEN}`);
      let response: Response;
      let text: string;
      try {
        response = await fetchImpl(url, {
          method: params.method,
          headers,
          body: buildBody(params, headers),
          signal: controller.signal,
        });
        // A connection reset in the middle of the body rejects here (undici: "TypeError: terminated").
        text = await response.text();
      } catch (error) {
        throw failure(error);
      }
      const responseHeaders: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        responseHeaders[name.toLowerCase()] = value;
      });
      const body = parseBody(response, text, info, token);
      if (!response.ok) throw new ApiError(response.status, body, info, token);
      return [body, responseHeaders];
    };

    run()
      .then(
        ([body, responseHeaders]) => callback(null, body, responseHeaders),
        (error: Error) => callback(error),
      )
      .finally(() => {
        clearTimeout(timer);
        outer?.removeEventListener('abort', onAbort);
        params.signal?.removeEventListener('abort', onAbort);
      })
      .catch((error: unknown) => {
        // A throwing callback must not vanish inside this promise chain.
        queueMicrotask(() => {
          throw error;
        });
      });

    return { abort: () => controller.abort() };
  };
}
