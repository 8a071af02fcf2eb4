import { noteTime, type Note } from '../core/note.ts';
import { groupBoundaries, type TimeGroupKey } from '../core/time-groups.ts';
import { compareNotes, type ListTime } from '../core/visible.ts';

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
 * Lays out newest-first notes (by the list's `time`) under the time-group headings of `now`: group ends by binary search,
 * then one pass over the rows' heights (measured, or estimated), a few microseconds at 5,000 notes.
 */
export function layoutList(notes: readonly Note[], now: number, heightOf: (note: Note) => number = estimateRowHeight, time: ListTime = noteTime): ListLayout {
  const spans: GroupSpan[] = [];
  let start = 0;
  groupBoundaries(now).forEach(([key, from], index, bounds) => {
    let end = notes.length;
    if (index < bounds.length - 1) {
      // The first note older than this group's lower bound.
      let low = start;
      while (low < end) {
        const middle = (low + end) >> 1;
        if (time(notes[middle]!) >= from) low = middle + 1;
        else end = middle;
      }
    }
    if (end === start) return;
    spans.push({ key, first: spans.length === 0, top: 0, start, end });
    start = end;
  });
  return place(notes, spans, Float64Array.from(notes, heightOf));
}

/** The groups' and rows' tops, from each row's height. */
function place(notes: readonly Note[], spans: readonly GroupSpan[], heights: Float64Array): ListLayout {
  const tops = new Float64Array(notes.length);
  let top = 0;
  const groups = spans.map((span) => {
    const group = { ...span, top };
    top += HEADING_HEIGHT;
    for (let row = span.start; row < span.end; row++) {
      tops[row] = top;
      top += heights[row]!;
    }
    return group;
  });
  return { notes, groups, tops, heights, height: top };
}

/**
 * The list's layout, kept from render to render: laid out anew when the notes or the day change;
 * otherwise the rows whose height changed (`changed`, note ids) take their new height and the tops
 * are summed again from the heights already known, so a frame of scrolling that measured a dozen
 * rows asks nothing of the other thousands of notes.
 */
export function createListLayouts(): (notes: readonly Note[], now: number, heightOf: (note: Note) => number, changed: readonly number[], time?: ListTime) => ListLayout {
  let last: { notes: readonly Note[]; now: number; time: ListTime; layout: ListLayout; index?: Map<number, number> } | null = null;
  return (notes, now, heightOf, changed, time = noteTime) => {
    if (!last || last.notes !== notes || last.now !== now || last.time !== time) {
      last = { notes, now, time, layout: layoutList(notes, now, heightOf, time) };
    } else if (changed.length > 0) {
      const index = (last.index ??= new Map(notes.map((note, at) => [note.id, at])));
      const heights = last.layout.heights.slice();
      for (const id of changed) {
        const at = index.get(id);
        if (at !== undefined) heights[at] = heightOf(notes[at]!);
      }
      last.layout = place(notes, last.layout.groups, heights);
    }
    return last.layout;
  };
}

/** `notes` with `note` in its sorted place (the undo bar stands where its note was). */
export function withNote(notes: readonly Note[], note: Note, time: ListTime = noteTime): Note[] {
  let low = 0;
  let high = notes.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (compareNotes(notes[middle]!, note, time) <= 0) low = middle + 1;
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
