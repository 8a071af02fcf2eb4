import type { Clock } from '../core/clock.ts';
import { UI_TIMING } from './timing.ts';

/**
 * Moves focus to `target()`. When that does not take (the panel's frame is still hidden or
 * animating in, the element is not rendered yet), it tries once more after 300 ms (SPEC §9).
 * Returns what cancels the retry; effects return it as their cleanup.
 */
export function focusWithRetry(target: () => HTMLElement | null | undefined, clock: Clock): () => void {
  const attempt = (): boolean => {
    const element = target();
    element?.focus();
    return element !== null && element !== undefined && element.ownerDocument.activeElement === element;
  };
  if (attempt()) return () => undefined;
  const handle = clock.setTimeout(attempt, UI_TIMING.focusRetryMs);
  return () => clock.clearTimeout(handle);
}
