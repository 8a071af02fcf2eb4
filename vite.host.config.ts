import { defineConfig } from 'vite';

// The host-page SDK: one small ES module for pages that embed the panel.
export default defineConfig({
  build: {
    outDir: 'dist/host',
    emptyOutDir: true,
    lib: { entry: 'src/frame/host/index.ts', formats: ['es'], fileName: 'notes-host' },
  },
});
