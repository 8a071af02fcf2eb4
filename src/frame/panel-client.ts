import { WpcomCoreClient } from '../api/client-core.ts';
import { Follow } from '../api/site/follow.ts';
import { SitePost, type PostRef } from '../api/site/post.ts';
import { Comment } from '../api/site/comment.ts';
import type { RequestHandler, WpcomCore } from '../api/types.ts';
import type { PanelSite } from '../core/services.ts';

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

  post(ref?: PostRef): SitePost {
    return new SitePost(ref, this._id, this.wpcom);
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
