import { bodyArgs, isCallback } from './calls.ts';
import { stringifyQuery } from './query-string.ts';
import type {
  RequestApi,
  RequestHandler,
  RequestInput,
  RequestParams,
} from './types.ts';

/** What `sendRequest` needs from the client. */
export interface RequestContext {
  apiVersion: string | number;
  request: RequestHandler;
  token: string | undefined;
}

const SPECIAL_KEYS = ['apiVersion', 'apiNamespace', 'proxyOrigin'] as const;
type SpecialKey = (typeof SPECIAL_KEYS)[number];

const isAbortSignal = (value: unknown): value is AbortSignal =>
  typeof AbortSignal !== 'undefined' && value instanceof AbortSignal;

/**
 * Builds the handler params and runs the handler, following wpcom.js's `sendRequest`: a truthy
 * `apiVersion`, `apiNamespace` or `proxyOrigin` in the query becomes a param (a falsy one stays in
 * the query string), a missing or empty `apiVersion` falls back to the client's, and a falsy body
 * is not sent. A query `signal` (an `AbortSignal`) becomes the request's signal. With a callback it
 * returns whatever the handler returns (e.g. an abortable request); without one it returns a
 * promise of the response body. The caller's query object is never mutated.
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
  const special: Partial<Record<SpecialKey, unknown>> = {};
  let signal: AbortSignal | undefined;
  if (query !== null && typeof query === 'object') {
    for (const [key, value] of Object.entries(query)) {
      if ((SPECIAL_KEYS as readonly string[]).includes(key) && value) special[key as SpecialKey] = value;
      else if (key === 'signal' && isAbortSignal(value)) signal = value;
      else rest[key] = value;
    }
  }

  const params: RequestParams = {
    ...base,
    method: (base.method || 'get').toUpperCase(),
    apiVersion: (special.apiVersion as string | number | undefined) || base.apiVersion || context.apiVersion,
    query: stringifyQuery(rest),
  };
  if (special.apiNamespace) params.apiNamespace = special.apiNamespace as string;
  if (special.proxyOrigin) params.proxyOrigin = special.proxyOrigin as string;
  if (signal && !params.signal) params.signal = signal;
  if (body) params.body = body;
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

  const post = (input: RequestInput, ...args: unknown[]): unknown => {
    const { query, body, callback } = bodyArgs(args);
    const params = typeof input === 'string' ? { path: input } : input;
    // v1 endpoints take every write as POST; a v2 caller may still name PUT or DELETE itself.
    return sendRequest(context, { ...params, method: params.method || 'post' }, query, body, callback);
  };

  const del = (input: RequestInput, query?: unknown, callback?: unknown): unknown =>
    isCallback(query) ? post(input, {}, null, query) : post(input, query ?? {}, null, callback ?? null);

  return { get, post, put: post, del } as RequestApi;
}
