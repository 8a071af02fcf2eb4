import { callbackAt, queryArgs } from '../calls.ts';
import { getCall, typed } from '../endpoint.ts';
import { sendRequest } from '../request.ts';
import type { Body, PlainCall, QueryCall, ValueCall, WpcomCore } from '../types.ts';
import { isGiven, requireTypeArg } from './guards.ts';

const TERM_MESSAGE = '`term` is not correctly defined';

/** Fields of a new or changed term. */
export type TermParams = Body & { name?: string; description?: string; parent?: number };

/** Term fields as a literal or typed by an interface of the caller's. */
export type TermParamsInput = TermParams | { readonly name?: string; readonly description?: string; readonly parent?: number };

/** One term of a taxonomy. */
export class SiteTaxonomyTerm {
  /** GET …/terms/slug:{term}. */
  readonly get: QueryCall;
  /** POST …/terms/new with `params` (requires `params.name`). */
  readonly add: ValueCall<TermParamsInput>;
  /** POST …/terms/slug:{term} with `params`. */
  readonly update: ValueCall<TermParamsInput>;
  /** POST …/terms/slug:{term}/delete. */
  readonly delete: PlainCall;

  constructor(term: string | undefined, taxonomy: string, siteId: string, wpcom: WpcomCore) {
    requireTypeArg(siteId, 'siteId');
    requireTypeArg(taxonomy, 'taxonomy');
    const root = `/sites/${siteId}/taxonomies/${encodeURIComponent(taxonomy)}/terms`;
    const termPath = (): string => {
      if (!isGiven(term)) throw new Error(TERM_MESSAGE);
      return `${root}/slug:${encodeURIComponent(term)}`;
    };
    this.get = typed((...args: unknown[]) => {
      const path = termPath();
      const { query, callback } = queryArgs(args);
      return sendRequest(wpcom, path, query, null, callback);
    });
    this.add = typed((params: TermParamsInput | undefined, ...rest: unknown[]) => {
      if (!params?.name) throw new Error('`params.name` is not correctly defined');
      return sendRequest(wpcom, { path: `${root}/new`, method: 'post' }, {}, params, callbackAt(rest, 0));
    });
    this.update = typed((params: TermParamsInput, ...rest: unknown[]) =>
      sendRequest(wpcom, { path: termPath(), method: 'post' }, {}, params, callbackAt(rest, 0)),
    );
    this.delete = typed((...rest: unknown[]) =>
      sendRequest(wpcom, { path: `${termPath()}/delete`, method: 'post' }, {}, null, callbackAt(rest, 0)),
    );
  }
}

/** A taxonomy of a site (`siteId` arrives already URL-encoded from `Site`). */
export class SiteTaxonomy {
  /** GET /sites/{site}/taxonomies/{taxonomy}/terms. */
  readonly termsList: QueryCall;

  constructor(
    private readonly taxonomy: string,
    private readonly siteId: string,
    private readonly wpcom: WpcomCore,
  ) {
    requireTypeArg(siteId, 'siteId');
    requireTypeArg(taxonomy, 'taxonomy');
    const root = `/sites/${siteId}/taxonomies/${encodeURIComponent(taxonomy)}`;
    this.termsList = getCall(wpcom, () => `${root}/terms`);
  }

  term(term?: string): SiteTaxonomyTerm {
    return new SiteTaxonomyTerm(term, this.taxonomy, this.siteId, this.wpcom);
  }
}

/** A post type of a site. */
export class SitePostType {
  /** GET /sites/{site}/post-types/{type}/taxonomies. */
  readonly taxonomiesList: QueryCall;

  constructor(postType: string, siteId: string, wpcom: WpcomCore) {
    requireTypeArg(siteId, 'siteId');
    requireTypeArg(postType, 'postType');
    const root = `/sites/${siteId}/post-types/${encodeURIComponent(postType)}`;
    this.taxonomiesList = getCall(wpcom, () => `${root}/taxonomies`);
  }
}
