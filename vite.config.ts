import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { frameSecurity } from './scripts/frame-security.ts';
import { preloadFirstOpen } from './scripts/preload-first-open.ts';

// The demo (index.html) and the iframe app (panel.html) in development; `vite build` ships the
// iframe app alone to dist/panel. The host SDK has its own build (vite.host.config.ts).
export default defineConfig(({ command }) => ({
  // frameSecurity: refuses VITE_NOTES_HOST_ORIGINS with `*`; serves frame-ancestors (docs/embedding.md).
  // preloadFirstOpen: panel.html asks, at low priority, for the first-open chunk and its stylesheet.
  plugins: [react(), frameSecurity(), preloadFirstOpen('mount-ui')],
  // React 19 has useSyncExternalStore; the shim @preact/signals-react imports (for React 16/17) is
  // a few hundred bytes of first-open code for nothing.
  resolve: { alias: [{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fileURLToPath(new URL('src/ui/sync-external-store.ts', import.meta.url)) }] },
  server: { host: '127.0.0.1', strictPort: true },
  build: {
    outDir: 'dist/panel',
    emptyOutDir: true,
    // A lazy chunk's JavaScript is asked for beside its stylesheet (Vite's loader otherwise waits for
    // the stylesheet before importing it). No polyfill: every browser the panel supports has
    // modulepreload, and one without it still loads the chunks, only without the head start.
    modulePreload: { polyfill: false },
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
            // The first open in one chunk too: the views' module and everything it imports statically
            // (React, the list views); the later views (src/ui/views.tsx) keep only what is theirs.
            { name: 'mount-ui', test: /[\\/]src[\\/]frame[\\/]mount-ui\.tsx$/, priority: 1 },
          ],
        },
      },
    },
  },
}));
