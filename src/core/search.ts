/**
 * Search of the notes a person reads: case- and accent-insensitive, in any script. A query's words
 * must all match, each as a whole word or the start of one; in scripts written without spaces
 * (Chinese, Japanese, Thai…) a word matches anywhere. Pure: no DOM, no React.
 */
import { perNote, type Block, type Note } from './note.ts';

const MARKS = /\p{M}/gu;
/** Plain ASCII: folds unit for unit, with no Unicode normalisation. */
export const ASCII = /^[\0-\x7f]*$/;
// A letter or digit ending the text (a code point: an astral script's letter is one too).
const ENDS_IN_WORD = /[\p{L}\p{N}]$/u;
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
/**
 * The most of one text (a block's, a title) that search folds and looks in, in UTF-16 units: its
 * first 65,536. WordPress refuses a comment over 65,525 bytes (wp_check_comment_data_max_lengths)
 * and a UTF-16 unit is at least one byte of UTF-8, so no comment the platform took is cut; a 1 MB
 * text (hostile, or broken) costs a keystroke what 64 K costs, in any script.
 */
export const MAX_TEXT_SEARCHED = 65_536;
/** The most of a note's texts searched in all (four full comments' worth), so that many blocks cannot add up either. */
export const MAX_NOTE_SEARCHED = 4 * MAX_TEXT_SEARCHED;

/** The words of a query, folded, each once, at most MAX_TERMS of at most MAX_TERM_LENGTH units; empty when the query has none. */
export function searchTerms(query: string): string[] {
  const words = new Set<string>();
  for (const word of foldText(query).split(/[\s\p{P}\p{S}]+/u)) {
    if (word === '') continue;
    words.add(cutText(word, MAX_TERM_LENGTH));
    if (words.size === MAX_TERMS) break;
  }
  return [...words];
}

/** `text`'s first `limit` UTF-16 units, never ending inside a surrogate pair. */
export function cutText(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const end = /[\uD800-\uDBFF]/.test(text[limit - 1]!) ? limit - 1 : limit;
  return text.slice(0, end);
}

/** Where `term` occurs in folded `text` from `from` as a word or a word's start (or anywhere, for unspaced scripts); -1 when not. */
export function findTerm(text: string, term: string, from: number): number {
  const at = text.indexOf(term, from);
  if (at <= 0 || UNSPACED.test(term) || !ENDS_IN_WORD.test(text.slice(Math.max(0, at - 2), at))) return at;
  // The first occurrence is inside a word: the rest is left to one regular expression pass, which
  // checks each occurrence's start natively (a hostile "xaaaa…" cost an indexOf per letter).
  const pattern = wordStart(term);
  pattern.lastIndex = at + 1;
  return pattern.exec(text)?.index ?? -1;
}

const wordStarts = new Map<string, RegExp>();

/** `term` where no letter or digit comes before it, compiled once per term (a query has a few). */
function wordStart(term: string): RegExp {
  let pattern = wordStarts.get(term);
  if (!pattern) {
    // The memo is bounded: typing changes the terms, and a long session must not keep every one.
    if (wordStarts.size >= 4 * MAX_TERMS) wordStarts.clear();
    const literal = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    pattern = new RegExp(`(?<![\\p{L}\\p{N}])${literal}`, 'gu');
    wordStarts.set(term, pattern);
  }
  return pattern;
}

/** A note's texts as they are gathered: each cut to MAX_TEXT_SEARCHED, until MAX_NOTE_SEARCHED units in all. */
interface Gathered {
  parts: string[];
  left: number;
}

function gather(into: Gathered, text: unknown): void {
  if (typeof text !== 'string' || text === '' || into.left <= 0) return;
  const part = cutText(text, Math.min(MAX_TEXT_SEARCHED, into.left));
  into.parts.push(part);
  into.left -= part.length;
}

function blockTexts(blocks: readonly Block[] | undefined, into: Gathered): void {
  // Entries are checked: a note may reach here without the schema (an embedder's append, a replayed log).
  for (const block of Array.isArray(blocks) ? blocks : []) {
    if (into.left <= 0) return;
    if (!block) continue;
    gather(into, block.text);
    for (const title of Object.values(block.meta?.titles ?? {})) gather(into, title);
  }
}

/** What a note is searched by, folded: subject, header, body, people's names and site titles, each text's first MAX_TEXT_SEARCHED units. */
export function noteSearchText(note: Note): string {
  const gathered: Gathered = { parts: [], left: MAX_NOTE_SEARCHED };
  blockTexts(note.subject, gathered);
  blockTexts(note.header, gathered);
  blockTexts(note.body, gathered);
  gather(gathered, note.title);
  // Separate parts so a word never runs on from one block into the next.
  return foldText(gathered.parts.join('\n'));
}

/** A note's folded search text, however it is found (memoised or not). */
export type SearchTextOf = (note: Note) => string;

/**
 * A memo of notes' folded search texts, one per core (the selectors hold it): a note is folded the
 * first time it is searched, then kept while the note object lives. A note the platform changed
 * arrives as a new object, so it is folded again from its new text.
 */
export function createSearchTexts(): SearchTextOf {
  return perNote(noteSearchText);
}

/** Whether every term occurs in the note; no terms match every note. `textOf` may memoise the folding. */
export function noteMatches(note: Note, terms: readonly string[], textOf: SearchTextOf = noteSearchText): boolean {
  if (terms.length === 0) return true;
  const text = textOf(note);
  return terms.every((term) => findTerm(text, term, 0) >= 0);
}
