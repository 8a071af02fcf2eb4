// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeNote } from '../../test/support/notes.ts';
import { MAX_RANGES, searchTerms } from '../core/search.ts';
import { NoteRow } from './NoteRow.tsx';
import { ROW_TEXT_LIMIT, shownText } from './shown-text.ts';

// A hostile comment: "a a a …" of 1 MB, and someone searching for "a".
const hostile = 'a '.repeat(500_000);

function drawRow(subject: string, excerpt: string) {
  const note = makeNote({ id: 9, type: 'comment', subject: [{ text: subject }, { text: excerpt }] });
  return render(<NoteRow note={note} selected={false} unread={false} excerpt={excerpt} unreadLabel="unread" timeLabel="now" onActivate={() => {}} terms={searchTerms('a')} />);
}

describe('a row with a huge text', () => {
  it('draws and marks only what it can show of the excerpt', () => {
    const view = drawRow('Someone commented', hostile);
    const excerpt = view.container.querySelector('.wpnc__row-excerpt')!;
    expect(excerpt.textContent!.length).toBe(ROW_TEXT_LIMIT + 1);
    expect(excerpt.textContent!.endsWith('…')).toBe(true);
    expect(excerpt.querySelectorAll('mark').length).toBe(MAX_RANGES);
  });

  it('and of the subject', () => {
    const view = drawRow(hostile, 'short');
    const subject = view.container.querySelector('.wpnc__row-subject')!;
    expect(subject.textContent!.length).toBe(ROW_TEXT_LIMIT + 1);
    expect(subject.querySelectorAll('mark').length).toBeLessThanOrEqual(MAX_RANGES);
  });

  it('draws a short text whole', () => {
    const view = drawRow('Ana commented', 'a fine day');
    expect(view.container.querySelector('.wpnc__row-excerpt')!.textContent).toBe('a fine day');
  });
});

describe('shownText', () => {
  it('never cuts inside a surrogate pair', () => {
    expect(shownText('ab😀cd', 3)).toBe('ab…');
    expect(shownText('ab😀cd', 4)).toBe('ab😀…');
    expect(shownText('abc', 3)).toBe('abc');
  });
});
