import type { WpcomClient } from '../api/client.ts';
import { WpcomCoreClient } from '../api/client-core.ts';
import { Comment } from '../api/site/comment.ts';
import type { RequestHandler, WpcomCore } from '../api/types.ts';

/**
 * The part of a site the panel's first load reaches: its comments. A post's and the follow calls
 * are built by the action calls that send them, loaded on demand (plugins/lib/site-calls.ts).
 */
class PanelSite {
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
}

/** wpcom.js's core (request, req, pinghub, token) and `site(id)` as PanelSite has it. */
class PanelClient extends WpcomCoreClient {
  site(id: string | number): PanelSite {
    return new PanelSite(id, this);
  }
}

/**
 * The iframe's API client. The iframe runs only the panel's own plugins, which call `req`,
 * `pinghub` and `site(id).comment()`, and build a site's post and follow calls themselves
 * (src/frame/panel-client.test.ts checks each against wpcom.js); the full wpcom.js surface (media, taxonomies, plugins, domains, plans…) is several KB
 * of the first load that nothing there calls. Typed as the full client the plugins are written
 * against; a call outside that part fails with a TypeError.
 */
export function createPanelClient(handler: RequestHandler, token?: string): WpcomClient {
  return new PanelClient(handler, token) as unknown as WpcomClient;
}
