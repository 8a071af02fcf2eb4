/** Parameters of one API request, in the shape wpcom.js hands to its request handler. */
export interface ProxyRequestParams {
  path: string;
  method?: string;
  apiVersion?: string | number;
  apiNamespace?: string;
  /** Already encoded query string (bracket array format). */
  query?: string;
  body?: unknown;
  token?: string;
  formData?: ReadonlyArray<readonly [string, unknown]>;
  /** Pinghub channel verb ('connect' or 'disconnect'); the frame keeps a connect open with 207 messages. */
  action?: string;
  /** Receives each record of a 207 ndjson stream answering this request, and only this one. */
  onStreamRecord?: (record: unknown) => void;
  /** Receives upload and download progress relayed by the proxy frame. */
  onProgress?: (progress: ProxyProgress) => void;
  /** Aborting the signal aborts the request like `handler.abort(id)`. */
  signal?: AbortSignal;
}

/** Progress of one proxied request as the frame reports it. */
export interface ProxyProgress {
  direction: 'upload' | 'download';
  loaded: number;
  total: number;
}

/** Response headers relayed by the frame: lower-case names, string values, plus `status`. */
export type ProxyHeaders = Record<string, string>;

/** Error delivered for a failed proxied request. It never carries the request's token. */
export interface ProxyError extends Error {
  statusCode: number;
  /** Same as statusCode, for code written against wp-error. */
  status: number;
  /** The API's error code (`body.error`), e.g. `comment_duplicate`. */
  error?: string;
  body?: unknown;
  path?: string;
  method?: string;
}

/** Node-style completion callback of the wpcom.js request-handler contract. */
export type ProxyCallback = (
  error: ProxyError | Error | null,
  body: unknown,
  headers: ProxyHeaders | undefined,
) => void;

/** What the hooks of a `ProxyRequest` receive: a reply's body and headers, or the error. */
export interface ProxyEvent {
  type: 'load' | 'error' | 'abort';
  /** The reply body (also as `body` and `data`, the names wpcom.js callers read). */
  response?: unknown;
  body?: unknown;
  data?: unknown;
  error?: Error;
  headers?: ProxyHeaders;
}

/**
 * Handle of one proxied request, returned by the handler. The hooks mirror the XMLHttpRequest the
 * replaced proxy returned: pinghub channels set `onload`, which fires for every 207 message.
 */
export interface ProxyRequest {
  readonly id: string;
  abort(): boolean;
  onload?: (event: ProxyEvent) => void;
  onerror?: (event: ProxyEvent) => void;
  onabort?: (event: ProxyEvent) => void;
  onclose?: (event: ProxyEvent) => void;
}

/** A wpcom.js request handler that goes through the hidden proxy frame. */
export interface ProxyHandler {
  /** Sends a request; returns its handle (id, abort, XHR-style hooks). */
  (params: ProxyRequestParams, callback: ProxyCallback): ProxyRequest;
  /** Cancels a pending request; its callback gets an AbortError. Returns false if it was not pending. */
  abort(id: string): boolean;
  /** Asks the frame for access to all of the user's blogs; resolves on 'metaAPIupdated'. */
  requestAllBlogsAccess(): Promise<void>;
  /** Removes the frame and the message listener; pending requests fail with an AbortError. */
  dispose(): void;
}

/** Logger used for ignored messages and other diagnostics. */
export type ProxyLogger = (message: string, ...details: unknown[]) => void;

/** Options of `createProxyHandler`. */
export interface ProxyHandlerOptions {
  /** The page window (defaults to the global window). */
  window?: Window;
  /** Origin of the API and of its proxy frame. */
  proxyOrigin?: string;
  /** Origin announced to the frame (defaults to the window's own origin). */
  pageOrigin?: string;
  /** Source of callback ids (defaults to crypto.randomUUID). */
  random?: () => string;
  log?: ProxyLogger;
  /**
   * How long a request may wait for the frame's first word about it (a reply, a channel's first
   * message, a progress notice, which starts the wait again), in ms; then its callback gets a
   * `TimeoutError` and the frame is told to abort it. 30,000 by default, as the fetch handler's; 0: none.
   */
  timeoutMs?: number;
}
