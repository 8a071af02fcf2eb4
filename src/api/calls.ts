/**
 * Runtime argument juggling for the call shapes in types.ts. Every resource method is built from
 * these, so a callback is honoured in whichever position it is passed (wpcom.js drops it in some).
 */
import { asError } from './errors.ts';
import type { Query, RequestCallback } from './types.ts';

/** Normalised arguments of a call: query, body and optional callback. */
export interface CallArgs {
  query: Query;
  body: unknown;
  callback: RequestCallback | undefined;
}

/** Whether an argument is the call's callback. */
export const isCallback = (value: unknown): value is RequestCallback => typeof value === 'function';

function asQuery(value: unknown): Query {
  return value !== null && typeof value === 'object' ? (value as Query) : {};
}

/** `(query?, callback?)`. */
export function queryArgs(args: readonly unknown[]): CallArgs {
  const [first, second] = args;
  if (isCallback(first)) return { query: {}, body: null, callback: first };
  return { query: asQuery(first), body: null, callback: isCallback(second) ? second : undefined };
}

/**
 * `(query?, body?, callback?)` exactly as wpcom.js's `req.post` reads it: only when no third argument
 * is given does `(body)`, `(callback)` or `(body, callback)` apply. So `(query, undefined, callback)`
 * keeps the query and calls the callback, and `(query, body, null)` returns a promise.
 */
export function bodyArgs(args: readonly unknown[]): CallArgs {
  const [first, second, third] = args;
  if (third === undefined) {
    if (second === undefined) {
      return isCallback(first) ? { query: {}, body: null, callback: first } : { query: {}, body: first, callback: undefined };
    }
    if (isCallback(second)) return { query: {}, body: first, callback: second };
  }
  return { query: asQuery(first), body: second, callback: isCallback(third) ? third : undefined };
}

/** Picks the callback out of a `(…fixed, callback?)` argument list. */
export function callbackAt(args: readonly unknown[], index: number): RequestCallback | undefined {
  const candidate = args[index];
  return isCallback(candidate) ? candidate : undefined;
}

/**
 * Delivers the outcome of a composite call (several requests behind one method) either way, as
 * wpcom.js does for `post.add`: without a callback the promise of the result; with one, the callback
 * gets the outcome and the returned promise resolves (to undefined) once it has run, so code that
 * chains `.then` on such a call keeps working and a failure is not also an unhandled rejection.
 */
export function settle<T>(promise: Promise<T>, callback: RequestCallback<T> | undefined): Promise<T | undefined> {
  if (!callback) return promise;
  return promise.then(
    (value) => void callback(null, value),
    (error: unknown) => void callback(asError(error)),
  );
}
