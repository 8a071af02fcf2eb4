// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defineOverride } from '../core/overrides.ts';
import { defineAction, definePluginEvent } from '../core/plugin.ts';
import { makeNote, makeNotes } from '../../test/support/notes.ts';
import { testCore } from '../../test/support/core.ts';
import { TAB_NOTE_TYPES } from '../../test/support/tab-note-types.ts';
import { NotificationsPanel } from './Panel.tsx';

// A test toggle's own fact and override, as a plugin keeps them (src/core/overrides.ts).
const requested = definePluginEvent('approve', 'requested', (data) => (typeof (data as { approved?: unknown })?.approved === 'boolean' ? (data as { approved: boolean }) : null));
const approvals = defineOverride('approve', {
  name: 'approval',
  requested: {
    [requested.key]: (event) => {
      const fact = requested.read(event);
      return fact?.id != null ? { ids: [fact.id], value: fact.data.approved } : null;
    },
  },
  failed: {},
  reset: { key: 'reset', clears: ['approval'] },
});

const approve = defineAction({
  name: 'approve',
  stateField: approvals,
  flag: 'approve-comment',
  label: { off: 'Approve', on: 'Approved' },
  isOn: ({ note, state, flags }) => approvals.of(state, note.id) ?? flags.actions['approve-comment'] === true,
  shortcut: { key: 'a', description: 'Approve comment', scope: 'detail' },
  perform: ({ note, state, flags }) => [requested.make(note.id, { approved: !(approvals.of(state, note.id) ?? flags.actions['approve-comment'] === true) })],
});

function setup(options: Parameters<typeof testCore>[0] = {}) {
  const harness = testCore({ plugins: [...TAB_NOTE_TYPES, approve], open: true, ...options });
  const openUrl = vi.fn();
  const retry = vi.fn();
  const view = render(<NotificationsPanel core={harness.core} host={{ openUrl, retry, appOrigin: 'https://app.example', siteUrl: 'https://blog.example/' }} />);
  return { ...harness, openUrl, retry, view };
}

const rows = () => screen.queryAllByRole('button').filter((button) => button.hasAttribute('data-note-id'));

describe('the list', () => {
  it('shows the filter tabs in order as ARIA tabs, and a click filters the rows', () => {
    const notes = [makeNote({ id: 1, type: 'comment' }), makeNote({ id: 2, type: 'like', timestamp: '2026-01-01T09:00:00Z' })];
    setup({ notes });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['All', 'Unread', 'Comments', 'Subscribers', 'Likes']);
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
    expect(rows()).toHaveLength(2);
    fireEvent.click(screen.getByRole('tab', { name: 'Likes' }));
    expect(screen.getByRole('tab', { name: 'Likes' }).getAttribute('aria-selected')).toBe('true');
    expect(rows().map((row) => row.dataset.noteId)).toEqual(['2']);
  });

  it('groups rows under time headings with the settings link on the first', () => {
    setup({ notes: [makeNote({ id: 1, timestamp: '2026-01-01T11:00:00Z' }), makeNote({ id: 2, timestamp: '2025-11-01T11:00:00Z' })] });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Today', 'Older than a month']);
    expect(screen.getByRole('link', { name: 'Notification settings' }).getAttribute('href')).toBe('https://app.example/me/notifications#blog.example');
  });

  it('shows a loading indicator, then the empty state with its tracked suggestion', () => {
    const track = vi.fn();
    const { core, openUrl } = setup({ track });
    expect(screen.getByText('Loading notifications…').getAttribute('role')).toBe('status');
    act(() => {
      core.append({ type: 'notes/received', notes: [], listIds: [], complete: true });
    });
    expect(screen.getByText('No notifications yet.')).toBeTruthy();
    expect(track).toHaveBeenCalledWith('notifications_empty_message_shown', { filter: 'all' });
    fireEvent.click(screen.getByRole('link', { name: /Comment on posts/ }));
    expect(openUrl).toHaveBeenCalledWith('https://app.example/read');
    expect(track).toHaveBeenCalledWith('notifications_empty_message_clicked', { filter: 'all' });
    act(() => {
      core.append({ type: 'filter/chosen', name: 'unread' });
    });
    // The Unread tab asks the server for unread notes beyond the window: loading until it answers.
    expect(screen.getByText('Loading notifications…')).toBeTruthy();
    expect(screen.queryByText("You're all caught up!")).toBeNull();
    act(() => {
      core.append({ type: 'notes/unreadPageReceived', notes: [], ended: true });
    });
    expect(screen.getByText("You're all caught up!")).toBeTruthy();
  });

  it('a filter whose view is not full shows a loading row below its rows while older pages may exist', async () => {
    const { core } = setup();
    const comment = makeNote({ id: 1, type: 'comment' });
    act(() => {
      core.append({ type: 'notes/received', notes: [comment, makeNote({ id: 2, type: 'like' })], listIds: [1, 2], complete: false });
      core.append({ type: 'filter/chosen', name: 'comments' });
      // What the list measures in a browser (happy-dom lays nothing out): its one row cannot scroll.
      core.append({ type: 'list/measured', filter: 'comments', rows: 1, canScroll: false });
    });
    expect(screen.getAllByRole('status').map((element) => element.textContent)).toContain('Loading notifications…');
    expect(screen.queryByText('No new comments yet!')).toBeNull();
    act(() => {
      core.append({ type: 'notes/pagingEnded' });
    });
    await waitFor(() => expect(screen.queryByText('Loading notifications…')).toBeNull());
  });

  it('the list says, once laid out, whether its rows can scroll (the sync engine loads more while they cannot)', () => {
    const height = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(900);
    try {
      const { core, state, clock } = setup({ notes: makeNotes(3) });
      // Said in a task after the render's.
      expect(state().ui.listMeasured).toBeUndefined();
      act(() => clock.advance(0));
      expect(state().ui.listMeasured).toEqual({ filter: 'all', rows: 3, canScroll: false });
      // Twenty rows are taller than the 900 px the list was measured at.
      act(() => {
        core.append({ type: 'notes/received', notes: makeNotes(20), listIds: makeNotes(20).map((note) => note.id) });
      });
      act(() => clock.advance(0));
      expect(state().ui.listMeasured).toEqual({ filter: 'all', rows: 20, canScroll: true });
    } finally {
      height.mockRestore();
    }
  });

  it('shows an error view with a retry button when loading fails', () => {
    const { core, retry } = setup();
    act(() => {
      core.append({ type: 'notes/loadFailed', message: 'Network error', background: false });
    });
    expect(screen.getByRole('alert').textContent).toContain('couldn’t load your notifications');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('a click opens a row and a second click closes it; meta- or shift-click opens the note URL', () => {
    const { state, openUrl } = setup({ notes: [makeNote({ id: 5, url: 'https://blog.example/post#comment-5' })] });
    fireEvent.click(rows()[0]!);
    expect(state().ui.selectedNoteId).toBe(5);
    fireEvent.click(rows()[0]!);
    expect(state().ui.selectedNoteId).toBeNull();
    fireEvent.click(rows()[0]!, { metaKey: true });
    fireEvent.click(rows()[0]!, { shiftKey: true });
    expect(openUrl).toHaveBeenCalledTimes(2);
    expect(openUrl).toHaveBeenCalledWith('https://blog.example/post#comment-5');
    expect(state().ui.selectedNoteId).toBeNull();
  });

  it('never opens a javascript: note URL', () => {
    const { openUrl } = setup({ notes: [makeNote({ id: 5, url: 'javascript:alert(1)' })] });
    fireEvent.click(rows()[0]!, { metaKey: true });
    expect(openUrl).not.toHaveBeenCalled();
  });

  it('shows the undo bar in place of a note being trashed, in the words its action declares; Undo brings it back', () => {
    const trash = defineAction({
      name: 'trash',
      label: 'Trash',
      undo: 'trash',
      undoTexts: { trash: { done: ['Comment trashed', '%d comments trashed'], undone: ['Back.', '%d back.'] } },
      perform: ({ note }) => [{ type: 'undo/started', id: note.id, kind: 'trash' }],
    });
    const { core, state } = setup({ notes: makeNotes(3), plugins: [approve, trash] });
    act(() => {
      core.append({ type: 'undo/started', id: 2, kind: 'trash' });
    });
    const bar = document.querySelector<HTMLElement>('.wpnc__list .wpnc__undo')!;
    expect(within(bar).getByText('Comment trashed')).toBeTruthy();
    expect(rows().map((row) => row.dataset.noteId)).toEqual(['1', '3']);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(state().undo).toBeNull();
    expect(rows().map((row) => row.dataset.noteId)).toContain('2');
  });
});

describe('the detail and the keyboard', () => {
  it('opening a note focuses its heading; Back returns focus to its row', () => {
    setup({ notes: makeNotes(3) });
    fireEvent.click(rows()[1]!);
    const heading = screen.getByRole('heading', { name: 'Note 2' });
    expect(document.activeElement).toBe(heading);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect((document.activeElement as HTMLElement).dataset.noteId).toBe('2');
  });

  it('in the narrow layout (the list is not drawn while a note is open), Escape returns focus to the row that was open', () => {
    const width = window.innerWidth;
    window.innerWidth = 400;
    try {
      setup({ notes: makeNotes(3) });
      fireEvent.click(rows()[1]!);
      expect(rows()).toEqual([]);
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Note 2' }));
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
      expect((document.activeElement as HTMLElement).dataset.noteId).toBe('2');
    } finally {
      window.innerWidth = width;
    }
  });

  it('previous and next arrows are disabled at the ends', () => {
    setup({ notes: makeNotes(2) });
    fireEvent.click(rows()[0]!);
    expect(screen.getByRole('button', { name: 'Previous notification' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next notification' }));
    expect(screen.getByRole('heading', { name: 'Note 2' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next notification' }).hasAttribute('disabled')).toBe(true);
  });

  it('j, k and Escape on the window navigate; keys typed into a field do nothing', () => {
    const { state } = setup({ notes: makeNotes(3) });
    fireEvent.keyDown(window, { key: 'j' });
    fireEvent.keyDown(window, { key: 'j' });
    expect(state().ui.selectedNoteId).toBe(2);
    fireEvent.keyDown(window, { key: 'k' });
    expect(state().ui.selectedNoteId).toBe(1);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(state().ui.selectedNoteId).toBeNull();
    const input = document.createElement('input');
    document.body.append(input);
    input.focus();
    fireEvent.keyDown(input, { key: 'j' });
    expect(state().ui.selectedNoteId).toBeNull();
    input.remove();
  });

  it('Enter (or j) on the row that has keyboard focus opens that row, not the last opened one', async () => {
    const user = userEvent.setup();
    const { state } = setup({ notes: makeNotes(4) });
    fireEvent.keyDown(window, { key: 'j' }); // opens note 1 …
    fireEvent.keyDown(window, { key: 'Escape' }); // … and goes back: note 1 is the last opened
    for (let presses = 0; presses < 20 && (document.activeElement as HTMLElement | null)?.dataset.noteId !== '3'; presses++) await user.tab();
    expect((document.activeElement as HTMLElement).dataset.noteId).toBe('3');
    await user.keyboard('{Enter}');
    expect(state().ui.selectedNoteId).toBe(3);
    expect(screen.getByRole('heading', { name: 'Note 3' })).toBeTruthy();
    // Back puts focus on row 3; Tab moves it to row 4, and j, like Enter, starts from there.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await user.tab();
    expect((document.activeElement as HTMLElement).dataset.noteId).toBe('4');
    await user.keyboard('j');
    expect(state().ui.selectedNoteId).toBe(4);
  });

  it('Enter on a focused header button presses that button and opens no note', async () => {
    const user = userEvent.setup();
    const { state } = setup({ notes: makeNotes(3) });
    const markAll = screen.getByRole('button', { name: 'Mark all as read' });
    markAll.focus();
    await user.keyboard('{Enter}');
    expect(state().ui.selectedNoteId).toBeNull();
    // The button did its own job: every note is read, so it stays, dimmed, with the focus.
    expect(markAll.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(markAll);
    // The list's own keys still work from there: j is no control's key.
    await user.keyboard('j');
    expect(state().ui.selectedNoteId).toBe(1);
  });

  it('shows the action buttons the note offers, and pressing one toggles its label', () => {
    const { state } = setup({ notes: makeNotes(1) });
    fireEvent.click(rows()[0]!);
    const button = within(screen.getByRole('group', { name: 'Actions' })).getByRole('button', { name: 'Approve' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    expect(approvals.read(state())[1]).toBe(true);
    expect(screen.getByRole('button', { name: 'Approved' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('announces status messages in a polite live region', () => {
    const { core } = setup({ notes: makeNotes(1) });
    act(() => {
      core.append({ type: 'status/shown', message: 'Reply posted!', kind: 'success', link: { url: 'https://blog.example/#comment-9', label: 'View your comment.' } });
    });
    // The status bar's region (the search's own region, SearchStatus, is another one).
    const live = screen.getAllByRole('status').find((element) => element.getAttribute('aria-live') === 'polite' && !element.classList.contains('wpnc__search-status'))!;
    expect(live.textContent).toBe('Reply posted! View your comment.');
    expect(within(live).getByRole('link').getAttribute('href')).toBe('https://blog.example/#comment-9');
  });
});

describe('row avatars', () => {
  it('show initials when the image fails to load, and never a javascript: src', () => {
    setup({ notes: [makeNote({ id: 1, icon: 'https://gravatar.example/a.png' }), makeNote({ id: 2, icon: 'javascript:alert(1)', timestamp: '2026-01-01T09:00:00Z' })] });
    const [first, second] = rows();
    const image = first!.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('https://gravatar.example/a.png');
    // 32 px, carrying the type badge and the bulk checkbox (docs/spec-differences.md: SPEC §9 says 24).
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['32', '32']);
    fireEvent.error(image);
    expect(first!.querySelector('img')).toBeNull();
    expect(first!.querySelector('.wpnc__avatar-initials')?.textContent).toBe('N1');
    expect(second!.querySelector('img')).toBeNull();
    expect(second!.querySelector('.wpnc__avatar-initials')).not.toBeNull();
  });
});

describe('translations', () => {
  it('translates labels and plugin messages at render time, with the locale data given later', async () => {
    const { createI18n } = await import('@wordpress/i18n');
    const i18n = createI18n();
    const harness = testCore({ plugins: [...TAB_NOTE_TYPES, approve], open: true, notes: makeNotes(1) });
    render(<NotificationsPanel core={harness.core} i18n={i18n} host={{ openUrl: () => {} }} />);
    expect(screen.getByRole('tab', { name: 'Subscribers' })).toBeTruthy();
    act(() => {
      i18n.setLocaleData({ '': { domain: 'default', lang: 'fr' }, Subscribers: ['Abonnés'], 'Reply posted!': ['Réponse publiée !'] } as never);
    });
    expect(screen.getByRole('tab', { name: 'Abonnés' })).toBeTruthy();
    act(() => {
      harness.core.append({ type: 'status/shown', message: 'Reply posted!', kind: 'success' });
    });
    expect(screen.getByText('Réponse publiée !')).toBeTruthy();
  });
});

describe('rendering cost', () => {
  it('a j press touches the DOM of only the two rows whose selection changed (no remounts, no churn)', () => {
    const { core } = setup({ notes: makeNotes(30) });
    act(() => {
      core.append({ type: 'viewport/resized', width: 1200, height: 3000 });
    });
    fireEvent.keyDown(window, { key: 'j' });
    const list = document.querySelector('.wpnc__list-inner')!;
    const observer = new MutationObserver(() => {});
    observer.observe(list, { subtree: true, attributes: true, childList: true, characterData: true });
    fireEvent.keyDown(window, { key: 'j' });
    const records = observer.takeRecords();
    observer.disconnect();
    const touched = new Set<string>();
    for (const record of records) {
      const element = record.target instanceof Element ? record.target : record.target.parentElement;
      const row = element?.closest<HTMLElement>('[data-note-id]');
      touched.add(row ? row.dataset.noteId! : `outside a row: ${element?.className ?? '?'}`);
    }
    expect([...touched].sort()).toEqual(['1', '2']);
  });
});

describe('a panel that owns its core', () => {
  it('survives StrictMode’s unmount and remount and keeps working', async () => {
    const { StrictMode } = await import('react');
    const view = render(
      <StrictMode>
        <NotificationsPanel isShowing plugins={TAB_NOTE_TYPES} host={{ openUrl: () => {} }} />
      </StrictMode>,
    );
    expect(screen.getByText('Loading notifications…')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Likes' }));
    expect(screen.getByRole('tab', { name: 'Likes' }).getAttribute('aria-selected')).toBe('true');
    view.unmount();
  });
});

describe('focus on a page', () => {
  it('a panel created with a note open leaves the page focus alone; a note opened later takes it', () => {
    const harness = testCore({ plugins: [...TAB_NOTE_TYPES, approve], open: true, notes: makeNotes(3) });
    harness.core.append({ type: 'note/selected', id: 1 });
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    render(<NotificationsPanel core={harness.core} host={{ openUrl: () => {} }} />);
    expect(document.activeElement).toBe(field);
    field.remove();
    fireEvent.click(screen.getByRole('button', { name: 'Next notification' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Note 2' }));
  });
});

describe('scrolling the list', () => {
  it('hands the scroll position to the host once scrolling stops for 200 ms; its sync engine decides whether to load more', () => {
    const harness = testCore({ plugins: [...TAB_NOTE_TYPES, approve], open: true, notes: makeNotes(20) });
    const onListScroll = vi.fn();
    render(<NotificationsPanel core={harness.core} host={{ openUrl: () => {}, onListScroll }} />);
    const list = document.querySelector<HTMLElement>('.wpnc__list')!;
    Object.defineProperty(list, 'scrollHeight', { value: 1500 });
    Object.defineProperty(list, 'clientHeight', { value: 600 });
    list.scrollTop = 500;
    fireEvent.scroll(list);
    act(() => harness.clock.advance(150));
    list.scrollTop = 700;
    fireEvent.scroll(list);
    act(() => harness.clock.advance(199));
    expect(onListScroll).not.toHaveBeenCalled();
    act(() => harness.clock.advance(1));
    expect(onListScroll).toHaveBeenCalledExactlyOnceWith({ scrollTop: 700, clientHeight: 600, scrollHeight: 1500 });
  });
});
