import { describe, expect, it } from 'vitest';
import type { Note } from './note.ts';
import { matchRanges } from './match-ranges.ts';
import { createSearchTexts, foldText, MAX_RANGES, MAX_TERM_LENGTH, MAX_TERMS, noteMatches, noteSearchText, searchTerms } from './search.ts';
import { summariseSites } from './sites.ts';

const note = (subject: string, extra: Partial<Note> = {}): Note => ({ id: 1, type: 'comment', timestamp: '2026-01-01T00:00:00Z', subject: [{ text: subject }], ...extra });
const matches = (text: string, query: string) => noteMatches(note(text), searchTerms(query));

describe('the search matcher', () => {
  it('ignores case and accents, both ways', () => {
    expect(matches('Ana Wójcik commented on Café culture', 'wojcik cafe')).toBe(true);
    expect(matches('Ana Wojcik commented', 'WÓJCIK')).toBe(true);
    expect(matches('Élodie liked your post', 'elodie')).toBe(true);
    expect(matches('A decomposed cafe\u0301 here', 'café')).toBe(true);
  });

  it('matches whole words and word starts, not the middle of a word', () => {
    expect(matches('Notes on sourdough', 'sour')).toBe(true);
    expect(matches('Notes on sourdough', 'dough')).toBe(false);
    expect(matches('Notes on sourdough', 'notes')).toBe(true);
    expect(matches('Pruning the old pear-tree', 'tree')).toBe(true);
  });

  it('needs every word of the query', () => {
    expect(matches('Maya liked Pruning the old pear tree', 'maya pear')).toBe(true);
    expect(matches('Maya liked Pruning the old pear tree', 'maya apple')).toBe(false);
  });

  it('finds Arabic words with or without their vowel marks and hamza', () => {
    expect(matches('علّق أحمد على تدوينتك', 'احمد')).toBe(true);
    expect(matches('علق احمد على تدوينتك', 'علّق')).toBe(true);
    expect(matches('علق احمد على تدوينتك', 'سارة')).toBe(false);
  });

  it('finds Chinese and Japanese text anywhere, as they have no spaces', () => {
    expect(matches('王小明评论了你的文章', '评论')).toBe(true);
    expect(matches('さくらさんがいいねしました', 'いいね')).toBe(true);
    expect(matches('王小明评论了你的文章', '喜欢')).toBe(false);
  });

  it('an empty query or one of punctuation only matches everything', () => {
    expect(searchTerms('  ')).toEqual([]);
    expect(searchTerms(' , ; ')).toEqual([]);
    expect(matches('anything', '')).toBe(true);
  });

  it('searches the body, header, people and site titles, not just the subject', () => {
    const full = note('Someone commented', {
      body: [{ text: 'Kofi Mensah', meta: { titles: { home: 'Harbour Lights' } } }, { text: 'Lovely photographs of the coast' }],
      header: [{ text: 'Winter at the lighthouse' }],
    });
    for (const query of ['kofi', 'harbour', 'photographs coast', 'lighthouse']) expect(noteMatches(full, searchTerms(query))).toBe(true);
  });

  it('keeps words of adjacent blocks apart', () => {
    const split = note('cat', { body: [{ text: 'alog' }] });
    expect(noteMatches(split, searchTerms('catalog'))).toBe(false);
  });

  it('folds a note once: the same note object gives the same string', () => {
    const one = note('Hello');
    expect(noteSearchText(one)).toBe(noteSearchText(one));
    expect(foldText('ÀÉÎ')).toBe('aei');
  });

  it('a memo of folded texts answers a changed note (a new object) from its new text', () => {
    const textOf = createSearchTexts();
    const before = note('Pruning the pear tree');
    const after = { ...before, subject: [{ text: 'Baking an apple pie' }] };
    expect(noteMatches(before, searchTerms('pear'), textOf)).toBe(true);
    expect(noteMatches(after, searchTerms('pear'), textOf)).toBe(false);
    expect(noteMatches(after, searchTerms('apple'), textOf)).toBe(true);
    expect(noteMatches(before, searchTerms('pear'), textOf)).toBe(true);
  });
});

describe('matched ranges, for highlighting', () => {
  it('points at the original text, accents included', () => {
    const text = 'Ana Wójcik commented on Café culture';
    const ranges = matchRanges(text, searchTerms('wojcik cafe'));
    expect(ranges.map(([start, end]) => text.slice(start, end))).toEqual(['Wójcik', 'Café']);
  });

  it('keeps a combining mark inside the match and merges overlapping words', () => {
    const text = 'cafe\u0301 cafeteria';
    const ranges = matchRanges(text, searchTerms('caf cafe'));
    expect(ranges.map(([start, end]) => text.slice(start, end))).toEqual(['cafe\u0301', 'cafe']);
    expect(matchRanges('cafe\u0301!', searchTerms('café'))).toEqual([[0, 5]]);
  });

  it('finds words in plain ASCII text whatever their case, as in text with accents', () => {
    const text = 'Notes on SOURdough, sour cream and Sour-Cherry';
    const ranges = matchRanges(text, searchTerms('sour'));
    expect(ranges.map(([start, end]) => text.slice(start, end))).toEqual(['SOUR', 'sour', 'Sour']);
    expect(matchRanges('Café SOURdough', searchTerms('sour'))).toEqual([[5, 9]]);
  });

  it('does not split a surrogate pair', () => {
    const text = '😀 Émile';
    expect(matchRanges(text, searchTerms('emile'))).toEqual([[3, 8]]);
  });

  it('is empty without terms or without a match', () => {
    expect(matchRanges('hello', [])).toEqual([]);
    expect(matchRanges('hello', searchTerms('world'))).toEqual([]);
  });
});

describe('notes that skipped the schema', () => {
  // An embedder's core.append or a replayed log can hand the core blocks with null entries.
  const broken = { id: 7, type: 'comment', timestamp: '2026-01-01T00:00:00Z', subject: [null, { text: 'Kept words', ranges: [null, { type: 'site', site_id: 3, indices: null }] }], body: null } as unknown as Note;

  it('searches what can be read and passes over the rest', () => {
    expect(noteMatches(broken, searchTerms('kept'))).toBe(true);
    expect(noteMatches(broken, searchTerms('missing'))).toBe(false);
  });

  it('lists the note under its site without a title from the broken range', () => {
    expect(summariseSites([{ ...broken, meta: { ids: { site: 3 } } } as unknown as Note])).toEqual([{ id: 3, title: null, count: 1 }]);
  });
});

describe('hostile input, bounded', () => {
  it('gives each query word once, at most MAX_TERMS of at most MAX_TERM_LENGTH units', () => {
    expect(searchTerms('a A a b à')).toEqual(['a', 'b']);
    expect(searchTerms(Array.from({ length: 50 }, (_, index) => `w${index}`).join(' '))).toHaveLength(MAX_TERMS);
    expect(searchTerms('x'.repeat(10_000))).toEqual(['x'.repeat(MAX_TERM_LENGTH)]);
    expect(searchTerms(`${'x'.repeat(MAX_TERM_LENGTH - 1)}😀`)[0]).toHaveLength(MAX_TERM_LENGTH - 1);
  });

  it('marks at most MAX_RANGES stretches of a 1 MB "a a a …", the first ones', () => {
    const text = 'a '.repeat(500_000);
    const ranges = matchRanges(text, searchTerms('a'));
    expect(ranges).toHaveLength(MAX_RANGES);
    expect(ranges[0]).toEqual([0, 1]);
    expect(ranges[MAX_RANGES - 1]).toEqual([2 * (MAX_RANGES - 1), 2 * MAX_RANGES - 1]);
  });
});
