import { useEffect, useRef, type RefObject } from 'react';
import type { PanelCore } from '../core/core.ts';
import { focusWithRetry } from './focus.ts';

/**
 * Going back to the list returns focus to the row that was open (SPEC §9). Kept by the panel's
 * layout, not by the list: while a note is open in the narrow layout the list is not drawn, and in
 * the frame the panel opens narrow and widens only once the host has widened it, so the list that
 * comes back is a new one that never saw the note open (focus was left on the page's body). The row
 * may take a moment to be there, hence the retry.
 */
export function useFocusReturn(core: PanelCore, root: RefObject<HTMLElement | null>, selectedId: number | null): void {
  const previous = useRef<number | null>(selectedId);
  useEffect(() => {
    const closed = previous.current;
    previous.current = selectedId;
    if (closed === null || selectedId !== null) return;
    return focusWithRetry(() => root.current?.querySelector<HTMLElement>(`.wpnc__list [data-note-id="${closed}"]`), core.services.clock);
  }, [selectedId, core, root]);
}
