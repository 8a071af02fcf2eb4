import { bodyArgs, settle } from '../calls.ts';
import { bodyCall, getCall, postQueryCall, typed } from '../endpoint.ts';
import { sendRequest } from '../request.ts';
import type { BodyCall, QueryArg, QueryCall, QueryParamKeys, ResponseCallback, WpcomCore } from '../types.ts';
import { Comment, type CommentsList } from './comment.ts';
import { Like } from './like.ts';
import type { PostResponse } from './responses.ts';

/**
 * `post.add` / `site.addPost`: like a body call, but it always returns a promise, as in wpcom.js:
 * of the new post without a callback; with one, a promise that resolves once the callback has run.
 */
export interface AddPostCall<T = PostResponse, B = object> {
  <R = T>(callback: ResponseCallback<R>): Promise<void>;
  <R = T>(body: B, callback: ResponseCallback<R>): Promise<void>;
  <R = T, A extends object = object>(query: QueryArg<A, QueryParamKeys> | null | undefined, body: B | null | undefined, callback: ResponseCallback<R>): Promise<void>;
  <R = T>(body?: B | null): Promise<R>;
  <R = T, A extends object = object>(query: QueryArg<A, QueryParamKeys> | null | undefined, body: B | null | undefined): Promise<R>;
}

/** A post addressed by id, or by `{ id?, slug? }`. */
export type PostRef = string | number | { id?: string | number; slug?: string } | null | undefined;

/** A post of a site. */
export class SitePost {
  _id: string | number | undefined;
  _slug: string | undefined;
  readonly path: string;
  /** GET /sites/{site}/posts/{id}, or by slug when only a slug is known. */
  readonly get: QueryCall<PostResponse>;
  /** GET /sites/{site}/posts/slug:{slug}. */
  readonly getBySlug: QueryCall<PostResponse>;
  /** POST /sites/{site}/posts/new; remembers the new post's id and slug. */
  readonly add: AddPostCall;
  /** POST /sites/{site}/posts/{id}. */
  readonly update: BodyCall<PostResponse>;
  /** POST /sites/{site}/posts/{id}/delete. */
  readonly delete: QueryCall<PostResponse>;
  /** Alias of `delete`. */
  readonly del: QueryCall<PostResponse>;
  /** POST /sites/{site}/posts/{id}/restore. */
  readonly restore: QueryCall<PostResponse>;
  /** GET /sites/{site}/posts/{id}/replies/. */
  readonly comments: QueryCall<CommentsList>;
  /** GET /sites/{site}/posts/{id}/likes. */
  readonly likesList: QueryCall;

  constructor(
    ref: PostRef,
    private readonly siteId: string,
    private readonly wpcom: WpcomCore,
  ) {
    this.path = `/sites/${siteId}/posts`;
    if (ref !== null && typeof ref === 'object') {
      this._id = ref.id;
      this._slug = ref.slug;
    } else {
      this._id = ref ?? undefined;
    }
    const getById = getCall<PostResponse>(wpcom, () => this.getPostPath());
    this.getBySlug = getCall(wpcom, () => `${this.path}/slug:${this._slug}`);
    this.get = typed((...args: never[]) =>
      !this._id && this._slug ? this.getBySlug(...args) : getById(...args),
    );
    this.add = typed((...args: unknown[]) => {
      const parsed = bodyArgs(args);
      // wpcom.js hands (query, body) on to `req.post` without the callback, which reads an
      // undefined body as "the query is the body": `add(body, undefined, fn)` posts `body`.
      const [query, body] = parsed.body === undefined ? [{}, parsed.query] : [parsed.query, parsed.body];
      const { callback } = parsed;
      const created = (
        sendRequest(wpcom, { path: `${this.path}/new`, method: 'post' }, query, body, undefined) as Promise<PostResponse>
      ).then((data) => {
        this._id = data.ID;
        this._slug = data.slug;
        return data;
      });
      return settle(created, callback);
    });
    this.update = bodyCall(wpcom, () => this.getPostPath());
    this.delete = postQueryCall(wpcom, () => `${this.getPostPath()}/delete`);
    this.del = this.delete;
    this.restore = postQueryCall(wpcom, () => `${this.getPostPath()}/restore`);
    this.comments = getCall(wpcom, () => `${this.getPostPath()}/replies/`);
    this.likesList = getCall(wpcom, () => `${this.getPostPath()}/likes`);
  }

  id(id: string | number): void {
    this._id = id;
  }

  slug(slug: string): void {
    this._slug = slug;
  }

  getPostPath(): string {
    return `${this.path}/${this._id}`;
  }

  comment(commentId?: string | number): Comment {
    return new Comment(commentId, this._id, this.siteId, this.wpcom);
  }

  /** The current user's like on this post. */
  like(): Like {
    return new Like(() => this.getPostPath(), this.wpcom);
  }
}
