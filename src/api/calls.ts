/**
 * Runtime argument juggling for the call shapes in types.ts. Every resource method is built from
 * these, so a callback is honoured in whichever position it is passed (wpcom.js drops it in some).
 */
import type { Query, RequestCallback } from './types.ts';

/** Normalised arguments of a call: query, body and optional callback. */
export interface CallArgs {
  query: Query;
  body: unknown;
  callback: RequestCallback | undefined;
}

const isFunction = (value: unknown): value is RequestCallback => typeof value === 'function';

function asQuery(value: unknown): Query {
  return value !== null && typeof value === 'object' ? (value as Query) : {};
}

/** `(query?, callback?)`. */
export function queryArgs(args: readonly unknown[]): CallArgs {
  const [first, second] = args;
  if (isFunction(first)) return { query: {}, body: null, callback: first };
  return { query: asQuery(first), body: null, callback: isFunction(second) ? second : undefined };
}

/** `(query?, body?, callback?)`, also `(body)`, `(body, callback)` and `(callback)`. */
export function bodyArgs(args: readonly unknown[]): CallArgs {
  const [first, second, third] = args;
  if (isFunction(first)) return { query: {}, body: null, callback: first };
  if (isFunction(second)) return { query: {}, body: first ?? null, callback: second };
  // wpcom.js reads an undefined second argument as "only a body was given".
  if (second === undefined) return { query: {}, body: first ?? null, callback: undefined };
  return { query: asQuery(first), body: second ?? null, callback: isFunction(third) ? third : undefined };
}

/** Picks the callback out of a `(…fixed, callback?)` argument list. */
export function callbackAt(args: readonly unknown[], index: number): RequestCallback | undefined {
  const candidate = args[index];
  return isFunction(candidate) ? candidate : undefined;
}

/**
 * Delivers a promise either as the return value or to the callback, so composite calls (several
 * requests behind one method) support both styles like single requests do.
 */
export function settle<T>(promise: Promise<T>, callback: RequestCallback<T> | undefined): Promise<T> | undefined {
  if (!callback) return promise;
  promise.then(
    (value) => callback(null, value),
    (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
  );
  return undefined;
}
