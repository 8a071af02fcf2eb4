/**
 * Type tests, checked by `npm run typecheck` (tsc includes src/**; vitest does not run this file).
 * The first half is what code written for wpcom.js passes and must compile; the second half is
 * misuse `tsc --strict` must keep refusing (an unused @ts-expect-error fails the typecheck).
 */
import { expectTypeOf } from 'vitest';
import { AbortError, ApiError, NetworkError, ParseError, TimeoutError, type WpcomClient } from './index.ts';
import type { PostResponse } from './site/responses.ts';

declare const client: WpcomClient;
declare const signal: AbortSignal;

/** A platform query type: an interface, so it has no index signature. */
interface PostQuery {
  number?: number;
  status?: 'publish' | 'draft';
  fields?: string[];
  after?: Date;
  meta?: PostMetaQuery;
}
interface PostMetaQuery {
  key: string;
}
/** A platform body type. */
interface PostBody {
  title: string;
  tags?: string[];
  metadata?: Array<{ key: string; value: string }>;
}
/** The platform's own response types, unrelated to this client's. */
interface Post {
  ID: number;
  title: string;
}
interface PostsList {
  found: number;
  posts: Post[];
}

export function acceptsWhatPlatformCodeWrites(query: PostQuery, body: PostBody): void {
  const site = client.site(7);

  // A query or body typed by an interface.
  expectTypeOf(site.postsList(query)).toEqualTypeOf<Promise<unknown>>();
  void site.post(5).update(body);
  void site.post(5).update(query, body);
  void site.addPost(body);
  void site.post().add(query, body);
  void site.comment(9).update({ content: 'x' });
  void client.req.get('/sites/7/posts', query);
  void client.req.post('/sites/7/posts/new', query, body);

  // Params objects as wpcom.js callers write them.
  void client.req.post({ path: '/seen-posts/seen/blog/new', apiNamespace: 'wpcom/v2', body: { blog_id: 1 } });
  void client.req.get({ path: '/me', signal });

  // Callbacks typed by the caller.
  site.postsList(query, (error, data: PostsList) => void [error, data.found]);
  site.post(5).get((error: Error | null, data: Post) => void [error, data.title]);
  site.post(5).update(body, (_error, data: Post) => void data.ID);
  site.post(5).update(query, undefined, (error) => void error);
  client.req.get('/me', (error, data: { ID: number }, headers) => void [error, data.ID, headers['content-type']]);
  client.req.post('/x', body, (error: Error | null, data?: Post) => void [error, data?.ID]);
  site.media(3).edit({ title: 'x' }, null, (error) => void error);

  // Response types named per call.
  expectTypeOf(site.postsList<PostsList>()).toEqualTypeOf<Promise<PostsList>>();
  expectTypeOf(site.postsList<PostsList>(query)).toEqualTypeOf<Promise<PostsList>>();
  expectTypeOf(site.post(5).get()).toEqualTypeOf<Promise<PostResponse>>();
  expectTypeOf(site.post(5).get<Post>()).toEqualTypeOf<Promise<Post>>();
  expectTypeOf(client.req.get<Post>('/sites/7/posts/5', query)).toEqualTypeOf<Promise<Post>>();

  // Calls that always return a promise, as in wpcom.js.
  expectTypeOf(site.addPost(body, () => undefined)).toEqualTypeOf<Promise<void>>();
  expectTypeOf(site.post().add(query, body, () => undefined)).toEqualTypeOf<Promise<void>>();
  void site.emailStatsAlltime(5, 'opens', () => undefined).then(() => undefined);

  // Special query keys, and what a caller catches.
  void site.postsList({ number: 1, apiVersion: 1.2, signal });
  void client.users().suggest({ site_id: 7 });
  void client.req.get('/me').catch((error: unknown) => {
    if (error instanceof ApiError) expectTypeOf(error.statusCode).toEqualTypeOf<number>();
    if (error instanceof ParseError) expectTypeOf(error.status).toEqualTypeOf<number>();
    if (error instanceof TimeoutError) expectTypeOf(error.timeoutMs).toEqualTypeOf<number>();
    return error instanceof AbortError || error instanceof NetworkError;
  });
}

export function refusesMisuse(body: PostBody): void {
  const site = client.site(7);
  // @ts-expect-error: a number is not a query
  void site.postsList(5);
  // @ts-expect-error: a string is not a query
  void site.postsList('number=5');
  // @ts-expect-error: a callback must be a function
  site.postsList({ number: 1 }, 'done');
  // @ts-expect-error: a function is not a query value
  void site.postsList({ fields: () => 'ID' });
  // @ts-expect-error: apiVersion is a string or number
  void site.postsList({ apiVersion: true });
  // @ts-expect-error: signal is an AbortSignal
  void site.postsList({ signal: 'stop' });
  // @ts-expect-error: users().suggest's site_id is a number or string
  void client.users().suggest({ site_id: true });
  // @ts-expect-error: a number is not a body
  void site.post(5).update(5);
  // @ts-expect-error: the third argument is a callback
  site.post(5).update({}, body, 42);
  // @ts-expect-error: the error is an Error or null
  site.get((error: string) => error);
  // @ts-expect-error: an untyped answer is unknown
  site.postsList((_error, data) => data.found);
  // @ts-expect-error: a path is a string or { path }
  void client.req.get(5);
  // @ts-expect-error: params need a path
  void client.req.get({ apiNamespace: 'wpcom/v2' });
  // @ts-expect-error: a misspelt param is caught
  void client.req.post({ path: '/x', apiNamspace: 'wpcom/v2' });
  // @ts-expect-error: no such method
  void site.postList();
  // @ts-expect-error: a comment body is text or fields
  void site.comment(9).update(42);
  // @ts-expect-error: resendICANN takes an object
  void client.domain('ex.com').resendICANN(7);
}
