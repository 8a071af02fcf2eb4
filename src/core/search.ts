/**
 * Search of the notes a person reads: case- and accent-insensitive, in any script. A query's words
 * must all match, each as a whole word or the start of one; in scripts written without spaces
 * (Chinese, Japanese, Thai…) a word matches anywhere. Pure: no DOM, no React.
 */
import type { Block, Note } from './note.ts';

const MARKS = /\p{M}/gu;
/** Plain ASCII: folds unit for unit, with no Unicode normalisation. */
export const ASCII = /^[\0-\x7f]*$/;
const WORD_CHAR = /[\p{L}\p{N}]/u;
// Scripts written without spaces between words: a query word may start anywhere in them.
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/** Text folded for comparing: decomposed, combining marks dropped, lower case (`Élan` → `elan`). */
export function foldText(text: string): string {
  // Plain ASCII has nothing to decompose: most notes' text skips the Unicode normalisation.
  if (ASCII.test(text)) return text.toLowerCase();
  return text.normalize('NFD').replace(MARKS, '').toLowerCase();
}

/** The most words a query is searched by; later ones are ignored (each is a scan of every note). */
export const MAX_TERMS = 8;
/** The longest word searched, in UTF-16 units: a longer one is searched by its start. */
export const MAX_TERM_LENGTH = 64;
/** The most stretches `matchRanges` gives for one text: a row marks no more than this. */
export const MAX_RANGES = 200;

/** The words of a query, folded, each once, at most MAX_TERMS of at most MAX_TERM_LENGTH units; empty when the query has none. */
export function searchTerms(query: string): string[] {
  const words = new Set<string>();
  for (const word of foldText(query).split(/[\s\p{P}\p{S}]+/u)) {
    if (word === '') continue;
    words.add(cutWord(word));
    if (words.size === MAX_TERMS) break;
  }
  return [...words];
}

/** A word cut to MAX_TERM_LENGTH units, never inside a surrogate pair. */
function cutWord(word: string): string {
  if (word.length <= MAX_TERM_LENGTH) return word;
  const end = /[\uD800-\uDBFF]/.test(word[MAX_TERM_LENGTH - 1]!) ? MAX_TERM_LENGTH - 1 : MAX_TERM_LENGTH;
  return word.slice(0, end);
}

/** Where `term` occurs in folded `text` from `from` as a word or a word's start (or anywhere, for unspaced scripts); -1 when not. */
export function findTerm(text: string, term: string, from: number): number {
  const anywhere = UNSPACED.test(term);
  for (let at = text.indexOf(term, from); at >= 0; at = text.indexOf(term, at + 1)) {
    if (anywhere || at === 0 || !WORD_CHAR.test(text[at - 1]!)) return at;
  }
  return -1;
}

function blockTexts(blocks: readonly Block[] | undefined, into: string[]): void {
  // Entries are checked: a note may reach here without the schema (an embedder's append, a replayed log).
  for (const block of Array.isArray(blocks) ? blocks : []) {
    if (!block) continue;
    if (typeof block.text === 'string' && block.text) into.push(block.text);
    for (const title of Object.values(block.meta?.titles ?? {})) if (typeof title === 'string' && title) into.push(title);
  }
}

/** What a note is searched by, folded: subject, body, header, people's names and site titles. */
export function noteSearchText(note: Note): string {
  const parts: string[] = [];
  blockTexts(note.subject, parts);
  blockTexts(note.header, parts);
  blockTexts(note.body, parts);
  if (note.title) parts.push(note.title);
  // Separate parts so a word never runs on from one block into the next.
  return foldText(parts.join('\n'));
}

/** A note's folded search text, however it is found (memoised or not). */
export type SearchTextOf = (note: Note) => string;

/**
 * A memo of notes' folded search texts, one per core (the selectors hold it): a note is folded the
 * first time it is searched, then kept while the note object lives. A note the platform changed
 * arrives as a new object, so it is folded again from its new text.
 */
export function createSearchTexts(): SearchTextOf {
  const texts = new WeakMap<Note, string>();
  return (note) => {
    let text = texts.get(note);
    if (text === undefined) {
      text = noteSearchText(note);
      texts.set(note, text);
    }
    return text;
  };
}

/** Whether every term occurs in the note; no terms match every note. `textOf` may memoise the folding. */
export function noteMatches(note: Note, terms: readonly string[], textOf: SearchTextOf = noteSearchText): boolean {
  if (terms.length === 0) return true;
  const text = textOf(note);
  return terms.every((term) => findTerm(text, term, 0) >= 0);
}
