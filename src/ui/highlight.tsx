import type { ReactNode } from 'react';
import { matchRanges } from '../core/match-ranges.ts';

/**
 * A piece of a note's text with the search's words marked: `<mark>` elements built from the
 * matcher's ranges, the rest plain strings. Never HTML from the note. `key` keeps siblings apart.
 */
export function highlighted(text: string, terms: readonly string[], key: string | number = 0): ReactNode {
  const ranges = matchRanges(text, terms);
  if (ranges.length === 0) return text;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <mark key={`${key}-${start}`} className="wpnc__match">
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}
