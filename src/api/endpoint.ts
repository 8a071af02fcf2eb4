/** Factories that turn an endpoint description into a typed, dual-style (promise or callback) call. */
import { bodyArgs, queryArgs } from './calls.ts';
import { sendRequest } from './request.ts';
import type { Body, BodyCall, Query, QueryCall, RequestInput, ValueQueryCall, WpcomCore } from './types.ts';

/** Casts an untyped implementation to one of the overloaded call shapes. */
export function typed<F>(implementation: (...args: never[]) => unknown): F {
  return implementation as unknown as F;
}

type PathSource = () => string | Exclude<RequestInput, string>;

function withMethod(source: PathSource, method: string): Exclude<RequestInput, string> {
  const input = source();
  return typeof input === 'string' ? { path: input, method } : { ...input, method: input.method ?? method };
}

/** GET with `(query?, callback?)`; `defaults` are merged under the caller's query. */
export function getCall<T = unknown, Q extends Query = Query>(
  core: WpcomCore,
  path: PathSource,
  defaults: Query = {},
): QueryCall<T, Q> {
  return typed((...args: unknown[]) => {
    const { query, callback } = queryArgs(args);
    return sendRequest(core, withMethod(path, 'get'), { ...defaults, ...query }, null, callback);
  });
}

/** POST without a body taking `(query?, callback?)`: deletes and other verbs of the v1 API. */
export function postQueryCall<T = unknown, Q extends Query = Query>(
  core: WpcomCore,
  path: PathSource,
  fixedBody: Body | null = null,
): QueryCall<T, Q> {
  return typed((...args: unknown[]) => {
    const { query, callback } = queryArgs(args);
    return sendRequest(core, withMethod(path, 'post'), query, fixedBody, callback);
  });
}

/** POST with a body: `(query?, body, callback?)`, `(body, callback?)`. */
export function bodyCall<T = unknown, B = Body, Q extends Query = Query>(
  core: WpcomCore,
  path: PathSource,
): BodyCall<T, B, Q> {
  return typed((...args: unknown[]) => {
    const { query, body, callback } = bodyArgs(args);
    return sendRequest(core, withMethod(path, 'post'), query, body, callback);
  });
}

/** GET with `(value, query?, callback?)`, the path built from the value. */
export function getValueCall<V, T = unknown, Q extends Query = Query>(
  core: WpcomCore,
  path: (value: V) => string,
): ValueQueryCall<V, T, Q> {
  return typed((value: V, ...args: unknown[]) => {
    const { query, callback } = queryArgs(args);
    return sendRequest(core, path(value), query, null, callback);
  });
}

/** POST with `(value, query?, callback?)`, the body built from the value. */
export function postValueCall<V, T = unknown, Q extends Query = Query>(
  core: WpcomCore,
  path: (value: V) => string | Exclude<RequestInput, string>,
  makeBody: (value: V) => unknown,
  method = 'post',
): ValueQueryCall<V, T, Q> {
  return typed((value: V, ...args: unknown[]) => {
    const { query, callback } = queryArgs(args);
    return sendRequest(core, withMethod(() => path(value), method), query, makeBody(value), callback);
  });
}
