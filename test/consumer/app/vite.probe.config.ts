import { defineConfig } from 'vite';

// The tree-shaking probe: a module that takes only the headless core from the package's main
// entry. With `sideEffects` right, none of the React panel, React itself or the mock comes along.
export default defineConfig({
  build: {
    outDir: 'dist-probe',
    minify: false,
    lib: { entry: 'src/probe.ts', formats: ['es'], fileName: 'probe' },
  },
});
