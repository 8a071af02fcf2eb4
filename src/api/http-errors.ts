/** Errors produced by the fetch handler; the classes live in errors.ts, shared with the proxy handler. */
import { AbortError, NetworkError, TimeoutError, type ErrorRequestInfo } from './errors.ts';

export { ApiError, scrubToken } from './errors.ts';

/** The request ran past the handler's time limit. */
export const timeoutError = (timeoutMs: number, request?: ErrorRequestInfo): TimeoutError => new TimeoutError(timeoutMs, request);

/** The request was aborted by the caller. */
export const abortError = (request?: ErrorRequestInfo): AbortError => new AbortError('Request aborted', request);

/** `fetch` itself failed (offline, DNS, CORS), or the connection broke while the body was read. */
export const networkError = (cause: unknown, token: string | undefined, request?: ErrorRequestInfo): NetworkError =>
  new NetworkError(cause, token, request);
