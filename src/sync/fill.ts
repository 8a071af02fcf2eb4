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

/** Wires the filling of one engine; `report` tells the host after each page, like every fetch. */
export function registerFill(context: SyncContext, fetchers: Fetchers, paging: LoadMore, report: () => void): Disposer {
  const { core } = context;
  let running = false;

  function wanted(): 'unread' | 'window' | null {
    const { ui } = context.state();
    if (context.isDisposed() || !ui.isPanelOpen || !ui.isVisible || !core.select.fillingView.peek()) return null;
    return ui.filterName === 'unread' ? 'unread' : 'window';
  }

  // What a page changes; a page that changes none of it ends this run (the next trigger retries).
  function progress(): string {
    const { client, ui } = context.state();
    return `${ui.filterName}|${client.noteRequestLimit}|${client.pagingEnded}|${client.unreadList.length}|${client.unreadEnded}`;
  }

  async function unreadPage(): Promise<void> {
    const { client, notes } = context.state();
    const held = client.unreadList.flatMap((id) => (notes[id] ? [noteTime(notes[id])] : []));
    const want = Math.min(SYNC.pageSize, SYNC.maxNotes - client.unreadList.length);
    const before = held.length ? Math.floor(Math.min(...held) / 1000) : undefined;
    // The cursor is inclusive: the oldest held note comes back, so ask for one more.
    const number = before === undefined ? want : want + 1;
    const page = await fetchers.older(before, number, true);
    const ended = page.returned < number || client.unreadList.length + want >= SYNC.maxNotes;
    context.emit({ type: 'notes/unreadPageReceived', notes: page.notes, lastSeenTime: page.lastSeenTime, ended });
    report();
  }

  function fill(): void {
    if (running || !wanted()) return;
    running = true;
    void context.run('fill', async () => {
      try {
        for (let kind = wanted(); kind; kind = wanted()) {
          const before = progress();
          if (kind === 'unread') await unreadPage();
          else await paging.loadMore();
          if (progress() === before) break;
        }
      } catch (error) {
        context.logger.warn(`filling the ${context.state().ui.filterName} view failed: ${errorMessage(error)}`, error);
        context.emit({ type: 'notes/loadFailed', message: errorMessage(error), background: true });
      } finally {
        running = false;
      }
    });
  }

  const disposers = TRIGGERS.map((type) => core.effects.on(type, () => fill()));
  return () => disposers.forEach((dispose) => dispose());
}
