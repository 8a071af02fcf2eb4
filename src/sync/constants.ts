/** The sync loop's constants (REFERENCE.md §2, SPEC §9). */
export const SYNC = {
  /** Poll interval while realtime is not subscribed; also the base of the error back-off. */
  refreshMs: 30_000,
  /** Back-off cap: min(refreshMs × (retries + 1), maxRefreshMs). */
  maxRefreshMs: 180_000,
  /**
   * Poll interval while subscribed. Channels go silent without closing (REFERENCE §6), so a
   * subscribed panel still checks ids and hashes this often; the cheap poll costs little.
   */
  safetyPollMs: 180_000,
  /** Realtime attempts before falling back to polling. */
  realtimeTries: 3,
  /** How long to poll before trying realtime again. */
  realtimePauseMs: 120_000,
  /** A socket that neither opens nor fails within this long counts as failed. */
  connectTimeoutMs: 30_000,
  /** First page and load-more increment. */
  pageSize: 10,
  /** Load-more cap. */
  maxNotes: 200,
  /** Load more when the list end is this close, in px. */
  loadMoreWithinPx: 300,
  /** Up to this many changed notes are fetched one by one; more fetch a list prefix. */
  singleFetchMax: 3,
} as const;

/** The realtime channel carrying the newest note of the signed-in user. */
export const REALTIME_PATH = '/wpcom/me/newest-note-data';

/** Delay before the next attempt after `retries` failures in a row. */
export function backoffDelay(retries: number): number {
  return Math.min(SYNC.refreshMs * (retries + 1), SYNC.maxRefreshMs);
}
