// @vitest-environment happy-dom
// A reply note says whose comment it answers (issue 44, item 6), drawn with the package's test kit:
// the panel over the mock platform, whose signed-in user (/me) is user 1000000.
import { afterEach, describe, expect, it } from 'vitest';
import sample from '../../fixtures/notes-sample.json';
import type { Note } from '../../src/core/index.ts';
import { createTestPanel, type TestPanel } from '../../testing/index.ts';
import { renderPanel, type RenderedPanel } from '../../testing/react.ts';

// The sample's notes have the shape the panel reads them as (numbers where it wants them).
const notes = sample.notes as unknown as Note[];

// The sample's reply to comment 9, which user 1000000 (the mock's signed-in user) wrote.
const REPLY = 3499999997;
const reply = (): Note => structuredClone(notes.find((note) => note.id === REPLY)!);
/** The reply, its parent comment written by `user` instead. */
function replyToCommentBy(user: number): Note {
  const note = reply();
  note.body![0]!.meta!.ids!.user = user;
  return note;
}

let panel: TestPanel;
let view: RenderedPanel;
afterEach(() => {
  view.unmount();
  panel.dispose();
});

async function openReply(note: Note, me: 'answers' | 'fails' = 'answers') {
  panel = createTestPanel({ notes: [note], open: true });
  if (me === 'fails') panel.platform.route('GET', '/rest/v1.1/me', { status: 500, body: { error: 'internal' } });
  await panel.idle();
  view = await renderPanel(panel);
  view.act(() => view.container.querySelector<HTMLElement>(`[data-note-id="${REPLY}"]`)!.click());
}

/** The open note's first body block: the caption line, then the comment drawn as the panel draws one. */
function parent() {
  const row = view.container.querySelector('.wpnc__detail .wpnc__body-row')!;
  return { caption: row.querySelector('.wpnc__caption')?.textContent, text: row.querySelector('.wpnc__caption + .wpnc__block.is-comment')?.textContent };
}
/** Lets /me answer, drawing what it changes. */
const settle = () => view.advance(0);

describe("a reply's parent comment", () => {
  it('says "Your comment:" once /me says the signed-in user wrote it, and no more than "In reply to:" before', async () => {
    await openReply(reply());
    expect(parent()).toEqual({ caption: 'In reply to:', text: 'I tried the same thing last year and ended up with very different results.' });
    await settle();
    expect(panel.lines()).toContain('GET /me');
    expect(parent().caption).toBe('Your comment:');
  });

  it('stays "In reply to:" when /me fails', async () => {
    await openReply(reply(), 'fails');
    await settle();
    expect(panel.lines()).toContain('GET /me');
    expect(parent().caption).toBe('In reply to:');
  });

  it("is someone else's: named when the note names its author, else \"In reply to:\"", async () => {
    await openReply(replyToCommentBy(2116579)); // the replier, named by the note's user block
    await settle();
    expect(parent().caption).toBe('In reply to slowtravel498:');
    view.unmount();
    panel.dispose();
    await openReply(replyToCommentBy(4242)); // nobody the note names
    await settle();
    expect(parent()).toEqual({ caption: 'In reply to:', text: 'I tried the same thing last year and ended up with very different results.' });
  });

  it('is drawn as the panel draws a comment: its links are links', async () => {
    const note = reply();
    const [parent, ...rest] = note.body!;
    await openReply({ ...note, body: [{ ...parent!, ranges: [{ type: 'link', url: 'https://example.com/last-year', indices: [23, 32] }] }, ...rest] });
    const link = view.container.querySelector<HTMLAnchorElement>('.wpnc__detail .wpnc__caption + .wpnc__block.is-comment a');
    expect([link?.textContent, link?.href]).toEqual(['last year', 'https://example.com/last-year']);
  });
});
