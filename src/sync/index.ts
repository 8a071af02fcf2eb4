/**
 * The notes sync engine: fetch, poll, realtime, read and seen, cross-tab, load more. Headless
 * effects on the core's clock that answer with events (DESIGN.md); never imports React.
 */
import type { NotificationsClient } from '../api/notifications.ts';
import type { Disposer, PanelCore } from '../core/index.ts';
import { browserConnectivity } from './connectivity.ts';
import { createSyncContext } from './context.ts';
import { createFetchers } from './fetch.ts';
import { nearListEnd, registerFill, type ListScroll } from './fill.ts';
import { createHostReporter, type SendToHost } from './host-report.ts';
import { createLoop } from './loop.ts';
import { registerReads } from './read.ts';
import { startOfflineQueue } from './queue-start.ts';
import type { Connectivity } from './queue-lock.ts';
import type { LockManagerLike } from './queue.ts';
import type { OfflineQueueEngine } from './queue-start.ts';
import type { RealtimeConnector } from './realtime.ts';
import { registerSeen } from './seen.ts';
import { createSubscription } from './subscription.ts';
import { createTabs, type TabsOptions } from './tabs.ts';

export { SYNC, REALTIME_PATH, backoffDelay } from './constants.ts';
export type { HostMessage } from './context.ts';
export { renderMessage, type SendToHost } from './host-report.ts';
export { nearListEnd, type ListScroll } from './fill.ts';
export * from './realtime.ts';
export { TABS_NAME, type TabChannel, type TabLocks, type TabsOptions } from './tabs.ts';
export type { Connectivity } from './queue-lock.ts';
export { browserConnectivity } from './connectivity.ts';
export type { LockManagerLike } from './queue.ts';

/** The document's visibility, read once and followed through `visibilitychange` when possible. */
export interface DocumentVisibility {
  readonly hidden: boolean;
  addEventListener?(type: 'visibilitychange', listener: () => void): void;
  removeEventListener?(type: 'visibilitychange', listener: () => void): void;
}

/** What the engine is built from. */
export interface SyncOptions {
  /** The API client; defaults to the core's. */
  client?: NotificationsClient;
  /** Realtime channel; without one the engine only polls. */
  realtime?: RealtimeConnector;
  /** Receives `render` / `renderAllSeen` after each fetch. */
  sendToHost?: SendToHost;
  document?: DocumentVisibility;
  /**
   * The browser's `navigator.locks` and `BroadcastChannel`: the tabs then elect one leader that
   * alone subscribes and polls, and relays to the others. Without them this engine syncs alone.
   */
  tabs?: TabsOptions;
  /**
   * Online and offline, for the offline action queue: an action taken offline waits in the queue
   * instead of failing. In a browser it follows `navigator.onLine` and its events unless given
   * (`browserConnectivity`); elsewhere (Node, the CLI) the panel is online unless told.
   */
  connectivity?: Connectivity;
  /** Web Locks (`navigator.locks`), for the tabs' shared lock around a replay of the queue; a claim in storage without. */
  locks?: LockManagerLike | undefined;
  /**
   * The offline queue's engine, when it must be there from the start: a harness on a virtual clock
   * (the CLI) passes it, so when it starts does not hang on how long a module takes to load.
   * Without it the engine is imported once the first notes are in (src/sync/queue-start.ts).
   */
  offlineQueue?: OfflineQueueEngine;
}

/** What the UI and the frame call. */
export interface SyncEngine {
  /** Asks for the current filter's next older page (10 more, up to 200; Unread pages its own list). */
  loadMore(): Promise<void>;
  /** Call from the list's scroll handler: loads more within 300 px of the end. */
  onListScroll(scroll: ListScroll): Promise<void>;
  /** Every unread note read, the platform's beyond the loaded ones too (up to 200), as one undo step. */
  markAllRead(): Promise<void>;
  markUnread(id: number): void;
  /** The host's `refreshNotes`: checks for changes now. */
  refresh(): void;
  /** Resolves when every request started so far has settled (tests, the CLI). */
  idle(): Promise<void>;
  dispose(): void;
}

/** Starts syncing `core`: subscribes, loads and keeps it current until `dispose`. */
export function registerSync(core: PanelCore, options: SyncOptions = {}): SyncEngine {
  const context = createSyncContext(core, options.client ?? core.services.wpcom);
  const report = createHostReporter(context, options.sendToHost);
  const fetchers = createFetchers(context);
  const loop = createLoop(context, fetchers, {
    ensureSubscription: () => subscription.ensure(),
    fetched() {
      report();
      tabs.fetched();
    },
    leading: () => tabs.leading(),
    visible: () => context.state().ui.isVisible || tabs.othersVisible(),
  });
  const subscription = createSubscription(context, options.realtime, { stateChanged: () => loop.retime(), wake: () => loop.main('resume') });
  const reads = registerReads(context);
  const fill = registerFill(context, fetchers, report);
  const tabs = createTabs(context, options.tabs, {
    lead: () => loop.main('wake'),
    follow() {
      subscription.release();
      loop.dispose();
    },
    check: (refresh) => (refresh ? refreshNow() : loop.main('resume')),
    report,
  });
  const refreshNow = () => context.emit({ type: 'inbox/messageReceived', message: { action: 'refresh' } });
  // A follower's user coming back is the leader's business: it checks for every tab.
  const resume = () => (tabs.leading() ? loop.main('resume') : tabs.ask(false));
  const disposers: Disposer[] = [
    startOfflineQueue(context, { ...options, connectivity: options.connectivity ?? (typeof window === 'undefined' ? undefined : browserConnectivity(window)) }),
    registerSeen(context, report),
    fill.dispose,
    reads.dispose,
    tabs.dispose,
    core.effects.on('inbox/messageReceived', () => loop.main('wake')),
    core.effects.on('document/visibilityChanged', (event) => (event.visible || !tabs.leading() ? resume() : undefined)),
    core.effects.on('panel/opened', resume),
    core.effects.on('locale/changed', () => loop.reload()),
  ];

  const doc = options.document;
  if (doc) {
    const follow = () => {
      if (doc.hidden === !context.state().ui.isVisible) return;
      context.emit({ type: 'document/visibilityChanged', visible: !doc.hidden });
    };
    if (doc.hidden) follow();
    doc.addEventListener?.('visibilitychange', follow);
    disposers.push(() => doc.removeEventListener?.('visibilitychange', follow));
  }

  tabs.start();

  return {
    loadMore: fill.loadMore,
    onListScroll: (scroll) => (nearListEnd(scroll) ? fill.loadMore() : Promise.resolve()),
    markAllRead: reads.markAllRead,
    markUnread: reads.markUnread,
    refresh: () => (tabs.leading() ? refreshNow() : tabs.ask(true)),
    idle: () => context.idle(),
    dispose() {
      if (context.isDisposed()) return;
      for (const dispose of disposers) dispose();
      subscription.dispose();
      loop.dispose();
      context.dispose();
    },
  };
}
