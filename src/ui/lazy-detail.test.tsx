// @vitest-environment happy-dom
// The open note is a chunk of its own (src/ui/views.tsx). test/setup.ts preloads it for the
// other tests; here fresh modules show the path a panel takes when a note is opened before the
// idle preload has run: a loading state, then the note, with focus on its heading.
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
