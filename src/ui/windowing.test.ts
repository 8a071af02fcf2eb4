import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeNote, makeNotes } from '../../test/support/notes.ts';
import { groupNotes } from '../core/time-groups.ts';
import { HEADING_HEIGHT, layoutList, ROW_HEIGHT, scrollToReveal, topOfNote, visibleSlice, withNote, type ListItem } from './windowing.ts';

const NOW = Date.parse('2026-01-01T10:30:00Z');
const HOUR = 3_600_000;

/** What the list shows, one line per heading and note, from the core's own time groups. */
function everyLine(notes: ReturnType<typeof makeNotes>, now: number): ListItem[] {
  const lines: ListItem[] = [];
  let top = 0;
  groupNotes(notes, now).forEach((group, index) => {
    lines.push({ kind: 'heading', key: group.key, first: index === 0, top });
    top += HEADING_HEIGHT;
    for (const note of group.notes) {
      lines.push({ kind: 'note', note, top });
      top += ROW_HEIGHT;
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
      { key: 'olderThanMonth', first: false, top: HEADING_HEIGHT + 3 * ROW_HEIGHT, start: 3, end: 5000 },
    ]);
    expect(topOfNote(layout, 2)).toBe(HEADING_HEIGHT + ROW_HEIGHT);
    expect(topOfNote(layout, 4)).toBe(2 * HEADING_HEIGHT + 3 * ROW_HEIGHT);
    expect(topOfNote(layout, 123_456)).toBeUndefined();
    expect(layout.height).toBe(2 * HEADING_HEIGHT + 5000 * ROW_HEIGHT);
  });

  it('renders only what the viewport shows plus overscan, wherever the scroll is', () => {
    const top = visibleSlice(layout, 0, 600);
    expect(top[0]).toEqual({ kind: 'heading', key: 'today', first: true, top: 0 });
    expect(top.length).toBeLessThan(20);
    const deep = visibleSlice(layout, 200_000, 600);
    expect(deep.every((item) => item.top + ROW_HEIGHT > 200_000 - 400 && item.top < 200_600 + 400)).toBe(true);
    expect(deep.length).toBeGreaterThan(8);
  });

  it('shows exactly the lines of the full list that meet the viewport, for any notes and scroll', () => {
    const ages = fc.array(fc.integer({ min: -2, max: 24 * 90 }), { maxLength: 120 });
    fc.assert(
      fc.property(ages, fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 1200 }), (hours, scrollTop, height) => {
        const sorted = [...hours].sort((a, b) => a - b).map((age, index) => makeNote({ id: 10_000 - index, timestamp: new Date(NOW - age * HOUR).toISOString() }));
        const expected = everyLine(sorted, NOW).filter((line) => line.top + (line.kind === 'heading' ? HEADING_HEIGHT : ROW_HEIGHT) > Math.max(0, scrollTop - 400) && line.top < scrollTop + height + 400);
        expect(visibleSlice(layoutList(sorted, NOW), scrollTop, height)).toEqual(expected);
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
