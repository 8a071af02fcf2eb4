/**
 * Where a key moves the focus among `count` items in a row (the tabs, the bulk toolbar's buttons,
 * the Sites menu's entries) from `index`: the `forward` and `back` arrows step and wrap around,
 * Home and End go to the ends. Null for any other key. Give the arrows as the reader sees them: a
 * right-to-left row passes its key through `logicalArrowKey` first (src/ui/direction.ts).
 */
export function rovingIndex(key: string, index: number, count: number, forward: string, back: string): number | null {
  if (key === forward) return (index + 1) % count;
  if (key === back) return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
