import { getCall, postQueryCall } from '../endpoint.ts';
import type { QueryCall, WpcomCore } from '../types.ts';
import type { LikeResponse } from './responses.ts';

/**
 * The current user's like on a post or comment (`root` is the post or comment path). wpcom.js 7
 * dropped these; the panel needs them, so they return with their 6.x paths.
 */
export class Like {
  /** GET {root}/likes/mine. */
  readonly mine: QueryCall<LikeResponse>;
  /** Alias of `mine`. */
  readonly state: QueryCall<LikeResponse>;
  /** POST {root}/likes/new. */
  readonly add: QueryCall<LikeResponse>;
  /** POST {root}/likes/mine/delete. */
  readonly del: QueryCall<LikeResponse>;
  /** Alias of `del`. */
  readonly delete: QueryCall<LikeResponse>;

  constructor(root: () => string, wpcom: WpcomCore) {
    this.mine = getCall(wpcom, () => `${root()}/likes/mine`);
    this.state = this.mine;
    this.add = postQueryCall(wpcom, () => `${root()}/likes/new`);
    this.del = postQueryCall(wpcom, () => `${root()}/likes/mine/delete`);
    this.delete = this.del;
  }
}
