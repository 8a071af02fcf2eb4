import { useLayoutEffect, useMemo, useState } from 'react';
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
  const [version, setVersion] = useState(0);
  // Made once, so its functions keep their identity from render to render.
  const [rows] = useState(() => measuredRows(() => setVersion((count) => count + 1)));
  useLayoutEffect(() => rows.dispose, [rows]);
  // One object per measurement, so the views given it (the filters' previews) render again only then.
  return useMemo(() => ({ heightOf: rows.heightOf, version, rowRef: rows.rowRef, takeChanged: rows.takeChanged, measured: rows.measured }), [rows, version]);
}

/** The rows' heights as measured, and the one observer that measures them; `resized` after a report that changed one. */
function measuredRows(resized: () => void) {
  const heights = new Map<number, number>();
  const changed: number[] = [];
  let observer: ResizeObserver | null = null;

  /** Records `row`'s height; true when it changed. */
  const record = (row: HTMLElement): boolean => {
    // A filter's preview draws rows too (FilterPreviews.tsx): the same note, the same height.
    const id = Number(row.getAttribute('data-note-id') ?? row.getAttribute('data-preview-id'));
    const height = row.offsetHeight;
    if (!Number.isFinite(id) || height <= 0 || heights.get(id) === height) return false;
    heights.set(id, height);
    changed.push(id);
    return true;
  };

  return {
    heightOf: (note: Note) => heights.get(note.id) ?? estimateRowHeight(note),
    rowRef(row: HTMLElement | null) {
      if (!row || typeof ResizeObserver === 'undefined') return undefined;
      observer ??= new ResizeObserver((entries) => {
        let changedOne = false;
        for (const entry of entries) changedOne = record(entry.target as HTMLElement) || changedOne;
        if (changedOne) resized();
      });
      observer.observe(row);
      return () => observer?.unobserve(row);
    },
    takeChanged: () => changed.splice(0),
    measured: (id: number) => heights.has(id),
    dispose() {
      observer?.disconnect();
      observer = null;
    },
  };
}
