/**
 * What a row highlights of a search: the UI's half of search (src/core/search.ts), kept out of the
 * core's module so the first load, which filters but draws nothing, does not carry it.
 */
import { ASCII, findTerm, foldText, MAX_RANGES } from './search.ts';

/** A matched stretch of a text: [start, end) in the original's UTF-16 units. */
export type MatchRange = readonly [number, number];

/**
 * The stretches of `text` (as shown, not folded) that the terms match, in order and not overlapping:
 * what a row highlights. Each code point is folded alone so folded positions map back to the original.
 * At most MAX_RANGES, the first ones: a hostile "a a a …" gives a bounded number of marks.
 */
export function matchRanges(text: string, terms: readonly string[]): MatchRange[] {
  if (terms.length === 0 || text === '') return [];
  let folded: string;
  let origin: number[] | null = null;
  if (ASCII.test(text)) {
    // Plain ASCII folds unit for unit: a folded position is the original's.
    folded = text.toLowerCase();
  } else {
    folded = '';
    origin = [];
    for (let index = 0; index < text.length; ) {
      const codePoint = text.codePointAt(index)!;
      const width = codePoint > 0xffff ? 2 : 1;
      const piece = codePoint < 0x80 ? text[index]!.toLowerCase() : foldText(text.slice(index, index + width));
      for (let unit = 0; unit < piece.length; unit++) origin.push(index);
      folded += piece;
      index += width;
    }
    origin.push(text.length);
  }
  const found: [number, number][] = [];
  for (const term of terms) {
    // A term stops after MAX_RANGES matches: no more are drawn, and a hostile text costs a bounded scan of marks.
    let count = 0;
    for (let at = findTerm(folded, term, 0); at >= 0 && count < MAX_RANGES; at = findTerm(folded, term, at + 1), count++) {
      const end = at + term.length;
      // The end is where the next original character starts, so a mark after a letter stays inside.
      found.push(origin ? [origin[at]!, end < folded.length ? origin[end]! : text.length] : [at, end]);
    }
  }
  found.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const range of found) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else if (range[1] > range[0]) merged.push([range[0], range[1]]);
  }
  return merged.slice(0, MAX_RANGES);
}
