// @vitest-environment happy-dom
// The follow action's user-block slot, as the panel draws it: one toggle per person.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { defaultPlugins } from '../../plugins/index.ts';
import { follows } from '../../plugins/actions/follow.ts';
import { makeNote } from '../support/notes.ts';
import { testCore } from '../support/core.ts';
import { NotificationsPanel } from '../../src/ui/Panel.tsx';

function setup(options: Parameters<typeof testCore>[0] = {}) {
  const harness = testCore({ plugins: defaultPlugins, open: true, ...options });
  render(<NotificationsPanel core={harness.core} host={{ openUrl: vi.fn(), retry: vi.fn(), appOrigin: 'https://app.example' }} />);
  return harness;
}

const rows = () => screen.queryAllByRole('button').filter((button) => button.hasAttribute('data-note-id'));

describe('subscribe buttons', () => {
  it('offers one Subscribe per user block and toggles only that person', () => {
    const note = makeNote({
      id: 4,
      type: 'like',
      body: [
        { text: 'Ann', type: 'user', meta: { ids: { user: 11, site: 110 } }, actions: { follow: false } },
        { text: 'Bo', type: 'user', meta: { ids: { user: 12, site: 120 } }, actions: { follow: true } },
      ],
    });
    // A follow call that has not answered yet: the toggle shows the new state, busy.
    const pending = new Promise<never>(() => {});
    const wpcom = { site: () => ({ follow: () => ({ follow: () => pending, unfollow: () => pending }) }) } as never;
    const { state } = setup({ notes: [note], wpcom });
    fireEvent.click(rows()[0]!);
    expect(screen.getByRole('button', { name: 'Subscribed: Bo' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe: Ann' }));
    expect(follows.read(state())).toEqual({ 11: { following: true, inFlight: true } });
    expect(screen.getByRole('button', { name: 'Subscribed: Ann' }).getAttribute('aria-busy')).toBe('true');
  });
});

describe('the action bar', () => {
  it('does not offer Subscribe again under the user blocks that have it', () => {
    const note = makeNote({ id: 5, type: 'like', body: [{ text: 'Bo', type: 'user', meta: { ids: { user: 12, site: 120 } }, actions: { follow: false } }] });
    setup({ notes: [note] });
    fireEvent.click(rows()[0]!);
    expect(screen.getAllByRole('button', { name: /^Subscribe/ }).map((button) => button.getAttribute('aria-label'))).toEqual(['Subscribe: Bo']);
  });
});
