/**
 * What a row highlights of a search: the UI's half of search (src/core/search.ts), kept out of the
 * core's module so the first load, which filters but draws nothing, does not carry it.
 */
import { ASCII, cutText, findTerm, foldText, MAX_RANGES, MAX_TEXT_SEARCHED } from './search.ts';

/** A matched stretch of a text: [start, end) in the original's UTF-16 units. */
export type MatchRange = readonly [number, number];

/**
 * The stretches of `text` (as shown, not folded) that the terms match, in order and not overlapping:
 * what a row highlights. Each code point is folded alone so folded positions map back to the original.
 * At most MAX_RANGES, the first ones: a hostile "a a a …" gives a bounded number of marks. Only the
 * first MAX_TEXT_SEARCHED units are looked at, as search looks at no more of a text: a mark is never
 * drawn where the search did not look, and a 1 MB text costs what 64 K costs.
 */
export function matchRanges(text: string, terms: readonly string[]): MatchRange[] {
  if (terms.length === 0 || text === '') return [];
  const looked = cutText(text, MAX_TEXT_SEARCHED);
  let folded: string;
  let origin: number[] | null = null;
  if (ASCII.test(looked)) {
    // Plain ASCII folds unit for unit: a folded position is the original's.
    folded = looked.toLowerCase();
  } else {
    // One fold of the whole text first: a row's text often holds none of the words (its note matched
    // elsewhere), and then it is not folded again character by character.
    const once = foldText(looked);
    if (!terms.some((term) => findTerm(once, term, 0) >= 0)) return [];
    folded = '';
    origin = [];
    for (let index = 0; index < looked.length; ) {
      const codePoint = looked.codePointAt(index)!;
      const width = codePoint > 0xffff ? 2 : 1;
      const piece = codePoint < 0x80 ? looked[index]!.toLowerCase() : foldedCodePoint(codePoint, looked.slice(index, index + width));
      for (let unit = 0; unit < piece.length; unit++) origin.push(index);
      folded += piece;
      index += width;
    }
    origin.push(looked.length);
  }
  const found: [number, number][] = [];
  for (const term of terms) {
    // A term stops after MAX_RANGES matches: no more are drawn, and a hostile text costs a bounded scan of marks.
    let count = 0;
    for (let at = findTerm(folded, term, 0); at >= 0 && count < MAX_RANGES; at = findTerm(folded, term, at + 1), count++) {
      const end = at + term.length;
      // The end is where the next original character starts, so a mark after a letter stays inside.
      found.push(origin ? [origin[at]!, end < folded.length ? origin[end]! : looked.length] : [at, end]);
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

/** The most code points kept folded: common Chinese needs some 3,500, so a row of it is folded from the memo. */
const MAX_FOLDED_POINTS = 8192;
const foldedPoints = new Map<number, string>();

/** A non-ASCII code point folded alone, from a memo: normalising one character at a time was most of a row's marking in Han or Arabic. */
function foldedCodePoint(codePoint: number, character: string): string {
  let folded = foldedPoints.get(codePoint);
  if (folded === undefined) {
    if (foldedPoints.size >= MAX_FOLDED_POINTS) foldedPoints.clear();
    folded = foldText(character);
    foldedPoints.set(codePoint, folded);
  }
  return folded;
}
