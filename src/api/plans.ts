import { getCall } from './endpoint.ts';
import type { QueryCall, WpcomCore } from './types.ts';

/** Platform plans. */
export class Plans {
  /** GET /plans. */
  readonly list: QueryCall;
  /** GET /plans/features. */
  readonly features: QueryCall;

  constructor(wpcom: WpcomCore) {
    this.list = getCall(wpcom, () => '/plans');
    this.features = getCall(wpcom, () => '/plans/features');
  }
}
