/**
 * Load more (SPEC §4): when the list end comes within 300 px, ask for older notes with a `before`
 * cursor, 10 more up to 200, only when the list is full and one request at a time; a short page
 * ends paging.
 */
import { errorMessage, noteTime } from '../core/index.ts';
import { SYNC } from './constants.ts';
import type { SyncContext } from './context.ts';
import type { Fetchers } from './fetch.ts';

/** Scroll position of the list, as the UI reads it from its scroll container. */
export interface ListScroll {
  scrollTop: number;
  clientHeight: number;
  scrollHeight: number;
}

/** Whether the list end is within the load-more distance. */
export function nearListEnd(scroll: ListScroll): boolean {
  return scroll.scrollHeight - scroll.scrollTop - scroll.clientHeight <= SYNC.loadMoreWithinPx;
}

/** Paging of one engine. */
export interface LoadMore {
  /** Asks for the next older page when allowed; resolves when that request settles. */
  loadMore(): Promise<void>;
}

/** Builds the paging of one engine; `report` tells the host after each page, like every fetch. */
export function createLoadMore(context: SyncContext, fetchers: Fetchers, report: () => void): LoadMore {
  let loading = false;
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

  return { loadMore };
}
