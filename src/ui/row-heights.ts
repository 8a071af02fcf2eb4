import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Note } from '../core/note.ts';
import { estimateRowHeight } from './windowing.ts';

/** What the list lays out with: each row's height (measured, or estimated) and when that changed. */
export interface RowHeights {
  heightOf(note: Note): number;
  /** Changes whenever a measured height does (a dependency for the layout). */
  version: number;
  /** The ref each row's element takes: the observer watches the row while it is drawn. */
  rowRef(row: HTMLElement | null): (() => void) | undefined;
  /** The notes whose height changed since the last call (the layout moves only those rows). */
  takeChanged(): number[];
  /** Whether note `id`'s row has been measured. */
  measured(id: number): boolean;
}

/**
 * Measures the rows the list draws, with a ResizeObserver: its first report on a new row, and any
 * later one on a row whose size changed (its text wrapped anew). The list's rows flow one after
 * another (src/ui/NoteList.tsx), so a row is painted at its own height whatever its estimate; a
 * measured height only corrects the list's length and where later windows start, in a render of
 * its own after the paint. No task forces a layout: a key step, a filter change or a frame of
 * scrolling renders, then the browser lays out once. Without ResizeObserver (jsdom, the server;
 * every browser the build targets has it) rows keep their estimates.
 */
export function useRowHeights(): RowHeights {
  const heights = useRef(new Map<number, number>());
  const changed = useRef<number[]>([]);
  const observer = useRef<ResizeObserver | null>(null);
  const [version, setVersion] = useState(0);

  /** Records `row`'s height; true when it changed. */
  const record = (row: HTMLElement): boolean => {
    // A filter's preview draws rows too (FilterPreviews.tsx): the same note, the same height.
    const id = Number(row.getAttribute('data-note-id') ?? row.getAttribute('data-preview-id'));
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
      if (resized) setVersion((count) => count + 1);
    });
    observer.current.observe(row);
    return () => observer.current?.unobserve(row);
  }, []);

  useLayoutEffect(() => () => {
    observer.current?.disconnect();
    observer.current = null;
  }, []);

  const heightOf = useCallback((note: Note) => heights.current.get(note.id) ?? estimateRowHeight(note), []);
  const takeChanged = useCallback(() => changed.current.splice(0), []);
  const measured = useCallback((id: number) => heights.current.has(id), []);
  // One object per measurement, so the views given it (the filters' previews) render again only then.
  return useMemo(() => ({ heightOf, version, rowRef, takeChanged, measured }), [heightOf, version, rowRef, takeChanged, measured]);
}
