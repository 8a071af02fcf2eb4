/**
 * Filters that show what exists: a filter whose view is not full (fewer rows than fill the panel,
 * so the list cannot scroll and scroll-driven load-more never runs) keeps loading older pages until
 * the view is full or nothing older exists. Comments, Subscribers and Likes page the window with the
 * `before` cursor (load-more, up to 200); the Unread tab asks the platform for unread notes only
 * (`unread=1`), as the platform's own newer panel does, into a list of its own (up to 200).
 */
import { errorMessage, noteTime, type Disposer, type EventType } from '../core/index.ts';
import { SYNC } from './constants.ts';
import type { SyncContext } from './context.ts';
import type { Fetchers } from './fetch.ts';
import type { LoadMore } from './load-more.ts';

/** Events after which the view may have room: a filter, a size, notes coming or going. */
const TRIGGERS: readonly EventType[] = [
  'filter/chosen',
  'panel/opened',
  'document/visibilityChanged',
  'viewport/resized',
  'notes/received',
  'notes/removed',
  'note/hidden',
];

/** Paging by filter: the Unread tab pages its own `unread=1` list, the others the window. */
export interface Fill {
  /** The next older page of the current filter (the list's scroll and `SyncEngine.loadMore`). */
  loadMore(): Promise<void>;
  dispose: Disposer;
}

/** Wires the filling of one engine; `report` tells the host after each page, like every fetch. */
export function registerFill(context: SyncContext, fetchers: Fetchers, paging: LoadMore, report: () => void): Fill {
  const { core } = context;
  let running = false;
  let unreadLoading = false;

  function wanted(): boolean {
    const { ui } = context.state();
    return !context.isDisposed() && ui.isPanelOpen && ui.isVisible && core.select.fillingView.peek();
  }

  // What a page changes; a page that changes none of it ends this run (the next trigger retries).
  function progress(): string {
    const { client, ui } = context.state();
    return `${ui.filterName}|${client.noteRequestLimit}|${client.pagingEnded}|${client.unreadList.length}|${client.unreadEnded}`;
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

  const loadMore = () => (context.state().ui.filterName === 'unread' ? context.run('unreadPage', unreadPage) : paging.loadMore());

  function fill(): void {
    if (running || !wanted()) return;
    running = true;
    void context.run('fill', async () => {
      try {
        while (wanted()) {
          const before = progress();
          await loadMore();
          if (progress() === before) break;
        }
      } finally {
        running = false;
      }
    });
  }

  const disposers = TRIGGERS.map((type) => core.effects.on(type, () => fill()));
  return { loadMore, dispose: () => disposers.forEach((dispose) => dispose()) };
}
