/**
 * A request handler over `fetch`, following wpcom-xhr-request's URL rules: REST calls under
 * `/rest/v{apiVersion}`, namespaced calls under `/{apiNamespace}` (e.g. `/wpcom/v2`).
 */
import { ApiError, abortError, networkError, timeoutError } from './http-errors.ts';
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
  /** Aborts every request made through this handler. */
  signal?: AbortSignal;
}

/** What a fetch handler call returns to callback-style callers. */
export interface FetchRequest {
  abort(): void;
}

const DEFAULT_BASE_URL = 'https://public-api.wordpress.com';

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

/** A response's body: parsed JSON, the text when it is not JSON, null when empty. */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Not JSON (an HTML error page, say): hand the text on as the body.
    return text;
  }
}

/** Creates a `RequestHandler` that sends requests with `fetch`. */
export function createFetchHandler(options: FetchHandlerOptions = {}): RequestHandler {
  const baseUrl = options.baseUrl ?? DEFAULT_BASE_URL;
  const timeoutMs = options.timeoutMs ?? 30000;
  // Looked up per request, so a fetch patched later (test interceptors, polyfills) is honoured.
  const fetchImpl: typeof globalThis.fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const baseOrigin = new URL(baseUrl).origin;

  return (params, callback): FetchRequest => {
    const controller = new AbortController();
    let timedOut = false;
    const timer = timeoutMs > 0 ? setTimeout(() => ((timedOut = true), controller.abort()), timeoutMs) : undefined;
    const onOuterAbort = (): void => controller.abort();
    options.signal?.addEventListener('abort', onOuterAbort, { once: true });
    if (options.signal?.aborted) controller.abort();

    const origin = params.proxyOrigin ?? baseUrl;
    const url = requestUrl(params, origin);
    const token = params.token ?? options.token;
    const headers = new Headers({ Accept: 'application/json' });
    // The token only ever goes to the configured API origin.
    if (token && new URL(origin).origin === baseOrigin) headers.set('Authorization', `Bearer ${token}`);

    const run = async (): Promise<[unknown, ResponseHeaders]> => {
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: params.method,
          headers,
          body: buildBody(params, headers),
          signal: controller.signal,
        });
      } catch (error) {
        if (timedOut) throw timeoutError(timeoutMs);
        if (controller.signal.aborted) throw abortError();
        throw networkError(error, token);
      }
      const responseHeaders: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        responseHeaders[name.toLowerCase()] = value;
      });
      const body = await readBody(response);
      if (!response.ok) throw new ApiError(response.status, body, params, token);
      return [body, responseHeaders];
    };

    run()
      .then(
        ([body, responseHeaders]) => callback(null, body, responseHeaders),
        (error: Error) => {
          if (timedOut) callback(timeoutError(timeoutMs));
          else if (controller.signal.aborted && !(error instanceof ApiError)) callback(abortError());
          else callback(error);
        },
      )
      .finally(() => {
        clearTimeout(timer);
        options.signal?.removeEventListener('abort', onOuterAbort);
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
