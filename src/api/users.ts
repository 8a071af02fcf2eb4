import { getCall } from './endpoint.ts';
import type { Query, QueryCall, WpcomCore } from './types.ts';

/** One @-mention suggestion as the API sends it. */
export interface SuggestResponse {
  suggestions: Array<{ ID: number | string; user_login: string; display_name: string; image_URL?: string; name?: string }>;
}

/** Query of GET /users/suggest. */
export type SuggestQuery = Query & { site_id?: number | string; client?: string };

/** Users endpoints. */
export class Users {
  /** GET /users/suggest: @-mention suggestions for a site. */
  readonly suggest: QueryCall<SuggestResponse, SuggestQuery>;

  constructor(wpcom: WpcomCore) {
    this.suggest = getCall(wpcom, () => '/users/suggest');
  }
}
