import type { WpcomClient } from '../api/client.ts';
import { WpcomCoreClient } from '../api/client-core.ts';
import { Comment } from '../api/site/comment.ts';
import { Follow } from '../api/site/follow.ts';
import { SitePost, type PostRef } from '../api/site/post.ts';
import type { RequestHandler, WpcomCore } from '../api/types.ts';

/** The part of a site the panel's own plugins reach: its posts, comments and follow state. */
class PanelSite {
  readonly _id: string;

  constructor(
    id: string | number,
    private readonly wpcom: WpcomCore,
  ) {
    this._id = encodeURIComponent(id);
  }

  post(ref?: PostRef): SitePost {
    return new SitePost(ref, this._id, this.wpcom);
  }

  comment(commentId?: string | number): Comment {
    return new Comment(commentId, null, this._id, this.wpcom);
  }

  follow(): Follow {
    return new Follow(this._id, this.wpcom);
  }
}

/** wpcom.js's core (request, req, pinghub, token) and `site(id)` as PanelSite has it. */
class PanelClient extends WpcomCoreClient {
  site(id: string | number): PanelSite {
    return new PanelSite(id, this);
  }
}

/**
 * The iframe's API client. The iframe runs only the panel's own plugins, which call `req`,
 * `pinghub` and `site(id)`'s post, comment and follow (src/frame/panel-client.test.ts checks
 * each); the full wpcom.js surface (media, taxonomies, plugins, domains, plans…) is several KB
 * of the first load that nothing there calls. Typed as the full client the plugins are written
 * against; a call outside that part fails with a TypeError.
 */
export function createPanelClient(handler: RequestHandler, token?: string): WpcomClient {
  return new PanelClient(handler, token) as unknown as WpcomClient;
}
