// @vitest-environment happy-dom
/**
 * A note missing any field the panel can draw without is drawn, in the list and opened (issue 25):
 * parsed as the API client parses a list answer, then shown by the real panel.
 */
import { readFileSync } from 'node:fs';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fetchNotes } from '../src/api/notifications.ts';
import { toCoreNote } from '../src/sync/context.ts';
import { NotificationsPanel } from '../src/ui/Panel.tsx';
import { testCore } from './support/core.ts';

const sample = JSON.parse(readFileSync(`${process.cwd()}/fixtures/notes-sample.json`, 'utf8')) as { notes: Record<string, unknown>[] };
const comment = sample.notes.find((note) => note.type === 'comment')!;
const OPTIONAL = ['read', 'noticon', 'icon', 'url', 'title', 'header', 'meta', 'note_hash'];

describe('a note missing an optional field', () => {
  it.each(OPTIONAL)('is drawn without its %s, in the list and opened', async (field) => {
    const raw = Object.fromEntries(Object.entries({ ...comment, subject: [{ text: `Without ${field}` }] }).filter(([key]) => key !== field));
    const page = await fetchNotes({ req: { get: () => Promise.resolve({ notes: [raw] }) } } as never, { number: 10 });
    expect(page.dropped).toEqual([]);
    const { core } = testCore({ notes: page.notes.map(toCoreNote), open: true, start: Date.parse('2018-06-16T12:00:00Z') });
    render(<NotificationsPanel core={core} host={{ openUrl: () => undefined, appOrigin: 'https://app.example' }} />);
    const row = screen.getByText(`Without ${field}`).closest('[data-note-id]')!;
    expect(row).toBeTruthy();
    fireEvent.click(row);
    expect(core.state.value.ui.selectedNoteId).toBe(comment.id);
    expect(screen.getAllByText(`Without ${field}`).length).toBeGreaterThanOrEqual(2);
  });
});
