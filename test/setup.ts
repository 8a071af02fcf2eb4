// Shared test setup: Testing Library cleans the DOM between tests only when told to (no globals).
import { afterEach } from 'vitest';

// The open-note view and the bulk toolbar load lazily in the app (preloaded when idle); tests that render the panel
// get it loaded up front, as a panel idle for a moment has it, so opening a note or ticking one shows them at once.
// src/ui/lazy-detail.test.tsx tests the loading itself with fresh modules.
if (typeof document !== 'undefined') {
  const { preloadLazyViews } = await import('../src/ui/lazy-views.ts');
  await preloadLazyViews();
}

// The realtime subscription's code loads on first use too (src/sync/lazy-subscription.ts); sync tests
// that start an engine and look at its channel in the same turn get it loaded, as a tab has it by
// the time its first list answer is in.
{
  const { preloadSubscription } = await import('../src/sync/lazy-subscription.ts');
  await preloadSubscription();
}

afterEach(async () => {
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
});
