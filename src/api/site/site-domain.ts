import { getCall, postValueCall } from '../endpoint.ts';
import type { QueryCall, ValueCall, WpcomCore } from '../types.ts';

/** Primary domain and redirect of a site. */
export class SiteDomain {
  readonly path: string;
  /** GET /sites/{site}/domains/primary. */
  readonly getPrimary: QueryCall;
  /** POST /sites/{site}/domains/primary `{ domain }`. */
  readonly setPrimary: ValueCall<string>;
  /** GET /sites/{site}/domains/redirect. */
  readonly getRedirect: QueryCall;
  /** POST /sites/{site}/domains/redirect `{ location }` (or the given object). */
  readonly setRedirect: ValueCall<string | { location: string; [field: string]: unknown } | { readonly location: string }>;

  constructor(siteId: string, wpcom: WpcomCore) {
    this.path = `/sites/${siteId}/domains`;
    this.getPrimary = getCall(wpcom, () => `${this.path}/primary`);
    this.setPrimary = postValueCall<string>(wpcom, () => `${this.path}/primary`, (domain) => ({ domain }));
    this.getRedirect = getCall(wpcom, () => `${this.path}/redirect`);
    this.setRedirect = postValueCall<string | { readonly location: string }>(
      wpcom,
      () => `${this.path}/redirect`,
      (location) => (typeof location === 'string' ? { location } : location),
    );
  }
}
