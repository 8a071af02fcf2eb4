// @vitest-environment happy-dom
// The panel translates through the 100-entry cache (SPEC §9), not straight through the i18n it is
// given: a list of many rows asks the language data once per label, not once per row and render.
import { act, render } from '@testing-library/react';
import { createI18n } from '@wordpress/i18n';
import { describe, expect, it, vi } from 'vitest';
import { makeNotes } from '../../test/support/notes.ts';
import { testCore } from '../../test/support/core.ts';
import { NotificationsPanel } from './Panel.tsx';

describe('the panel and its translation cache', () => {
  it('looks up each row label once for 30 rows and again none after re-renders', () => {
    const i18n = createI18n<string>({ '': { domain: 'default', lang: 'fr' }, unread: ['non lue'] });
    const lookup = vi.spyOn(i18n, '__');
    const { core } = testCore({ open: true, notes: makeNotes(30) });
    const view = render(<NotificationsPanel core={core} i18n={i18n} host={{ openUrl: vi.fn(), appOrigin: 'https://app.example' }} />);
    const rows = view.container.querySelectorAll('button[data-note-id]');
    expect(rows.length).toBeGreaterThan(5);
    // Every unread row says "unread" to screen readers, in the panel's language.
    expect([...rows].filter((row) => row.textContent?.includes('non lue')).length).toBe(rows.length);
    const asked = () => lookup.mock.calls.filter(([text]) => text === 'unread').length;
    expect(asked()).toBe(1);
    act(() => void core.append({ type: 'filter/chosen', name: 'unread' }));
    act(() => void core.append({ type: 'filter/chosen', name: 'all' }));
    expect(asked()).toBe(1);
  });
});
