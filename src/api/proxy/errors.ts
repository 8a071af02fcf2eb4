import type { ProxyError } from './types.ts';

// Names for the statuses the API actually answers with; anything else becomes HttpError.
const statusNames: Record<number, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  410: 'Gone',
  429: 'TooManyRequests',
  500: 'InternalServer',
  502: 'BadGateway',
  503: 'ServiceUnavailable',
  504: 'GatewayTimeout',
};

/** What an error may say about the request it belongs to: deliberately no token, query or body. */
export interface ErrorRequestInfo {
  path?: string;
  method?: string;
}

function pascalCase(code: string): string {
  return code
    .replace(/error$/i, '')
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');
}

function stringField(body: unknown, field: string): string | undefined {
  if (body === null || typeof body !== 'object') return undefined;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Builds the error for a non-2xx reply; name and message come from the body when it has them. */
export function createProxyError(statusCode: number, body: unknown, request: ErrorRequestInfo = {}): ProxyError {
  const code = stringField(body, 'error');
  const describedAs = `${request.method ?? 'GET'} ${request.path ?? ''}`.trim();
  const message =
    stringField(body, 'message') ?? stringField(body, 'error_description') ?? `${statusCode} status code for "${describedAs}"`;
  const error = new Error(message) as ProxyError;
  const baseName = (code && pascalCase(code)) || statusNames[statusCode] || 'Http';
  error.name = `${baseName}Error`;
  error.statusCode = statusCode;
  error.status = statusCode;
  if (code !== undefined) error.error = code;
  if (body !== undefined) error.body = body;
  if (request.path !== undefined) error.path = request.path;
  if (request.method !== undefined) error.method = request.method;
  return error;
}

/** The error for a request that cannot be posted because the frame has no window. */
export function frameMissingError(request: ErrorRequestInfo = {}): ProxyError {
  const error = createProxyError(500, undefined, request);
  error.name = 'InternalServerError';
  error.message = 'proxy iframe element is not loaded';
  return error;
}

/** The error a request's callback receives when it is aborted or the handler is disposed. */
export function abortError(reason: string): Error {
  const error = new Error(reason);
  error.name = 'AbortError';
  return error;
}
