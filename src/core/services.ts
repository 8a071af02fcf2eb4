import type { Clock } from './clock.ts';
import type { Logger } from './logger.ts';
import type { PanelStorage } from './storage.ts';
import type { Timers } from './timers.ts';

import type { SitePost } from '../api/site/post.ts';
import type { SiteResource } from '../api/site/site.ts';
import type { WpcomClient } from '../api/types.ts';

/** A post as the panel reaches it: its comments (to read, to add one) and the user's like of it. */
export type PanelPost = Pick<SitePost, 'comment' | 'comments' | 'like'>;

/** A site as the panel reaches it: its comments, its posts (by id), the user's follow of it. */
export interface PanelSite extends Pick<SiteResource, 'comment' | 'follow'> {
  post(id: string | number): PanelPost;
}

/**
 * The platform API client as the core hands it to effects: exactly the calls the panel and its
 * plugins make (a type only: the core makes no calls). A full `wpcom` client is one; the iframe
 * passes a smaller one that has these and nothing else (src/frame/panel-client.ts).
 */
export type PanelApi = Pick<WpcomClient, 'req'> & { site(id: string | number): PanelSite };

/** Fire-and-forget analytics. */
export type Track = (name: string, properties?: Record<string, unknown>) => void;

/** What effects may use besides reading state. */
export interface Services {
  wpcom: PanelApi;
  clock: Clock;
  timers: Timers;
  storage: PanelStorage;
  track: Track;
  logger: Logger;
}
