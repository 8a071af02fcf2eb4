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
  /** The notes whose height changed since the last call (the layout moves only those rows). */
  takeChanged(): number[];
}

/**
 * Measures the rows the list draws, with a ResizeObserver: its first report on a new row, and any
 * later one on a row whose size changed (its text wrapped anew), comes after the browser's layout
 * of the frame and before its paint, and the list is laid out again at once (flushSync), so no row
 * is ever painted at a stale height and no task forces a layout of its own: a key step, a filter
 * change or a frame of scrolling renders, then the frame lays out. A row drawn while the panel was
 * hidden has no size yet; the observer reports it once it is shown. Without ResizeObserver (jsdom,
 * the server; every browser the build targets has it) rows keep their estimates.
 */
export function useRowHeights(): RowHeights {
  const heights = useRef(new Map<number, number>());
  const changed = useRef<number[]>([]);
  const observer = useRef<ResizeObserver | null>(null);
  const delivering = useRef(false);
  const [version, setVersion] = useState(0);

  /** Records `row`'s height; true when it changed. */
  const record = (row: HTMLElement): boolean => {
    const id = Number(row.getAttribute('data-note-id'));
    const height = row.offsetHeight;
    if (!Number.isFinite(id) || height <= 0 || heights.current.get(id) === height) return false;
    heights.current.set(id, height);
    changed.current.push(id);
    return true;
  };

  const rowRef = useCallback((row: HTMLElement | null) => {
    if (!row || typeof ResizeObserver === 'undefined') return undefined;
    observer.current ??= new ResizeObserver((entries) => {
      let resized = false;
      for (const entry of entries) resized = record(entry.target as HTMLElement) || resized;
      if (!resized) return;
      delivering.current = true;
      try {
        flushSync(() => setVersion((count) => count + 1));
      } finally {
        delivering.current = false;
      }
    });
    // A row drawn by that re-layout (the window gained a row at its edge, in the overscan) is
    // watched from the next frame: watched now, its first report would be one the browser cannot
    // deliver in this frame, which it reports as an error (a "ResizeObserver loop").
    if (delivering.current) requestAnimationFrame(() => row.isConnected && observer.current?.observe(row));
    else observer.current.observe(row);
    return () => observer.current?.unobserve(row);
  }, []);

  useLayoutEffect(() => () => {
    observer.current?.disconnect();
    observer.current = null;
  }, []);

  const heightOf = useCallback((note: Note) => heights.current.get(note.id) ?? estimateRowHeight(note), []);
  const takeChanged = useCallback(() => changed.current.splice(0), []);
  return { heightOf, version, rowRef, takeChanged };
}
