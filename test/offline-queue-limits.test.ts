/**
 * The offline queue's limits on the virtual clock, against the mock platform: an optimistic state
 * it keeps ends once its action is sent, and what it sends is only what the panel could have asked for.
 */
import { describe, expect, it } from 'vitest';
import { createMemoryLogger, createSharedMemoryStorage } from '../src/core/index.ts';
import { usePlatform } from '../plugins/testing/platform.ts';
import { isApproved } from '../plugins/actions/approve.ts';
import { makeNote } from './support/notes.ts';
import { START, openOfflineTab } from './support/offline-tab.ts';

const platform = usePlatform();
const NOTES = [1, 2, 3].map((id) => makeNote({ id, timestamp: new Date(START - id * 60_000).toISOString() }));
const serveNotes = () => NOTES.forEach((note) => platform.serveNote(note));
/** The requests that change something on the platform (the actions), as 'METHOD /path'. */
const writes = () => platform.lines().filter((line) => line.startsWith('POST') && !line.includes('/notifications/seen'));
/** The poll while no realtime channel is open (SPEC §4). */
const POLL_MS = 30_000;

describe('a queued approve or like follows the platform again once sent', () => {
  it('shows a change made on the platform within one poll after a 90 s outage', async () => {
    serveNotes();
    const tab = await openOfflineTab();
    const approved = () => isApproved(tab.state(), tab.state().notes[1]!);
    tab.network.set(false);
    tab.core.perform('approve', 1);
    await tab.settle();
    tab.core.perform('like', 2);
    await tab.settle();
    await tab.clock.advanceAsync(90_000);
    expect(approved()).toBe(true);

    tab.network.set(true);
    await tab.settle();
    expect(writes()).toEqual(['POST /sites/70/comments/1', 'POST /sites/70/comments/2/likes/new']);
    expect(approved()).toBe(true);
    expect(tab.state().likes[2]).toBe(true);

    // Someone unapproves the comment on the platform (another device, the dashboard).
    platform.mock.state.updateComment('70', 1, { status: 'unapproved' });
    await tab.clock.advanceAsync(POLL_MS + 10_000);
    await tab.settle();
    expect(approved()).toBe(false);
    expect(tab.state().approvals[1]).toBeUndefined();
    expect(tab.state().likes[2]).toBeUndefined();
    tab.close();
  });

  it('ends the override in another tab too, once the tab that sent the action says so', async () => {
    serveNotes();
    const shared = createSharedMemoryStorage();
    const a = await openOfflineTab({ storage: shared.tab(createMemoryLogger()), online: false });
    const b = await openOfflineTab({ storage: shared.tab(createMemoryLogger()), online: false });
    a.core.perform('approve', 1);
    await a.settle();
    await b.clock.advanceAsync(90_000);
    expect(b.state().approvals[1]).toBe(true); // tab b shows it waiting

    a.network.set(true);
    await a.settle();
    expect(writes()).toEqual(['POST /sites/70/comments/1']);
    expect(b.state().queue).toEqual([]);
    await b.clock.advanceAsync(10_000);
    expect(b.state().approvals[1]).toBeUndefined(); // b follows its own copy of the note again
    a.close();
    b.close();
  });
});
