import { noteTime, type Note } from '../core/note.ts';
import { groupBoundaries, type TimeGroupKey } from '../core/time-groups.ts';
import { compareNotes } from '../core/visible.ts';

/** Fixed heights (CSS keeps rows to them) so the list can be windowed without measuring. */
export const ROW_HEIGHT = 72;
export const HEADING_HEIGHT = 32;
const OVERSCAN_PX = 400;

/** A line of the list: a time-group heading or a note row. */
export type ListItem =
  | { kind: 'heading'; key: TimeGroupKey; first: boolean; top: number }
  | { kind: 'note'; note: Note; top: number };

/** A time group of the list: its heading's top and the notes `[start, end)` under it. */
export interface GroupSpan {
  key: TimeGroupKey;
  first: boolean;
  top: number;
  start: number;
  end: number;
}

/**
 * The list's geometry: notes newest first and their groups. Only the groups are stored, not a line
 * per note, so laying out 5,000 notes costs what 50 do (a first open runs this in cold code).
 */
export interface ListLayout {
  notes: readonly Note[];
  groups: readonly GroupSpan[];
  height: number;
}

/** Lays out newest-first notes under the time-group headings of `now`; group ends are found by binary search. */
export function layoutList(notes: readonly Note[], now: number): ListLayout {
  const bounds = groupBoundaries(now);
  const groups: GroupSpan[] = [];
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
    top += HEADING_HEIGHT + (end - start) * ROW_HEIGHT;
    start = end;
  });
  return { notes, groups, height: top };
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

/** The top of note `id`'s row, or undefined when it is not listed. */
export function topOfNote(layout: ListLayout, id: number): number | undefined {
  const index = layout.notes.findIndex((note) => note.id === id);
  const group = layout.groups.find((candidate) => index >= candidate.start && index < candidate.end);
  return group && group.top + HEADING_HEIGHT + (index - group.start) * ROW_HEIGHT;
}

/** The lines that intersect the viewport, plus some overscan; computed from the groups, so cheap at any length. */
export function visibleSlice(layout: ListLayout, scrollTop: number, viewportHeight: number): ListItem[] {
  const from = Math.max(0, scrollTop - OVERSCAN_PX);
  const to = scrollTop + viewportHeight + OVERSCAN_PX;
  const slice: ListItem[] = [];
  for (const group of layout.groups) {
    if (group.top >= to) break;
    const rowsTop = group.top + HEADING_HEIGHT;
    const bottom = rowsTop + (group.end - group.start) * ROW_HEIGHT;
    if (bottom <= from) continue;
    if (rowsTop > from) slice.push({ kind: 'heading', key: group.key, first: group.first, top: group.top });
    const first = group.start + Math.max(0, Math.floor((from - rowsTop) / ROW_HEIGHT));
    const last = Math.min(group.end, group.start + Math.ceil((to - rowsTop) / ROW_HEIGHT));
    for (let index = first; index < last; index++) {
      slice.push({ kind: 'note', note: layout.notes[index]!, top: rowsTop + (index - group.start) * ROW_HEIGHT });
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
