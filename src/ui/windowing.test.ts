import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeNote, makeNotes } from '../../test/support/notes.ts';
import { groupNotes } from '../core/time-groups.ts';
import type { Note } from '../core/note.ts';
import { createListLayouts, estimateRowHeight, HEADING_HEIGHT, layoutList, OVERSCAN_PX, ROW_ESTIMATE, rowOf, scrollToReveal, visibleSlice, withNote, type ListItem } from './windowing.ts';

const NOW = Date.parse('2026-01-01T10:30:00Z');
const HOUR = 3_600_000;

const ROW = ROW_ESTIMATE.subjectOnly;

/** What the list shows, one line per heading and note, from the core's own time groups. */
function everyLine(notes: readonly Note[], now: number, heightOf: (note: Note) => number = estimateRowHeight): ListItem[] {
  const lines: ListItem[] = [];
  let top = 0;
  groupNotes(notes, now).forEach((group, index) => {
    lines.push({ kind: 'heading', key: group.key, first: index === 0, top });
    top += HEADING_HEIGHT;
    for (const note of group.notes) {
      lines.push({ kind: 'note', note, top, height: heightOf(note) });
      top += heightOf(note);
    }
  });
  return lines;
}

describe('list windowing', () => {
  // 3 notes today, then 4,997 older than a month.
  const notes = [...makeNotes(3, NOW - HOUR), ...makeNotes(5000, NOW - 60 * 24 * HOUR).slice(3)];
  const layout = layoutList(notes, NOW);

  it('positions headings and rows one after another', () => {
    expect(layout.groups).toEqual([
      { key: 'today', first: true, top: 0, start: 0, end: 3 },
      { key: 'olderThanMonth', first: false, top: HEADING_HEIGHT + 3 * ROW, start: 3, end: 5000 },
    ]);
    expect(rowOf(layout, 2)).toEqual({ top: HEADING_HEIGHT + ROW, height: ROW });
    expect(rowOf(layout, 4)).toEqual({ top: 2 * HEADING_HEIGHT + 3 * ROW, height: ROW });
    expect(rowOf(layout, 123_456)).toBeUndefined();
    expect(layout.height).toBe(2 * HEADING_HEIGHT + 5000 * ROW);
  });

  it('lays rows out at their measured heights, and estimates by whether a row has an excerpt', () => {
    const withExcerpt = makeNote({ id: 1, timestamp: new Date(NOW - HOUR).toISOString(), subject: [{ text: 'Ann commented' }, { text: 'A long comment' }] });
    const plain = makeNote({ id: 2, timestamp: new Date(NOW - 2 * HOUR).toISOString(), subject: [{ text: 'Bo liked your post' }] });
    expect(estimateRowHeight(withExcerpt)).toBeGreaterThan(estimateRowHeight(plain));
    const measured = new Map([[1, 93]]);
    const mixed = layoutList([withExcerpt, plain], NOW, (note) => measured.get(note.id) ?? estimateRowHeight(note));
    expect(rowOf(mixed, 1)).toEqual({ top: HEADING_HEIGHT, height: 93 });
    expect(rowOf(mixed, 2)).toEqual({ top: HEADING_HEIGHT + 93, height: estimateRowHeight(plain) });
    expect(mixed.height).toBe(HEADING_HEIGHT + 93 + estimateRowHeight(plain));
  });

  it('renders only what the viewport shows plus overscan, wherever the scroll is', () => {
    const top = visibleSlice(layout, 0, 600);
    expect(top[0]).toEqual({ kind: 'heading', key: 'today', first: true, top: 0 });
    expect(top.length).toBeLessThan(20);
    const deep = visibleSlice(layout, 200_000, 600);
    expect(deep.every((item) => item.top + ROW > 200_000 - OVERSCAN_PX && item.top < 200_600 + OVERSCAN_PX)).toBe(true);
    expect(deep.length).toBeGreaterThan(8);
  });

  it('shows exactly the lines of the full list that meet the viewport, for any notes and scroll', () => {
    const ages = fc.array(fc.integer({ min: -2, max: 24 * 90 }), { maxLength: 120 });
    // Rows of any measured height from 40 to 160 px.
    const heights = fc.array(fc.integer({ min: 40, max: 160 }), { minLength: 1, maxLength: 16 });
    fc.assert(
      fc.property(ages, heights, fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 1200 }), (hours, rowHeights, scrollTop, height) => {
        const sorted = [...hours].sort((a, b) => a - b).map((age, index) => makeNote({ id: 10_000 - index, timestamp: new Date(NOW - age * HOUR).toISOString() }));
        const heightOf = (note: Note) => rowHeights[note.id % rowHeights.length]!;
        const expected = everyLine(sorted, NOW, heightOf).filter((line) => line.top + (line.kind === 'heading' ? HEADING_HEIGHT : line.height) > Math.max(0, scrollTop - OVERSCAN_PX) && line.top < scrollTop + height + OVERSCAN_PX);
        expect(visibleSlice(layoutList(sorted, NOW, heightOf), scrollTop, height)).toEqual(expected);
      }),
    );
  });

  it('moves the rows below a measured row by its change, as a full layout would place them', () => {
    const ages = fc.array(fc.integer({ min: -2, max: 24 * 90 }), { minLength: 1, maxLength: 120 });
    fc.assert(
      fc.property(ages, fc.array(fc.tuple(fc.nat(), fc.integer({ min: 40, max: 160 })), { maxLength: 10 }), (hours, measured) => {
        const sorted = [...hours].sort((a, b) => a - b).map((age, index) => makeNote({ id: 10_000 - index, timestamp: new Date(NOW - age * HOUR).toISOString() }));
        const sizes = new Map<number, number>();
        const heightOf = (note: Note) => sizes.get(note.id) ?? estimateRowHeight(note);
        const layouts = createListLayouts();
        const before = layouts(sorted, NOW, heightOf, []);
        for (const [at, size] of measured) sizes.set(sorted[at % sorted.length]!.id, size);
        const after = layouts(sorted, NOW, heightOf, [...sizes.keys(), 42]);
        expect(after).toEqual(layoutList(sorted, NOW, heightOf));
        // Nothing measured since, nothing moves: the same layout object.
        expect(layouts(sorted, NOW, heightOf, [])).toBe(after);
        expect(before).toEqual(layoutList(sorted, NOW, estimateRowHeight));
      }),
    );
  });

  it('puts the note of an undo bar back in its sorted place', () => {
    const list = makeNotes(5, NOW);
    expect(withNote([...list.slice(0, 2), ...list.slice(3)], list[2]!)).toEqual(list);
    expect(withNote(list.slice(1), list[0]!)).toEqual(list);
    expect(withNote(list.slice(0, 4), list[4]!)).toEqual(list);
  });

  it('scrolls just enough to reveal a row, and not at all when it is visible', () => {
    expect(scrollToReveal(100, 72, 0, 600)).toBeNull();
    expect(scrollToReveal(700, 72, 0, 600)).toBe(172);
    expect(scrollToReveal(50, 72, 300, 600)).toBe(50);
  });
});
