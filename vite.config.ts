import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The demo (index.html) and the iframe app (panel.html) in development; `vite build` ships the
// iframe app alone to dist/panel. The host SDK has its own build (vite.host.config.ts).
export default defineConfig(({ command }) => ({
  plugins: [react()],
  server: { host: '127.0.0.1', strictPort: true },
  build: {
    outDir: 'dist/panel',
    emptyOutDir: true,
    rollupOptions: { input: (command === 'build' ? { panel: 'panel.html' } : { index: 'index.html', panel: 'panel.html' }) as Record<string, string> },
  },
}));
