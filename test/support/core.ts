// The core the package's test kit makes (notes-panel/testing), by the name this repository's tests use.
export { createTestCore as testCore } from '../../testing/core.ts';
