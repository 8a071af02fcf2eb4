/**
 * Load more (SPEC §4): when the list end comes within 300 px, ask for older notes with a `before`
 * cursor, 10 more up to 200, only when the list is full and one request at a time; a short page
 * ends paging.
 */
import { errorMessage, noteTime } from '../core/index.ts';
import { SYNC } from './constants.ts';
import type { SyncContext } from './context.ts';
import type { Fetchers, OlderPage } from './fetch.ts';

/** Paging of one engine. */
export interface Paging {
  /** Asks for the window's next older page when allowed; resolves when that request settles. */
  loadMore(): Promise<void>;
  /** Asks for the Unread tab's next page of unread notes (`unread=1`), into its own list. */
  unreadPage(): Promise<void>;
}

/** Builds the paging of one engine; `report` tells the host after each page, like every fetch. */
export function createLoadMore(context: SyncContext, fetchers: Fetchers, report: () => void): Paging {
  // The kinds of page out now (`unread`: the Unread tab's): one request of each at a time.
  const loading = new Set<boolean>();

  /** The `before` cursor (epoch s) at the oldest of `ids` this tab holds, or undefined when it holds none. */
  function cursor(ids: readonly number[]): number | undefined {
    const { notes } = context.state();
    const times = ids.flatMap((id) => (notes[id] ? [noteTime(notes[id])] : []));
    return times.length ? Math.floor(Math.min(...times) / 1000) : undefined;
  }

  /**
   * Asks for `want` notes older than `before` and hands the page to `take` with the number asked for.
   * A failure is a background one, which never replaces the list: the next scroll or trigger retries.
   */
  async function page(unread: boolean, before: number | undefined, want: number, take: (page: OlderPage, number: number) => void): Promise<void> {
    // The cursor is inclusive: the oldest held note comes back, so ask for one more.
    const number = before === undefined ? want : want + 1;
    loading.add(unread);
    // Only the window's paging says it started (a background load changes no state; the log shows it).
    if (!unread) context.emit({ type: 'notes/loadStarted', background: true });
    try {
      take(await fetchers.older(before, number, unread), number);
      report();
    } catch (error) {
      context.logger.warn(`loading ${unread ? 'unread' : 'older'} notes failed: ${errorMessage(error)}`, error);
      context.emit({ type: 'notes/loadFailed', message: errorMessage(error), background: true });
    } finally {
      loading.delete(unread);
    }
  }

  async function loadMore(): Promise<void> {
    // In state, not here: a later full page (new notes arrived) opens paging again.
    const { client } = context.state();
    const limit = client.noteRequestLimit;
    // A list shorter than its limit already holds everything older there is.
    if (loading.has(false) || client.pagingEnded || context.isDisposed() || client.noteList.length < limit) return;
    if (limit >= SYNC.maxNotes) return context.emit({ type: 'notes/pagingEnded' });
    const before = cursor(client.noteList);
    if (before === undefined) return;
    const want = Math.min(SYNC.pageSize, SYNC.maxNotes - limit);
    await page(false, before, want, (older, number) => {
      const listed = context.state().client.noteList;
      const fresh = older.notes.filter((note) => !listed.includes(note.id)).map((note) => note.id);
      const raised = limit + want;
      const complete = older.returned < number || raised >= SYNC.maxNotes;
      context.emit(
        { type: 'notes/requestLimitRaised', limit: raised },
        { type: 'notes/received', notes: older.notes, lastSeenTime: older.lastSeenTime, listIds: [...listed, ...fresh], complete },
      );
      if (complete) context.emit({ type: 'notes/pagingEnded' });
    });
  }

  async function unreadPage(): Promise<void> {
    const { client } = context.state();
    if (loading.has(true) || client.unreadEnded || context.isDisposed()) return;
    const want = Math.min(SYNC.pageSize, SYNC.maxNotes - client.unreadList.length);
    await page(true, cursor(client.unreadList), want, (older, number) => {
      const ended = older.returned < number || client.unreadList.length + want >= SYNC.maxNotes;
      context.emit({ type: 'notes/unreadPageReceived', notes: older.notes, lastSeenTime: older.lastSeenTime, ended });
    });
  }

  return { loadMore, unreadPage };
}
