import { lazyView } from './lazy-view.tsx';

// Views the first open does not show are chunks of their own, preloaded when the browser is idle
// after the list has rendered: the open note (rich text, reply box, actions, tooltips) and the bulk
// toolbar (shown once a note is ticked).
export const noteDetailView = lazyView(() => import('./NoteDetail.tsx').then((module) => module.NoteDetail));
export const bulkToolbarView = lazyView(() => import('./BulkToolbar.tsx').then((module) => module.BulkToolbar));

/** Loads every lazy view now (idle time). */
export function preloadLazyViews(): Promise<unknown> {
  return Promise.all([noteDetailView.preload(), bulkToolbarView.preload()]);
}
