import { noteTime, type Note } from '../core/note.ts';
import { groupBoundaries, type TimeGroupKey } from '../core/time-groups.ts';
import { compareNotes } from '../core/visible.ts';

/**
 * Rows take the height their text needs (a subject alone, or with up to two lines of excerpt); the
 * list measures the rows it draws and lays out the rest by estimate until they are drawn. Headings
 * keep one height.
 */
export const HEADING_HEIGHT = 32;
/** A row's estimate before it is measured: one line of subject, or a subject and its excerpt. */
export const ROW_ESTIMATE = { subjectOnly: 56, withExcerpt: 76 } as const;
/**
 * How far beyond the viewport rows are drawn, above and below: enough for a frame of brisk
 * scrolling. More draws rows a key press never shows (a filter key took 5 ms more at 400 px, ×4
 * throttled, in the browser benchmark).
 */
export const OVERSCAN_PX = 200;

/** The height a row is laid out at until it has been measured. */
export function estimateRowHeight(note: Note): number {
  return note.subject?.[1]?.text ? ROW_ESTIMATE.withExcerpt : ROW_ESTIMATE.subjectOnly;
}

/** A line of the list: a time-group heading or a note row. */
export type ListItem =
  | { kind: 'heading'; key: TimeGroupKey; first: boolean; top: number }
  | { kind: 'note'; note: Note; top: number; height: number };

/** A time group of the list: its heading's top and the notes `[start, end)` under it. */
export interface GroupSpan {
  key: TimeGroupKey;
  first: boolean;
  top: number;
  start: number;
  end: number;
}

/** The list's geometry: notes newest first, their groups, and each row's top and height. */
export interface ListLayout {
  notes: readonly Note[];
  groups: readonly GroupSpan[];
  tops: Float64Array;
  heights: Float64Array;
  height: number;
}

/**
 * Lays out newest-first notes under the time-group headings of `now`: group ends by binary search,
 * then one pass over the rows' heights (measured, or estimated), a few microseconds at 5,000 notes.
 */
export function layoutList(notes: readonly Note[], now: number, heightOf: (note: Note) => number = estimateRowHeight): ListLayout {
  const bounds = groupBoundaries(now);
  const groups: GroupSpan[] = [];
  const tops = new Float64Array(notes.length);
  const heights = new Float64Array(notes.length);
  let start = 0;
  let top = 0;
  bounds.forEach(([key, from], index) => {
    let end = notes.length;
    if (index < bounds.length - 1) {
      // The first note older than this group's lower bound.
      let low = start;
      while (low < end) {
        const middle = (low + end) >> 1;
        if (noteTime(notes[middle]!) >= from) low = middle + 1;
        else end = middle;
      }
    }
    if (end === start) return;
    groups.push({ key, first: groups.length === 0, top, start, end });
    top += HEADING_HEIGHT;
    for (let row = start; row < end; row++) {
      const height = heightOf(notes[row]!);
      tops[row] = top;
      heights[row] = height;
      top += height;
    }
    start = end;
  });
  return { notes, groups, tops, heights, height: top };
}

/** `notes` with `note` in its sorted place (the undo bar stands where its note was). */
export function withNote(notes: readonly Note[], note: Note): Note[] {
  let low = 0;
  let high = notes.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (compareNotes(notes[middle]!, note) <= 0) low = middle + 1;
    else high = middle;
  }
  return [...notes.slice(0, low), note, ...notes.slice(low)];
}

/** Where note `id`'s row is, or undefined when it is not listed. */
export function rowOf(layout: ListLayout, id: number): { top: number; height: number } | undefined {
  const index = layout.notes.findIndex((note) => note.id === id);
  return index < 0 ? undefined : { top: layout.tops[index]!, height: layout.heights[index]! };
}

/** The lines that intersect the viewport, plus some overscan: rows found by binary search, so cheap at any length. */
export function visibleSlice(layout: ListLayout, scrollTop: number, viewportHeight: number): ListItem[] {
  const from = Math.max(0, scrollTop - OVERSCAN_PX);
  const to = scrollTop + viewportHeight + OVERSCAN_PX;
  const { tops, heights } = layout;
  const slice: ListItem[] = [];
  for (const group of layout.groups) {
    if (group.top >= to) break;
    const last = group.end - 1;
    if (tops[last]! + heights[last]! <= from) continue;
    if (group.top + HEADING_HEIGHT > from) slice.push({ kind: 'heading', key: group.key, first: group.first, top: group.top });
    // The first row whose bottom is below `from`.
    let low = group.start;
    let high = group.end;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (tops[middle]! + heights[middle]! <= from) low = middle + 1;
      else high = middle;
    }
    for (let index = low; index < group.end && tops[index]! < to; index++) {
      slice.push({ kind: 'note', note: layout.notes[index]!, top: tops[index]!, height: heights[index]! });
    }
  }
  return slice;
}

/** The scroll position that brings [top, top + height) into view, or null when it already is. */
export function scrollToReveal(top: number, height: number, scrollTop: number, viewportHeight: number): number | null {
  if (top < scrollTop) return top;
  if (top + height > scrollTop + viewportHeight) return top + height - viewportHeight;
  return null;
}
