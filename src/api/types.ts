/**
 * Public types of the platform API client. Request handlers (fetch, cross-frame proxy) and the
 * video uploader are written against these, so they stay free of any implementation import.
 */

/** Response headers as a plain object with lower-case names. */
export type ResponseHeaders = Readonly<Record<string, string>>;

/** Node-style completion callback shared by the client and every request handler. */
export type RequestCallback<T = unknown> = (
  error: Error | null,
  body?: T,
  headers?: ResponseHeaders,
) => void;

/** A multipart field: a name and either a text value or a file. */
export type FormDataEntry = readonly [name: string, value: string | Blob];

/** What the client hands to a request handler, after applying defaults and encoding the query. */
export interface RequestParams {
  /** Endpoint path starting with '/', e.g. '/sites/123/posts'. */
  path: string;
  /** Upper-case HTTP method. */
  method: string;
  /** REST version without the leading 'v' ('1.1' unless changed). */
  apiVersion: string;
  /** WP-API namespace such as 'wpcom/v2'; when set the path lives under it, not under /rest. */
  apiNamespace?: string;
  /** Origin the handler should send the request to instead of its default. */
  proxyOrigin?: string;
  /** Query string in qs 'brackets' format, already percent-encoded, without '?'. */
  query: string;
  /** JSON body. */
  body?: unknown;
  /** OAuth token loaded into the client. */
  token?: string;
  /** Multipart fields; handlers send these instead of `body`. */
  formData?: FormDataEntry[];
  /** Pinghub control verb ('connect' or 'disconnect'), understood by the proxy handler only. */
  action?: string;
  /** Upload key for VideoPress JWT renewal. */
  key?: string;
}

/** Performs one request; its return value is handed back to callback-style callers. */
export type RequestHandler = (params: RequestParams, callback: RequestCallback) => unknown;

/** A request description accepted by `req.get/post/put/del`: a path or a partial params object. */
export type RequestInput =
  | string
  | {
      path: string;
      method?: string;
      apiVersion?: string;
      apiNamespace?: string;
      proxyOrigin?: string;
      formData?: FormDataEntry[];
      action?: string;
      key?: string;
    };

/** Query values the bracket encoder understands (nested objects and arrays included). */
export type QueryValue =
  | string
  | number
  | boolean
  | bigint
  | Date
  | null
  | undefined
  | readonly QueryValue[]
  | { readonly [key: string]: QueryValue };

/**
 * A query object. `apiVersion`, `apiNamespace` and `proxyOrigin` are taken out of it and become
 * request params instead of query-string entries.
 */
export type Query = {
  readonly apiVersion?: string;
  readonly apiNamespace?: string;
  readonly proxyOrigin?: string;
} & { readonly [key: string]: QueryValue };

/** JSON-ish request body. */
export type Body = Readonly<Record<string, unknown>>;

/** `(query?, callback?)`: promise without a callback, the handler's return value with one. */
export interface QueryCall<T = unknown, Q extends Query = Query> {
  (callback: RequestCallback<T>): unknown;
  (query: Q | null | undefined, callback: RequestCallback<T>): unknown;
  (query?: Q | null): Promise<T>;
}

/** `(query?, body, callback?)` with wpcom.js argument juggling: `(body)`, `(body, cb)` work too. */
export interface BodyCall<T = unknown, B = Body, Q extends Query = Query> {
  (body: B, callback: RequestCallback<T>): unknown;
  (query: Q | null | undefined, body: B | null | undefined, callback: RequestCallback<T>): unknown;
  (body?: B | null): Promise<T>;
  (query: Q | null | undefined, body: B | null | undefined): Promise<T>;
}

/** `(value, query?, callback?)`: a leading required argument, then the query-call shape. */
export interface ValueQueryCall<V, T = unknown, Q extends Query = Query> {
  (value: V, callback: RequestCallback<T>): unknown;
  (value: V, query: Q | null | undefined, callback: RequestCallback<T>): unknown;
  (value: V, query?: Q | null): Promise<T>;
}

/** `(value, callback?)`. */
export interface ValueCall<V, T = unknown> {
  (value: V, callback: RequestCallback<T>): unknown;
  (value: V): Promise<T>;
}

/** `(callback?)`. */
export interface PlainCall<T = unknown> {
  (callback: RequestCallback<T>): unknown;
  (): Promise<T>;
}

/** A video file flagged for the VideoPress route (`canUseVideoPress` and a `video/*` type). */
export interface VideoFile extends Blob {
  readonly name?: string;
  readonly canUseVideoPress?: boolean;
}

/** Result of one finished VideoPress upload. */
export interface UploadedVideo {
  mediaId: number;
  guid: string;
  src: string;
}

/** Uploads VideoPress files; installed on a client with `setVideoUploader`. */
export type VideoUploader = (args: {
  wpcom: WpcomClient;
  siteId: string | number;
  files: VideoFile[];
  onProgress?: (bytesSent: number, bytesTotal: number) => void;
}) => Promise<UploadedVideo[]>;

/** The low-level request helpers at `client.req`. */
export interface RequestApi {
  get<T = unknown>(params: RequestInput, callback: RequestCallback<T>): unknown;
  get<T = unknown>(params: RequestInput, query: Query | null | undefined, callback: RequestCallback<T>): unknown;
  get<T = unknown>(params: RequestInput, query?: Query | null): Promise<T>;

  post<T = unknown>(params: RequestInput, callback: RequestCallback<T>): unknown;
  post<T = unknown>(params: RequestInput, body: unknown, callback: RequestCallback<T>): unknown;
  post<T = unknown>(params: RequestInput, query: Query | null | undefined, body: unknown, callback: RequestCallback<T> | null | undefined): unknown;
  post<T = unknown>(params: RequestInput, body?: unknown): Promise<T>;
  post<T = unknown>(params: RequestInput, query: Query | null | undefined, body: unknown): Promise<T>;

  put<T = unknown>(params: RequestInput, callback: RequestCallback<T>): unknown;
  put<T = unknown>(params: RequestInput, body: unknown, callback: RequestCallback<T>): unknown;
  put<T = unknown>(params: RequestInput, query: Query | null | undefined, body: unknown, callback: RequestCallback<T> | null | undefined): unknown;
  put<T = unknown>(params: RequestInput, body?: unknown): Promise<T>;
  put<T = unknown>(params: RequestInput, query: Query | null | undefined, body: unknown): Promise<T>;

  del<T = unknown>(params: RequestInput, callback: RequestCallback<T>): unknown;
  del<T = unknown>(params: RequestInput, query: Query | null | undefined, callback: RequestCallback<T>): unknown;
  del<T = unknown>(params: RequestInput, query?: Query | null): Promise<T>;
}

/** The client core every resource and handler sees; `WpcomClient` in index.ts adds the factories. */
export interface WpcomCore {
  /** REST version used when a call names none. */
  apiVersion: string;
  /** The request handler in use. */
  request: RequestHandler;
  /** Request helpers with promise and callback styles. */
  readonly req: RequestApi;
  /** The loaded OAuth token (a non-enumerable accessor, so logging the client does not show it). */
  token: string | undefined;
  loadToken(token?: string): void;
  isTokenLoaded(): boolean;
  setVideoUploader(uploader: VideoUploader | undefined): void;
  getVideoUploader(): VideoUploader | undefined;
}

import type { WpcomClient } from './client.ts';

export type { WpcomClient };
