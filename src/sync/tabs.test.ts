import { describe, expect, it } from 'vitest';
import { makeNote, makeNotes } from '../../test/support/notes.ts';
import { LEASE } from './lease.ts';
import { TABS_VERSION } from './relay.ts';
import { TABS_NAME } from './tabs.ts';
import { PING_MS } from './tabs-trust.ts';
import { createBrowserTabs } from './testing/browser-tabs.ts';
import { createFakePlatform, type FakePlatform } from './testing/platform.ts';
import { startSync, usePlatform } from './testing/harness.ts';
import { newest, startTabs, type Tab } from './testing/tabs-harness.ts';

const served = usePlatform();
const hashPolls = (platform: FakePlatform) => platform.seen('/notifications/', 'GET').filter((request) => request.query.get('fields') === 'id,note_hash');
const lists = (platform: FakePlatform) => platform.seen('/notifications/', 'GET').filter((request) => request.query.get('fields') !== 'id,note_hash');
const singles = (platform: FakePlatform) => platform.requests.filter((request) => /notifications\/\d+$/.test(request.path));

describe('one realtime connection per browser', () => {
  it('three tabs: one leads, one socket and one poll stream; every tab shows the same notes', async () => {
    const platform = served.use(createFakePlatform(makeNotes(5)));
    const browser = startTabs(3);
    await browser.flush();
    expect(browser.leaders()).toHaveLength(1);
    const [leader] = browser.leaders();
    expect(leader).toBe(browser.tabs[0]);
    // Only the leader ever connected.
    expect(browser.tabs.map((tab) => tab.realtime.channels.length)).toEqual([1, 0, 0]);
    expect(lists(platform)).toHaveLength(1);
    for (const tab of browser.tabs) expect(tab.state().client.noteList).toEqual([1, 2, 3, 4, 5]);

    // Subscribed, the leader checks ids and hashes every 180 s for everyone: 2 checks in 400 s, not 6.
    leader!.realtime.open();
    await browser.advance(400_000, 1000);
    expect(hashPolls(platform)).toHaveLength(2);
    expect(lists(platform)).toHaveLength(1);
    expect(browser.tabs.map((tab) => tab.realtime.channels.length)).toEqual([1, 0, 0]);
    for (const tab of browser.tabs) tab.sync.dispose();
  });

  it('a pushed note reaches every tab through the leader, fetched once; counts agree', async () => {
    const platform = served.use(createFakePlatform(makeNotes(3)));
    platform.lastSeenTime = Date.parse('2026-01-01T09:00:00Z') / 1000;
    const browser = startTabs(3);
    // The panels are closed, so nothing counts as seen: the bell shows the new notes.
    for (const tab of browser.tabs) tab.core.append({ type: 'panel/closed' });
    await browser.flush();
    const [leader] = browser.leaders();
    leader!.realtime.open();
    await browser.flush();

    platform.add(makeNote({ id: 40, timestamp: '2026-01-01T11:00:00Z' }));
    leader!.realtime.push(40);
    await browser.flush();
    expect(singles(platform).map((request) => request.path.split('/').at(-1))).toEqual(['40']);
    for (const tab of browser.tabs) {
      expect(newest(tab)).toBe(40);
      expect(tab.core.select.newCount.value).toBe(4);
      expect(tab.sent.at(-1)).toEqual({ type: 'notesIframeMessage', action: 'render', num_new: 4, latest_type: 'comment' });
    }
    // Only the leader fetched it: the followers' copies say they were relayed (desktop notifications skip those).
    for (const tab of browser.tabs) {
      const got = tab.of('notes/received').filter((event) => event.notes.some((note) => note.id === 40));
      expect(got.map((event) => event.relayed ?? false)).toEqual([tab !== leader]);
    }
    const unread = browser.tabs.map((tab) => tab.core.select.unreadCount.value);
    expect(new Set(unread).size).toBe(1);
    for (const tab of browser.tabs) tab.sync.dispose();
  });

  it('a tab opened later gets the leader\'s notes at once, without asking the platform', async () => {
    const platform = served.use(createFakePlatform(makeNotes(4)));
    const browser = startTabs(1);
    await browser.flush();
    const before = platform.requests.length;
    const late = browser.openTab();
    await browser.flush();
    expect(late.state().client.noteList).toEqual([1, 2, 3, 4]);
    expect(late.state().ui.isLoading).toBe(false);
    expect(platform.requests.length).toBe(before);
    for (const tab of browser.tabs) tab.sync.dispose();
  });

  it('a follower opened, shown or refreshed asks the leader, which checks for it', async () => {
    const platform = served.use(createFakePlatform(makeNotes(3)));
    const browser = startTabs(2);
    await browser.advance(40_000, 1000);
    const follower = browser.tabs[1]!;
    const polls = hashPolls(platform).length;
    platform.add(makeNote({ id: 50, timestamp: '2026-01-01T11:00:00Z' }));
    follower.sync.refresh();
    await browser.flush();
    expect(hashPolls(platform)).toHaveLength(polls + 1);
    expect(follower.state().notes[50]).toBeDefined();
    // The follower's own inbox stays empty: the leader holds the check.
    expect(follower.state().client.inbox).toEqual([]);
    for (const tab of browser.tabs) tab.sync.dispose();
  });

  it('a follower that paged further keeps its older notes when the leader relays its shorter list', async () => {
    const platform = served.use(createFakePlatform(makeNotes(25)));
    const browser = startTabs(2);
    await browser.flush();
    const [leader, follower] = browser.tabs as [Tab, Tab];
    await follower.sync.loadMore();
    await browser.flush();
    expect(follower.state().client.noteList).toHaveLength(20);
    expect(leader.state().client.noteList).toHaveLength(10);
    platform.add(makeNote({ id: 90, timestamp: '2026-01-01T11:00:00Z' }));
    follower.sync.refresh();
    await browser.flush();
    const ids = [90, ...Array.from({ length: 20 }, (_, index) => index + 1)];
    expect(follower.state().client.noteList).toEqual(ids);
    expect(follower.core.select.sortedNotes.value.map((note) => note.id)).toEqual(ids);
    expect(leader.state().client.noteList).toEqual(ids.slice(0, 10));
    for (const tab of browser.tabs) tab.sync.dispose();
  });

  it('a hidden leader still fetches for a follower that is visible, and stops once none is', async () => {
    const platform = served.use(createFakePlatform(makeNotes(3)));
    const browser = startTabs(2);
    await browser.flush();
    const [leader, follower] = browser.tabs as [Tab, Tab];
    leader.realtime.open();
    leader.core.append({ type: 'document/visibilityChanged', visible: false });
    await browser.flush();
    platform.add(makeNote({ id: 45, timestamp: '2026-01-01T11:00:00Z' }));
    leader.realtime.push(45);
    await browser.flush();
    expect(newest(follower)).toBe(45);

    follower.core.append({ type: 'document/visibilityChanged', visible: false });
    await browser.flush();
    const count = platform.requests.length;
    platform.add(makeNote({ id: 46, timestamp: '2026-01-01T11:01:00Z' }));
    leader.realtime.push(46);
    await browser.advance(600_000, 10_000);
    // Nobody looks: no requests at all, as for a lone hidden tab.
    expect(platform.requests.length).toBe(count);
    follower.core.append({ type: 'document/visibilityChanged', visible: true });
    await browser.flush();
    expect(newest(follower)).toBe(46);
    for (const tab of browser.tabs) tab.sync.dispose();
  });

  it('a hidden tab that takes over from a visible leader makes no requests until someone looks', async () => {
    const platform = served.use(createFakePlatform(makeNotes(3)));
    const browser = startTabs(3);
    await browser.flush();
    const [first, second, third] = browser.tabs as [Tab, Tab, Tab];
    // The second tab is looked at (it tells the others), the third is in the background.
    second.core.append({ type: 'panel/opened' });
    third.core.append({ type: 'document/visibilityChanged', visible: false });
    await browser.flush();
    browser.close(first);
    await browser.flush();
    expect(browser.leaders()).toEqual([second]);
    // The visible leader's tab closes too: the one left is hidden.
    browser.close(second);
    await browser.flush();
    expect(browser.leaders()).toEqual([third]);
    const count = platform.requests.length;
    platform.add(makeNote({ id: 47, timestamp: '2026-01-01T11:00:00Z' }));
    await browser.advance(600_000, 10_000);
    expect(platform.requests.length).toBe(count);
    third.core.append({ type: 'document/visibilityChanged', visible: true });
    await browser.flush();
    expect(newest(third)).toBe(47);
    third.sync.dispose();
  });

  it('the leader\'s tab closes: another tab takes over at once, subscribes and fetches what it missed', async () => {
    const platform = served.use(createFakePlatform(makeNotes(3)));
    const browser = startTabs(3);
    await browser.flush();
    const [leader] = browser.leaders();
    leader!.realtime.open();
    await browser.flush();
    const closedAt = browser.clock.now();
    browser.close(leader!);
    // Created while nobody held the socket: no push reaches anyone.
    platform.add(makeNote({ id: 60, timestamp: '2026-01-01T11:00:00Z' }));
    await browser.advance(2000);
    const next = browser.leaders();
    expect(next).toHaveLength(1);
    const took = next[0]!.of('tabs/leadershipChanged').at(-1)!;
    expect(took.at - closedAt).toBeLessThanOrEqual(2000);
    expect(next[0]!.open()).toHaveLength(1);
    for (const tab of browser.tabs) expect(newest(tab)).toBe(60);

    // Live notes keep arriving through the new leader.
    next[0]!.realtime.open();
    platform.add(makeNote({ id: 61, timestamp: '2026-01-01T11:01:00Z' }));
    next[0]!.realtime.push(61);
    await browser.flush();
    for (const tab of browser.tabs) expect(tab.core.select.sortedNotes.value.slice(0, 2).map((note) => note.id)).toEqual([61, 60]);
    expect(browser.tabs.reduce((sum, tab) => sum + tab.open().length, 0)).toBe(1);
    for (const tab of browser.tabs) tab.sync.dispose();
  });

  it('without Web Locks, a lease: one leader, and a silent leader is replaced within 2 s', async () => {
    const platform = served.use(createFakePlatform(makeNotes(3)));
    const browser = startTabs(3, { locks: false });
    await browser.advance(LEASE.heartbeatMs + LEASE.claimMs);
    expect(browser.leaders()).toHaveLength(1);
    // The tabs claimed together; the smallest id kept the lease.
    expect(browser.leaders()[0]).toBe(browser.tabs[0]);
    await browser.advance(5000);
    expect(browser.leaders()).toHaveLength(1);
    expect(browser.tabs.map((tab) => tab.realtime.channels.length)).toEqual([1, 0, 0]);
    expect(lists(platform)).toHaveLength(1);

    const leader = browser.leaders()[0]!;
    // The tab vanishes without a word (a crash): only the lease's expiry tells the others.
    const lastBeat = browser.clock.now();
    browser.close(leader);
    platform.add(makeNote({ id: 70, timestamp: '2026-01-01T11:00:00Z' }));
    await browser.advance(2000);
    const next = browser.leaders();
    expect(next).toHaveLength(1);
    expect(next[0]!.of('tabs/leadershipChanged').at(-1)!.at - lastBeat).toBeLessThanOrEqual(2000);
    expect(next[0]!.realtime.channels).toHaveLength(1);
    for (const tab of browser.tabs) expect(newest(tab)).toBe(70);
    for (const tab of browser.tabs) tab.sync.dispose();
  });

  it('a lease leader that hears a smaller id lead steps down and closes its socket; the lease comes back when that one falls silent', async () => {
    served.use(createFakePlatform(makeNotes(2)));
    const browser = startTabs(2, { locks: false });
    await browser.advance(LEASE.heartbeatMs + LEASE.claimMs);
    const leader = browser.tabs[0]!;
    leader.realtime.open();
    await browser.flush();
    expect(leader.state().client.realtime).toBe('subscribed');
    // A tab whose timers the browser had frozen wakes up still claiming the lease (it answers the leader's ping).
    const woken = browser.browser.answerAs(TABS_NAME, 'tab0', TABS_VERSION);
    woken.post({ kind: 'lead' });
    // A new leader's answer waits out its ping, in case another answer contradicts it.
    await browser.advance(PING_MS);
    expect(browser.leaders()).toEqual([]);
    expect(leader.open()).toEqual([]);
    expect(leader.state().client.realtime).toBe('unsubscribed');
    woken.close();
    await browser.advance(LEASE.leaseMs + LEASE.claimMs);
    expect(browser.leaders()).toEqual([leader]);
    expect(leader.open()).toHaveLength(1);
    for (const tab of browser.tabs) tab.sync.dispose();
  });

  it('without BroadcastChannel every tab syncs alone, as before', async () => {
    const platform = served.use(createFakePlatform(makeNotes(2)));
    const run = startSync({ tabs: { locks: createBrowserTabs().tab().locks } });
    await run.advance(0);
    expect(run.state().client.noteList).toEqual([1, 2]);
    expect(lists(platform)).toHaveLength(1);
    expect(run.of('tabs/leadershipChanged')).toEqual([]);
    run.sync.dispose();
  });

  it('forged or malformed messages are dropped with a log line and change nothing', async () => {
    served.use(createFakePlatform(makeNotes(2)));
    const browser = startTabs(2);
    await browser.flush();
    const follower = browser.tabs[1]!;
    const before = follower.state();
    const name = TABS_NAME;
    const bad = [
      null,
      'lead',
      { v: TABS_VERSION + 1, from: 'x', kind: 'lead' },
      { v: TABS_VERSION, kind: 'lead' },
      { v: TABS_VERSION, from: 'x', kind: 'takeover' },
      { v: TABS_VERSION, from: 'tab1', kind: 'event', event: 'notes/removed' },
      // Posing as the leader (its id is no secret to a page of the origin): the event itself is checked.
      { v: TABS_VERSION, from: 'tab1', kind: 'event', event: { type: 'notes/removed', ids: ['1'] } },
      { v: TABS_VERSION, from: 'tab1', kind: 'event', event: { type: 'panel/opened' } },
      { v: TABS_VERSION, from: 'tab1', kind: 'event', event: { type: 'notes/received', notes: 'all' } },
      { v: TABS_VERSION, from: 'tab1', kind: 'event', event: { type: 'notes/received', notes: [], listIds: [1], complete: 'yes' } },
    ];
    for (const data of bad) browser.browser.forge(name, data);
    // Well formed, but not from the leader.
    browser.browser.forge(name, { v: TABS_VERSION, from: 'x', kind: 'event', event: { type: 'notes/removed', ids: [1, 2] } });
    await browser.flush();
    expect(follower.state().notes).toBe(before.notes);
    expect(follower.state().client.noteList).toEqual([1, 2]);
    const warnings = follower.logger.entries.filter((entry) => entry.message.startsWith('tabs:')).map((entry) => entry.message);
    expect(warnings).toHaveLength(bad.length + 1);
    expect(warnings).toContain(`tabs: dropped a message (version ${TABS_VERSION + 1})`);
    expect(warnings).toContain('tabs: dropped a message (event: ids)');
    expect(warnings).toContain('tabs: dropped a message (event: fields of panel/opened)');
    expect(warnings).toContain('tabs: ignored notes/removed from x, not the leader');
    expect(browser.leaders()).toEqual([browser.tabs[0]]);
    for (const tab of browser.tabs) tab.sync.dispose();
  });

  it('a malformed note in a relayed list is dropped by name; the rest arrive', async () => {
    served.use(createFakePlatform(makeNotes(2)));
    const browser = startTabs(2);
    await browser.flush();
    const follower = browser.tabs[1]!;
    const good = makeNote({ id: 80, timestamp: '2026-01-01T11:00:00Z' });
    browser.browser.forge(TABS_NAME, { v: TABS_VERSION, from: 'tab1', kind: 'event', event: { type: 'notes/received', notes: [good, { id: 81, type: 'comment' }] } });
    await browser.flush();
    expect(follower.state().notes[80]).toBeDefined();
    expect(follower.state().notes[81]).toBeUndefined();
    expect(follower.logger.entries.map((entry) => entry.message)).toContainEqual(expect.stringMatching(/^tabs: dropped relayed note 81: /));
    for (const tab of browser.tabs) tab.sync.dispose();
  });
});
