import { AbortError, ApiError, type ErrorRequestInfo } from '../errors.ts';
import type { ProxyError } from './types.ts';

export type { ErrorRequestInfo };

/**
 * Builds the error for a non-2xx reply: the same `ApiError` the fetch handler gives, named from the
 * body's code or the status, and scrubbed of every echo of the request's token.
 */
export function createProxyError(statusCode: number, body: unknown, request: ErrorRequestInfo = {}, token?: string): ProxyError {
  return new ApiError(statusCode, body, request, token);
}

/** The error for a request that cannot be posted because the frame has no window. */
export function frameMissingError(request: ErrorRequestInfo = {}): ProxyError {
  const error = new ApiError(500, undefined, request);
  error.message = 'proxy iframe element is not loaded';
  return error;
}

/** The error a request's callback receives when it is aborted or the handler is disposed. */
export function abortError(reason: string, request?: ErrorRequestInfo): AbortError {
  return new AbortError(reason, request);
}
