import { describe, expect, it } from 'vitest';
import type { Note } from './note.ts';
import { matchRanges } from './match-ranges.ts';
import { createSearchTexts, foldText, MAX_NOTE_SEARCHED, MAX_RANGES, MAX_TERM_LENGTH, MAX_TERMS, MAX_TEXT_SEARCHED, noteMatches, noteSearchText, searchTerms } from './search.ts';
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

  it('takes a letter of a script beyond the first plane (Gothic, Adlam…) as part of its word', () => {
    expect(matches('𐌰𐌱𐌲 𐌳𐌴', '𐌱𐌲')).toBe(false);
    expect(matches('𐌰𐌱𐌲 𐌳𐌴', '𐌳𐌴')).toBe(true);
  });

  it('finds a word start after the word occurs inside longer words', () => {
    expect(matches(`resources, ${'x'.repeat(50_000)}sour and outsourced, then Sour cream`, 'sour')).toBe(true);
    expect(matches('resources and outsourced', 'sour')).toBe(false);
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

  it('marks the word starts after an occurrence inside a word', () => {
    const text = 'Resources, Sources and sour cream';
    expect(matchRanges(text, searchTerms('sour')).map(([start, end]) => text.slice(start, end))).toEqual(['Sour', 'sour']);
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

  // Filler of each script, and where a word sits: inside each text's bound, or just beyond it.
  const SCRIPTS = [
    { filler: '海', word: '中', query: '中' },
    { filler: 'é ', word: 'Crème', query: 'creme' },
    { filler: 'مَ ', word: 'مَرْحَبًا', query: 'مرحبا' },
    { filler: '😀 ', word: '𠮷', query: '𠮷' },
  ];
  const before = (filler: string, room: number) => filler.repeat(Math.ceil(room / filler.length)).slice(0, room);

  it('searches each text by its first MAX_TEXT_SEARCHED units, in any script: a word inside is found, one beyond is not', () => {
    for (const { filler, word, query } of SCRIPTS) {
      const inside = before(filler, MAX_TEXT_SEARCHED - word.length - 1) + ` ${word}`;
      const beyond = before(filler, MAX_TEXT_SEARCHED) + ` ${word}`;
      expect(noteMatches(note('Someone commented', { body: [{ text: inside }] }), searchTerms(query)), query).toBe(true);
      expect(noteMatches(note('Someone commented', { body: [{ text: beyond }] }), searchTerms(query)), query).toBe(false);
    }
  });

  it('still searches the texts after a 1 MB one: the bound is per text', () => {
    const large = note('Someone commented', { body: [{ text: '海'.repeat(1_048_576) }, { text: 'Kofi Mensah' }], title: 'Harbour Lights' });
    expect(noteMatches(large, searchTerms('kofi harbour'))).toBe(true);
    expect(noteSearchText(large).length).toBeLessThan(MAX_TEXT_SEARCHED + 100);
  });

  it('searches a note by its first MAX_NOTE_SEARCHED units in all, however many blocks it has', () => {
    const blocks = (count: number) => Array.from({ length: count }, () => ({ text: 'a '.repeat(MAX_TEXT_SEARCHED / 2) }));
    const full = MAX_NOTE_SEARCHED / MAX_TEXT_SEARCHED;
    expect(noteMatches(note('Someone commented', { body: [...blocks(full - 1), { text: 'needle' }] }), searchTerms('needle'))).toBe(true);
    expect(noteMatches(note('Someone commented', { body: [...blocks(full), { text: 'needle' }] }), searchTerms('needle'))).toBe(false);
    expect(noteSearchText(note('x', { body: blocks(100) })).length).toBeLessThanOrEqual(MAX_NOTE_SEARCHED + 100);
  });

  it('marks words in a text\'s first MAX_TEXT_SEARCHED units only, in any script, and leaves the note\'s text whole', () => {
    for (const { filler, word, query } of SCRIPTS) {
      const inside = before(filler, MAX_TEXT_SEARCHED - word.length - 1) + ` ${word}`;
      const beyond = `${inside}${before(filler, MAX_TEXT_SEARCHED)} ${word}`;
      const ranges = matchRanges(beyond, searchTerms(query));
      // The filler holds no word of the query: one mark, the word inside the bound.
      expect(ranges, query).toEqual([[inside.length - word.length, inside.length]]);
      expect(beyond.slice(...ranges[0]!)).toBe(word);
    }
    const large = note('Someone commented', { subject: [{ text: 'Someone commented' }, { text: '中 '.repeat(524_288) }] });
    expect(matchRanges(large.subject![1]!.text!, searchTerms('中'))).toHaveLength(MAX_RANGES);
    expect(noteMatches(large, searchTerms('中'))).toBe(true);
    expect(large.subject![1]!.text).toHaveLength(1_048_576);
  });
});
