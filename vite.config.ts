import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { frameSecurity } from './scripts/frame-security.ts';

// Views and packages only the on-demand chunks use (the mount-ui group below takes only src/ui,
// src/frame and packages, so on-demand plugin and sync code needs no entry here): the open note
// (src/ui/lazy-views.ts), the bulk toolbar, undo bar, keyboard help, empty state and offline line,
// VideoPress uploads (src/api/index.ts), the default i18n instance (the rich text's fallback
// translate) with @wordpress/hooks, and sprintf (the list's counts use src/ui/count-text.ts).
const LATER = /[\\/](detail|bulk|undo|shortcuts)(-view\.ts|\.css)$|[\\/]bulk-toolbar\.css$|[\\/]api[\\/]fetch-handler\.ts$|[\\/](NoteDetail|ActionBar|ReplyBox|UserBlock|UserSite|FollowButton|TextBlock|NoteHeader|NewTabLink|use-tooltip|BulkToolbar|ShortcutsHelp|UndoBar|EmptyState|OfflineNotice)\.tsx$|[\\/](key-label|mentions|undo-message|extra-paths|ExtraIcon)\.tsx?$|[\\/]src[\\/]ui[\\/]rich-text[\\/]|[\\/]src[\\/]api[\\/]upload[\\/]|[\\/]node_modules[\\/](tus-js-client|url-parse|js-base64|querystringify|requires-port|@wordpress[\\/]hooks|@tannin[\\/]sprintf)[\\/]|[\\/]@wordpress[\\/]i18n[\\/]build-module[\\/]sprintf\.mjs$|[\\/]default-i18n\.mjs$/;

// The demo (index.html) and the iframe app (panel.html) in development; `vite build` ships the
// iframe app alone to dist/panel. The host SDK has its own build (vite.host.config.ts).
export default defineConfig(({ command }) => ({
  // frameSecurity: refuses VITE_NOTES_HOST_ORIGINS with `*`; serves frame-ancestors (docs/embedding.md).
  plugins: [react(), frameSecurity()],
  // React 19 has useSyncExternalStore; the shim @preact/signals-react imports (for React 16/17) is
  // a few hundred bytes of first-open code for nothing.
  resolve: { alias: [{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fileURLToPath(new URL('src/ui/sync-external-store.ts', import.meta.url)) }] },
  server: { host: '127.0.0.1', strictPort: true },
  build: {
    outDir: 'dist/panel',
    emptyOutDir: true,
    // No modulepreload polyfill: every browser the panel supports has modulepreload, and one without
    // it still loads the chunks, only without the head start.
    modulePreload: false,
    rollupOptions: {
      input: (command === 'build' ? { panel: 'panel.html' } : { index: 'index.html', panel: 'panel.html' }) as Record<string, string>,
      // @wordpress/i18n's index also makes a default instance (and so pulls in @wordpress/hooks)
      // that the panel never uses: it declares no sideEffects, but its modules have none to keep.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]node_modules[\\/]@wordpress[\\/](i18n|hooks)[\\/]/.test(id) },
      output: {
        codeSplitting: {
          groups: [
            // Everything the page loads first in one chunk: modules the lazy chunks share with it
            // (core, plugins) would otherwise go to common chunks, and several chunks gzip worse than one.
            { name: 'panel', tags: ['$initial'], priority: 2 },
            // Likewise React and the list views (mount-ui): everything else but the chunks loaded on
            // demand, which keep their own modules (a module listed here that the list needs too
            // would be loaded at first open from its lazy chunk, and scripts/sizes.ts counts it).
            // Only the views and packages: plugin code that only on-demand chunks use stays with them.
            { name: 'mount-ui', test: (id: string) => !LATER.test(id) && /[\\/]src[\\/](ui|frame)[\\/]|[\\/]node_modules[\\/]/.test(id), priority: 1 },
          ],
        },
      },
    },
  },
}));
