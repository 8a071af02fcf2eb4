// @vitest-environment happy-dom
// The detail view as SPEC §2 and §8 describe it, on notes shaped as the platform sends them.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import wpcom from '../../src/api/index.ts';
import type { RequestHandler } from '../../src/api/types.ts';
import type { Note } from '../../src/core/note.ts';
import { defaultPlugins } from '../../plugins/index.ts';
import { makeNote, makeNotes } from '../support/notes.ts';
import { testCore } from '../support/core.ts';
import { NotificationsPanel } from '../../src/ui/Panel.tsx';
import { sendFailed, sendRequested } from '../../plugins/actions/reply/reply.ts';

function setup(notes: Note[], handler?: RequestHandler) {
  const harness = testCore({ plugins: defaultPlugins, open: true, notes, ...(handler ? { wpcom: wpcom('t', handler) } : {}) });
  render(<NotificationsPanel core={harness.core} host={{ openUrl: vi.fn(), appOrigin: 'https://app.example' }} />);
  return harness;
}

const row = (id: number) => screen.getAllByRole('button').find((button) => button.dataset.noteId === String(id))!;

/** A comment the user answered, as the platform sends it: reply_comment set and its own 'You replied' block. */
function answered(): Note {
  const note = makeNote({ id: 3 });
  const text = 'You replied to this comment.';
  const replyBlock = { text, ranges: [{ type: 'noticon', indices: [0, 0], value: '\uf467' }, { type: 'comment', indices: [0, text.length], id: 77, site_id: 70, post_id: 2, url: 'https://blog.example/p/#comment-77' }] };
  return { ...note, meta: { ids: { ...note.meta!.ids, reply_comment: 77 } }, body: [...note.body!, replyBlock] };
}

describe("'You replied to this comment.'", () => {
  it('shows once when the body carries the line, also after the reply URL is fetched', () => {
    const { core } = setup([answered()]);
    fireEvent.click(row(3));
    act(() => {
      core.append({ type: 'plugin/recorded', plugin: 'comment', name: 'replyUrlFetched', id: 3, data: { commentId: 77, url: 'https://blog.example/p/#comment-77' } });
    });
    expect(screen.getAllByText('You replied to this comment.')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'You replied to this comment.' }).getAttribute('href')).toBe('https://blog.example/p/#comment-77');
  });

  it('comes from the fetched URL when the body does not carry it', () => {
    const bare = { ...answered(), body: makeNote({ id: 3 }).body };
    const { core } = setup([bare]);
    fireEvent.click(row(3));
    expect(screen.queryByText('You replied to this comment.')).toBeNull();
    act(() => {
      core.append({ type: 'plugin/recorded', plugin: 'comment', name: 'replyUrlFetched', id: 3, data: { commentId: 77, url: 'https://blog.example/p/#comment-77' } });
    });
    expect(screen.getAllByRole('link', { name: 'You replied to this comment.' })).toHaveLength(1);
  });
});

describe('user blocks', () => {
  const follower = (meta: NonNullable<Note['body']>[number]['meta']) =>
    makeNote({ id: 4, type: 'follow', body: [{ text: 'Nick', type: 'user', meta, actions: { follow: false } }] });

  it("show the user's site by its title, linking home: \"Nick's Blog\"", () => {
    setup([follower({ ids: { user: 7, site: 70 }, links: { home: 'https://nick.example' }, titles: { home: "Nick's Blog", tagline: 'Words' } })]);
    fireEvent.click(row(4));
    expect(screen.getByRole('link', { name: "Nick's Blog" }).getAttribute('href')).toBe('https://nick.example/');
  });

  it('fall back to the address without its scheme, and never link an unsafe one', () => {
    setup([follower({ ids: { user: 7 }, links: { home: 'https://nick.example/' } })]);
    fireEvent.click(row(4));
    expect(screen.getByRole('link', { name: 'nick.example' }).getAttribute('href')).toBe('https://nick.example/');
  });

  it('show nothing more for a user without a site', () => {
    setup([follower({ ids: { user: 7 }, links: { home: 'javascript:alert(1)' } })]);
    fireEvent.click(row(4));
    expect(document.querySelector('.wpnc__user-site')).toBeNull();
  });
});

describe('navigation while a reply is sent', () => {
  it('Back, Back to notifications and the arrows are disabled until the reply settles (SPEC §2, §8)', () => {
    const { core } = setup(makeNotes(3));
    fireEvent.click(row(2));
    const back = screen.getByRole('button', { name: 'Back' });
    const srBack = screen.getByRole('button', { name: 'Back to notifications' });
    expect(back.hasAttribute('disabled')).toBe(false);
    act(() => {
      core.append(sendRequested.make(2, { text: 'Thanks!' }));
    });
    for (const name of ['Back', 'Back to notifications', 'Previous notification', 'Next notification']) {
      expect(screen.getByRole('button', { name }).hasAttribute('disabled'), name).toBe(true);
    }
    fireEvent.click(back);
    fireEvent.click(srBack);
    expect(core.state.value.ui.selectedNoteId).toBe(2);
    act(() => {
      core.append(sendFailed.make(2, { reason: 'error', message: 'Down' }));
    });
    expect(back.hasAttribute('disabled')).toBe(false);
    fireEvent.click(back);
    expect(core.state.value.ui.selectedNoteId).toBeNull();
  });
});

describe('a duplicate reply', () => {
  it('keeps the note and the draft open and focuses the box again (SPEC §8)', async () => {
    const duplicate: RequestHandler = (params, callback) => {
      if (params.path.endsWith('/replies/new')) callback(Object.assign(new Error("Duplicate comment; you've already said that!"), { statusCode: 409, error: 'comment_duplicate' }));
      else callback(null, { suggestions: [] });
    };
    const { core } = setup([makeNote({ id: 5 })], duplicate);
    fireEvent.click(row(5));
    const box = screen.getByRole('textbox', { name: /^Reply to/ }) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Same again' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await act(() => core.effects.idle());
    expect(core.state.value.ui.selectedNoteId).toBe(5);
    // The status bar says why (the list below may also show its own loading row, another status).
    expect(screen.getAllByRole('status').some((region) => region.textContent?.includes("Duplicate comment; you've already said that!"))).toBe(true);
    const again = screen.getByRole('textbox', { name: /^Reply to/ }) as HTMLTextAreaElement;
    expect(again.value).toBe('Same again');
    expect(document.activeElement).toBe(again);
  });
});

describe('the panel controls', () => {
  it("'Close notifications' asks the host to close the panel", () => {
    const { core } = setup(makeNotes(1));
    const asked: string[] = [];
    core.bus.on('panel/toggleRequested', (event) => void asked.push(event.type));
    const close = screen.getByRole('button', { name: 'Close notifications' });
    expect(close.className).toBe('wpnc__sr-only');
    fireEvent.click(close);
    expect(asked).toEqual(['panel/toggleRequested']);
  });
});

describe('timings of SPEC §9', () => {
  it('focus that did not take is tried again after 300 ms', () => {
    const { clock } = setup(makeNotes(2));
    const focus = vi.spyOn(HTMLElement.prototype, 'focus').mockImplementationOnce(() => undefined);
    fireEvent.click(row(1));
    const heading = screen.getByRole('heading', { name: 'Note 1' });
    expect(document.activeElement).not.toBe(heading);
    act(() => clock.advance(299));
    expect(document.activeElement).not.toBe(heading);
    act(() => clock.advance(1));
    expect(document.activeElement).toBe(heading);
    focus.mockRestore();
  });

  it('a tooltip shows after the pointer or focus rests 700 ms on a control, and goes when it leaves', () => {
    const { clock } = setup(makeNotes(2));
    fireEvent.click(row(1));
    const next = screen.getByRole('button', { name: 'Next notification' });
    const tip = () => next.parentElement!.querySelector('.wpnc__tooltip');
    fireEvent.mouseEnter(next);
    act(() => clock.advance(699));
    expect(tip()).toBeNull();
    act(() => clock.advance(1));
    expect(tip()?.textContent).toBe('Next notification');
    fireEvent.mouseLeave(next);
    expect(tip()).toBeNull();
    const approve = within(screen.getByRole('group', { name: 'Actions' })).getByRole('button', { name: 'Approve' });
    fireEvent.focus(approve);
    act(() => clock.advance(700));
    expect(approve.parentElement!.querySelector('.wpnc__tooltip')?.textContent).toBe('Shortcut: A');
  });

  it('Escape dismisses a shown tooltip and nothing else; the next Escape closes the note', () => {
    const { clock, state } = setup(makeNotes(2));
    fireEvent.click(row(1));
    const next = screen.getByRole('button', { name: 'Next notification' });
    fireEvent.focus(next);
    act(() => clock.advance(700));
    fireEvent.keyDown(next, { key: 'Escape' });
    expect(next.parentElement!.querySelector('.wpnc__tooltip')).toBeNull();
    expect(state().ui.selectedNoteId).toBe(1);
    fireEvent.keyDown(next, { key: 'Escape' });
    expect(state().ui.selectedNoteId).toBeNull();
  });
});
