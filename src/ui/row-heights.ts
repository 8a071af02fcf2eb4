import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { Note } from '../core/note.ts';
import { estimateRowHeight } from './windowing.ts';

/** What the list lays out with: each row's height (measured, or estimated) and when that changed. */
export interface RowHeights {
  heightOf(note: Note): number;
  /** Changes whenever a measured height does (a dependency for the layout). */
  version: number;
}

/**
 * Measures the rows the list draws. A row drawn for the first time is measured in the same layout
 * pass (so it is laid out at its real height before the browser paints); a ResizeObserver then
 * watches it, so only a row whose size really changes later (its text wrapped anew) costs anything.
 * A keyboard step re-renders two rows and measures none. A height gone stale while its row was out
 * of the window is measured again when the row is next drawn. Without layout (jsdom, the server)
 * rows keep their estimates.
 */
export function useRowHeights(scroller: RefObject<HTMLElement | null>): RowHeights {
  const heights = useRef(new Map<number, number>());
  const watched = useRef(new Set<HTMLElement>());
  const observer = useRef<ResizeObserver | null>(null);
  const [version, setVersion] = useState(0);

  /** Records `row`'s height; true when it changed. */
  const record = (row: HTMLElement): boolean => {
    const id = Number(row.dataset.noteId);
    const height = row.offsetHeight;
    if (!Number.isFinite(id) || height <= 0 || heights.current.get(id) === height) return false;
    heights.current.set(id, height);
    return true;
  };

  useLayoutEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    const watching = watched.current;
    observer.current = new ResizeObserver((entries) => {
      let changed = false;
      for (const entry of entries) changed = record(entry.target as HTMLElement) || changed;
      if (changed) setVersion((count) => count + 1);
    });
    return () => {
      observer.current?.disconnect();
      observer.current = null;
      watching.clear();
    };
  }, []);

  // After each render (no dependencies: the rows drawn are what changed): measure and watch rows
  // drawn for the first time, let go of rows that left. It sets state only when a height changed.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const list = scroller.current;
    if (!list) return;
    for (const row of watched.current) {
      if (row.isConnected) continue;
      observer.current?.unobserve(row);
      watched.current.delete(row);
    }
    let changed = false;
    for (const row of list.querySelectorAll<HTMLElement>('.wpnc__row[data-note-id]')) {
      // Drawn while the panel was hidden (the frame loads its views before the first open), a row
      // measured nothing: it is measured when the list next renders, which opening it does.
      if (watched.current.has(row) && heights.current.has(Number(row.dataset.noteId))) continue;
      if (!watched.current.has(row)) {
        watched.current.add(row);
        observer.current?.observe(row);
      }
      changed = record(row) || changed;
    }
    // Set in a layout effect: React lays the list out again before the browser paints (measuring
    // the DOM is what layout effects are for).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (changed) setVersion((count) => count + 1);
  });

  const heightOf = useCallback((note: Note) => heights.current.get(note.id) ?? estimateRowHeight(note), []);
  return { heightOf, version };
}
