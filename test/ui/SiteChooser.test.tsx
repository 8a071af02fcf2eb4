// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultPlugins } from '../../plugins/index.ts';
import { makeNote } from '../support/notes.ts';
import { testCore } from '../support/core.ts';
import type { Note } from '../../src/core/note.ts';
import { NotificationsPanel } from '../../src/ui/Panel.tsx';

function setup(notes: Note[]) {
  const harness = testCore({ plugins: defaultPlugins, open: true, notes });
  render(<NotificationsPanel core={harness.core} host={{ openUrl: () => {}, appOrigin: 'https://app.example' }} />);
  return harness;
}

const onSite = (id: number, site: number | undefined, home?: string) =>
  makeNote({
    id,
    timestamp: `2026-01-01T10:0${id}:00Z`,
    meta: { ids: site === undefined ? { post: 2 } : { site, post: 2 } },
    body: [{ text: 'Ada', type: 'user', meta: { ids: { user: 7, ...(site === undefined ? {} : { site }) }, ...(home ? { titles: { home } } : {}) } }],
  });
const sitesButton = () => document.querySelector<HTMLButtonElement>('.wpnc__sites-button');

describe('the site chooser', () => {
  it('offers its menu when a note is about a site: every site, most notes first, with its count', () => {
    setup([onSite(1, 70, 'Ada’s blog'), onSite(2, 71, 'Bo’s blog'), onSite(3, 71, 'Bo’s blog'), onSite(4, undefined)]);
    expect(sitesButton()).not.toBeNull();
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(sitesButton()!);
    const entries = within(screen.getByRole('menu'))
      .getAllByRole('menuitemradio')
      .map((item) => [item.querySelector('.wpnc__sites-name')?.textContent, item.querySelector('.wpnc__sites-count')?.textContent]);
    expect(entries).toEqual([['All sites', undefined], ['Bo’s blog', '2'], ['Ada’s blog', '1']]);
  });

  it('moves along its entries with the arrows, wrapping at the ends, and to the ends with Home and End', () => {
    setup([onSite(1, 70, 'Ada’s blog'), onSite(2, 71, 'Bo’s blog')]);
    fireEvent.click(sitesButton()!);
    const entries = within(screen.getByRole('menu')).getAllByRole('menuitemradio');
    const focused = () => entries.indexOf(document.activeElement as HTMLElement);
    const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });
    expect(focused()).toBe(0);
    press('ArrowUp');
    expect(focused()).toBe(2);
    press('ArrowDown');
    expect(focused()).toBe(0);
    press('ArrowDown');
    expect(focused()).toBe(1);
    press('End');
    expect(focused()).toBe(2);
    press('Home');
    expect(focused()).toBe(0);
  });

  it('is not shown when no note is about a site', () => {
    setup([onSite(1, undefined), onSite(2, undefined)]);
    expect(sitesButton()).toBeNull();
  });
});
