// @vitest-environment happy-dom
// Plugins' settings (issue 41) in the panel: the settings popover draws each plugin's with the panel's
// controls; a choice set there survives a new core on the same storage (the browser's: the core's
// default in a browser), and `perform` and a tab read them. docs/plugins.md quotes the blocks between
// the `example:` markers of fixtures/plugins/starred.ts and plugins/actions/snooze-state.ts; the last
// test checks that it still does.
import { readFileSync } from 'node:fs';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultPlugins } from '../plugins/index.ts';
import { starAction } from '../fixtures/plugins/starred.ts';
import { NotificationsPanel } from '../src/panel.tsx';
import { testCore } from './support/core.ts';
import { makeNote } from './support/notes.ts';

const NOW = Date.parse('2026-01-01T12:00:00Z');
const notes = [
  makeNote({ id: 1, type: 'comment', timestamp: new Date(NOW - 3_600_000).toISOString(), subject: [{ text: 'Ada commented on Pears' }] }),
  makeNote({ id: 2, type: 'like', timestamp: new Date(NOW - 10 * 86_400_000).toISOString(), subject: [{ text: 'Maya liked Pears' }] }),
];

/** A panel on the core's default storage (happy-dom's localStorage), as a page that gives none has it. */
function setup() {
  const harness = testCore({ plugins: [...defaultPlugins, starAction], notes, open: true });
  const view = render(<NotificationsPanel core={harness.core} host={{ openUrl: () => {}, appOrigin: 'https://app.example' }} />);
  return { ...harness, view };
}
const rows = () => [...document.querySelectorAll<HTMLElement>('.wpnc__list [data-note-id]')].map((row) => Number(row.dataset.noteId));
const openSettings = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
  return screen.getByRole('dialog', { name: 'Settings' });
};

describe("a plugin's settings in the panel", () => {
  it('are set in the settings popover, read by perform and a tab, and survive a new core on the same storage', () => {
    const first = setup();
    const dialog = openSettings();
    const keep = within(dialog).getByLabelText<HTMLSelectElement>('The Starred tab lists starred notifications of');
    expect(keep.value).toBe('all');
    fireEvent.change(keep, { target: { value: 'week' } });
    const markRead = within(dialog).getByRole<HTMLInputElement>('switch', { name: 'Starring marks a notification as read' });
    expect(markRead.checked).toBe(false);
    fireEvent.click(markRead);
    const wake = within(dialog).getByLabelText<HTMLInputElement>('Snooze until tomorrow: wake me at');
    expect(wake.value).toBe('08:00');
    fireEvent.change(wake, { target: { value: '07:15' } });
    // Its close button closes it, and puts focus back on its button.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close settings' }));
    expect(screen.queryByRole('dialog', { name: 'Settings' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Settings' }));

    // perform read "marks as read"; the Starred tab keeps only the last week's.
    act(() => void first.core.perform('star', 1));
    act(() => void first.core.perform('star', 2));
    expect(first.state().reads).toMatchObject({ 1: true, 2: true });
    fireEvent.click(screen.getByRole('tab', { name: 'Starred' }));
    expect(rows()).toEqual([1]);
    first.view.unmount();
    first.core.dispose();

    const second = setup();
    const again = openSettings();
    expect(within(again).getByLabelText<HTMLSelectElement>('The Starred tab lists starred notifications of').value).toBe('week');
    expect(within(again).getByRole<HTMLInputElement>('switch', { name: 'Starring marks a notification as read' }).checked).toBe(true);
    expect(within(again).getByLabelText<HTMLInputElement>('Snooze until tomorrow: wake me at').value).toBe('07:15');
    // The keyboard help says the time set.
    fireEvent.click(screen.getByRole('button', { name: 'Keyboard shortcuts' }));
    expect(screen.queryByRole('dialog', { name: 'Settings' })).toBeNull();
    expect(screen.getByText('Snooze the notification until tomorrow, 7:15')).toBeTruthy();
    second.core.dispose();
  });

  it('close with Escape before the panel does, and with the panel', () => {
    const { core, state } = setup();
    openSettings();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Settings' })).toBeNull();
    expect(state().ui.isPanelOpen).toBe(true);
    // Escape in one of its fields (which the panel's keys leave alone) closes it too.
    const dialog = openSettings();
    fireEvent.keyDown(within(dialog).getByLabelText('Snooze until tomorrow: wake me at'), { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Settings' })).toBeNull();
    expect(state().ui.isPanelOpen).toBe(true);
    openSettings();
    act(() => void core.append({ type: 'panel/closed' }));
    act(() => void core.append({ type: 'panel/opened' }));
    expect(screen.queryByRole('dialog', { name: 'Settings' })).toBeNull();
  });

  it('are quoted verbatim by docs/plugins.md', () => {
    const source = ['fixtures/plugins/starred.ts', 'plugins/actions/snooze-state.ts'].map((file) => readFileSync(file, 'utf8')).join('');
    const doc = readFileSync('docs/plugins.md', 'utf8');
    const blocks = [...source.matchAll(/\/\/ example:([\w-]+)\n([\s\S]*?)\/\/ end\n/g)].filter((block) => ['starred', 'settings'].includes(block[1]!));
    expect(blocks.map((block) => block[1])).toEqual(['starred', 'settings']);
    for (const [, , code] of blocks) expect(doc).toContain(code!.trim());
  });
});
