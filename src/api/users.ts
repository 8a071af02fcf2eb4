import { getCall } from './endpoint.ts';
import type { Query, QueryCall, QueryParamKeys, WpcomCore } from './types.ts';

/** One @-mention suggestion as the API sends it. */
export interface SuggestResponse {
  suggestions: Array<{ ID: number | string; user_login: string; display_name: string; image_URL?: string; name?: string }>;
}

/** Query of GET /users/suggest. */
export type SuggestQuery = Query & { site_id?: number | string; client?: string };

/** The typed fields of that query (other fields are checked as plain query values). */
export type SuggestQueryFields = QueryParamKeys & { readonly site_id?: number | string; readonly client?: string };

/** Users endpoints. */
export class Users {
  /** GET /users/suggest: @-mention suggestions for a site. */
  readonly suggest: QueryCall<SuggestResponse, SuggestQueryFields>;

  constructor(wpcom: WpcomCore) {
    this.suggest = getCall(wpcom, () => '/users/suggest');
  }
}
