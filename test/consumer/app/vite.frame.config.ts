// The app's own iframe app (panel.html and src/panel.ts), and a page of the app that embeds it
// (host.html, the consumer test's). docs/embedding.md quotes the block below.
// example:frame-config
import { defineConfig } from 'vite';

export default defineConfig({
  build: {
    outDir: 'dist-frame',
    rollupOptions: { input: { panel: 'panel.html', host: 'host.html' } },
  },
});
// end
