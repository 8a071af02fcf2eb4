import { callbackAt, queryArgs } from '../calls.ts';
import { getCall, getValueCall, typed } from '../endpoint.ts';
import { sendRequest } from '../request.ts';
import type { Query, QueryArg, QueryCall, RequestCallback, ResponseCallback, ValueCall, ValueQueryCall, WpcomCore } from '../types.ts';
import { Comment } from './comment.ts';
import { emailStatsAlltime, emailStatsForPeriod, type EmailStats } from './email-stats.ts';
import { Follow } from './follow.ts';
import { isGiven } from './guards.ts';
import { Media, type AddMediaCall, type MediaUrlInput } from './media.ts';
import type { MediaFileInput } from './media-form.ts';
import { SitePlugin, SiteWPComPlugin } from './plugin.ts';
import { SitePost, type AddPostCall, type PostRef } from './post.ts';
import type { PostResponse } from './responses.ts';
import { SiteSettings } from './settings.ts';
import { SiteDomain } from './site-domain.ts';
import { buildSiteListMethods, type SiteListMethods } from './site-lists.ts';
import { Category, Tag } from './slug-terms.ts';
import { SitePostType, SiteTaxonomy } from './taxonomy.ts';
import { SiteWordAds } from './wordads.ts';

/** `renderShortcode` / `renderEmbed`: `(url, query?, callback?)`, the url required to be a string. */
function renderCall(wpcom: WpcomCore, path: string, key: string, message: string): ValueQueryCall<string> {
  return typed((url: unknown, ...args: unknown[]) => {
    if (typeof url !== 'string') throw new TypeError(message);
    const { query, callback } = queryArgs(args);
    return sendRequest(wpcom, path, { ...query, [key]: url }, null, callback);
  });
}

/** A site by numeric id or domain. The list and stats methods come from `SITE_LIST_METHODS`. */
export class Site {
  /** The URL-encoded site id ('' when none was given). */
  readonly _id: string;
  readonly path: string;
  /** GET /sites/{site}. */
  readonly get: QueryCall;
  /** POST /sites/{site}/posts/new `(body, callback?)`; always returns a promise, as in wpcom.js. */
  readonly addPost: AddPostCall<PostResponse>;
  /** POST /sites/{site}/posts/{id}/delete. */
  readonly deletePost: ValueCall<string | number, PostResponse>;
  /** POST /sites/{site}/media/new with files. */
  readonly addMediaFiles: AddMediaCall<MediaFileInput>;
  /** POST /sites/{site}/media/new with URLs. */
  readonly addMediaUrls: AddMediaCall<MediaUrlInput>;
  /** POST /sites/{site}/media/{id}/delete. */
  readonly deleteMedia: ValueCall<string | number>;
  /** GET /sites/{site}/post-counts/{type} (type defaults to 'post'). */
  readonly postCounts: ValueQueryCall<string | undefined>;
  /** GET /sites/{site}/shortcodes/render?shortcode=… */
  readonly renderShortcode: ValueQueryCall<string>;
  /** GET /sites/{site}/embeds/render?embed_url=… */
  readonly renderEmbed: ValueQueryCall<string>;
  /** POST /sites/{site}/stats/referrers/spam/new?domain=… */
  readonly statsReferrersSpamNew: ValueCall<string>;
  /** POST /sites/{site}/stats/referrers/spam/delete?domain=… */
  readonly statsReferrersSpamDelete: ValueCall<string>;
  /** GET /sites/{site}/stats/video/{videoId}. */
  readonly statsVideo: ValueQueryCall<string | number>;
  /** GET /sites/{site}/stats/post/{postId}. */
  readonly statsPostViews: ValueQueryCall<string | number>;

  constructor(
    id: string | number | null | undefined,
    private readonly wpcom: WpcomCore,
  ) {
    this._id = isGiven(id) ? encodeURIComponent(id) : '';
    this.path = `/sites/${this._id}`;
    Object.assign(this, buildSiteListMethods(this._id, wpcom));
    this.get = getCall(wpcom, () => this.path);
    this.addPost = typed((...args: unknown[]) => this.post(null).add(...(args as [])));
    this.deletePost = typed((postId: string | number, ...rest: unknown[]) => this.post(postId).delete(...(rest as [])));
    this.addMediaFiles = typed((...args: unknown[]) => this.media(null).addFiles(...(args as [MediaFileInput])));
    this.addMediaUrls = typed((...args: unknown[]) => this.media(null).addUrls(...(args as [MediaUrlInput])));
    this.deleteMedia = typed((mediaId: string | number, ...rest: unknown[]) => this.media(mediaId).del(...(rest as [])));
    this.postCounts = typed((type: string | undefined, ...args: unknown[]) => {
      const { query, callback } = queryArgs(args);
      return sendRequest(wpcom, `${this.path}/post-counts/${type ?? 'post'}`, query, null, callback);
    });
    this.renderShortcode = renderCall(wpcom, `${this.path}/shortcodes/render`, 'shortcode', 'expected a url String');
    this.renderEmbed = renderCall(wpcom, `${this.path}/embeds/render`, 'embed_url', 'expected an embed String');
    const spam = (action: string): ValueCall<string> =>
      typed((domain: string, ...rest: unknown[]) =>
        sendRequest(wpcom, { path: `${this.path}/stats/referrers/spam/${action}`, method: 'post' }, { domain }, null, callbackAt(rest, 0)),
      );
    this.statsReferrersSpamNew = spam('new');
    this.statsReferrersSpamDelete = spam('delete');
    this.statsVideo = getValueCall(wpcom, (videoId) => `${this.path}/stats/video/${videoId}`);
    this.statsPostViews = getValueCall(wpcom, (postId) => `${this.path}/stats/post/${postId}`);
  }

  post(ref?: PostRef): SitePost {
    return new SitePost(ref, this._id, this.wpcom);
  }

  media(mediaId?: string | number | null): Media {
    return new Media(mediaId, this._id, this.wpcom);
  }

  comment(commentId?: string | number): Comment {
    return new Comment(commentId, null, this._id, this.wpcom);
  }

  follow(): Follow {
    return new Follow(this._id, this.wpcom);
  }

  plugin(slug: string): SitePlugin {
    return new SitePlugin(slug, this._id, this.wpcom);
  }

  wpcomPlugin(slug: string): SiteWPComPlugin {
    return new SiteWPComPlugin(slug, this._id, this.wpcom);
  }

  category(slug?: string): Category {
    return new Category(slug, this._id, this.wpcom);
  }

  tag(slug?: string): Tag {
    return new Tag(slug, this._id, this.wpcom);
  }

  taxonomy(taxonomy: string): SiteTaxonomy {
    return new SiteTaxonomy(taxonomy, this._id, this.wpcom);
  }

  postType(postType: string): SitePostType {
    return new SitePostType(postType, this._id, this.wpcom);
  }

  settings(): SiteSettings {
    return new SiteSettings(this._id, this.wpcom);
  }

  domain(): SiteDomain {
    return new SiteDomain(this._id, this.wpcom);
  }

  wordAds(): SiteWordAds {
    return new SiteWordAds(this._id, this.wpcom);
  }

  /**
   * Email stats timeline for a period. Always a promise, as in wpcom.js: of the merged answer, or,
   * with a callback, one that resolves once the callback got the merged answer.
   */
  emailStatsForPeriod(postId: string | number, statType: string, callback: ResponseCallback<EmailStats>): Promise<void>;
  emailStatsForPeriod<A extends object = object>(
    postId: string | number,
    statType: string,
    query: QueryArg<A> | null | undefined,
    callback: ResponseCallback<EmailStats>,
  ): Promise<void>;
  emailStatsForPeriod<A extends object = object>(postId: string | number, statType: string, query?: QueryArg<A> | null): Promise<EmailStats>;
  emailStatsForPeriod(postId: string | number, statType: string, query?: unknown, callback?: unknown): Promise<EmailStats | void> {
    return emailStatsForPeriod(this.wpcom, this._id, postId, statType, query as Query | RequestCallback<EmailStats> | null, callback as RequestCallback<EmailStats>);
  }

  /** All-time email stats (clients, devices, countries, rate; links for clicks), merged; promise as above. */
  emailStatsAlltime(postId: string | number, statType: string, callback: ResponseCallback<EmailStats>): Promise<void>;
  emailStatsAlltime(postId: string | number, statType: string): Promise<EmailStats>;
  emailStatsAlltime(postId: string | number, statType: string, callback?: unknown): Promise<EmailStats | void> {
    return emailStatsAlltime(this.wpcom, this._id, postId, statType, callback as RequestCallback<EmailStats> | undefined);
  }
}

/** A site with its generated list and stats methods. */
export type SiteResource = Site & SiteListMethods;
