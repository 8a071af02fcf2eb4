/**
 * Under the lease (no Web Locks) a ping's nonce is readable on the channel by every page of the
 * origin (issue 31): a page can answer for a leader it made up, or contradict a real one. Its word is
 * bounded by the audit (tabs-audit.ts) and a contested ping changes nothing. On the virtual clock.
 */
import { describe, expect, it } from 'vitest';
import { makeNote, makeNotes } from '../../test/support/notes.ts';
import { LEASE } from './lease.ts';
import { TABS_VERSION } from './relay.ts';
import { AUDIT } from './tabs-audit.ts';
import { PING_MS } from './tabs-trust.ts';
import { TABS_NAME } from './tabs.ts';
import { createFakePlatform } from './testing/platform.ts';
import { usePlatform } from './testing/harness.ts';
import { startTabs, type Tab } from './testing/tabs-harness.ts';

const served = usePlatform();
const ids = (tab: Tab) => tab.core.select.sortedNotes.value.map((note) => note.id);
const messages = (tab: Tab) => tab.logger.entries.map((entry) => entry.message);

/** A page of the origin on the tabs' channel that reads every ping and answers the ones it chooses. */
function attacker(browser: ReturnType<typeof startTabs>['browser'], answer: (ping: { to: string; from: string }) => { as: string; leading: boolean } | null) {
  const page = browser.tab();
  const channel = new page.BroadcastChannel(TABS_NAME);
  const post = (from: string, message: Record<string, unknown>) => channel.postMessage({ v: TABS_VERSION, from, ...message });
  channel.addEventListener('message', ({ data }) => {
    const message = data as { kind?: unknown; to: string; from: string; nonce: string };
    const reply = message.kind === 'ping' ? answer(message) : null;
    if (reply) post(reply.as, { kind: 'pong', to: message.from, nonce: message.nonce, leading: reply.leading });
  });
  return { post, listen: (listener: (data: { kind?: unknown; to?: unknown }) => void) => channel.addEventListener('message', ({ data }) => listener(data as never)), close: () => page.close() };
}

describe('a page that answers pings under the lease', () => {
  it('claiming to lead and relaying a forged list is believed at most until the audit: every tab then shows the platform\'s notes', async () => {
    const platform = served.use(createFakePlatform(makeNotes(3)));
    const browser = startTabs(2, { locks: false });
    await browser.advance(LEASE.heartbeatMs + LEASE.claimMs + PING_MS);
    const [first, second] = browser.tabs as [Tab, Tab];
    expect(browser.leaders()).toEqual([first]);
    expect(ids(second)).toEqual([1, 2, 3]);
    // 'evil' sorts before every tab id: a lease leader that believes it steps down.
    const page = attacker(browser.browser, (ping) => (ping.to === 'evil' ? { as: 'evil', leading: true } : null));
    const fake = makeNote({ id: 666, timestamp: '2026-01-01T11:00:00Z', subject: [{ text: 'Your account is locked: sign in again' }] });
    page.post('evil', { kind: 'lead' });
    await browser.advance(LEASE.heartbeatMs, LEASE.heartbeatMs);
    page.post('evil', { kind: 'event', full: true, event: { type: 'notes/received', notes: [fake], listIds: [666], complete: true } });
    page.post('evil', { kind: 'event', event: { type: 'notes/removed', ids: [1, 2, 3] } });
    await browser.flush();
    // Taken at its word for now: nobody leads, the follower shows only the forged note.
    expect(browser.leaders()).toEqual([]);
    expect(ids(second)).toEqual([666]);
    // The former leader fetched its notes itself: a relay never removes them.
    expect(ids(first)).toEqual([666, 1, 2, 3]);
    const before = platform.requests.length;
    // The page beats every 500 ms, as a leader does, for as long as the audit takes (in steps shorter
    // than a ping's wait: a pong is delivered between steps).
    for (let at = 0; at < AUDIT.everyMs + AUDIT.graceMs + 5000; at += LEASE.heartbeatMs) {
      page.post('evil', { kind: 'lead' });
      await browser.advance(LEASE.heartbeatMs, PING_MS / 2);
      expect(ids(first)).toEqual(expect.arrayContaining([1, 2, 3]));
    }
    for (const tab of [first, second]) expect(ids(tab)).toEqual([1, 2, 3]);
    // One tab leads again: the page no longer does.
    expect(browser.leaders()).toHaveLength(1);
    expect(platform.requests.length).toBeGreaterThan(before + 2);
    expect(messages(second)).toContain("tabs: evil's relays still disagree: syncing alone");
    // New notes reach both tabs from the platform, not from the page.
    platform.add(makeNote({ id: 40, timestamp: '2026-01-01T11:30:00Z' }));
    await browser.advance(300_000, 5000);
    for (const tab of [first, second]) expect(ids(tab)[0]).toBe(40);
    page.close();
    for (const tab of browser.tabs) tab.sync.dispose();
  }, 60_000);

  it('answering `leading: false` for a real leader that keeps answering does not unseat it; the contest is logged once', async () => {
    served.use(createFakePlatform(makeNotes(3)));
    const browser = startTabs(0, { locks: false });
    // Opened first, the page hears each ping first: its answer arrives before the real one.
    let contesting = false;
    const page = attacker(browser.browser, (ping) => (contesting ? { as: ping.to, leading: false } : null));
    const [first, second] = [browser.openTab(), browser.openTab()];
    await browser.advance(LEASE.heartbeatMs + LEASE.claimMs + PING_MS);
    expect(browser.leaders()).toEqual([first]);
    first.realtime.open();
    // The follower has seen its leader lead; now every ping gets the page's `leading: false` first.
    contesting = true;
    await browser.advance(60_000, 250);
    expect(browser.leaders()).toEqual([first]);
    expect(first.of('tabs/leadershipChanged').map((event) => event.leader)).toEqual([true]);
    expect(second.of('tabs/leadershipChanged')).toEqual([]);
    // One socket for the browser, and the follower never synced by itself.
    expect(browser.tabs.map((tab) => tab.realtime.channels.length)).toEqual([1, 0]);
    expect(messages(second).filter((message) => message.includes('syncing alone') || message.includes('no longer answers'))).toEqual([]);
    expect(messages(second).filter((message) => message.startsWith('tabs: contested'))).toEqual([`tabs: contested answers for tab${String(first.page.id)}; keeping what this tab knew`]);
    page.close();
    for (const tab of browser.tabs) tab.sync.dispose();
  });

  it('contesting every ping from the start leaves no tab unserved: each shows the platform\'s notes', async () => {
    const platform = served.use(createFakePlatform(makeNotes(3)));
    const browser = startTabs(0, { locks: false });
    const page = attacker(browser.browser, (ping) => ({ as: ping.to, leading: false }));
    const tabs = [browser.openTab(), browser.openTab()];
    await browser.advance(10_000);
    // No tab takes the other as leader while every answer is contested: each leads for itself.
    expect(browser.leaders()).toEqual(tabs);
    platform.add(makeNote({ id: 40, timestamp: '2026-01-01T11:30:00Z' }));
    await browser.advance(300_000, 5000);
    for (const tab of tabs) expect(ids(tab)).toEqual([40, 1, 2, 3]);
    page.close();
    for (const tab of browser.tabs) tab.sync.dispose();
  });

  it('a `lead` forged in a follower\'s name and answered `leading: true` before the follower\'s own `false` does not draw the other tabs to it', async () => {
    const platform = served.use(createFakePlatform(makeNotes(3)));
    const browser = startTabs(0, { locks: false });
    let contesting = false;
    const page = attacker(browser.browser, (ping) => (contesting ? { as: ping.to, leading: true } : null));
    const [leader, follower, other] = [browser.openTab(), browser.openTab(), browser.openTab()];
    await browser.advance(LEASE.heartbeatMs + LEASE.claimMs + PING_MS);
    expect(browser.leaders()).toEqual([leader]);
    contesting = true;
    const leaderId = `tab${String(leader.page.id)}`;
    const followerId = `tab${String(follower.page.id)}`;
    // Right behind its answer to each check of the leader, a `lead` in the follower's name.
    page.listen((data) => (data.kind === 'ping' && data.to === leaderId ? page.post(followerId, { kind: 'lead' }) : undefined));
    page.post(followerId, { kind: 'lead' });
    await browser.advance(5000, PING_MS / 2);
    // The third tab still takes the leader's relays.
    leader.realtime.open();
    platform.add(makeNote({ id: 40, timestamp: '2026-01-01T11:30:00Z' }));
    leader.realtime.push(40);
    await browser.flush();
    expect(ids(other)[0]).toBe(40);
    expect(messages(other)).toContain(`tabs: contested answers for ${followerId}; keeping what this tab knew`);
    expect(messages(other).filter((message) => message.includes('not the leader'))).toEqual([]);
    page.close();
    for (const tab of browser.tabs) tab.sync.dispose();
  });
});
