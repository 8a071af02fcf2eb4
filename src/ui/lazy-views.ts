import { lazyView } from './lazy-view.tsx';

// Views the first open does not show are chunks of their own, preloaded when the browser is idle
// after the list has rendered: the open note (rich text, reply box, actions, tooltips) and the bulk
// toolbar (shown once a note is ticked) the keyboard help (shown when asked for) and
// the undo bar (shown after an action; its announcement is in the first open, src/ui/UndoRegion.tsx)
// the empty state (most first opens have notes) and the line saying the panel is offline and how many
// actions wait (preloaded like the others, so it is there when the network goes).
export const noteDetailView = lazyView(() => import('./detail-view.ts').then((module) => module.NoteDetail));
export const bulkToolbarView = lazyView(() => import('./bulk-view.ts').then((module) => module.BulkToolbar));
export const undoBarView = lazyView(() => import('./undo-view.ts').then((module) => module.UndoBar));
export const undoMessageView = lazyView(() => import('./undo-view.ts').then((module) => module.UndoMessage));
export const emptyStateView = lazyView(() => import('./EmptyState.tsx').then((module) => module.EmptyState));
export const offlineNoticeView = lazyView(() => import('./OfflineNotice.tsx').then((module) => module.OfflineNotice));
export const shortcutsHelpView = lazyView(() => import('./shortcuts-view.ts').then((module) => module.ShortcutsHelp));

/** Loads every lazy view now (idle time). */
export function preloadLazyViews(): Promise<unknown> {
  return Promise.all([noteDetailView.preload(), bulkToolbarView.preload(), shortcutsHelpView.preload(), undoBarView.preload(), undoMessageView.preload(), emptyStateView.preload(), offlineNoticeView.preload()]);
}
