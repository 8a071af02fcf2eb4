import { bodyCall, getCall, postQueryCall } from '../endpoint.ts';
import type { BodyCall, QueryCall, WpcomCore } from '../types.ts';
import { requireSiteId } from './guards.ts';

/** Categories and tags share one shape: a slug-addressed term under /sites/{site}/{kind}. */
class SlugTerm {
  #slug: string | undefined;
  /** GET /sites/{site}/{kind}/slug:{slug}. */
  readonly get: QueryCall;
  /** POST /sites/{site}/{kind}/new. */
  readonly add: BodyCall;
  /** POST /sites/{site}/{kind}/slug:{slug}. */
  readonly update: BodyCall;
  /** POST /sites/{site}/{kind}/slug:{slug}/delete. */
  readonly delete: QueryCall;
  /** Alias of `delete`. */
  readonly del: QueryCall;

  constructor(kind: 'categories' | 'tags', slug: string | undefined, siteId: string, wpcom: WpcomCore) {
    requireSiteId(siteId);
    this.#slug = slug;
    const root = `/sites/${siteId}/${kind}`;
    const slugPath = (): string => `${root}/slug:${this.#slug}`;
    this.get = getCall(wpcom, slugPath);
    this.add = bodyCall(wpcom, () => `${root}/new`);
    this.update = bodyCall(wpcom, slugPath);
    this.delete = postQueryCall(wpcom, () => `${slugPath()}/delete`);
    this.del = this.delete;
  }

  /** Sets the slug later calls address. */
  slug(slug: string): void {
    this.#slug = slug;
  }
}

/** A site category. */
export class Category extends SlugTerm {
  constructor(slug: string | undefined, siteId: string, wpcom: WpcomCore) {
    super('categories', slug, siteId, wpcom);
  }
}

/** A site tag. */
export class Tag extends SlugTerm {
  constructor(slug: string | undefined, siteId: string, wpcom: WpcomCore) {
    super('tags', slug, siteId, wpcom);
  }
}
