import { defineConfig } from 'vite';

// Until the iframe app and host SDK exist, the build produces the headless core as an ES module.
export default defineConfig({
  build: {
    outDir: 'dist/core',
    emptyOutDir: true,
    lib: { entry: 'src/core/index.ts', formats: ['es'], fileName: 'core' },
    rollupOptions: { external: ['@preact/signals-core', 'mitt'] },
  },
});
