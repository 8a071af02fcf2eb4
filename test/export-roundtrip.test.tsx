// @vitest-environment happy-dom
// The panel's exported event log, replayed by the CLI, gives the screen the user saw.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { replay } from '../cli/replay.ts';
import { renderScreen } from '../cli/screen.ts';
import { defaultPlugins } from '../plugins/index.ts';
import { NotificationsPanel } from '../src/ui/Panel.tsx';
import { makeNotes } from './support/notes.ts';
import { testCore } from './support/core.ts';

describe('event log export', () => {
  it('exports from the settings\' "Report a problem" a log that replays to the same screen', () => {
    const { core, clock } = testCore({ plugins: defaultPlugins, notes: makeNotes(6), open: true, logLimit: 8 });
    const saveFile = vi.fn<(name: string, text: string) => void>();
    render(<NotificationsPanel core={core} host={{ openUrl: () => {}, saveFile, appOrigin: 'https://app.example' }} />);
    fireEvent.keyDown(window, { key: 'j' });
    fireEvent.keyDown(window, { key: 'j' });
    fireEvent.keyDown(window, { key: 'Escape' });
    fireEvent.click(screen.getByRole('tab', { name: 'Unread' }));
    act(() => {
      clock.advance(5_000);
      core.append({ type: 'status/shown', message: 'Hello from the log', kind: 'info' });
    });
    // Not in the keyboard help (what a user does), but where support asks for it.
    fireEvent.click(screen.getByRole('button', { name: 'Keyboard shortcuts' }));
    expect(screen.queryByRole('button', { name: 'Export event log' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    const report = screen.getByRole('region', { name: 'Report a problem' });
    fireEvent.click(within(report).getByRole('button', { name: 'Export event log' }));

    expect(saveFile).toHaveBeenCalledOnce();
    const [name, text] = saveFile.mock.calls[0]!;
    expect(name).toMatch(/^notifications-log-.*\.jsonl$/);
    const file = join(mkdtempSync(join(tmpdir(), 'export-')), name);
    writeFileSync(file, text);
    const live = renderScreen(core.state.value, core.select, core.registry);
    expect(replay(file, defaultPlugins)).toBe(live);
    expect(live).toContain('[Unread]');
    expect(live).toContain('Hello from the log');
  });
});
