import type { MouseEvent } from 'react';

/**
 * Whether a click on a link is a plain one, which the panel answers by opening the URL through its
 * host. Ctrl, ⌘ or Shift, or a button other than the main one, ask the browser for a tab or window
 * of the reader's choosing, so those are left to the anchor's own href.
 */
export function isPlainClick(event: Pick<MouseEvent, 'ctrlKey' | 'metaKey' | 'shiftKey' | 'button'>): boolean {
  return !event.ctrlKey && !event.metaKey && !event.shiftKey && event.button === 0;
}
