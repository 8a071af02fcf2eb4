/**
 * One realtime connection per browser: five tabs of the demo in one browser profile. The mock
 * platform counts the sockets and logs the requests; notes are created by the test (the generator
 * is all but off), so every note fetch in the log can be matched to a note.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectEventually, openFromBell, openHostPage, type HostPage } from './support/browser.ts';
import { useDemo } from './support/fixture.ts';
import type { MockApi } from './support/mock-api.ts';
import { rowIds } from './support/panel.ts';

const fixture = useDemo({ noteEverySeconds: 86_400 });

/** The badge as the user sees it: its number, or 0 when hidden. */
async function badgeCount(page: Page): Promise<number> {
  const badge = page.locator('.demo-badge');
  if (await badge.isHidden()) return 0;
  return Number(await badge.innerText());
}

/** The platform's note fetches since request `from`: lists, id+hash checks and single notes. */
async function noteFetches(mock: MockApi, from: number) {
  const requests = (await mock.requests()).slice(from).filter((request) => request.method === 'GET' && request.path.includes('/notifications/'));
  return requests.map((request) => (/\/notifications\/(\d+)$/.exec(request.path)?.[1] ?? (request.query.includes('note_hash') ? 'hashes' : 'list')));
}

/** Waits until every tab's badge shows the same count, more than `above`; returns it. */
async function agreedBadge(tabs: HostPage[], above: number, what: string): Promise<number> {
  const counts = await expectEventually(
    () => Promise.all(tabs.map((tab) => badgeCount(tab.page))),
    (shown) => shown.every((count) => count === shown[0]) && shown[0]! > above,
    what,
  );
  return counts[0]!;
}

/** Whether the platform's pushes reached this tab's page (its panel holds the socket); Vite's own socket frames do not count. */
const holdsSocket = (tab: HostPage) => tab.pushes.some((text) => text.includes('"action":"push"'));

describe('tabs of one browser', () => {
  test('five tabs hold one socket and one poll stream; closing the leader\'s tab keeps live notes arriving in the others', async () => {
    const { browser, demo, mock } = fixture();
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: 'light' });
    const tabs: HostPage[] = [];
    for (let index = 0; index < 5; index++) tabs.push(await openHostPage(browser, demo.url, undefined, { context }));
    await expectEventually(() => mock.realtime(), (realtime) => realtime.open === 1, 'one realtime socket is open');
    const initial = await agreedBadge(tabs, 0, 'every tab shows the same badge');
    // Settled: every tab has loaded (the first by fetching, the others from it).
    const from = (await mock.requests()).length;

    const created: number[] = [];
    for (let round = 1; round <= 3; round++) {
      created.push((await mock.createNote()).id);
      await agreedBadge(tabs, initial + round - 1, `note ${created.at(-1)} reaches all five badges`);
    }
    expect(await badgeCount(tabs[0]!.page)).toBe(initial + 3);
    const realtime = await mock.realtime();
    expect(realtime).toEqual({ open: 1, attempts: 1 });
    // One poll stream: each pushed note was fetched once, by one tab, and nothing else was asked.
    expect(await noteFetches(mock, from)).toEqual(created.map(String));
    const leaders = tabs.filter(holdsSocket);
    expect(leaders).toHaveLength(1);
    console.log(`5 tabs: ${realtime.open} socket (${realtime.attempts} connection), ${created.length} pushes, note fetches ${JSON.stringify(await noteFetches(mock, from))}`);

    // The leader's tab closes; a note created at that very moment has no socket to travel on.
    const leader = leaders[0]!;
    const closedAt = Date.now();
    await leader.page.close();
    const missed = (await mock.createNote()).id;
    const rest = tabs.filter((tab) => tab !== leader);
    await expectEventually(() => mock.realtime(), (now) => now.open === 1 && now.attempts === 2, 'another tab opens the socket');
    const takeoverMs = Date.now() - closedAt;
    expect(takeoverMs).toBeLessThan(2000);
    await agreedBadge(rest, initial + 3, `note ${missed}, created before the takeover, reaches the four tabs`);

    const live = (await mock.createNote()).id;
    const final = await agreedBadge(rest, initial + 4, `note ${live} arrives live after the takeover`);
    expect(final).toBe(initial + 5);
    expect(rest.filter(holdsSocket)).toHaveLength(1);
    expect(await mock.realtime()).toEqual({ open: 1, attempts: 2 });
    console.log(`leader closed: new socket after ${takeoverMs} ms; note fetches since ${JSON.stringify(await noteFetches(mock, from))}`);

    // A follower's list shows them too, newest first.
    const follower = rest.find((tab) => !holdsSocket(tab))!;
    await openFromBell(follower);
    await expectEventually(() => rowIds(follower.panel), (ids) => ids.slice(0, 5).join() === [live, missed, ...[...created].reverse()].join(), 'the follower lists the five new notes first');
    for (const tab of tabs) expect(tab.errors).toEqual([]);
    await context.close();
  });

  /** The names of the Web Locks held in this browser profile, read from `page`. */
  const heldLocks = (page: Page) => page.evaluate(async () => ((await navigator.locks.query()).held ?? []).map((lock) => lock.name ?? '').sort());

  /** A new tab of this build: opened from its bell, the time until its list shows notes. */
  async function newTabShowsNotes(context: BrowserContext): Promise<{ tab: HostPage; ms: number }> {
    const { browser, demo } = fixture();
    const opening = Date.now();
    const tab = await openHostPage(browser, demo.url, undefined, { context });
    // From the panel's start (this machine may be slow to load the page itself).
    const started = Date.now();
    console.log(`the new tab's panel rendered ${started - opening} ms after it opened`);
    await openFromBell(tab);
    await expectEventually(() => rowIds(tab.panel), (ids) => ids.length > 0, 'the new tab lists notes', 20_000);
    return { tab, ms: Date.now() - started };
  }

  test('a tab of another protocol version opened first and holding its lock: a new tab shows notes within 10 s', async () => {
    const { browser, demo } = fixture();
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: 'light' });
    // The older build's panel in its own tab (the dev server lets a tab speak protocol 1), leading its version.
    const old = await context.newPage();
    await old.goto(`${demo.url}/panel.html?${new URLSearchParams({ locale: 'en', api: demo.mockUrl, tabsVersion: '1' })}`);
    await expectEventually(() => heldLocks(old), (names) => names.includes('notes-panel-tabs-v1'), 'the old tab holds its lock');
    // And the lock the build before versioned names held, as an open tab of it would.
    await old.evaluate(() => void navigator.locks.request('notes-panel-tabs', () => new Promise(() => undefined)));
    const { tab, ms } = await newTabShowsNotes(context);
    expect(ms).toBeLessThan(10_000);
    // Each version leads its own tabs.
    expect(await heldLocks(old)).toEqual(expect.arrayContaining(['notes-panel-tabs', 'notes-panel-tabs-v1', 'notes-panel-tabs-v2']));
    console.log(`old protocol tab first: the new tab listed notes ${ms} ms after its panel started`);
    expect(tab.errors).toEqual([]);
    await context.close();
  });

  test('a page of the origin squatting the leader lock: a new tab still shows notes within 10 s', async () => {
    const { browser, demo } = fixture();
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: 'light' });
    // A page of the panel's origin that is not the panel.
    await context.route(`${demo.url}/squat.html`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>squat</title>' }));
    const squatter = await context.newPage();
    await squatter.goto(`${demo.url}/squat.html`);
    await squatter.evaluate(() => void navigator.locks.request('notes-panel-tabs-v2', () => new Promise(() => undefined)));
    await expectEventually(() => heldLocks(squatter), (names) => names.includes('notes-panel-tabs-v2'), 'the page holds the lock');
    const { tab, ms } = await newTabShowsNotes(context);
    expect(ms).toBeLessThan(10_000);
    console.log(`squatted lock: the new tab listed notes ${ms} ms after its panel started`);
    expect(tab.errors).toEqual([]);
    await context.close();
  });
});
