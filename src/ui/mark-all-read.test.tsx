// @vitest-environment happy-dom
// Mark all as read in the header (split out of Panel.test.tsx, which had grown past 400 lines).
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeNote, makeNotes } from '../../test/support/notes.ts';
import { testCore } from '../../test/support/core.ts';
import { TAB_NOTE_TYPES } from '../../test/support/tab-note-types.ts';
import { NotificationsPanel } from './Panel.tsx';

describe('mark all as read', () => {
  it('marks every unread note read, then stays in its place, dimmed, and does nothing (the buttons beside it do not move)', () => {
    const { state, core } = testCore({ plugins: TAB_NOTE_TYPES, open: true, notes: [...makeNotes(3), makeNote({ id: 9, read: 1, timestamp: '2025-12-01T00:00:00Z' })] });
    render(<NotificationsPanel core={core} host={{ openUrl: vi.fn(), appOrigin: 'https://app.example' }} />);
    const markAll = screen.getByRole('button', { name: 'Mark all as read' });
    expect(markAll.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(markAll);
    expect(state().reads).toEqual({ 1: true, 2: true, 3: true });
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBe(markAll);
    expect(markAll.getAttribute('aria-disabled')).toBe('true');
    const logged = core.exportLog();
    fireEvent.click(markAll);
    expect(core.exportLog()).toBe(logged);
  });

  it('leaves it to the host\'s markAllRead when there is one (the sync engine also marks the notes not loaded)', () => {
    const harness = testCore({ plugins: TAB_NOTE_TYPES, open: true, notes: makeNotes(3) });
    const markAllRead = vi.fn();
    render(<NotificationsPanel core={harness.core} host={{ openUrl: vi.fn(), markAllRead, appOrigin: 'https://app.example' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(markAllRead).toHaveBeenCalledTimes(1);
    expect(harness.state().reads).toEqual({});
  });
});
