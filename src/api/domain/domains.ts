import { queryArgs } from '../calls.ts';
import { getCall, getValueCall, typed } from '../endpoint.ts';
import { sendRequest } from '../request.ts';
import type { Query, QueryCall, RequestCallback, ValueQueryCall, WpcomCore } from '../types.ts';

/** `suggestions` accepts the search term alone or a full query. */
export interface SuggestionsCall {
  (query: string | Query | null | undefined, callback: RequestCallback): unknown;
  (callback: RequestCallback): unknown;
  (query?: string | Query | null): Promise<unknown>;
}

/** Domain search and registration look-ups under /domains/. */
export class Domains {
  /** GET /domains/suggestions; a string becomes `{ query }`. */
  readonly suggestions: SuggestionsCall;
  /** GET /domains/suggestions/examples. */
  readonly suggestionsExamples: QueryCall;
  /** GET /domains/supported-countries. */
  readonly supportedCountries: QueryCall;
  /** GET /domains/supported-states/{countryCode}. */
  readonly supportedStates: ValueQueryCall<string>;

  constructor(wpcom: WpcomCore) {
    this.suggestions = typed((...args: unknown[]) => {
      const [first, ...rest] = args;
      const { query, callback } = queryArgs(typeof first === 'string' ? [{ query: first }, ...rest] : args);
      return sendRequest(wpcom, '/domains/suggestions', query, null, callback);
    });
    this.suggestionsExamples = getCall(wpcom, () => '/domains/suggestions/examples');
    this.supportedCountries = getCall(wpcom, () => '/domains/supported-countries');
    this.supportedStates = getValueCall<string>(wpcom, (countryCode) => `/domains/supported-states/${countryCode}`);
  }
}
