/**
 * The errors every request handler (fetch and proxy) delivers, as classes so callers can
 * `instanceof` them. Names follow wp-error, which the platform's own handlers use: an API error is
 * named from its code (`unknown_post` → `UnknownPostError`), else from its status (`NotFoundError`).
 * None of them ever holds the token: messages and bodies are scrubbed of every echo of it.
 */
import { encodeComponent } from './query-string.ts';

/** What an error may say about its request: deliberately no token, query or body. */
export interface ErrorRequestInfo {
  method?: string;
  path?: string;
}

const STATUS_NAMES: Readonly<Record<number, string>> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  405: 'MethodNotAllowed',
  409: 'Conflict',
  410: 'Gone',
  422: 'UnprocessableEntity',
  429: 'TooManyRequests',
  500: 'InternalServer',
  502: 'BadGateway',
  503: 'ServiceUnavailable',
  504: 'GatewayTimeout',
};

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches the token as sent and as a server may echo it: percent-encoded (either hex case), JSON-escaped. */
function tokenPattern(token: string): RegExp {
  const forms = new Set([
    token,
    encodeURIComponent(token),
    encodeComponent(token),
    encodeURIComponent(token).replace(/%20/g, '+'),
    JSON.stringify(token).slice(1, -1),
    JSON.stringify(token).slice(1, -1).replace(/\//g, '\\/'),
  ]);
  const alternatives = [...forms]
    .sort((a, b) => b.length - a.length)
    .map((form) => escapeRegExp(form).replace(/%([0-9A-F])([0-9A-F])/g, (_match, high: string, low: string) => `%${high}[${low}${low.toLowerCase()}]`));
  return new RegExp(alternatives.join('|'), 'g');
}

/** Replaces every echo of the token in strings found anywhere in `value`. */
export function scrubToken<T>(value: T, token: string | undefined): T {
  if (!token) return value;
  const pattern = tokenPattern(token);
  const scrub = (item: unknown): unknown => {
    if (typeof item === 'string') return item.replace(pattern, '[token]');
    if (Array.isArray(item)) return item.map(scrub);
    if (item !== null && typeof item === 'object') {
      return Object.fromEntries(Object.entries(item).map(([key, child]) => [scrub(key), scrub(child)]));
    }
    return item;
  };
  return scrub(value) as T;
}

function stringField(body: unknown, name: string): string | undefined {
  if (body === null || typeof body !== 'object') return undefined;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function pascalCase(code: string): string {
  return code
    .replace(/error$/i, '')
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');
}

/** The error name of an answer: from its API code when it has one, else from its status. */
export function apiErrorName(statusCode: number, code: string | undefined): string {
  return `${(code && pascalCase(code)) || STATUS_NAMES[statusCode] || 'Http'}Error`;
}

/** What was thrown, as an Error (a callback's error argument is always one). */
export const asError = (thrown: unknown): Error => (thrown instanceof Error ? thrown : new Error(String(thrown)));

/** A request as error messages name it: method and path. */
const describe = (request: ErrorRequestInfo) => `${request.method ?? 'GET'} ${request.path ?? ''}`.trim();

/** Base class of every error a request handler delivers. */
export class RequestError extends Error {
  /** Method and path of the failed request, when known. */
  readonly method?: string;
  readonly path?: string;

  constructor(message: string, request: ErrorRequestInfo = {}) {
    super(message);
    if (request.method !== undefined) this.method = request.method;
    if (request.path !== undefined) this.path = request.path;
  }
}

/** A non-2xx answer: `statusCode` (and `status`), the API's `error` code, its `message`, and the body. */
export class ApiError extends RequestError {
  readonly statusCode: number;
  /** Same as `statusCode`, for code written against wp-error. */
  readonly status: number;
  /** The API's error code: the body's `error`, or the v2 `code`. */
  readonly error: string | undefined;
  readonly body: unknown;

  constructor(statusCode: number, body: unknown, request: ErrorRequestInfo = {}, token?: string) {
    // Scrubbed before naming too: a code that echoes the token must not put it in `name`.
    const code = scrubToken(stringField(body, 'error') ?? stringField(body, 'code'), token);
    const message = stringField(body, 'message') ?? stringField(body, 'error_description') ?? `${statusCode} status code for "${describe(request)}"`;
    super(scrubToken(message, token), request);
    this.name = apiErrorName(statusCode, code);
    this.statusCode = statusCode;
    this.status = statusCode;
    this.error = code;
    this.body = scrubToken(body, token);
  }
}

/** A 2xx answer whose JSON body does not parse; `body` holds the start of the text received. */
export class ParseError extends RequestError {
  override readonly name = 'ParseError';
  readonly statusCode: number;
  readonly status: number;
  readonly body: string;

  constructor(statusCode: number, text: string, request: ErrorRequestInfo = {}, token?: string) {
    super(`Malformed JSON in the ${statusCode} answer to "${describe(request)}"`, request);
    this.statusCode = statusCode;
    this.status = statusCode;
    this.body = scrubToken(text.slice(0, 2000), token);
  }
}

/** The request ran past the handler's time limit. */
export class TimeoutError extends RequestError {
  override readonly name = 'TimeoutError';
  readonly timeoutMs: number;

  constructor(timeoutMs: number, request: ErrorRequestInfo = {}) {
    super(`Request timed out after ${timeoutMs} ms`, request);
    this.timeoutMs = timeoutMs;
  }
}

/** The request was aborted: by its own `signal`, the handler's `signal`, `abort()`, or a disposed proxy. */
export class AbortError extends RequestError {
  override readonly name = 'AbortError';

  constructor(message = 'Request aborted', request: ErrorRequestInfo = {}) {
    super(message, request);
  }
}

/** The connection failed: offline, DNS, CORS, or reset before the whole answer arrived. */
export class NetworkError extends RequestError {
  override readonly name = 'NetworkError';

  constructor(cause: unknown, token: string | undefined, request: ErrorRequestInfo = {}) {
    const detail = cause instanceof Error ? cause.message : String(cause);
    super(scrubToken(`Network request failed: ${detail}`, token), request);
  }
}
