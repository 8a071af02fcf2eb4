/**
 * A pseudo-locale for finding untranslated text: every string that goes through the panel's i18n
 * comes back wrapped in ⟦ ⟧, so text on screen without the marks never went through translation.
 * It also records each source string asked for (and whether as a plural), for checking that a
 * language file has them all.
 */
import { createI18n, type I18n, type TransformedText } from '@wordpress/i18n';

/** A source string the views asked to translate. */
export interface AskedString {
  text: string;
  plural?: string;
}

/** The pseudo-locale's i18n and the source strings it was asked for. */
export function pseudoLocale(): { i18n: I18n; asked: Map<string, AskedString> } {
  const english = createI18n();
  const asked = new Map<string, AskedString>();
  // Still the translation of the same source string, only marked: its brand is kept.
  const mark = <T extends string>(text: TransformedText<T>) => `⟦${text}⟧` as TransformedText<T>;
  const i18n: I18n = {
    ...english,
    __: (text, domain) => {
      asked.set(text, { text });
      return mark(english.__(text, domain));
    },
    _x: (text, context, domain) => {
      asked.set(text, { text });
      return mark(english._x(text, context, domain));
    },
    _n: (single, plural, number, domain) => {
      asked.set(single, { text: single, plural });
      return mark(english._n(single, plural, number, domain));
    },
    _nx: (single, plural, number, context, domain) => {
      asked.set(single, { text: single, plural });
      return mark(english._nx(single, plural, number, context, domain));
    },
  };
  return { i18n, asked };
}

/** Data the notes brought (names, subjects, excerpts, titles): every string in `value`, recursively. */
export function dataStrings(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) dataStrings(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) dataStrings(item, into);
  return into;
}

// Text that is not words: numbers, punctuation, symbols, spaces, and a key's name (⇧I, Ctrl+Z).
const NO_WORDS = /^[\s\d\p{P}\p{S}]*(?:(?:Ctrl\+|⇧|⌘)?\p{Lu}[\s\d\p{P}\p{S}]*)?$/u;
// Drawn by Intl in the panel's locale (times), or derived from data (initials), or key names.
const NOT_TRANSLATED_HERE = 'time, kbd, .wpnc__avatar-initials, script, style';
const ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'alt', 'aria-description'];

/** Removes the marked (translated) parts, innermost first. */
function unmarked(text: string): string {
  let rest = text;
  for (let previous = ''; previous !== rest; ) {
    previous = rest;
    rest = rest.replace(/⟦[^⟦⟧]*⟧/gu, ' ');
  }
  // A translated string split around an element (a link inside it) leaves an open or a closing half.
  return rest.replace(/⟦[^⟧]*$/u, ' ').replace(/^[^⟦]*⟧/u, ' ');
}

/**
 * Text shown in `root` (text nodes and the attributes people hear or see) that went through no
 * translation and is not the notes' own data: what a translator could never reach.
 */
export function untranslatedText(root: Element, data: readonly string[]): string[] {
  const found = new Set<string>();
  const isData = (text: string) => data.some((item) => item.includes(text));
  const check = (text: string, where: string) => {
    for (const part of unmarked(text).split(/\s{2,}/u)) {
      const trimmed = part.trim();
      if (NO_WORDS.test(trimmed) || isData(trimmed)) continue;
      // A marked string may sit beside data in one node ("⟦Select⟧: subject"): each piece is checked.
      if (trimmed.split(/[:,]\s*/u).every((piece) => NO_WORDS.test(piece) || isData(piece.trim()))) continue;
      found.add(`${where}: ${trimmed}`);
    }
  };
  const walker = root.ownerDocument.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest(NOT_TRANSLATED_HERE)) continue;
    check(node.textContent ?? '', parent.tagName.toLowerCase());
  }
  for (const element of root.querySelectorAll('*')) {
    for (const name of ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value) check(value, `[${name}]`);
    }
  }
  return [...found];
}
