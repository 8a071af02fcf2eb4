import { getCall } from '../endpoint.ts';
import type { QueryCall, WpcomCore } from '../types.ts';

/** GET list and stats methods of a site, each `(query?, callback?)` on /sites/{site}/{subpath}. */
export const SITE_LIST_METHODS = {
  categoriesList: 'categories',
  commentsList: 'comments',
  domainsList: 'domains',
  embedsList: 'embeds',
  followsList: 'follows',
  mediaList: 'media',
  pageTemplates: 'page-templates',
  pluginsList: 'plugins',
  postsList: 'posts',
  postTypesList: 'post-types',
  shortcodesList: 'shortcodes',
  stats: 'stats',
  statsClicks: 'stats/clicks',
  statsCommentFollowers: 'stats/comment-followers',
  statsComments: 'stats/comments',
  statsCountryViews: 'stats/country-views',
  statsFollowers: 'stats/followers',
  statsInsights: 'stats/insights',
  statsPublicize: 'stats/publicize',
  statsReferrers: 'stats/referrers',
  statsSearchTerms: 'stats/search-terms',
  statsStreak: 'stats/streak',
  statsSummary: 'stats/summary',
  statsTags: 'stats/tags',
  statsTopAuthors: 'stats/top-authors',
  statsTopPosts: 'stats/top-posts',
  statsArchives: 'stats/archives',
  statsVideoPlays: 'stats/video-plays',
  statsVisits: 'stats/visits',
  tagsList: 'tags',
  usersList: 'users',
  wpcomPluginsList: 'wpcom-plugins',
} as const;

/** Names of the generated list methods. */
export type SiteListMethodName = keyof typeof SITE_LIST_METHODS;

/** The generated list methods as properties. */
export type SiteListMethods = { readonly [Name in SiteListMethodName]: QueryCall };

/** Builds every list method for one site. */
export function buildSiteListMethods(siteId: string, wpcom: WpcomCore): SiteListMethods {
  const methods: Partial<Record<SiteListMethodName, QueryCall>> = {};
  for (const [name, subpath] of Object.entries(SITE_LIST_METHODS)) {
    methods[name as SiteListMethodName] = getCall(wpcom, () => `/sites/${siteId}/${subpath}`);
  }
  return methods as SiteListMethods;
}
