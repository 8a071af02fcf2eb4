/**
 * The tabs against a deploy and against a page of the origin posting on their channel or holding
 * their lock: each test plays the attack (or the older build) on the virtual clock.
 */
import { describe, expect, it } from 'vitest';
import { makeNote, makeNotes } from '../../test/support/notes.ts';
import { LEASE } from './lease.ts';
import { TABS_VERSION } from './relay.ts';
import { TABS_NAME } from './tabs.ts';
import { createFakePlatform, type FakePlatform } from './testing/platform.ts';
import { usePlatform } from './testing/harness.ts';
import { newest, startTabs, type Tab } from './testing/tabs-harness.ts';

const served = usePlatform();
const ids = (tab: Tab) => tab.core.select.sortedNotes.value.map((note) => note.id);
const forever = () => new Promise<void>(() => undefined);
const checks = (platform: FakePlatform) => platform.seen('/notifications/', 'GET').length;

describe('tabs across deploys', () => {
  it('a tab of an older build holds its lock: a new tab shows notes within 10 s', async () => {
    served.use(createFakePlatform(makeNotes(3)));
    const browser = startTabs(0);
    // The build before versioned names: its lock and channel were "notes-panel-tabs", its messages another version.
    const old = browser.browser.tab();
    void old.locks.request('notes-panel-tabs', forever);
    const channel = new old.BroadcastChannel('notes-panel-tabs');
    channel.addEventListener('message', () => channel.postMessage({ v: TABS_VERSION - 1, from: 'old', kind: 'lead' }));
    const tab = browser.openTab();
    await browser.advance(10_000);
    expect(ids(tab)).toEqual([1, 2, 3]);
    expect(tab.state().ui.isLoading).toBe(false);
    tab.sync.dispose();
    old.close();
  });

  it('tabs of two protocol versions each elect their own leader and show the same notes', async () => {
    const platform = served.use(createFakePlatform(makeNotes(3)));
    const browser = startTabs(0);
    const older = browser.openTab(TABS_VERSION - 1);
    const newer = [browser.openTab(), browser.openTab()];
    await browser.flush();
    expect(browser.leaders()).toEqual([older, newer[0]]);
    for (const tab of [older, ...newer]) expect(ids(tab)).toEqual([1, 2, 3]);
    platform.add(makeNote({ id: 40, timestamp: '2026-01-01T11:00:00Z' }));
    await browser.advance(300_000, 5000);
    for (const tab of [older, ...newer]) expect(newest(tab)).toBe(40);
    for (const tab of browser.tabs) tab.sync.dispose();
  });

  it('a page holding the lock: tabs show notes within 10 s by themselves, and one leads once the page lets go', async () => {
    served.use(createFakePlatform(makeNotes(3)));
    const browser = startTabs(0);
    const squatter = browser.browser.tab();
    void squatter.locks.request(TABS_NAME, forever);
    const [first, second] = [browser.openTab(), browser.openTab()];
    await browser.advance(10_000);
    for (const tab of [first, second]) expect(ids(tab)).toEqual([1, 2, 3]);
    expect(browser.leaders()).toEqual([]);
    squatter.close();
    await browser.advance(1000);
    expect(browser.leaders()).toEqual([first]);
    // The other tab follows again: one socket for the browser.
    expect(first.open()).toHaveLength(1);
    expect(second.open()).toHaveLength(0);
    for (const tab of browser.tabs) tab.sync.dispose();
  });
});

describe('forged messages on the tabs\' channel', () => {
  it('a forged lead (in a made-up name or a follower\'s) does not cut the followers off from the leader', async () => {
    const platform = served.use(createFakePlatform(makeNotes(3)));
    const browser = startTabs(3);
    await browser.flush();
    const [leader, ...followers] = browser.tabs as [Tab, Tab, Tab];
    leader.realtime.open();
    browser.browser.forge(TABS_NAME, { v: TABS_VERSION, from: 'evil', kind: 'lead' });
    browser.browser.forge(TABS_NAME, { v: TABS_VERSION, from: 'tab3', kind: 'lead' });
    await browser.flush();
    platform.add(makeNote({ id: 40, timestamp: '2026-01-01T11:00:00Z' }));
    leader.realtime.push(40);
    await browser.flush();
    for (const tab of followers) expect(newest(tab)).toBe(40);
    expect(followers[0].logger.entries.map((entry) => entry.message)).toContain('tabs: ignored lead from evil: no lock, no lease');
    for (const tab of browser.tabs) tab.sync.dispose();
  });

  it('notes a forged relay removed come back and a note it slipped in goes, at the leader\'s next poll', async () => {
    served.use(createFakePlatform(makeNotes(3)));
    const browser = startTabs(2);
    await browser.flush();
    const follower = browser.tabs[1]!;
    const slipped = makeNote({ id: 999, timestamp: '2026-01-01T11:30:00Z', subject: [{ text: 'Your account is locked: sign in again' }] });
    browser.browser.forge(TABS_NAME, { v: TABS_VERSION, from: 'tab1', kind: 'event', event: { type: 'notes/removed', ids: [1, 2] } });
    browser.browser.forge(TABS_NAME, { v: TABS_VERSION, from: 'tab1', kind: 'event', event: { type: 'notes/received', notes: [slipped] } });
    await browser.flush();
    expect(ids(follower)).toEqual([999, 3]);
    // The leader polls once a minute or so here (its socket never opens): within five minutes.
    await browser.advance(300_000, 5000);
    expect(ids(follower)).toEqual([1, 2, 3]);
    for (const tab of browser.tabs) tab.sync.dispose();
  });

  it('200 forged hellos and checks: the leader posts its list and checks a few times, not 200', async () => {
    const platform = served.use(createFakePlatform(makeNotes(3)));
    const browser = startTabs(2);
    await browser.flush();
    const from = browser.browser.posted.length;
    const polls = checks(platform);
    for (let index = 0; index < 200; index++) {
      browser.browser.forge(TABS_NAME, { v: TABS_VERSION, from: `f${index}`, kind: 'hello', visible: true });
      browser.browser.forge(TABS_NAME, { v: TABS_VERSION, from: `f${index}`, kind: 'check', visible: true, refresh: true });
    }
    await browser.advance(5000);
    const lists = browser.browser.posted.slice(from).filter((data) => (data as { kind?: unknown }).kind === 'event');
    expect(lists.length).toBeLessThanOrEqual(2);
    expect(checks(platform) - polls).toBeLessThanOrEqual(2);
    for (const tab of browser.tabs) tab.sync.dispose();
  });

  it('a relayed note dated 23 h ahead does not move the last-seen time past now', async () => {
    const platform = served.use(createFakePlatform(makeNotes(3)));
    const browser = startTabs(2);
    await browser.flush();
    const follower = browser.tabs[1]!;
    const ahead = makeNote({ id: 77, timestamp: '2026-01-02T11:00:00Z' });
    browser.browser.forge(TABS_NAME, { v: TABS_VERSION, from: 'tab1', kind: 'event', event: { type: 'notes/received', notes: [ahead], lastSeenTime: Date.parse('2026-01-02T11:00:00Z') / 1000 } });
    await browser.advance(60_000, 1000);
    const posted = platform.seen('/notifications/seen').map((request) => (request.body as { time: number }).time);
    expect(Math.max(...posted)).toBeLessThanOrEqual(browser.clock.now() / 1000);
    expect(follower.state().client.lastSeenTime).toBeLessThanOrEqual(browser.clock.now() / 1000);
    for (const tab of browser.tabs) tab.sync.dispose();
  });
});

describe('forged leads under the lease (no Web Locks)', () => {
  it('a forged lead every 1.4 s does not leave the tabs without a leader', async () => {
    const platform = served.use(createFakePlatform(makeNotes(3)));
    const browser = startTabs(2, { locks: false });
    await browser.advance(LEASE.heartbeatMs + LEASE.claimMs);
    for (let at = 0; at < 30_000; at += 1400) {
      browser.browser.forge(TABS_NAME, { v: TABS_VERSION, from: 'tab0', kind: 'lead' });
      await browser.advance(1400);
      expect(browser.leaders()).toHaveLength(1);
    }
    platform.add(makeNote({ id: 40, timestamp: '2026-01-01T11:00:00Z' }));
    await browser.advance(300_000, 5000);
    for (const tab of browser.tabs) expect(newest(tab)).toBe(40);
    for (const tab of browser.tabs) tab.sync.dispose();
  });

  it('beats forged in the name of a leader whose tab crashed do not keep the lease from the others', async () => {
    const platform = served.use(createFakePlatform(makeNotes(3)));
    const browser = startTabs(2, { locks: false });
    await browser.advance(LEASE.heartbeatMs + LEASE.claimMs);
    const [leader, follower] = browser.tabs as [Tab, Tab];
    expect(browser.leaders()).toEqual([leader]);
    await browser.advance(5000, 250);
    // The tab crashes: no bye, its channel is simply gone.
    leader.page.close();
    platform.add(makeNote({ id: 40, timestamp: '2026-01-01T11:00:00Z' }));
    for (let at = 0; at < 15_000; at += 1000) {
      browser.browser.forge(TABS_NAME, { v: TABS_VERSION, from: 'tab1', kind: 'lead' });
      await browser.advance(1000, 250);
    }
    expect(follower.of('tabs/leadershipChanged').at(-1)?.leader).toBe(true);
    expect(newest(follower)).toBe(40);
    for (const tab of browser.tabs) tab.sync.dispose();
  }, 20_000);

  it('a forged lead or bye every 2.5 s does not make the leader reconnect its socket', async () => {
    served.use(createFakePlatform(makeNotes(3)));
    const browser = startTabs(2, { locks: false });
    await browser.advance(LEASE.heartbeatMs + LEASE.claimMs);
    const leader = browser.leaders()[0]!;
    leader.realtime.open();
    for (let at = 0; at < 60_000; at += 2500) {
      browser.browser.forge(TABS_NAME, { v: TABS_VERSION, from: 'tab0', kind: 'lead' });
      browser.browser.forge(TABS_NAME, { v: TABS_VERSION, from: leader.page.id === 1 ? 'tab1' : 'tab2', kind: 'bye' });
      await browser.advance(2500);
    }
    expect(browser.leaders()).toEqual([leader]);
    expect(leader.realtime.channels).toHaveLength(1);
    expect(browser.tabs.reduce((sum, tab) => sum + tab.realtime.channels.length, 0)).toBe(1);
    for (const tab of browser.tabs) tab.sync.dispose();
  });
});
