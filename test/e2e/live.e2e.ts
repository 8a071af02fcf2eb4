/**
 * The bell, its badge and live notes: the mock platform creates a note every two seconds and pushes
 * it over its WebSocket, so these tests see the panel react to the platform, not to a fixture.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectEventually, openFromBell, openHostPage } from './support/browser.ts';
import { useDemo } from './support/fixture.ts';
import { newNoteCount } from './support/mock-api.ts';
import { rowIds, selectedTab } from './support/panel.ts';

const fixture = useDemo({ noteEverySeconds: 2 });

/** The badge as the user sees it: its number, or 0 when hidden. */
async function badgeCount(page: Page): Promise<number> {
  const badge = page.locator('.demo-badge');
  if (await badge.isHidden()) return 0;
  return Number(await badge.innerText());
}

describe('bell, badge and live notes', () => {
  test('the bell opens and closes the panel', async () => {
    const host = await openHostPage(fixture().browser, fixture().demo.url);
    const bell = host.page.getByRole('button', { name: 'Notifications' });
    const frameElement = host.page.locator('iframe[title="Notifications"]');
    expect(await frameElement.isHidden(), 'the panel starts closed').toBe(true);
    expect(await bell.getAttribute('aria-expanded')).toBe('false');

    await bell.click();
    await frameElement.waitFor({ state: 'visible' });
    expect(await bell.getAttribute('aria-expanded')).toBe('true');
    expect(await selectedTab(host.panel)).toBe('All');
    await expectEventually(() => rowIds(host.panel), (ids) => ids.length > 0, 'the list shows rows');

    await bell.click();
    await frameElement.waitFor({ state: 'hidden' });
    expect(await bell.getAttribute('aria-expanded')).toBe('false');

    // n typed into a field of the host page is text, not the shortcut.
    const field = host.page.getByPlaceholder('type n here');
    await field.pressSequentially('nn');
    expect(await field.inputValue()).toBe('nn');
    await host.page.waitForTimeout(300);
    expect(await frameElement.isHidden(), 'typing n in an input leaves the panel closed').toBe(true);
    expect(host.errors).toEqual([]);
    await host.page.close();
  });

  test('the badge counts the notes newer than the last-seen time, and clears once the panel is seen', async () => {
    const { browser, demo, mock } = fixture();
    const host = await openHostPage(browser, demo.url);
    // The closed panel keeps the badge in step with the platform, notes arriving meanwhile included.
    // Both are read in the same poll, because the generator keeps adding notes.
    const matched = async () => {
      const [shown, list] = await Promise.all([badgeCount(host.page), mock.list(10)]);
      return { shown, want: newNoteCount(list) };
    };
    const first = await expectEventually(matched, ({ shown, want }) => shown === want && shown > 0, 'the badge equals the new notes on the platform');
    await expectEventually(matched, ({ shown, want }) => shown === want && shown > first.shown, 'the badge grows with a generated note', 20_000);

    // Opening the panel shows the notes: it posts the last-seen time and the badge goes away.
    await openFromBell(host);
    await expectEventually(() => badgeCount(host.page), (count) => count === 0, 'the badge clears once the panel is open');
    const after = await mock.list(10);
    const newest = Math.max(...after.notes.map((note) => Date.parse(note.timestamp) / 1000));
    await expectEventually(
      async () => (await mock.list(10)).lastSeenTime,
      (seen) => seen >= newest,
      `the platform's last-seen time reaches the newest note (${newest})`,
    );
    expect(host.errors).toEqual([]);
    await host.page.close();
  });

  test('a note the platform pushes while the panel is open shows up at the top of the list', async () => {
    const { browser, demo, mock } = fixture();
    const host = await openHostPage(browser, demo.url);
    await openFromBell(host);
    await expectEventually(() => rowIds(host.panel), (ids) => ids.length > 0, 'the list shows rows');
    const before = new Set((await mock.list(50)).notes.map((note) => note.id));

    const created = await expectEventually(
      async () => (await mock.list(50)).notes.filter((note) => !before.has(note.id)),
      (fresh) => fresh.length > 0,
      'the platform creates a note',
      20_000,
    );
    const id = created[0]!.id;
    // No reload, no click: the push over the WebSocket brings it in.
    await expectEventually(() => rowIds(host.panel), (ids) => ids.includes(id), `note ${id} appears live`);
    expect(host.pushes.map((text) => JSON.parse(text) as unknown)).toContainEqual({ action: 'push', note_id: id });
    // In the platform's order (newest first), whatever else arrived meanwhile.
    const ids = await rowIds(host.panel);
    const platformOrder = (await mock.list(50)).notes.map((note) => note.id);
    expect(ids).toEqual(platformOrder.filter((known) => ids.includes(known)));
    expect(ids.indexOf(id)).toBeLessThan(3);
    // While the panel is open and showing, live notes count as seen: no badge builds up.
    await expectEventually(() => badgeCount(host.page), (count) => count === 0, 'the badge stays clear');
    expect(host.errors).toEqual([]);
    await host.page.close();
  });
});
