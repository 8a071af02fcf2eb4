import { stringifyQuery } from './query-string.ts';
import type {
  RequestApi,
  RequestCallback,
  RequestHandler,
  RequestInput,
  RequestParams,
} from './types.ts';

/** What `sendRequest` needs from the client. */
export interface RequestContext {
  apiVersion: string;
  request: RequestHandler;
  token: string | undefined;
}

const SPECIAL_KEYS = ['apiVersion', 'apiNamespace', 'proxyOrigin'] as const;

function isCallback(value: unknown): value is RequestCallback {
  return typeof value === 'function';
}

/**
 * Builds the handler params and runs the handler. With a callback it returns whatever the handler
 * returns (e.g. an abortable request); without one it returns a promise of the response body.
 * The caller's query object is never mutated.
 */
export function sendRequest(
  context: RequestContext,
  input: RequestInput,
  query: unknown,
  body: unknown,
  callback: unknown,
): unknown {
  const base = typeof input === 'string' ? { path: input } : input;
  const rest: Record<string, unknown> = {};
  const special: Partial<Record<(typeof SPECIAL_KEYS)[number], string>> = {};
  if (query !== null && typeof query === 'object') {
    for (const [key, value] of Object.entries(query)) {
      if ((SPECIAL_KEYS as readonly string[]).includes(key)) {
        if (value) special[key as (typeof SPECIAL_KEYS)[number]] = String(value);
      } else {
        rest[key] = value;
      }
    }
  }

  const params: RequestParams = {
    ...base,
    method: (base.method ?? 'get').toUpperCase(),
    apiVersion: special.apiVersion ?? base.apiVersion ?? context.apiVersion,
    query: stringifyQuery(rest),
  };
  if (special.apiNamespace) params.apiNamespace = special.apiNamespace;
  if (special.proxyOrigin) params.proxyOrigin = special.proxyOrigin;
  if (body !== null && body !== undefined) params.body = body;
  if (context.token) params.token = context.token;

  if (isCallback(callback)) {
    return context.request(params, (error, response, headers) => callback(error, response, headers));
  }
  return new Promise((resolve, reject) => {
    context.request(params, (error, response) => (error ? reject(error) : resolve(response)));
  });
}

/** The `req` helpers, with wpcom.js's argument juggling. */
export function createRequestApi(context: RequestContext): RequestApi {
  const get = (input: RequestInput, query?: unknown, callback?: unknown): unknown =>
    isCallback(query)
      ? sendRequest(context, input, {}, null, query)
      : sendRequest(context, input, query, null, callback);

  const post = (input: RequestInput, query?: unknown, body?: unknown, callback?: unknown): unknown => {
    let [q, b, fn] = [query, body, callback];
    if (fn === undefined) {
      if (b === undefined) {
        if (isCallback(q)) [fn, b, q] = [q, null, {}];
        else [b, q] = [q, {}];
      } else if (isCallback(b)) {
        [fn, b, q] = [b, q, {}];
      }
    }
    const params = typeof input === 'string' ? { path: input } : input;
    // v1 endpoints take every write as POST; a v2 caller may still name PUT or DELETE itself.
    return sendRequest(context, { ...params, method: params.method ?? 'post' }, q, b, fn);
  };

  const del = (input: RequestInput, query?: unknown, callback?: unknown): unknown =>
    isCallback(query) ? post(input, {}, null, query) : post(input, query ?? {}, null, callback ?? null);

  return { get, post, put: post, del } as RequestApi;
}
