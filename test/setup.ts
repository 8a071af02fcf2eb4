// Shared test setup: Testing Library cleans the DOM between tests only when told to (no globals).
import { afterEach } from 'vitest';

// The open-note view and the bulk toolbar load lazily in the app (preloaded when idle); tests that render the panel
// get it loaded up front, as a panel idle for a moment has it, so opening a note or ticking one shows them at once.
// src/ui/lazy-detail.test.tsx tests the loading itself with fresh modules.
if (typeof document !== 'undefined') {
  const { preloadLaterViews } = await import('../src/ui/views.tsx');
  await preloadLaterViews();
  // Two test workers share two cores: a `findBy…` waits up to 3 s, not 1, before it fails.
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 3000 });
}

afterEach(async () => {
  if (typeof document === 'undefined') return;
  // A core given no storage keeps its choices in the DOM's localStorage (src/core/browser-storage.ts): one test's stay with it.
  window.localStorage.clear();
  const { cleanup } = await import('@testing-library/react');
  cleanup();
});
