import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Note } from '../core/note.ts';
import { estimateRowHeight } from './windowing.ts';

/** What the list lays out with: each row's height (measured, or estimated) and when that changed. */
export interface RowHeights {
  heightOf(note: Note): number;
  /** Changes whenever a measured height does (a dependency for the layout). */
  version: number;
  /** The ref each row's element takes, so the list knows which rows are new without asking the DOM. */
  rowRef(row: HTMLElement | null): (() => void) | undefined;
}

/**
 * Measures the rows the list draws. A row drawn for the first time tells the list through its ref,
 * and is measured in the same layout pass (so it is laid out at its real height before the browser
 * paints); a ResizeObserver then watches it, so only a row whose size really changes later (its
 * text wrapped anew) costs anything. A keyboard step re-renders two rows, draws at most a few new
 * ones and queries nothing. A row that measured nothing (drawn while the panel was hidden) is
 * measured again each time the list renders until it has a size. A row of a note measured before
 * is not measured in the task that draws it: the observer checks it before the frame is painted. Without layout (jsdom, the
 * server) rows keep their estimates.
 */
export function useRowHeights(): RowHeights {
  const heights = useRef(new Map<number, number>());
  const unmeasured = useRef(new Set<HTMLElement>());
  const observer = useRef<ResizeObserver | null>(null);
  const [version, setVersion] = useState(0);

  /** Records `row`'s height; true when it changed. */
  const record = (row: HTMLElement): boolean => {
    const id = Number(row.getAttribute('data-note-id'));
    const height = row.offsetHeight;
    if (!Number.isFinite(id) || height <= 0 || heights.current.get(id) === height) return false;
    heights.current.set(id, height);
    return true;
  };

  const rowRef = useCallback((row: HTMLElement | null) => {
    if (!row) return undefined;
    // A row whose note was measured before (drawn again after a filter change or a scroll back) is
    // laid out at that height without asking the browser for a layout in the middle of the task;
    // the observer's first report, after the frame's layout and before its paint, puts it right
    // in the same frame if its size changed meanwhile.
    if (!heights.current.has(Number(row.getAttribute('data-note-id')))) unmeasured.current.add(row);
    if (typeof ResizeObserver !== 'undefined') {
      observer.current ??= new ResizeObserver((entries) => {
        let changed = false;
        for (const entry of entries) changed = record(entry.target as HTMLElement) || changed;
        // Before this frame's paint: no row is ever painted at a stale height.
        if (changed) flushSync(() => setVersion((count) => count + 1));
      });
      observer.current.observe(row);
    }
    return () => {
      unmeasured.current.delete(row);
      observer.current?.unobserve(row);
    };
  }, []);

  useLayoutEffect(() => () => {
    observer.current?.disconnect();
    observer.current = null;
  }, []);

  // After each render (no dependencies: the rows drawn are what changed): measure the rows drawn
  // since, and those that had no size yet. It sets state only when a height changed.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    let changed = false;
    for (const row of unmeasured.current) {
      if (row.offsetHeight <= 0) continue;
      unmeasured.current.delete(row);
      changed = record(row) || changed;
    }
    // Set in a layout effect: React lays the list out again before the browser paints (measuring
    // the DOM is what layout effects are for).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (changed) setVersion((count) => count + 1);
  });

  const heightOf = useCallback((note: Note) => heights.current.get(note.id) ?? estimateRowHeight(note), []);
  return { heightOf, version, rowRef };
}
