import { describe, expect, it } from 'vitest';
import { makeNotes } from '../../test/support/notes.ts';
import { HEADING_HEIGHT, layoutItems, ROW_HEIGHT, scrollToReveal, visibleSlice } from './windowing.ts';

describe('list windowing', () => {
  const groups = [
    { key: 'today' as const, notes: makeNotes(3) },
    { key: 'olderThanMonth' as const, notes: makeNotes(5000).slice(3) },
  ];
  const { items, height, topOf } = layoutItems(groups);

  it('positions headings and rows one after another', () => {
    expect(items[0]).toMatchObject({ kind: 'heading', key: 'today', first: true, top: 0 });
    expect(topOf.get(2)).toBe(HEADING_HEIGHT + ROW_HEIGHT);
    expect(items[4]).toMatchObject({ kind: 'heading', key: 'olderThanMonth', first: false, top: HEADING_HEIGHT + 3 * ROW_HEIGHT });
    expect(height).toBe(2 * HEADING_HEIGHT + 5000 * ROW_HEIGHT);
  });

  it('renders only what the viewport shows plus overscan, wherever the scroll is', () => {
    const top = visibleSlice(items, 0, 600);
    expect(top[0]).toBe(items[0]);
    expect(top.length).toBeLessThan(20);
    const deep = visibleSlice(items, 200_000, 600);
    expect(deep.every((item) => item.top + ROW_HEIGHT > 200_000 - 400 && item.top < 200_600 + 400)).toBe(true);
    expect(deep.length).toBeGreaterThan(8);
  });

  it('scrolls just enough to reveal a row, and not at all when it is visible', () => {
    expect(scrollToReveal(100, 72, 0, 600)).toBeNull();
    expect(scrollToReveal(700, 72, 0, 600)).toBe(172);
    expect(scrollToReveal(50, 72, 300, 600)).toBe(50);
  });
});
