/** Factories that turn an endpoint description into a typed, dual-style (promise or callback) call. */
import { bodyArgs, queryArgs } from './calls.ts';
import { sendRequest } from './request.ts';
import type { Body, BodyCall, Query, QueryCall, QueryParamKeys, RequestInput, ValueQueryCall, WpcomCore } from './types.ts';

/**
 * One implementation, typed as the overloaded call shape it serves: TypeScript cannot check an
 * implementation against overloads, so this is a narrowing from "some function" to that shape.
 */
export function typed<F extends (...args: never[]) => unknown>(implementation: (...args: never[]) => unknown): F {
  return implementation as F;
}

type PathSource = () => string | Exclude<RequestInput, string>;

function withMethod(source: PathSource, method: string): Exclude<RequestInput, string> {
  const input = source();
  return typeof input === 'string' ? { path: input, method } : { ...input, method: input.method ?? method };
}

/** GET with `(query?, callback?)`; `defaults` are merged under the caller's query. */
export function getCall<T = unknown, F = QueryParamKeys>(
  core: WpcomCore,
  path: PathSource,
  defaults: Query = {},
): QueryCall<T, F> {
  return typed((...args: unknown[]) => {
    const { query, callback } = queryArgs(args);
    return sendRequest(core, withMethod(path, 'get'), { ...defaults, ...query }, null, callback);
  });
}

/** POST without a body taking `(query?, callback?)`: deletes and other verbs of the v1 API. */
export function postQueryCall<T = unknown, F = QueryParamKeys>(
  core: WpcomCore,
  path: PathSource,
  fixedBody: Body | null = null,
): QueryCall<T, F> {
  return typed((...args: unknown[]) => {
    const { query, callback } = queryArgs(args);
    return sendRequest(core, withMethod(path, 'post'), query, fixedBody, callback);
  });
}

/**
 * POST with a body: `(query?, body, callback?)`, `(body, callback?)`, `(callback)`, read as wpcom.js's
 * `req.post` reads them. Also what wpcom.js's `(query?, callback?)` POSTs are: it hands their first
 * argument to `req.post` as the body (`domain.resendICANN`, `plugin.updateVersion`, `plugin.delete`).
 */
export function bodyCall<T = unknown, B = object, F = QueryParamKeys>(
  core: WpcomCore,
  path: PathSource,
): BodyCall<T, B, F> {
  return typed((...args: unknown[]) => {
    const { query, body, callback } = bodyArgs(args);
    return sendRequest(core, withMethod(path, 'post'), query, body, callback);
  });
}

/** GET with `(value, query?, callback?)`, the path built from the value. */
export function getValueCall<V, T = unknown, F = QueryParamKeys>(
  core: WpcomCore,
  path: (value: V) => string,
): ValueQueryCall<V, T, F> {
  return typed((value: V, ...args: unknown[]) => {
    const { query, callback } = queryArgs(args);
    return sendRequest(core, path(value), query, null, callback);
  });
}

/** POST with `(value, query?, callback?)`, the body built from the value. */
export function postValueCall<V, T = unknown, F = QueryParamKeys>(
  core: WpcomCore,
  path: (value: V) => string | Exclude<RequestInput, string>,
  makeBody: (value: V) => unknown,
  method = 'post',
): ValueQueryCall<V, T, F> {
  return typed((value: V, ...args: unknown[]) => {
    const { query, callback } = queryArgs(args);
    return sendRequest(core, withMethod(() => path(value), method), query, makeBody(value), callback);
  });
}
