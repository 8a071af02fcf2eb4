/**
 * The element whitelist: which HTML tag a range type becomes. Class names come from this table,
 * never from the payload, so data can only pick among styles we wrote.
 */

/** Tags rich text may create. */
export type RichTag =
  | 'b' | 'strong' | 'i' | 'em' | 'code' | 'pre' | 'blockquote' | 'ul' | 'ol' | 'li' | 'p' | 'br' | 'hr'
  | 'h3' | 'h4' | 'h5' | 'h6' | 'cite' | 'span';

/** How one range type renders. `void` tags cannot hold children, which then follow the tag. */
export interface ElementSpec { tag: RichTag; className: string; void: boolean }

// Headings move down two levels: the panel's own title and note headings sit above note text.
const TAG_OF_TYPE: ReadonlyArray<readonly [string, RichTag, string?]> = [
  ['b', 'b'], ['strong', 'strong'], ['i', 'i'], ['em', 'em'], ['code', 'code'], ['pre', 'pre'],
  ['blockquote', 'blockquote'], ['list', 'ul', 'wpnc__rich-list'], ['ul', 'ul'], ['ol', 'ol'], ['li', 'li'], ['p', 'p'],
  ['br', 'br'], ['hr', 'hr'], ['h1', 'h3'], ['h2', 'h4'], ['h3', 'h5'], ['h4', 'h6'], ['h5', 'h6'],
  ['h6', 'h6'], ['cite', 'cite'], ['span', 'span'],
  // Types the platform sends as styled runs; without a link they are spans with their own look.
  ['user', 'span'], ['post', 'span'], ['comment', 'span'], ['site', 'span'], ['match', 'span'],
  ['noticon', 'span'], ['stat', 'span'], ['follow', 'span'], ['button', 'span', 'wpnc__rich-button'],
];

const SPECS: ReadonlyMap<string, ElementSpec> = new Map(
  // `wpnc__list` and `wpnc__button` already style the panel itself, hence the two renamed classes.
  TAG_OF_TYPE.map(([type, tag, className]) => [type, { tag, className: className ?? `wpnc__${type}`, void: tag === 'br' || tag === 'hr' }]),
);

/** The element for a range type, or null for types we do not know (their text renders bare). */
export function elementFor(type: string): ElementSpec | null {
  return SPECS.get(type) ?? null;
}
