import { settle } from '../calls.ts';
import { sendRequest } from '../request.ts';
import type { Query, RequestCallback, WpcomCore } from '../types.ts';

/** Merged answers of several email-stats requests. */
export type EmailStats = Record<string, unknown>;

async function merged(wpcom: WpcomCore, requests: Array<[path: string, query: Query]>): Promise<EmailStats> {
  const answers = await Promise.all(
    requests.map(([path, query]) => sendRequest(wpcom, path, query, null, undefined) as Promise<EmailStats>),
  );
  return answers.reduce<EmailStats>((all, answer) => ({ ...all, ...answer }), {});
}

/** GET …/stats/{statType}/emails/{postId}?stats_fields=timeline: the timeline for a period. */
export function emailStatsForPeriod(
  wpcom: WpcomCore,
  siteId: string,
  postId: string | number,
  statType: string,
  query?: Query | RequestCallback<EmailStats> | null,
  callback?: RequestCallback<EmailStats>,
): Promise<EmailStats | undefined> {
  const fn = typeof query === 'function' ? query : callback;
  const base = typeof query === 'function' || !query ? {} : query;
  const path = `/sites/${siteId}/stats/${statType}/emails/${postId}`;
  return settle(merged(wpcom, [[path, { ...base, stats_fields: 'timeline' }]]), fn);
}

/** GET …/stats/{statType}/emails/{postId}/{field} for client, device, country, rate (+ links for clicks). */
export function emailStatsAlltime(
  wpcom: WpcomCore,
  siteId: string,
  postId: string | number,
  statType: string,
  callback?: RequestCallback<EmailStats>,
): Promise<EmailStats | undefined> {
  const fields = ['client', 'device', 'country', 'rate'];
  if (statType === 'clicks') fields.push('link', 'user-content-link');
  const path = `/sites/${siteId}/stats/${statType}/emails/${postId}`;
  return settle(merged(wpcom, fields.map((field) => [`${path}/${field}`, {}])), callback);
}
