/**
 * The offline queue's limits on the virtual clock, against the mock platform: an optimistic state
 * it keeps ends once its action is sent, and what it sends is only what the panel could have asked for.
 */
import { describe, expect, it } from 'vitest';
import { createMemoryLogger, createSharedMemoryStorage } from '../src/core/index.ts';
import { QUEUE_LOCK_NAME } from '../src/sync/queue-lock.ts';
import { QUEUE_KEY } from '../src/sync/queue-store.ts';
import { usePlatform } from '../plugins/testing/platform.ts';
import { isApproved, approvals } from '../plugins/actions/approve.ts';
import { makeNote } from './support/notes.ts';
import { START, openOfflineTab } from './support/offline-tab.ts';
import { likes } from '../plugins/actions/like.ts';

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
    expect(likes.read(tab.state())[2]).toBe(true);

    // Someone unapproves the comment on the platform (another device, the dashboard).
    platform.mock.state.updateComment('70', 1, { status: 'unapproved' });
    await tab.clock.advanceAsync(POLL_MS + 10_000);
    await tab.settle();
    expect(approved()).toBe(false);
    expect(approvals.read(tab.state())[1]).toBeUndefined();
    expect(likes.read(tab.state())[2]).toBeUndefined();
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
    expect(approvals.read(b.state())[1]).toBe(true); // tab b shows it waiting

    a.network.set(true);
    await a.settle();
    expect(writes()).toEqual(['POST /sites/70/comments/1']);
    expect(b.state().queue).toEqual([]);
    await b.clock.advanceAsync(10_000);
    expect(approvals.read(b.state())[1]).toBeUndefined(); // b follows its own copy of the note again
    a.close();
    b.close();
  });
});

/** A stored entry as a tab of this panel writes it (site 70, post 2, comment = note id). */
const stored = (fields: Record<string, unknown>) => ({ key: `k-${JSON.stringify(fields)}`, action: 'approve', noteId: 1, on: true, keeps: 'approval', siteId: 70, postId: 2, commentId: 1, at: START, ...fields });

/** A tab that finds `entries` stored (and `claim`, without Web Locks), goes online, and lets the replay run. */
async function replayStored(entries: unknown[], claim?: unknown) {
  serveNotes();
  const storage = createSharedMemoryStorage().tab(createMemoryLogger());
  storage.set(QUEUE_KEY, JSON.stringify(entries));
  if (claim !== undefined) storage.set(QUEUE_LOCK_NAME, JSON.stringify(claim));
  const tab = await openOfflineTab({ storage, online: false });
  const restored = tab.state().queue.map((entry) => entry.key);
  tab.network.set(true);
  await tab.settle();
  const statuses = tab.events.flatMap((event) => (event.type === 'status/shown' ? [event.message] : []));
  tab.close();
  return { tab, restored, statuses };
}

describe('the offline queue sends only what the panel could have asked for', () => {
  it('a stored step for a note the panel never had sends nothing, and says the note is gone', async () => {
    const { tab, statuses } = await replayStored([stored({ action: 'trash', keeps: 'hidden', noteId: 999, commentId: 4 })]);
    expect(writes()).toEqual([]);
    expect(statuses).toContain('Moving the comment to the trash was not sent: the comment no longer exists.');
    expect(tab.events.find((event) => event.type === 'queue/dropped')).toMatchObject({ reason: 'gone' });
    expect(tab.logger.entries.some((entry) => /trash of note 999 dropped/.test(entry.message))).toBe(true);
  });

  it('a stored step naming a comment that is not its note\'s sends nothing', async () => {
    const { tab } = await replayStored([stored({ action: 'trash', keeps: 'hidden', noteId: 1, commentId: 3 })]);
    expect(writes()).toEqual([]);
    expect(tab.state().hiddenNoteIds[1]).toBeUndefined();
  });

  it('a step for a note the platform removed while it waited sends nothing', async () => {
    serveNotes();
    const tab = await openOfflineTab({ online: false });
    tab.core.perform('approve', 2);
    await tab.settle();
    platform.mock.state.removeNote(2);
    tab.core.append({ type: 'notes/removed', ids: [2] }); // as the next poll's list says
    tab.network.set(true);
    await tab.settle();
    expect(writes()).toEqual([]);
    expect(tab.state().status?.message).toBe('Your approval was not sent: the comment no longer exists.');
    tab.close();
  });

  it('a step for a note that left the window but is still on the platform is sent', async () => {
    serveNotes();
    const tab = await openOfflineTab({ online: false });
    tab.core.perform('approve', 3);
    await tab.settle();
    tab.core.append({ type: 'notes/removed', ids: [3] }); // scrolled out of the panel's window
    tab.network.set(true);
    await tab.settle();
    expect(writes()).toEqual(['POST /sites/70/comments/3']);
    tab.close();
  });

  it('drops stored steps with an invalid target or action with a logged reason, and sends none of them', async () => {
    const bad = [
      stored({ action: 'mark-read', keeps: 'read', noteId: -1, siteId: null, postId: null, commentId: null }),
      stored({ noteId: 0 }),
      stored({ noteId: 1.5 }),
      stored({ siteId: -70 }),
      stored({ commentId: 0 }),
      stored({ action: 'delete-site' }),
      stored({ keeps: 'hidden' }),
      // A plugin's own override is a name the store keeps; its action says whether it is its own.
      stored({ keeps: 'pin' }),
      stored({ key: 'long-keeps', keeps: 'x'.repeat(1000) }),
    ];
    const { tab, restored } = await replayStored(bad);
    expect(writes()).toEqual([]);
    expect(restored).toEqual([bad[5]!.key, bad[6]!.key, bad[7]!.key]); // well-formed; refused when their turn comes
    const logged = tab.logger.entries.map((entry) => entry.message).join('\n');
    expect(logged).toMatch(/noteId is not a positive whole number/);
    expect(logged).toMatch(/siteId is not a positive whole number/);
    expect(logged).toMatch(/commentId is not a positive whole number/);
    expect(logged).toMatch(/delete-site of note 1 dropped: no action sends it/);
    expect(logged).toMatch(/approve of note 1 dropped: it keeps hidden/);
    expect(logged).toMatch(/approve of note 1 dropped: it keeps pin/);
    expect(logged).toMatch(/keeps is not a state name/);
    expect(tab.state().hiddenNoteIds[1]).toBeUndefined();
  });

  it('a stored claim on the queue further ahead than any replay lasts does not block the replay', async () => {
    await replayStored([stored({})], { owner: 'another tab', until: 8.64e15 });
    expect(writes()).toEqual(['POST /sites/70/comments/1']);
  });

  it('a live claim of another tab still holds the replay back (it is sending the same queue)', async () => {
    await replayStored([stored({})], { owner: 'another tab', until: START + 30_000 });
    expect(writes()).toEqual([]);
  });
});

describe('a queued step whose first try may have landed is checked before it is sent again', () => {
  it('a trash whose delete went through but whose answer was lost is not sent again (a second delete deletes for good)', async () => {
    serveNotes();
    const tab = await openOfflineTab();
    // The platform moves the comment to the trash, then the connection drops before the answer.
    platform.mock.route('POST', '/rest/v1.1/sites/70/comments/1/delete', (_call, count) => (count === 1 ? (platform.mock.state.deleteComment('70', 1), { network: true }) : undefined));
    tab.core.perform('trash', 1);
    await tab.clock.advanceAsync(4500);
    await tab.settle();
    expect(tab.actions()).toEqual(['trash']);

    await tab.clock.advanceAsync(30_000);
    await tab.settle();
    expect(writes()).toEqual(['POST /sites/70/comments/1/delete']);
    expect(platform.mock.state.getComment('70', 1).status).toBe('trash'); // still in the trash, restorable
    expect(tab.state().queue).toEqual([]);
    expect(tab.state().notes[1]).toBeUndefined(); // counted as done
    tab.close();
  });
});

