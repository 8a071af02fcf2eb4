// @vitest-environment happy-dom
// The open note's neighbours drawn underneath it (src/ui/DetailStack.tsx): a j shown ahead of the core.
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultPlugins } from '../../plugins/index.ts';
import { STEP_DEADLINE_MS } from '../../src/ui/DetailStack.tsx';
import { NotificationsPanel } from '../../src/ui/FullPanel.tsx';
import { makeNotes } from '../support/notes.ts';
import { testCore } from '../support/core.ts';

afterEach(() => vi.restoreAllMocks());

describe('a step shown ahead of the core', () => {
  it('reaches the core by its deadline when no frame comes (the host hid the frame at once)', async () => {
    // Laid out (happy-dom lays nothing out), and no frame ever comes.
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(600);
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    const { core, state } = testCore({ plugins: defaultPlugins, open: true, notes: makeNotes(3) });
    render(<NotificationsPanel core={core} host={{ openUrl: vi.fn(), appOrigin: 'https://app.example' }} />);
    const first = core.select.visibleNotes.value[0]!.id;
    act(() => void core.append({ type: 'note/selected', id: first }));
    const next = core.select.nextNote.value!.id;
    await waitFor(() => expect(document.querySelector(`[data-slot-id="${next}"] .wpnc__detail-title`)).not.toBeNull());

    fireEvent.keyDown(window, { key: 'j' });
    expect(document.querySelector(`[data-slot-id="${next}"]`)?.getAttribute('data-flip')).toBe('in');
    expect(state().ui.selectedNoteId).toBe(first);
    await act(() => new Promise((resolve) => setTimeout(resolve, STEP_DEADLINE_MS + 50)));
    expect(state().ui.selectedNoteId).toBe(next);
    expect(document.querySelector('[data-flip]')).toBeNull();
  });
});
