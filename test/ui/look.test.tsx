// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { defaultPlugins } from '../../plugins/index.ts';
import { makeNote } from '../support/notes.ts';
import { testCore } from '../support/core.ts';
import { NotificationsPanel, type PanelTheme } from '../../src/ui/Panel.tsx';

const liked = makeNote({
  id: 1,
  type: 'like',
  icon: 'https://0.gravatar.com/avatar/abc?s=256',
  subject: [{ text: 'Ana Wójcik and 2 others liked your post', ranges: [{ type: 'user', id: 42, indices: [0, 10] }] }],
});

function setup(options: { notes?: ReturnType<typeof makeNote>[]; locale?: string; theme?: PanelTheme } = {}) {
  const harness = testCore({ plugins: defaultPlugins, open: true, notes: options.notes ?? [liked], locale: options.locale });
  const view = render(<NotificationsPanel core={harness.core} host={{ openUrl: vi.fn(), appOrigin: 'https://app.example' }} theme={options.theme} />);
  return { ...harness, view };
}

const row = (id: number) => document.querySelector<HTMLElement>(`[data-note-id="${id}"]`)!;

describe('rows', () => {
  it('show the avatar at twice the density, and initials on a colour when it fails to load', () => {
    setup();
    const image = row(1).querySelector('img')!;
    expect(image.getAttribute('src')).toBe('https://0.gravatar.com/avatar/abc?s=32');
    expect(image.getAttribute('srcset')).toBe('https://0.gravatar.com/avatar/abc?s=64 2x');
    fireEvent.error(image);
    const initials = row(1).querySelector<HTMLElement>('.wpnc__avatar-initials')!;
    expect(initials.textContent).toBe('AW');
    expect(initials.style.backgroundColor).not.toBe('');
  });

  it('show initials at once for a note without an avatar, and the note type on the corner', () => {
    setup({ notes: [{ ...liked, icon: undefined }, makeNote({ id: 2, type: 'comment', subject: [{ text: 'Bo commented' }] })] });
    expect(row(1).querySelector('img')).toBeNull();
    expect(row(1).querySelector('.wpnc__avatar-badge')?.getAttribute('data-badge')).toBe('like');
    expect(row(1).querySelector('.wpnc__avatar-badge svg')).not.toBeNull();
    expect(row(2).querySelector('.wpnc__avatar-badge')?.getAttribute('data-badge')).toBe('comment');
  });

  it('emphasise the people the subject names and mark unread rows with a dot, not colour alone', () => {
    const { core } = setup();
    expect(row(1).querySelector('strong')?.textContent).toBe('Ana Wójcik');
    expect(row(1).querySelector('.wpnc__unread-dot')).not.toBeNull();
    act(() => {
      core.append({ type: 'note/markedRead', ids: [1] });
    });
    expect(row(1).querySelector('.wpnc__unread-dot')).toBeNull();
  });

  it('never show a private-use glyph: a Noticons glyph in a reply is drawn as an icon', () => {
    const reply = makeNote({ id: 3, body: [{ text: '\uf467 You replied to this comment.' }] });
    setup({ notes: [reply] });
    fireEvent.click(row(3));
    const detail = document.querySelector('.wpnc__detail')!;
    expect(detail.textContent).not.toMatch(/[\uf000-\uf8ff]/);
    expect(detail.querySelector('.wpnc__noticon svg[data-icon="reply"]')).not.toBeNull();
    expect(detail.textContent).toContain('You replied to this comment.');
  });
});

describe('the open note', () => {
  const comment = makeNote({
    id: 5,
    header: [
      { text: 'Ana Wójcik', ranges: [{ type: 'user', id: 42, indices: [0, 10] }], media: [{ type: 'image', indices: [0, 0], url: 'https://0.gravatar.com/avatar/abc?s=256' }] },
      { text: 'Why I stopped', ranges: [{ type: 'post', indices: [0, 13], url: 'https://blog.example/p', site_id: 70, id: 2 }] },
    ],
    body: [
      { text: 'Ana Wójcik', type: 'user', meta: { ids: { user: 42, site: 70 } }, media: [{ type: 'image', indices: [0, 0], url: 'https://0.gravatar.com/avatar/abc?s=256' }], actions: { follow: false } },
      { text: 'Hello', type: 'comment', meta: { ids: { comment: 5, post: 2, site: 70 } } },
    ],
  });

  it('shows each person with one avatar of their own colour, the same in the header and the body', () => {
    setup({ notes: [comment] });
    fireEvent.click(row(5));
    const detail = document.querySelector('.wpnc__detail')!;
    const avatars = [...detail.querySelectorAll<HTMLElement>('.wpnc__user-block .wpnc__avatar')];
    expect(avatars).toHaveLength(2);
    for (const avatar of avatars) fireEvent.error(avatar.querySelector('img')!);
    const initials = [...detail.querySelectorAll<HTMLElement>('.wpnc__avatar-initials')];
    expect(initials.map((element) => element.textContent)).toStrictEqual(['AW', 'AW']);
    expect(initials[0]!.style.backgroundColor).toBe(initials[1]!.style.backgroundColor);
    expect(detail.querySelectorAll('img')).toHaveLength(0);
  });
});

describe('layout', () => {
  it('follows the panel\'s own width, not the window\'s: a 500 px column shows the open note alone', () => {
    const spy = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 500, height: 600 } as DOMRect);
    try {
      const { core } = setup();
      expect(window.innerWidth).toBeGreaterThanOrEqual(800);
      expect(core.state.peek().ui.viewportWidth).toBe(500);
      fireEvent.click(row(1));
      expect(document.querySelector('.wpnc__detail')).not.toBeNull();
      expect(document.querySelector('.wpnc__list-view')).toBeNull();
    } finally {
      spy.mockRestore();
    }
  });
});

describe('direction and theme', () => {
  it('lays an Arabic panel out right to left, where ArrowLeft opens the note (on the left) and ArrowRight goes back', () => {
    const { core } = setup({ locale: 'ar' });
    expect(document.querySelector('.wpnc')?.getAttribute('dir')).toBe('rtl');
    act(() => {
      core.append({ type: 'note/selected', id: 1 });
      core.append({ type: 'note/unselected' });
    });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(core.state.peek().ui.selectedNoteId).toBeNull();
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(core.state.peek().ui.selectedNoteId).toBe(1);
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(core.state.peek().ui.selectedNoteId).toBeNull();
  });

  it('keeps left-to-right arrows for other languages: ArrowRight opens the note on the right', () => {
    const { core } = setup({ locale: 'fr' });
    expect(document.querySelector('.wpnc')?.getAttribute('dir')).toBe('ltr');
    act(() => {
      core.append({ type: 'note/selected', id: 1 });
      core.append({ type: 'note/unselected' });
    });
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(core.state.peek().ui.selectedNoteId).toBeNull();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(core.state.peek().ui.selectedNoteId).toBe(1);
  });

  it('takes the theme the host chose', () => {
    setup({ theme: 'dark' });
    expect(document.querySelector('.wpnc')?.getAttribute('data-theme')).toBe('dark');
  });

  it('follows the system setting when the host chose no theme', () => {
    setup();
    expect(document.querySelector('.wpnc')?.getAttribute('data-theme')).toBe('auto');
  });

  it('moves between filter tabs with the arrow that points the way they run', () => {
    setup({ locale: 'he' });
    const all = screen.getByRole('tab', { name: 'All' });
    fireEvent.keyDown(all, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Unread' }).getAttribute('aria-selected')).toBe('true');
  });
});
