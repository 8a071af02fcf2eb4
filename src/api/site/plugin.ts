import { bodyCall, getCall, postQueryCall, typed } from '../endpoint.ts';
import { bodyArgs, queryArgs } from '../calls.ts';
import { sendRequest } from '../request.ts';
import type { Body, BodyCall, QueryCall, WpcomCore } from '../types.ts';

const SLUG_MESSAGE = '`slug` is not correctly defined';

/** POSTs a fixed body to the plugin path: `(query?, callback?)`. */
function toggle(wpcom: WpcomCore, path: string, body: Body): QueryCall {
  return typed((...args: unknown[]) => {
    const { query, callback } = queryArgs(args);
    return sendRequest(wpcom, { path, method: 'post' }, query, body, callback);
  });
}

/** A plugin installed on a (Jetpack or Atomic) site. */
export class SitePlugin {
  readonly pluginPath: string;
  /** GET /sites/{site}/plugins/{slug}. */
  readonly get: QueryCall;
  /** POST /sites/{site}/plugins/{slug}. */
  readonly update: BodyCall;
  /** POST /sites/{site}/plugins/{slug}/update; the object given is the body, as in wpcom.js. */
  readonly updateVersion: QueryCall;
  /** POST /sites/{site}/plugins/install `{ slug }`. */
  readonly install: QueryCall;
  /** POST /sites/{site}/plugins/{slug}/delete; the object given is the body, as in wpcom.js. */
  readonly delete: QueryCall;
  readonly activate: QueryCall;
  readonly deactivate: QueryCall;
  readonly enableAutoupdate: QueryCall;
  readonly disableAutoupdate: QueryCall;

  constructor(slug: string, siteId: string, wpcom: WpcomCore) {
    if (!slug) throw new Error(SLUG_MESSAGE);
    const encoded = encodeURIComponent(slug);
    this.pluginPath = `/sites/${siteId}/plugins/${encoded}`;
    this.get = getCall(wpcom, () => this.pluginPath);
    this.update = typed((...args: unknown[]) => {
      const { query, body, callback } = bodyArgs(args);
      return sendRequest(wpcom, { path: this.pluginPath, method: 'post' }, query, body, callback);
    });
    // wpcom.js calls `req.put(path, query, fn)`, which posts that object as the body.
    this.updateVersion = typed(bodyCall(wpcom, () => `${this.pluginPath}/update`));
    this.install = postQueryCall(wpcom, () => `/sites/${siteId}/plugins/install`, { slug: encoded });
    this.delete = typed(bodyCall(wpcom, () => `${this.pluginPath}/delete`));
    this.activate = toggle(wpcom, this.pluginPath, { active: true });
    this.deactivate = toggle(wpcom, this.pluginPath, { active: false });
    this.enableAutoupdate = toggle(wpcom, this.pluginPath, { autoupdate: true });
    this.disableAutoupdate = toggle(wpcom, this.pluginPath, { autoupdate: false });
  }
}

/** A platform-managed plugin (wpcom-plugins) of a site. */
export class SiteWPComPlugin {
  readonly pluginPath: string;
  /** POST /sites/{site}/wpcom-plugins/{slug}. */
  readonly update: BodyCall;
  /** POST `{ active: true }`. */
  readonly activate: QueryCall;
  /** POST `{ active: false }`. */
  readonly deactivate: QueryCall;

  constructor(slug: string, siteId: string, wpcom: WpcomCore) {
    if (!slug) throw new Error(SLUG_MESSAGE);
    this.pluginPath = `/sites/${siteId}/wpcom-plugins/${encodeURIComponent(slug)}`;
    this.update = typed((...args: unknown[]) => {
      const { query, body, callback } = bodyArgs(args);
      return sendRequest(wpcom, { path: this.pluginPath, method: 'post' }, query, body, callback);
    });
    this.activate = toggle(wpcom, this.pluginPath, { active: true });
    this.deactivate = toggle(wpcom, this.pluginPath, { active: false });
  }
}
