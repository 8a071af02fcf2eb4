/**
 * Public types of the platform API client. Request handlers (fetch, cross-frame proxy) and the
 * video uploader are written against these, so they stay free of any implementation import.
 */

/** Response headers as a plain object with lower-case names. */
export type ResponseHeaders = Readonly<Record<string, string>>;

/** Node-style completion callback a request handler calls: the error, or the body and headers. */
export type RequestCallback<T = unknown> = (
  error: Error | null,
  body?: T,
  headers?: ResponseHeaders,
) => void;

/**
 * The callback a caller passes to a call, typed like wpcom's own typings: `data` is the response
 * (at run time it is absent when `error` is set). Any of `(err)`, `(err, data: Post)`,
 * `(err, data?: Post, headers?)` fits, so callbacks written for wpcom.js compile unchanged.
 */
export type ResponseCallback<T = unknown> = (error: Error | null, data: T, headers: ResponseHeaders) => void;

/** A multipart field: a name and either a text value or a file. */
export type FormDataEntry = readonly [name: string, value: string | Blob];

/** What the client hands to a request handler, after applying defaults and encoding the query. */
export interface RequestParams {
  /** Endpoint path starting with '/', e.g. '/sites/123/posts'. */
  path: string;
  /** Upper-case HTTP method. */
  method: string;
  /** REST version without the leading 'v' ('1.1' unless changed); a number stays a number, as in wpcom.js. */
  apiVersion: string | number;
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
  /** Aborts this request (the fetch and proxy handlers fail it with an `AbortError`). */
  signal?: AbortSignal;
}

/** Performs one request; its return value is handed back to callback-style callers. */
export type RequestHandler = (params: RequestParams, callback: RequestCallback) => unknown;

/** A request description accepted by `req.get/post/put/del`: a path or a partial params object. */
export type RequestInput =
  | string
  | {
      path: string;
      method?: string;
      apiVersion?: string | number;
      apiNamespace?: string;
      proxyOrigin?: string;
      formData?: FormDataEntry[];
      action?: string;
      key?: string;
      /** A body given with the params, as wpcom.js callers write `req.post({ path, body })`. */
      body?: unknown;
      /** Aborts this request. */
      signal?: AbortSignal;
    };

/** Query values the bracket encoder understands (nested objects and arrays included). */
export type QueryValue =
  | string
  | number
  | boolean
  | bigint
  | Date
  | AbortSignal
  | null
  | undefined
  | readonly QueryValue[]
  | { readonly [key: string]: QueryValue };

/** Query keys that do not go into the query string: they become request params. */
export interface QueryParamKeys {
  /** REST version of this call ('1.2'; a number stays a number). Ignored when falsy, as in wpcom.js. */
  readonly apiVersion?: string | number;
  /** WP-API namespace of this call ('wpcom/v2'). Ignored when falsy. */
  readonly apiNamespace?: string;
  /** Origin to send this call to. Ignored when falsy. */
  readonly proxyOrigin?: string;
  /** Aborts this call; its promise rejects (or its callback gets) an `AbortError`. */
  readonly signal?: AbortSignal;
}

/**
 * A query object. `apiVersion`, `apiNamespace`, `proxyOrigin` and `signal` are taken out of it and
 * become request params instead of query-string entries.
 */
export type Query = QueryParamKeys & { readonly [key: string]: QueryValue };

type AnyFunction = (...args: never[]) => unknown;

/** One field of a caller's query: a query value, or an object (any interface) of query values. */
type QueryField<V> = V extends AnyFunction
  ? never
  : V extends QueryValue
    ? V
    : V extends object
      ? { readonly [K in keyof V]: QueryField<V[K]> }
      : never;

/**
 * Checks a caller's query object `A` field by field, so a query typed by an interface without an
 * index signature (`PostQuery`) is accepted: fields named in `F` must have `F`'s types, the others
 * must be query values. A function is never a query.
 */
export type QueryArg<A, F = QueryParamKeys> = A extends AnyFunction
  ? never
  : A & { readonly [K in keyof A]: K extends keyof F ? F[K] : QueryField<A[K]> };

/** JSON-ish request body (calls take any object, so bodies typed by an interface fit too). */
export type Body = Readonly<Record<string, unknown>>;

/**
 * `(query?, callback?)`: promise without a callback, the handler's return value with one. `T` is the
 * response type (a call can name another: `postsList<MyList>()`); `F` types known query fields.
 */
export interface QueryCall<T = unknown, F = QueryParamKeys> {
  <R = T>(callback: ResponseCallback<R>): unknown;
  <R = T, A extends object = object>(query: QueryArg<A, F> | null | undefined, callback: ResponseCallback<R>): unknown;
  <R = T, A extends object = object>(query?: QueryArg<A, F> | null): Promise<R>;
}

/** `(query?, body, callback?)` with wpcom.js argument juggling: `(body)`, `(body, cb)`, `(cb)` work too. */
export interface BodyCall<T = unknown, B = object, F = QueryParamKeys> {
  <R = T>(callback: ResponseCallback<R>): unknown;
  <R = T>(body: B, callback: ResponseCallback<R>): unknown;
  <R = T, A extends object = object>(query: QueryArg<A, F> | null | undefined, body: B | null | undefined, callback: ResponseCallback<R>): unknown;
  <R = T>(body?: B | null): Promise<R>;
  <R = T, A extends object = object>(query: QueryArg<A, F> | null | undefined, body: B | null | undefined): Promise<R>;
}

/** `(value, query?, callback?)`: a leading required argument, then the query-call shape. */
export interface ValueQueryCall<V, T = unknown, F = QueryParamKeys> {
  <R = T>(value: V, callback: ResponseCallback<R>): unknown;
  <R = T, A extends object = object>(value: V, query: QueryArg<A, F> | null | undefined, callback: ResponseCallback<R>): unknown;
  <R = T, A extends object = object>(value: V, query?: QueryArg<A, F> | null): Promise<R>;
}

/** `(value, callback?)`. */
export interface ValueCall<V, T = unknown> {
  <R = T>(value: V, callback: ResponseCallback<R>): unknown;
  <R = T>(value: V): Promise<R>;
}

/** `(callback?)`. */
export interface PlainCall<T = unknown> {
  <R = T>(callback: ResponseCallback<R>): unknown;
  <R = T>(): Promise<R>;
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

/** A query argument of `req.get/post/put/del`: a `Query`, or any object of query values. */
type ReqQuery<A> = QueryArg<A, QueryParamKeys> | null | undefined;

/** The low-level request helpers at `client.req`; `T` names the response type. */
export interface RequestApi {
  get<T = unknown>(params: RequestInput, callback: ResponseCallback<T>): unknown;
  get<T = unknown, A extends object = object>(params: RequestInput, query: ReqQuery<A>, callback: ResponseCallback<T>): unknown;
  get<T = unknown, A extends object = object>(params: RequestInput, query?: ReqQuery<A>): Promise<T>;

  post<T = unknown>(params: RequestInput, callback: ResponseCallback<T>): unknown;
  post<T = unknown>(params: RequestInput, body: unknown, callback: ResponseCallback<T>): unknown;
  post<T = unknown, A extends object = object>(params: RequestInput, query: ReqQuery<A>, body: unknown, callback: ResponseCallback<T>): unknown;
  post<T = unknown>(params: RequestInput, body?: unknown): Promise<T>;
  post<T = unknown, A extends object = object>(params: RequestInput, query: ReqQuery<A>, body: unknown, callback?: null): Promise<T>;

  put<T = unknown>(params: RequestInput, callback: ResponseCallback<T>): unknown;
  put<T = unknown>(params: RequestInput, body: unknown, callback: ResponseCallback<T>): unknown;
  put<T = unknown, A extends object = object>(params: RequestInput, query: ReqQuery<A>, body: unknown, callback: ResponseCallback<T>): unknown;
  put<T = unknown>(params: RequestInput, body?: unknown): Promise<T>;
  put<T = unknown, A extends object = object>(params: RequestInput, query: ReqQuery<A>, body: unknown, callback?: null): Promise<T>;

  del<T = unknown>(params: RequestInput, callback: ResponseCallback<T>): unknown;
  del<T = unknown, A extends object = object>(params: RequestInput, query: ReqQuery<A>, callback: ResponseCallback<T>): unknown;
  del<T = unknown, A extends object = object>(params: RequestInput, query?: ReqQuery<A>): Promise<T>;
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
