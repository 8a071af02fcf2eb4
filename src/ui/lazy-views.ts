import { lazyView } from './lazy-view.tsx';

// Views the first open does not show are chunks of their own, preloaded when the browser is idle
// after the list has rendered: the open note (rich text, reply box, actions, tooltips) and the bulk
// toolbar (shown once a note is ticked).
export const noteDetailView = lazyView(() => import('./NoteDetail.tsx').then((module) => module.NoteDetail));
export const bulkToolbarView = lazyView(() => import('./BulkToolbar.tsx').then((module) => module.BulkToolbar));
// The line saying the panel is offline and how many actions wait (preloaded like the others, so it
// is there when the network goes).
export const offlineNoticeView = lazyView(() => import('./OfflineNotice.tsx').then((module) => module.OfflineNotice));

/** Loads every lazy view now (idle time). */
export function preloadLazyViews(): Promise<unknown> {
  return Promise.all([noteDetailView.preload(), bulkToolbarView.preload(), offlineNoticeView.preload()]);
}
