/**
 * Load more (SPEC §4): when the list end comes within 300 px, ask for older notes with a `before`
 * cursor, 10 more up to 200, only when the list is full and one request at a time; a short page
 * ends paging.
 */
import { errorMessage, noteTime } from '../core/index.ts';
import { SYNC } from './constants.ts';
import type { SyncContext } from './context.ts';
import type { Fetchers } from './fetch.ts';

/** Paging of one engine. */
export interface Paging {
  /** Asks for the window's next older page when allowed; resolves when that request settles. */
  loadMore(): Promise<void>;
  /** Asks for the Unread tab's next page of unread notes (`unread=1`), into its own list. */
  unreadPage(): Promise<void>;
}

/** Builds the paging of one engine; `report` tells the host after each page, like every fetch. */
export function createLoadMore(context: SyncContext, fetchers: Fetchers, report: () => void): Paging {
  let loading = false;
  let unreadLoading = false;
  // In state, not here: a later full page (new notes arrived) opens paging again.
  const ended = () => context.state().client.pagingEnded;

  function end(): void {
    if (!ended()) context.emit({ type: 'notes/pagingEnded' });
  }

  async function loadMore(): Promise<void> {
    if (loading || ended() || context.isDisposed()) return;
    const { client, notes } = context.state();
    const limit = client.noteRequestLimit;
    // A list shorter than its limit already holds everything older there is.
    if (client.noteList.length < limit) return;
    if (limit >= SYNC.maxNotes) return end();
    const times = client.noteList.flatMap((id) => (notes[id] ? [noteTime(notes[id])] : []));
    if (times.length === 0) return;
    const want = Math.min(SYNC.pageSize, SYNC.maxNotes - limit);
    // The cursor is inclusive: the oldest loaded note comes back, so ask for one more.
    const number = want + 1;
    const before = Math.floor(Math.min(...times) / 1000);
    loading = true;
    context.emit({ type: 'notes/loadStarted', background: true });
    await context.run('loadMore', async () => {
      try {
        const page = await fetchers.older(before, number);
        const listed = context.state().client.noteList;
        const fresh = page.notes.filter((note) => !listed.includes(note.id)).map((note) => note.id);
        const raised = limit + want;
        const short = page.returned < number;
        const complete = short || raised >= SYNC.maxNotes;
        context.emit(
          { type: 'notes/requestLimitRaised', limit: raised },
          { type: 'notes/received', notes: page.notes, lastSeenTime: page.lastSeenTime, listIds: [...listed, ...fresh], complete },
        );
        if (complete) context.emit({ type: 'notes/pagingEnded' });
        report();
      } catch (error) {
        // The user scrolls again to retry; a background failure never replaces the list.
        context.logger.warn(`loading older notes failed: ${errorMessage(error)}`, error);
        context.emit({ type: 'notes/loadFailed', message: errorMessage(error), background: true });
      } finally {
        loading = false;
      }
    });
  }


  async function unreadPage(): Promise<void> {
    const { client, notes } = context.state();
    if (unreadLoading || client.unreadEnded || context.isDisposed()) return;
    const held = client.unreadList.flatMap((id) => (notes[id] ? [noteTime(notes[id])] : []));
    const want = Math.min(SYNC.pageSize, SYNC.maxNotes - client.unreadList.length);
    const before = held.length ? Math.floor(Math.min(...held) / 1000) : undefined;
    // The cursor is inclusive: the oldest held note comes back, so ask for one more.
    const number = before === undefined ? want : want + 1;
    unreadLoading = true;
    try {
      const page = await fetchers.older(before, number, true);
      const ended = page.returned < number || client.unreadList.length + want >= SYNC.maxNotes;
      context.emit({ type: 'notes/unreadPageReceived', notes: page.notes, lastSeenTime: page.lastSeenTime, ended });
      report();
    } catch (error) {
      // Like load-more: the next trigger or scroll retries; a background failure never replaces the list.
      context.logger.warn(`loading unread notes failed: ${errorMessage(error)}`, error);
      context.emit({ type: 'notes/loadFailed', message: errorMessage(error), background: true });
    } finally {
      unreadLoading = false;
    }
  }

  return { loadMore, unreadPage };
}
