/** Errors produced by the fetch handler. None of them ever holds the token. */
import type { RequestParams } from './types.ts';

const STATUS_NAMES: Readonly<Record<number, string>> = {
  400: 'BadRequestError',
  401: 'UnauthorizedError',
  403: 'ForbiddenError',
  404: 'NotFoundError',
  405: 'MethodNotAllowedError',
  409: 'ConflictError',
  410: 'GoneError',
  422: 'UnprocessableEntityError',
  429: 'TooManyRequestsError',
  500: 'InternalServerError',
  502: 'BadGatewayError',
  503: 'ServiceUnavailableError',
  504: 'GatewayTimeoutError',
};

/** Replaces every occurrence of the token in strings found anywhere in `value`. */
export function scrubToken<T>(value: T, token: string | undefined): T {
  if (!token) return value;
  if (typeof value === 'string') return value.split(token).join('[token]') as T;
  if (Array.isArray(value)) return value.map((item) => scrubToken(item, token)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubToken(item, token)])) as T;
  }
  return value;
}

function field(body: unknown, name: string): unknown {
  return body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
}

/** A non-2xx answer: `statusCode`, the API's `error` code, its `message`, and the parsed body. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly error: string | undefined;
  readonly body: unknown;
  readonly method: string;
  readonly path: string;

  constructor(statusCode: number, body: unknown, params: Pick<RequestParams, 'method' | 'path'>, token?: string) {
    const code = field(body, 'error') ?? field(body, 'code');
    const message = field(body, 'message');
    super(scrubToken(typeof message === 'string' && message ? message : `Request failed with status ${statusCode}`, token));
    this.name = STATUS_NAMES[statusCode] ?? (statusCode >= 500 ? 'ServerError' : 'ApiError');
    this.statusCode = statusCode;
    this.error = typeof code === 'string' ? code : undefined;
    this.body = scrubToken(body, token);
    this.method = params.method;
    this.path = params.path;
  }
}

function namedError(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

/** The request ran past the handler's time limit. */
export const timeoutError = (timeoutMs: number): Error => namedError('TimeoutError', `Request timed out after ${timeoutMs} ms`);

/** The request was aborted by the caller. */
export const abortError = (): Error => namedError('AbortError', 'Request aborted');

/** `fetch` itself failed (offline, DNS, CORS). */
export function networkError(cause: unknown, token: string | undefined): Error {
  const detail = cause instanceof Error ? cause.message : String(cause);
  return namedError('NetworkError', scrubToken(`Network request failed: ${detail}`, token));
}
