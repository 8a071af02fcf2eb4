import type { Note } from '../core/note.ts';
import type { TimeGroup, TimeGroupKey } from '../core/time-groups.ts';

/** Fixed heights (CSS keeps rows to them) so the list can be windowed without measuring. */
export const ROW_HEIGHT = 72;
export const HEADING_HEIGHT = 32;
const OVERSCAN_PX = 400;

/** A line of the list: a time-group heading or a note row. */
export type ListItem =
  | { kind: 'heading'; key: TimeGroupKey; first: boolean; top: number }
  | { kind: 'note'; note: Note; top: number };

/** Flattens groups into positioned items. */
export function layoutItems(groups: readonly TimeGroup[]): { items: ListItem[]; height: number; topOf: Map<number, number> } {
  const items: ListItem[] = [];
  const topOf = new Map<number, number>();
  let top = 0;
  groups.forEach((group, index) => {
    items.push({ kind: 'heading', key: group.key, first: index === 0, top });
    top += HEADING_HEIGHT;
    for (const note of group.notes) {
      items.push({ kind: 'note', note, top });
      topOf.set(note.id, top);
      top += ROW_HEIGHT;
    }
  });
  return { items, height: top, topOf };
}

/** The items that intersect the viewport, plus some overscan; binary search keeps it cheap at 5,000 notes. */
export function visibleSlice(items: readonly ListItem[], scrollTop: number, viewportHeight: number): ListItem[] {
  const from = Math.max(0, scrollTop - OVERSCAN_PX);
  const to = scrollTop + viewportHeight + OVERSCAN_PX;
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    const item = items[middle]!;
    const bottom = item.top + (item.kind === 'heading' ? HEADING_HEIGHT : ROW_HEIGHT);
    if (bottom <= from) low = middle + 1;
    else high = middle;
  }
  const slice: ListItem[] = [];
  for (let index = low; index < items.length && items[index]!.top < to; index++) slice.push(items[index]!);
  return slice;
}

/** The scroll position that brings [top, top + height) into view, or null when it already is. */
export function scrollToReveal(top: number, height: number, scrollTop: number, viewportHeight: number): number | null {
  if (top < scrollTop) return top;
  if (top + height > scrollTop + viewportHeight) return top + height - viewportHeight;
  return null;
}
