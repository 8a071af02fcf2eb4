import { callbackAt } from '../calls.ts';
import { bodyCall, getCall, typed } from '../endpoint.ts';
import { sendRequest } from '../request.ts';
import type { BodyCall, QueryCall, RequestCallback, WpcomCore } from '../types.ts';
import { requireSiteId } from './guards.ts';

/** `getOption(name, callback?)`: always returns a promise; the callback is also called. */
export type GetOptionCall = (option: string, callback?: RequestCallback) => Promise<unknown>;

/** `setOption(name, value, callback?)`. */
export interface SetOptionCall {
  (option: string, value: unknown, callback: RequestCallback): unknown;
  (option: string, value: unknown): Promise<unknown>;
}

/** Site settings. */
export class SiteSettings {
  readonly path: string;
  /** GET /sites/{site}/settings. */
  readonly get: QueryCall<{ settings?: Record<string, unknown>; [field: string]: unknown }>;
  /** POST /sites/{site}/settings. */
  readonly update: BodyCall;
  /** One setting's value (or the whole answer when the setting is absent). */
  readonly getOption: GetOptionCall;
  /** POST /sites/{site}/settings `{ [option]: value }`. */
  readonly setOption: SetOptionCall;

  constructor(siteId: string, wpcom: WpcomCore) {
    requireSiteId(siteId);
    this.path = `/sites/${siteId}/settings`;
    this.get = getCall(wpcom, () => this.path);
    this.update = bodyCall(wpcom, () => this.path);
    this.getOption = async (option, callback) => {
      try {
        const data = (await this.get({ fields: 'settings' })) as { settings?: Record<string, unknown> } | null;
        const settings = data?.settings;
        const value = settings && settings[option] !== undefined ? settings[option] : (data ?? undefined);
        callback?.(null, value);
        return value;
      } catch (error) {
        callback?.(error as Error);
        throw error;
      }
    };
    this.setOption = typed((option: string, value: unknown, ...rest: unknown[]) =>
      sendRequest(wpcom, { path: this.path, method: 'post' }, {}, { [option]: value }, callbackAt(rest, 0)),
    );
  }
}
