// @vitest-environment happy-dom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { defaultPlugins } from '../../plugins/index.ts';
import { makeNote } from '../support/notes.ts';
import { testCore } from '../support/core.ts';
import { Avatar } from '../../src/ui/Avatar.tsx';
import { NotificationsPanel } from '../../src/ui/Panel.tsx';
import { profileReceived, type Profile } from '../../plugins/actions/reply/reply.ts';

const HIRO: Profile = { id: 1000000, username: 'hirotanaka', displayName: 'Hiro Tanaka', avatarUrl: 'https://0.gravatar.com/avatar/abc?s=96' };

/** The panel with Ada's comment (it offers a reply) open. */
function openComment() {
  const harness = testCore({ plugins: defaultPlugins, open: true, notes: [makeNote({ id: 1 })] });
  render(<NotificationsPanel core={harness.core} host={{ openUrl: vi.fn(), retry: vi.fn(), appOrigin: 'https://app.example' }} />);
  fireEvent.click(screen.getAllByRole('button').find((button) => button.dataset.noteId === '1')!);
  const box = screen.getByRole('textbox', { name: /^Reply to/ });
  const reply = box.closest<HTMLElement>('.wpnc__reply')!;
  const received = (profile: Profile) => act(() => void harness.core.append(profileReceived.make(null, { profile })));
  return { reply, received };
}

describe("the user's own avatar beside the reply box", () => {
  it('shows once the profile arrives, named for screen readers (no name is shown beside it)', () => {
    const { reply, received } = openComment();
    expect(within(reply).queryByRole('img')).toBeNull();
    received(HIRO);
    const avatar = within(reply).getByRole('img', { name: 'Replying as Hiro Tanaka' });
    const picture = avatar.querySelector('img')!;
    expect(picture.getAttribute('src')).toBe('https://0.gravatar.com/avatar/abc?s=32');
    expect(picture.getAttribute('alt')).toBe('');
  });

  it('falls back to initials on the user\'s colour when the picture fails, still named', () => {
    const { reply, received } = openComment();
    received(HIRO);
    fireEvent.error(reply.querySelector('img')!);
    const avatar = within(reply).getByRole('img', { name: 'Replying as Hiro Tanaka' });
    expect(avatar.querySelector('img')).toBeNull();
    const initials = avatar.querySelector<HTMLElement>('.wpnc__avatar-initials')!;
    expect(initials.textContent).toBe('HT');
    expect(initials.style.backgroundColor).not.toBe('');
  });

  it('uses the login when the profile has no display name or picture', () => {
    const { reply, received } = openComment();
    received({ id: 5, username: 'hiro' });
    const avatar = within(reply).getByRole('img', { name: 'Replying as hiro' });
    expect(avatar.textContent).toBe('H');
  });
});

describe('Avatar', () => {
  it('is hidden from assistive technology when the name is shown beside it', () => {
    render(<Avatar src={null} name="Ana Wójcik" seed="user:1" size={32} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(document.querySelector('.wpnc__avatar')!.getAttribute('aria-hidden')).toBe('true');
  });

  it('is one image with the given label otherwise', () => {
    render(<Avatar src={null} name="Ana Wójcik" seed="user:1" size={32} label="Ana Wójcik" />);
    const avatar = screen.getByRole('img', { name: 'Ana Wójcik' });
    expect(avatar.getAttribute('aria-hidden')).toBeNull();
    expect(avatar.textContent).toBe('AW');
  });
});
