/**
 * A site's post and follow calls, built where they are sent (the action calls loaded on demand),
 * so the iframe's lean client (src/frame/panel-client.ts) carries only `site(id).comment()` in its
 * first load. With any client they send what wpcom.js's `site(id).post(id)` and `site(id).follow()`
 * send (src/frame/panel-client.test.ts compares them).
 */
import { Follow } from '../../src/api/site/follow.ts';
import { SitePost } from '../../src/api/site/post.ts';
import type { WpcomCore } from '../../src/api/types.ts';

/** `wpcom.site(siteId).post(postId)`. */
export function sitePost(wpcom: WpcomCore, siteId: string | number, postId: string | number): SitePost {
  return new SitePost(postId, encodeURIComponent(siteId), wpcom);
}

/** `wpcom.site(siteId).follow()`. */
export function siteFollow(wpcom: WpcomCore, siteId: string | number): Follow {
  return new Follow(encodeURIComponent(siteId), wpcom);
}
