import { bodyCall, getCall, postQueryCall } from '../endpoint.ts';
import type { BodyCall, QueryCall, WpcomCore } from '../types.ts';

/** WordAds settings, earnings and terms of service of a site. */
export class SiteWordAds {
  constructor(
    private readonly siteId: string,
    private readonly wpcom: WpcomCore,
  ) {}

  settings(): { get: QueryCall; update: BodyCall } {
    const path = `/sites/${this.siteId}/wordads/settings`;
    return { get: getCall(this.wpcom, () => path), update: bodyCall(this.wpcom, () => path) };
  }

  earnings(): { get: QueryCall } {
    return { get: getCall(this.wpcom, () => `/sites/${this.siteId}/wordads/earnings`) };
  }

  /** `sign` POSTs `{ tos: 'signed' }`. */
  tos(): { get: QueryCall; update: BodyCall; sign: QueryCall } {
    const path = `/sites/${this.siteId}/wordads/tos`;
    return {
      get: getCall(this.wpcom, () => path),
      update: bodyCall(this.wpcom, () => path),
      sign: postQueryCall(this.wpcom, () => path, { tos: 'signed' }),
    };
  }
}
