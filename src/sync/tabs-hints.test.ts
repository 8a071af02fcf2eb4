/**
 * Relays are hints (issue 31): a page of the origin that holds the leader lock and a lock of its own
 * name is taken as leader, and any page can post in the leader's name. A follower still checks what it
 * holds against the platform, never lets a relay drop what it fetched itself, takes only valid ids,
 * and the leader's count of visible tabs is bounded and expires. Each attack plays on the virtual clock.
 */
import { describe, expect, it } from 'vitest';
import { makeNote, makeNotes } from '../../test/support/notes.ts';
import { parseRelayedEvent } from './follower.ts';
import { parseTabMessage, TABS_VERSION } from './relay.ts';
import { AUDIT } from './tabs-audit.ts';
import { badgeName } from './tabs-trust.ts';
import { TABS, TABS_NAME } from './tabs.ts';
import { createFakePlatform } from './testing/platform.ts';
import { usePlatform } from './testing/harness.ts';
import { startTabs, type Tab } from './testing/tabs-harness.ts';

const served = usePlatform();
const ids = (tab: Tab) => tab.core.select.sortedNotes.value.map((note) => note.id);
const forever = () => new Promise<void>(() => undefined);
const lead = (from: string, message: Record<string, unknown>) => ({ v: TABS_VERSION, from, ...message });

describe('a page that holds the leader lock and a lock of its own name', () => {
  it('is believed at first, but a visible follower checks the platform and syncs by itself', async () => {
    const platform = served.use(createFakePlatform(makeNotes(3)));
    const browser = startTabs(0);
    const page = browser.browser.tab();
    const fake = makeNote({ id: 666, timestamp: '2026-01-01T11:00:00Z', subject: [{ text: 'Your account is locked: sign in again' }] });
    void page.locks.request(TABS_NAME, () => {
      void page.locks.request(badgeName(TABS_NAME, 'evil'), forever);
      return forever();
    });
    const channel = new page.BroadcastChannel(TABS_NAME);
    channel.addEventListener('message', ({ data }) => {
      if ((data as { kind?: unknown }).kind !== 'hello') return;
      channel.postMessage(lead('evil', { kind: 'lead' }));
      channel.postMessage(lead('evil', { kind: 'event', full: true, event: { type: 'notes/received', notes: [fake], listIds: [666], complete: true } }));
    });
    await browser.flush();
    const tab = browser.openTab();
    await browser.advance(10_000, 1000);
    expect(ids(tab)).toEqual([666]);
    const before = platform.requests.length;
    await browser.advance(AUDIT.everyMs + AUDIT.graceMs + 5000, 5000);
    expect(ids(tab)).toEqual([1, 2, 3]);
    expect(platform.requests.length).toBeGreaterThan(before + 2);
    expect(tab.logger.entries.map((entry) => entry.message)).toContain("tabs: evil's relays still disagree: syncing alone");
    // Its next lead is not taken again.
    channel.postMessage(lead('evil', { kind: 'lead' }));
    await browser.flush();
    expect(tab.logger.entries.map((entry) => entry.message)).toContain('tabs: ignored lead from evil (distrusted)');
    tab.sync.dispose();
    page.close();
  });

  it('a genuine leader passes the check: no tab syncs by itself', async () => {
    served.use(createFakePlatform(makeNotes(3)));
    const browser = startTabs(2);
    await browser.flush();
    await browser.advance(2 * AUDIT.everyMs, 10_000);
    expect(browser.leaders()).toEqual([browser.tabs[0]]);
    expect(browser.tabs[1]!.logger.entries.map((entry) => entry.message).filter((message) => message.includes('disagree'))).toEqual([]);
    for (const tab of browser.tabs) tab.sync.dispose();
  });
});

describe('relays forged in the leader\'s name', () => {
  it('never remove the notes the tab fetched itself', async () => {
    served.use(createFakePlatform(makeNotes(3)));
    const browser = startTabs(2);
    await browser.flush();
    const [leader, follower] = browser.tabs as [Tab, Tab];
    // The follower fetched these itself while it led (as the first tab, before this one took over).
    follower.core.append({ type: 'notes/received', notes: [makeNote({ id: 50, timestamp: '2026-01-01T10:30:00Z' })] });
    const leaderId = (browser.browser.posted.find((data) => (data as { kind?: unknown }).kind === 'lead') as { from: string }).from;
    browser.browser.forge(TABS_NAME, lead(leaderId, { kind: 'event', event: { type: 'notes/removed', ids: [50] } }));
    browser.browser.forge(TABS_NAME, lead(leaderId, { kind: 'event', full: true, event: { type: 'notes/received', notes: [makeNote({ id: 3 })], listIds: [3], complete: true } }));
    await browser.flush();
    expect(ids(follower)).toContain(50);
    expect(leader.state().notes[50]).toBeUndefined();
    for (const tab of browser.tabs) tab.sync.dispose();
  });

  it('with listIds repeated, fractional or naming notes nobody holds, are refused', () => {
    const note = makeNote({ id: 1 });
    const state = { notes: {} } as Parameters<typeof parseRelayedEvent>[2];
    expect(parseRelayedEvent({ type: 'notes/received', notes: [note], listIds: [99999, 1, 1, 2] }, [], state)).toBe('fields of notes/received');
    expect(parseRelayedEvent({ type: 'notes/received', notes: [note], listIds: [1.5] }, [], state)).toBe('fields of notes/received');
    expect(parseRelayedEvent({ type: 'notes/received', notes: [note], listIds: [99999, 1] }, [], state)).toBe('listIds naming notes nobody holds');
    expect(parseRelayedEvent({ type: 'notes/received', notes: [{ ...note, id: 1.5 }] }, [], state)).toBe('note ids');
    expect(parseRelayedEvent({ type: 'notes/removed', ids: [2, 2] }, [], state)).toBe('ids');
    expect(parseRelayedEvent({ type: 'notes/received', notes: [note], listIds: [1] }, [], state)).toMatchObject({ listIds: [1] });
  });
});

describe('what the leader keeps of other tabs', () => {
  it('refuses sender ids longer than 64 characters', () => {
    expect(parseTabMessage({ v: TABS_VERSION, from: 'x'.repeat(1_000_000), kind: 'hello', visible: true })).toBe('sender');
    expect(parseTabMessage({ v: TABS_VERSION, from: 'x'.repeat(64), kind: 'hello', visible: true })).not.toBeTypeOf('string');
  });

  it('50,000 hellos leave at most 32 tabs counted, and a ghost "visible" expires: a hidden leader stops polling', async () => {
    const platform = served.use(createFakePlatform(makeNotes(3)));
    const browser = startTabs(1);
    await browser.flush();
    const [leader] = browser.tabs as [Tab];
    leader.realtime.open();
    leader.core.append({ type: 'document/visibilityChanged', visible: false });
    const page = browser.browser.tab();
    const channel = new page.BroadcastChannel(TABS_NAME);
    for (let index = 0; index < 50_000; index++) channel.postMessage(lead(`ghost${index}`, { kind: 'hello', visible: true }));
    await browser.flush();
    page.close();
    await browser.advance(TABS.visibleMs + 1000, 1000);
    const count = platform.requests.length;
    await browser.advance(600_000, 10_000);
    // Nobody looks any more: no requests, as for a lone hidden tab.
    expect(platform.requests.length).toBe(count);
    leader.sync.dispose();
  }, 30_000);

  it('a visible follower keeps saying so: a hidden leader keeps checking for it past the expiry', async () => {
    const platform = served.use(createFakePlatform(makeNotes(3)));
    const browser = startTabs(2);
    await browser.flush();
    const [leader, follower] = browser.tabs as [Tab, Tab];
    leader.realtime.open();
    leader.core.append({ type: 'document/visibilityChanged', visible: false });
    await browser.advance(3 * TABS.visibleMs, 5000);
    platform.add(makeNote({ id: 45, timestamp: '2026-01-01T11:00:00Z' }));
    leader.realtime.push(45);
    await browser.flush();
    expect(ids(follower)[0]).toBe(45);
    for (const tab of browser.tabs) tab.sync.dispose();
  });
});
