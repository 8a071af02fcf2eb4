import { WpcomCoreClient } from '../api/client-core.ts';
import { Follow } from '../api/site/follow.ts';
import { Comment } from '../api/site/comment.ts';
import { Like } from '../api/site/like.ts';
import type { RequestHandler, WpcomCore } from '../api/types.ts';
import type { PanelPost, PanelSite } from '../core/services.ts';

/** A site as the panel reaches it (PanelSite): its comments, its posts, the user's follow of it. */
class PanelSiteCalls implements PanelSite {
  readonly _id: string;

  constructor(
    id: string | number,
    private readonly wpcom: WpcomCore,
  ) {
    this._id = encodeURIComponent(id);
  }

  comment(commentId?: string | number): Comment {
    return new Comment(commentId, null, this._id, this.wpcom);
  }

  // Not wpcom.js's SitePost: the panel only reads a post's comments, comments on it and likes it, and
  // the rest of it (add, update, delete, by slug…) would be a KB of the first load nothing calls.
  post(id: string | number): PanelPost {
    const comment = (commentId?: string | number) => new Comment(commentId, id, this._id, this.wpcom);
    return {
      comment,
      // GET /sites/{site}/posts/{id}/replies/, as SitePost.comments sends it.
      comments: comment().replies,
      like: () => new Like(() => `/sites/${this._id}/posts/${id}`, this.wpcom),
    };
  }

  follow(): Follow {
    return new Follow(this._id, this.wpcom);
  }
}

/**
 * The iframe's API client: wpcom.js's core (request, req, pinghub, token) and the part of `site(id)`
 * the panel's plugins call (PanelApi in src/core/services.ts), each sending what wpcom.js sends
 * (src/frame/panel-client.test.ts compares them). The rest of wpcom.js (media, taxonomies, plugins,
 * domains, plans…) is several KB of the first load that nothing in the iframe calls; its type says
 * so, so a call outside it does not compile.
 */
export class PanelClient extends WpcomCoreClient {
  site(id: string | number): PanelSite {
    return new PanelSiteCalls(id, this);
  }
}

/** The iframe's client over `handler`. */
export function createPanelClient(handler: RequestHandler, token?: string): PanelClient {
  return new PanelClient(handler, token);
}
