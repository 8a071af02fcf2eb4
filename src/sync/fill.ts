/**
 * Filters that show what exists: a filter whose list has room (it shows no row, or the list
 * measured its rows and cannot scroll, so scroll-driven load-more never runs) keeps loading older
 * pages until the list can scroll or nothing older exists; All as much as the others. Comments, Subscribers and Likes page the window with the
 * `before` cursor (load-more, up to 200); the Unread tab asks the platform for unread notes only
 * (`unread=1`), as the platform's own newer panel does, into a list of its own (up to 200).
 */
import type { Disposer, EventType } from '../core/index.ts';
import { SYNC } from './constants.ts';
import type { SyncContext } from './context.ts';
import type { Fetchers } from './fetch.ts';
import { createLoadMore } from './load-more.ts';

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

/** Events after which the view may have room: a filter, a size, notes coming or going. */
const TRIGGERS: readonly EventType[] = [
  'filter/chosen',
  'search/changed',
  'site/chosen',
  'panel/opened',
  'document/visibilityChanged',
  'viewport/resized',
  'list/measured',
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
export function registerFill(context: SyncContext, fetchers: Fetchers, report: () => void): Fill {
  const { core } = context;
  let running = false;

  function wanted(): boolean {
    const { ui } = context.state();
    return !context.isDisposed() && ui.isPanelOpen && ui.isVisible && core.select.fillingView.peek();
  }

  // What a page changes; a page that changes none of it ends this run (the next trigger retries).
  function progress(): string {
    const { client, ui } = context.state();
    return `${ui.filterName}|${client.noteRequestLimit}|${client.pagingEnded}|${client.unreadList.length}|${client.unreadEnded}`;
  }

  const pages = createLoadMore(context, fetchers, report);
  const loadMore = () => context.run('page', () => (context.state().ui.filterName === 'unread' ? pages.unreadPage() : pages.loadMore()));

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
