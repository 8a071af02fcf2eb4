import { bodyArgs } from '../calls.ts';
import { getCall, postQueryCall, typed } from '../endpoint.ts';
import { sendRequest } from '../request.ts';
import type { Body, BodyCall, QueryCall, WpcomCore } from '../types.ts';
import { requireSiteId } from './guards.ts';
import { Like } from './like.ts';
import type { CommentResponse } from './responses.ts';

/** A comment body: its text alone, or fields such as `{ content, status }`. */
export type CommentBody =
  | string
  | (Body & { content?: string; status?: 'approved' | 'unapproved' | 'spam' | 'trash' | string })
  | { readonly content?: string; readonly status?: string };

/** A list of comments. */
export interface CommentsList {
  found?: number;
  comments: CommentResponse[];
  [field: string]: unknown;
}

/** Comments on a site; `postId` is needed for `replies` and `add` (comment on a post). */
export class Comment {
  /** GET /sites/{site}/comments/{id}. */
  readonly get: QueryCall<CommentResponse>;
  /** GET /sites/{site}/posts/{post}/replies/. */
  readonly replies: QueryCall<CommentsList>;
  /** POST /sites/{site}/posts/{post}/replies/new; a string body becomes `{ content }`. */
  readonly add: BodyCall<CommentResponse, CommentBody>;
  /** POST /sites/{site}/comments/{id}; a string body becomes `{ content }`. */
  readonly update: BodyCall<CommentResponse, CommentBody>;
  /** POST /sites/{site}/comments/{id}/replies/new; a string body becomes `{ content }`. */
  readonly reply: BodyCall<CommentResponse, CommentBody>;
  /** POST /sites/{site}/comments/{id}/delete. */
  readonly del: QueryCall<CommentResponse>;
  /** Alias of `del`. */
  readonly delete: QueryCall<CommentResponse>;
  /** GET /sites/{site}/comments/{id}/likes. */
  readonly likesList: QueryCall;

  constructor(
    commentId: string | number | null | undefined,
    postId: string | number | null | undefined,
    siteId: string,
    private readonly wpcom: WpcomCore,
  ) {
    requireSiteId(siteId);
    const commentPath = (): string => `/sites/${siteId}/comments/${commentId}`;
    const contentCall = (path: () => string): BodyCall<CommentResponse, CommentBody> =>
      typed((...args: unknown[]) => {
        const { query, body, callback } = bodyArgs(args);
        const payload = typeof body === 'string' ? { content: body } : body;
        return sendRequest(wpcom, { path: path(), method: 'post' }, query, payload, callback);
      });
    this.get = getCall(wpcom, commentPath);
    this.replies = getCall(wpcom, () => `/sites/${siteId}/posts/${postId}/replies/`);
    this.add = contentCall(() => `/sites/${siteId}/posts/${postId}/replies/new`);
    this.update = contentCall(commentPath);
    this.reply = contentCall(() => `${commentPath()}/replies/new`);
    this.del = postQueryCall(wpcom, () => `${commentPath()}/delete`);
    this.delete = this.del;
    this.likesList = getCall(wpcom, () => `${commentPath()}/likes`);
    this.like = () => new Like(commentPath, this.wpcom);
  }

  /** The current user's like on this comment. */
  readonly like: () => Like;
}
