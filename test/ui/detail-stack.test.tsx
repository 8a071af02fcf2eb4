// @vitest-environment happy-dom
// The open note's neighbours drawn underneath it (src/ui/DetailStack.tsx): a j shown ahead of the core.
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultPlugins } from '../../plugins/index.ts';
import { STEP_DEADLINE_MS } from '../../src/ui/key-flip.ts';
import { NotificationsPanel } from '../../src/ui/FullPanel.tsx';
import { makeNotes } from '../support/notes.ts';
import { testCore } from '../support/core.ts';

afterEach(() => vi.restoreAllMocks());

/** An open panel on the first of three notes, its next note drawn underneath; no frame ever comes. */
async function openOnFirst() {
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(600);
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
  const { core, state } = testCore({ plugins: defaultPlugins, open: true, notes: makeNotes(3) });
  render(<NotificationsPanel core={core} host={{ openUrl: vi.fn(), appOrigin: 'https://app.example' }} />);
  const first = core.select.visibleNotes.value[0]!.id;
  act(() => void core.append({ type: 'note/selected', id: first }));
  const next = core.select.nextNote.value!.id;
  await waitFor(() => expect(document.querySelector(`[data-slot-id="${next}"] .wpnc__detail-title`)).not.toBeNull());
  const slot = (id: number) => document.querySelector<HTMLElement>(`[data-slot-id="${id}"]`)!;
  return { core, state, first, next, slot };
}

describe('a step shown ahead of the core', () => {
  it('reaches the core by its deadline when no frame comes (the host hid the frame at once)', async () => {
    const { state, first, next } = await openOnFirst();
    fireEvent.keyDown(window, { key: 'j' });
    expect(document.querySelector(`[data-slot-id="${next}"]`)?.getAttribute('data-flip')).toBe('in');
    expect(state().ui.selectedNoteId).toBe(first);
    await act(() => new Promise((resolve) => setTimeout(resolve, STEP_DEADLINE_MS + 50)));
    expect(state().ui.selectedNoteId).toBe(next);
    expect(document.querySelector('[data-flip]')).toBeNull();
  });
});

describe('what a step moves in the frame it shows in', () => {
  it('j: the note shown is the one screen readers and the keys have (landmark, title id, focus), the one left is hidden and inert', async () => {
    const { state, first, next, slot } = await openOnFirst();
    fireEvent.keyDown(window, { key: 'j' });
    expect(state().ui.selectedNoteId).toBe(first);
    expect(slot(next).hasAttribute('aria-hidden')).toBe(false);
    expect(slot(next).hasAttribute('inert')).toBe(false);
    expect(document.getElementById('wpnc-detail-title')?.closest('[data-slot-id]')).toBe(slot(next));
    expect(slot(next).querySelector('section')!.getAttribute('aria-labelledby')).toBe('wpnc-detail-title');
    expect(document.activeElement).toBe(slot(next).querySelector('.wpnc__detail-title'));
    expect(slot(first).getAttribute('aria-hidden')).toBe('true');
    expect(slot(first).hasAttribute('inert')).toBe(true);
    expect(document.querySelectorAll('#wpnc-detail-title')).toHaveLength(1);
  });

  it('a note flipped to and removed before the core heard of the step: the core answers at once, and the open note is back, with the focus', async () => {
    const { core, state, first, next, slot } = await openOnFirst();
    const button = slot(first).querySelector<HTMLElement>('.wpnc__back')!;
    act(() => button.focus());
    fireEvent.keyDown(button, { key: 'j' });
    expect(document.activeElement).not.toBe(button);
    act(() => void core.append({ type: 'notes/removed', ids: [next] }));
    expect(state().ui.selectedNoteId).toBe(first);
    expect(document.querySelector('[data-flip]')).toBeNull();
    expect(slot(first).hasAttribute('aria-hidden')).toBe(false);
    expect(slot(first).hasAttribute('inert')).toBe(false);
    expect(document.getElementById('wpnc-detail-title')?.closest('[data-slot-id]')).toBe(slot(first));
    expect(document.activeElement).toBe(button);
  });
});

describe('the note a key would open, drawn ahead over the list', () => {
  it('is the focused row\'s note, hidden and inert; Enter shows that very element, then the core opens it', async () => {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(600);
    // One column: the panel's size is the window's where nothing is laid out.
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(480);
    const { core, state } = testCore({ plugins: defaultPlugins, open: true, notes: makeNotes(4) });
    render(<NotificationsPanel core={core} host={{ openUrl: vi.fn(), appOrigin: 'https://app.example' }} />);
    const [first, second] = core.select.visibleNotes.value.map((note) => note.id);
    const ahead = (id: number | undefined) => document.querySelector(`.wpnc__details[data-ahead] > [data-slot-id="${id}"]`);
    const titled = (id: number | undefined) => Boolean(ahead(id)?.querySelector('.wpnc__detail-title'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50))); // the open panel paints
    // Nothing focused: the first note.
    await waitFor(() => expect(titled(first)).toBe(true));
    const row = document.querySelector<HTMLElement>(`.wpnc__row[data-note-id="${second}"]`)!;
    act(() => row.focus());
    await waitFor(() => expect(titled(second)).toBe(true));
    const drawn = ahead(second)!;
    expect(drawn.getAttribute('aria-hidden')).toBe('true');
    expect(drawn.parentElement!.hasAttribute('inert')).toBe(true);
    expect(document.getElementById('wpnc-detail-title')).toBeNull();

    fireEvent.keyDown(row, { key: 'Enter' });
    expect(drawn.getAttribute('data-flip')).toBe('in');
    expect(state().ui.selectedNoteId).toBeNull();
    await waitFor(() => expect(state().ui.selectedNoteId).toBe(second));
    await waitFor(() => expect(document.activeElement?.id).toBe('wpnc-detail-title'));
    // The same element, now the open note: nothing was drawn again.
    expect(document.querySelector(`[data-slot-id="${second}"]`)).toBe(drawn);
    expect(drawn.hasAttribute('aria-hidden')).toBe(false);
    expect(drawn.parentElement!.hasAttribute('data-ahead')).toBe(false);
    expect(document.querySelector('[data-flip]')).toBeNull();
  });

  it('is not drawn where the open note goes beside the list (a wide panel)', async () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1024);
    const { core } = testCore({ plugins: defaultPlugins, open: true, notes: makeNotes(4) });
    render(<NotificationsPanel core={core} host={{ openUrl: vi.fn(), appOrigin: 'https://app.example' }} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50))); // the open panel paints
    expect(document.querySelector('.wpnc__details')).not.toBeNull();
    expect(document.querySelector('[data-slot-id]')).toBeNull();
  });
});
