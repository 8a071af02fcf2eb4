// Stands in for use-sync-external-store/shim in the iframe build (vite.config.ts): React 19 has it.
export { useSyncExternalStore } from 'react';
