import { getCall, postQueryCall } from '../endpoint.ts';
import type { QueryCall, WpcomCore } from '../types.ts';
import { requireSiteId } from './guards.ts';
import type { FollowResponse } from './responses.ts';

/** The current user's subscription to a site. */
export class Follow {
  /** GET /sites/{site}/follows/mine. */
  readonly mine: QueryCall<FollowResponse>;
  /** Alias of `mine`. */
  readonly state: QueryCall<FollowResponse>;
  /** POST /sites/{site}/follows/new. */
  readonly follow: QueryCall<FollowResponse>;
  /** Alias of `follow`. */
  readonly add: QueryCall<FollowResponse>;
  /** POST /sites/{site}/follows/mine/delete. */
  readonly unfollow: QueryCall<FollowResponse>;
  /** Alias of `unfollow`. */
  readonly del: QueryCall<FollowResponse>;

  constructor(siteId: string, wpcom: WpcomCore) {
    requireSiteId(siteId);
    this.mine = getCall(wpcom, () => `/sites/${siteId}/follows/mine`);
    this.state = this.mine;
    this.follow = postQueryCall(wpcom, () => `/sites/${siteId}/follows/new`);
    this.add = this.follow;
    this.unfollow = postQueryCall(wpcom, () => `/sites/${siteId}/follows/mine/delete`);
    this.del = this.unfollow;
  }
}
