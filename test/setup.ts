// Shared test setup: Testing Library cleans the DOM between tests only when told to (no globals).
import { afterEach } from 'vitest';

afterEach(async () => {
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
});
