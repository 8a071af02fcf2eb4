// @vitest-environment happy-dom
// A link inside a note's body opens the way the detail link does, through the host's openUrl (the
// panel lives in an iframe: the host decides how a tab opens), while the anchor keeps its real href.
import { cleanup, fireEvent, render, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Note } from '../../src/core/note.ts';
import { NotificationsPanel } from '../../src/ui/Panel.tsx';
import { defaultPlugins } from '../../plugins/index.ts';
import { makeNote } from '../support/notes.ts';
import { testCore } from '../support/core.ts';

const TEXT = 'See the guide, ask Ann, or write to us. Not this.';
const at = (word: string): [number, number] => [TEXT.indexOf(word), TEXT.indexOf(word) + word.length];

const note: Note = makeNote({
  id: 8,
  type: 'announcement',
  subject: [{ text: 'News from Store X', ranges: [{ type: 'link', indices: [10, 17], url: 'https://store.example/' }] }],
  body: [
    {
      text: TEXT,
      ranges: [
        { type: 'link', indices: at('the guide'), url: 'https://docs.example/guide' },
        { type: 'user', indices: at('Ann'), id: 77, url: 'https://ann.example' },
        { type: 'link', indices: at('write to us'), url: 'mailto:team@example.com' },
        { type: 'link', indices: at('Not this'), url: 'javascript:alert(1)' },
      ],
    },
  ],
});

let prevented: boolean[] = [];
// Runs after React's root listener: records what the panel did, then stops happy-dom navigating.
const recordDefault = (event: Event): void => {
  prevented.push(event.defaultPrevented);
  event.preventDefault();
};
beforeEach(() => {
  prevented = [];
  window.addEventListener('click', recordDefault);
});
afterEach(() => {
  window.removeEventListener('click', recordDefault);
  cleanup();
});

function openNote() {
  const openUrl = vi.fn();
  const { core } = testCore({ plugins: defaultPlugins, open: true, notes: [note] });
  core.append({ type: 'note/selected', id: note.id });
  render(<NotificationsPanel core={core} host={{ openUrl, appOrigin: 'https://app.example' }} />);
  const block = [...document.querySelectorAll<HTMLElement>('.wpnc__block')].find((element) => element.textContent === TEXT)!;
  return { openUrl, block: within(block) };
}

describe("a link inside a note's text", () => {
  it('a plain click opens it through the host, as the detail link does, and the anchor keeps its href', () => {
    const { openUrl, block } = openNote();
    const guide = block.getByRole('link', { name: 'the guide' });
    expect(guide.getAttribute('href')).toBe('https://docs.example/guide');
    fireEvent.click(guide);
    expect(openUrl).toHaveBeenCalledWith('https://docs.example/guide');
    expect(prevented).toEqual([true]);
  });

  it("a user's link opens their Reader page through the host", () => {
    const { openUrl, block } = openNote();
    fireEvent.click(block.getByRole('link', { name: 'Ann' }));
    expect(openUrl).toHaveBeenCalledWith('https://app.example/reader/users/id/77');
  });

  it("a link in the open note's header (its subject) opens through the host too", () => {
    const { openUrl } = openNote();
    const header = [...document.querySelectorAll<HTMLElement>('.wpnc__block')].find((element) => element.textContent === 'News from Store X')!;
    fireEvent.click(within(header).getByRole('link', { name: 'Store X' }));
    expect(openUrl).toHaveBeenCalledWith('https://store.example/');
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Meta', { metaKey: true }],
    ['Shift', { shiftKey: true }],
  ])('a %s-click is left to the browser (its own tab or window)', (_key, modifier) => {
    const { openUrl, block } = openNote();
    fireEvent.click(block.getByRole('link', { name: 'the guide' }), modifier);
    expect(openUrl).not.toHaveBeenCalled();
    expect(prevented).toEqual([false]);
  });

  it('a mail link is left to the mail client, and an unsafe one is no link at all', () => {
    const { openUrl, block } = openNote();
    fireEvent.click(block.getByRole('link', { name: 'write to us' }));
    expect(openUrl).not.toHaveBeenCalled();
    expect(prevented).toEqual([false]);
    expect(block.queryByRole('link', { name: 'Not this' })).toBeNull();
  });
});
