// @vitest-environment happy-dom
// A filter key shows its tab's preview ahead of the core (src/ui/FilterPreviews.tsx) only while the
// preview was drawn from the core's state as it is: one drawn before a note was read would show
// what the Unread tab no longer holds.
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { defaultPlugins } from '../../plugins/index.ts';
import { NotificationsPanel } from '../../src/ui/FullPanel.tsx';
import { makeNotes } from '../support/notes.ts';
import { testCore } from '../support/core.ts';

afterEach(() => vi.unstubAllGlobals());
afterEach(() => vi.restoreAllMocks());

/** Every observed element reports a 600 px box (happy-dom lays nothing out). */
class TallObserver {
  constructor(private readonly report: (entries: { target: Element; contentRect: { height: number }; borderBoxSize: { blockSize: number }[] }[]) => void) {}
  observe(target: Element) {
    this.report([{ target, contentRect: { height: 600 }, borderBoxSize: [{ blockSize: 60 }] }]);
  }
  disconnect() {}
  unobserve() {}
}

async function listWithPreviews() {
  vi.stubGlobal('ResizeObserver', TallObserver);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(600);
  const { core, state } = testCore({ plugins: defaultPlugins, open: true, notes: makeNotes(4) });
  render(<NotificationsPanel core={core} host={{ openUrl: vi.fn(), appOrigin: 'https://app.example' }} />);
  await waitFor(() => expect(document.querySelector('[data-preview="unread"]')).not.toBeNull());
  return { core, state };
}

it('u flips to the Unread preview drawn from the state as it is', async () => {
  const { state } = await listWithPreviews();
  fireEvent.keyDown(window, { key: 'u' });
  expect(document.querySelector('[data-preview="unread"]')?.getAttribute('data-flip')).toBe('in');
  expect(state().ui.filterName).toBe('all');
});

it('u pressed before the previews caught up with a read note changes the tab without a preview', async () => {
  const { core, state } = await listWithPreviews();
  const read = core.select.visibleNotes.value[0]!.id;
  // Read elsewhere; the key comes before React has drawn anything since.
  core.append({ type: 'note/markedRead', ids: [read] });
  fireEvent.keyDown(window, { key: 'u' });
  expect(document.querySelector('[data-flip]')).toBeNull();
  expect(state().ui.filterName).toBe('unread');
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(document.querySelector(`.wpnc__list .wpnc__row[data-note-id="${read}"]`)).toBeNull();
});
