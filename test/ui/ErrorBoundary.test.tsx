// @vitest-environment happy-dom
// A note that reached the views without the schema (an embedder's core.append, the gallery, a
// replayed log) with null entries, among good ones: one row says it can't be shown, the rest work.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Note } from '../../src/core/note.ts';
import { defaultPlugins } from '../../plugins/index.ts';
import { makeNote } from '../support/notes.ts';
import { testCore } from '../support/core.ts';
import { NotificationsPanel } from '../../src/ui/Panel.tsx';
import { replyAction } from '../../plugins/actions/reply/reply.ts';

const CANT = "This notification can't be shown";

const good = (id: number) => makeNote({ id, timestamp: `2026-01-01T1${5 - id}:00:00Z` });

/** Comments 1 to 4, newest first; note 2 holds objects where the schema wants lists, so it throws while drawn. */
function feed(): Note[] {
  const broken = {
    ...good(2),
    subject: [{ text: 'Ada commented', ranges: {} }],
    body: [{ text: 'Ada', type: 'user', media: {}, meta: { ids: { user: 7 } } }, { text: 'A comment', meta: { ids: { comment: 2, post: 2, site: 70 } } }],
    header: [{ text: 'Ada', media: {} }],
  } as unknown as Note;
  return [good(1), broken, good(3), good(4)];
}

function setup(notes = feed()) {
  const harness = testCore({ plugins: defaultPlugins, open: true, notes });
  render(<NotificationsPanel core={harness.core} host={{ openUrl: vi.fn(), appOrigin: 'https://app.example' }} />);
  return harness;
}

const rowIds = () => [...document.querySelectorAll<HTMLElement>('button[data-note-id]')].map((row) => Number(row.dataset.noteId));
const key = (name: string) => act(() => void fireEvent.keyDown(document.activeElement ?? document.body, { key: name }));

afterEach(() => vi.restoreAllMocks());

describe('a note that throws while it is drawn', () => {
  it("shows one line in its row, logged with its id; the other rows draw and j/k still moves past it", () => {
    // React reports a caught render error on the console too; the panel's own report is the logger's.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { core, logger } = setup();
    expect(screen.getAllByText(CANT)).toHaveLength(1);
    expect(rowIds()).toEqual([1, 3, 4]);
    expect(logger.entries.some((entry) => entry.level === 'error' && entry.message.includes('note 2'))).toBe(true);
    key('j');
    expect(core.state.value.ui.selectedNoteId).toBe(1);
    key('j');
    key('j');
    expect(core.state.value.ui.selectedNoteId).toBe(3);
  });

  it('shows the line in the open note instead of its detail, and Back returns to the list', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { core } = setup();
    act(() => void core.append({ type: 'note/selected', id: 2 }));
    const detail = document.querySelector('.wpnc__detail')!;
    expect(detail.textContent).toContain(CANT);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(core.state.value.ui.selectedNoteId).toBeNull();
    expect(rowIds()).toEqual([1, 3, 4]);
    fireEvent.click(screen.getAllByRole('button').find((button) => button.dataset.noteId === '3')!);
    expect(screen.getByRole('heading', { level: 2, name: 'Note 3' })).toBeTruthy();
  });

  it('keeps a reply box that throws to itself: the note, its actions and Back still work', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { core, logger } = setup();
    act(() => void core.append({ type: 'note/selected', id: 3 }));
    // The box's mention list throws while it is drawn (the reply action's bug: a log's odd data is read out by its facts).
    vi.spyOn(replyAction.composer!, 'mentions').mockImplementation(() => {
      throw new Error('mentions broke');
    });
    const box = screen.getByRole('textbox', { name: /^Reply to/ });
    fireEvent.change(box, { target: { value: '@', selectionStart: 1 } });
    expect(document.querySelector('.wpnc__detail')!.textContent).toContain(CANT);
    expect(screen.getByRole('heading', { level: 2, name: 'Note 3' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Actions' })).toBeTruthy();
    expect(logger.entries.some((entry) => entry.level === 'error' && entry.message.includes('note 3') && entry.message.includes('reply box'))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(core.state.value.ui.selectedNoteId).toBeNull();
  });

  it('draws a note with null ranges and media (cheap to tolerate) like any other, in its row and open', () => {
    const nulls = {
      ...good(2),
      subject: [{ text: 'Ada commented', ranges: [null, { type: 'user', indices: [0, 3], id: 7 }] }],
      header: [{ text: 'Ada', ranges: [null], media: [null] }],
      body: [
        { text: 'Ada', type: 'user', ranges: [null], media: [null, { type: 'image', indices: [0, 0], url: 'https://0.gravatar.com/avatar/a?s=96' }], meta: { ids: { user: 7 } } },
        { text: 'A comment', ranges: [null], media: [null], meta: { ids: { comment: 2, post: 2, site: 70 } } },
      ],
    } as unknown as Note;
    const { core, logger } = setup([good(1), nulls]);
    expect(screen.queryByText(CANT)).toBeNull();
    expect(rowIds()).toEqual([1, 2]);
    act(() => void core.append({ type: 'note/selected', id: 2 }));
    expect(document.querySelector('.wpnc__detail')!.textContent).toContain('A comment');
    expect(screen.queryByText(CANT)).toBeNull();
    expect(logger.entries.filter((entry) => entry.level === 'error')).toEqual([]);
  });
});
