import { queryArgs } from './calls.ts';
import { typed } from './endpoint.ts';
import { sendRequest } from './request.ts';
import type { QueryCall, WpcomCore } from './types.ts';

/** Collects endpoint URLs and runs them as one GET /batch?urls[]=… request. */
export class Batch {
  readonly urls: string[] = [];

  constructor(private readonly wpcom: WpcomCore) {}

  add(url: string): this {
    this.urls.push(url);
    return this;
  }

  /** GET /batch with the collected `urls`. */
  readonly run: QueryCall<Record<string, unknown>> = typed((...args: unknown[]) => {
    const { query, callback } = queryArgs(args);
    return sendRequest(this.wpcom, '/batch', { ...query, urls: [...this.urls] }, null, callback);
  });
}
