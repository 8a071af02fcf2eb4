// @vitest-environment happy-dom
// The open note, the Sites menu and the undo bar are later views (src/ui/views.tsx). test/setup.ts
// preloads them for the other tests; here fresh modules show the path a panel takes when one is
// wanted before the idle preload has run: a loading state (or nothing), then the view, with focus
// where it would have been.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { beforeEach, expect, it, vi } from 'vitest';
import { makeNote } from '../../test/support/notes.ts';

beforeEach(() => {
  vi.resetModules();
  // No idle time in this test: the preload must not run before the note is opened.
  vi.stubGlobal('requestIdleCallback', () => 0);
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  return () => vi.unstubAllGlobals();
});

it('Panel.tsx does not import the detail view statically', () => {
  const source = readFileSync('src/ui/Panel.tsx', 'utf8');
  expect(source).not.toMatch(/from '\.\/NoteDetail\.tsx'/);
  expect(source).not.toMatch(/from '\.\/BulkToolbar\.tsx'/);
});

it('the list does not import the Sites menu, the undo bar or the empty state statically (the first open carries none)', () => {
  for (const file of ['Panel.tsx', 'SiteChooser.tsx', 'ListLines.tsx', 'UndoRegion.tsx', 'NoteList.tsx']) {
    expect(readFileSync(`src/ui/${file}`, 'utf8')).not.toMatch(/from '\.\/(SiteMenu|UndoBar|EmptyState)\.tsx'/);
  }
});

it('an empty tab before its words have loaded says it is loading, then what the tab says', async () => {
  const { NotificationsPanel } = await import('./Panel.tsx');
  const { defaultPlugins } = await import('../../plugins/index.ts');
  const { testCore } = await import('../../test/support/core.ts');
  const { core } = testCore({ plugins: defaultPlugins, open: true });
  render(<NotificationsPanel core={core} host={{ openUrl: vi.fn(), appOrigin: 'https://app.example' }} />);
  act(() => void core.append({ type: 'notes/received', notes: [], listIds: [], complete: true }));
  expect(document.querySelector('.wpnc__tabpanel .wpnc__loading')?.textContent).toBe('Loading notifications…');
  expect(await screen.findByText('No notifications yet.', {}, { timeout: 10_000 })).toBeTruthy();
  expect(screen.queryByText('Loading notifications…')).toBeNull();
}, 20_000);

it('the Sites menu opened by its key before it has loaded shows once it has, its entry focused; Escape puts focus back on the button', async () => {
  const { NotificationsPanel } = await import('./Panel.tsx');
  const { defaultPlugins } = await import('../../plugins/index.ts');
  const { testCore } = await import('../../test/support/core.ts');
  const { core } = testCore({ plugins: defaultPlugins, open: true, notes: [makeNote({ id: 3 })] });
  render(<NotificationsPanel core={core} host={{ openUrl: vi.fn(), appOrigin: 'https://app.example' }} />);
  const button = screen.getByRole('button', { name: 'Sites' });
  button.focus();
  act(() => void fireEvent.keyDown(button, { key: 'ArrowDown' }));
  expect(button.getAttribute('aria-expanded')).toBe('true');
  expect(screen.queryByRole('menu')).toBeNull();
  const all = await screen.findByRole('menuitemradio', { name: 'All sites' }, { timeout: 10_000 });
  await waitFor(() => expect(document.activeElement).toBe(all));
  expect(screen.getAllByRole('menuitemradio')).toHaveLength(2);
  act(() => void fireEvent.keyDown(all, { key: 'Escape' }));
  expect(screen.queryByRole('menu')).toBeNull();
  expect(document.activeElement).toBe(button);
}, 20_000);

it('a trash before the undo bar has loaded: the live region says it at once, the bar shows once loaded, and Undo takes it back', async () => {
  const { NotificationsPanel } = await import('./Panel.tsx');
  const { defaultPlugins } = await import('../../plugins/index.ts');
  const { testCore } = await import('../../test/support/core.ts');
  const { core } = testCore({ plugins: defaultPlugins, open: true, notes: [makeNote({ id: 3 }), makeNote({ id: 4 })] });
  render(<NotificationsPanel core={core} host={{ openUrl: vi.fn(), appOrigin: 'https://app.example' }} />);
  act(() => void core.append({ type: 'undo/started', id: 3, kind: 'trash' }));
  expect(document.querySelector('.wpnc__notices .wpnc__sr-only[aria-live="polite"]')?.textContent).toBe('Comment trashed');
  expect(document.querySelector('.wpnc__undo')).toBeNull();
  const undo = await screen.findByRole('button', { name: 'Undo' }, { timeout: 10_000 });
  expect(document.querySelector('.wpnc__list .wpnc__undo-message')?.textContent).toBe('Comment trashed');
  act(() => void fireEvent.click(undo));
  expect(core.state.peek().undo).toBeNull();
}, 20_000);

it('opening a note before the detail has loaded shows a loading state, then the note, focused', async () => {
  const { NotificationsPanel } = await import('./Panel.tsx');
  const { defaultPlugins } = await import('../../plugins/index.ts');
  const { testCore } = await import('../../test/support/core.ts');
  const { core } = testCore({ plugins: defaultPlugins, open: true, notes: [makeNote({ id: 3 })] });
  render(<NotificationsPanel core={core} host={{ openUrl: vi.fn(), appOrigin: 'https://app.example' }} />);
  const row = screen.getAllByRole('button').find((button) => button.dataset.noteId === '3')!;
  act(() => {
    fireEvent.click(row);
  });
  expect(document.querySelector('.wpnc__detail[aria-busy="true"]')).not.toBeNull();
  const heading = await waitFor(() => document.getElementById('wpnc-detail-title') ?? Promise.reject(new Error('no detail yet')), { timeout: 10_000 });
  expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  await waitFor(() => expect(document.activeElement).toBe(heading));
}, 20_000);

it('offline, the idle preload does not ask for the views (the fetch would fail); back online, it does', async () => {
  let asked = 0;
  vi.doMock('./later-views.ts', async (importOriginal) => {
    asked += 1;
    return importOriginal();
  });
  vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 0));
  vi.stubGlobal('cancelIdleCallback', (id: number) => clearTimeout(id));
  const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  const { NotificationsPanel } = await import('./Panel.tsx');
  const { laterViewsLoaded } = await import('./views.tsx');
  const { defaultPlugins } = await import('../../plugins/index.ts');
  const { testCore } = await import('../../test/support/core.ts');
  const { core } = testCore({ plugins: defaultPlugins, open: true, notes: [makeNote({ id: 3 })] });
  render(<NotificationsPanel core={core} host={{ openUrl: vi.fn(), appOrigin: 'https://app.example' }} />);
  await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
  expect(asked).toBe(0);
  onLine.mockReturnValue(true);
  act(() => void window.dispatchEvent(new Event('online')));
  await waitFor(() => expect(laterViewsLoaded()).toBe(true), { timeout: 10_000 });
  expect(asked).toBe(1);
  onLine.mockRestore();
}, 20_000);
