/**
 * The offline action queue end to end on the virtual clock: the real core, plugins and sync engine,
 * the real API client over fetch, the mock platform (mock/) behind msw with its request log.
 */
import { describe, expect, it } from 'vitest';
import { createMemoryLogger, createSharedMemoryStorage, isPending } from '../src/core/index.ts';
import { QUEUE_KEY } from '../src/sync/queue-store.ts';
import { usePlatform } from '../plugins/testing/platform.ts';
import { makeNote } from './support/notes.ts';
import { START, openOfflineTab as openTab } from './support/offline-tab.ts';
import { likes } from '../plugins/actions/like.ts';
import { approvals } from '../plugins/actions/approve.ts';

const platform = usePlatform();
const NOTES = [1, 2, 3, 4, 5].map((id) => makeNote({ id, timestamp: new Date(START - id * 60_000).toISOString() }));

/** The requests that change something on the platform (the actions), as 'METHOD /path'. */
const writes = () => platform.lines().filter((line) => line.startsWith('POST') && !line.includes('/notifications/seen'));

function serveNotes() {
  for (const note of NOTES) platform.serveNote(note);
}

describe('offline action queue', () => {
  it('queues approve, like, spam, trash and read while offline, shows them pending, and replays them in order once online', async () => {
    serveNotes();
    const tab = await openTab();
    expect(Object.keys(tab.state().notes)).toHaveLength(5);
    tab.network.set(false);
    expect(tab.state().status?.message).toBe("You're offline. Actions will be sent when you're back online.");

    // Each click is its own task, as in a browser: the effects of one settle before the next.
    tab.core.perform('approve', 1);
    await tab.settle();
    tab.core.perform('like', 2);
    await tab.settle();
    tab.core.perform('spam', 3);
    await tab.settle();
    tab.core.perform('trash', 4); // carries the spam step out now: its call is queued
    await tab.settle();
    await tab.clock.advanceAsync(4500); // the trash step's window ends
    await tab.settle();
    tab.core.append({ type: 'note/selected', id: 5 }); // opening an unread note marks it read
    await tab.settle();

    expect(tab.actions()).toEqual(['approve', 'like', 'spam', 'trash', 'mark-read']);
    for (const id of [1, 2, 3, 4, 5]) expect(isPending(tab.state(), id)).toBe(true);
    expect(writes()).toEqual([]); // nothing was tried while offline
    // The optimistic state holds past the 10 s override reset, and the removed comments stay hidden.
    tab.clock.advance(15_000);
    expect(approvals.read(tab.state())[1]).toBe(true);
    expect(likes.read(tab.state())[2]).toBe(true);
    expect(tab.state().hiddenNoteIds).toMatchObject({ 3: true, 4: true });
    expect(tab.state().reads[5]).toBe(true);
    expect(JSON.parse(tab.storage.get(QUEUE_KEY)!)).toHaveLength(5);

    tab.network.set(true);
    expect(tab.state().status).toMatchObject({ message: 'Back online: sending %d waiting action.', count: 5 });
    await tab.settle();

    expect(writes()).toEqual([
      'POST /sites/70/comments/1',
      'POST /sites/70/comments/2/likes/new',
      'POST /sites/70/comments/3',
      'POST /sites/70/comments/4/delete',
      'POST /notifications/read',
    ]);
    expect(platform.mock.state.getComment('70', 1).status).toBe('approved');
    expect(platform.mock.state.getComment('70', 2).i_like).toBe(true);
    expect(platform.mock.state.getComment('70', 3).status).toBe('spam');
    expect(platform.mock.state.getComment('70', 4).status).toBe('trash');
    expect(tab.state().queue).toEqual([]);
    expect(tab.storage.get(QUEUE_KEY)).toBeNull();
    expect(tab.state().notes[3]).toBeUndefined();
    expect(tab.state().notes[4]).toBeUndefined();
    expect(tab.events.filter((event) => event.type === 'queue/replayed')).toHaveLength(5);
    expect(tab.state().status?.message).toBe('Every waiting action was sent.');
    tab.close();
  });

  it('queues an action whose request fails with a network error while the browser says online, and sends it on the retry', async () => {
    serveNotes();
    const tab = await openTab();
    platform.mock.route('POST', '/rest/v1.1/sites/70/comments/1', (_call, count) => (count === 1 ? { network: true } : undefined));
    tab.core.perform('approve', 1);
    await tab.settle();
    expect(tab.actions()).toEqual(['approve']);
    expect(approvals.read(tab.state())[1]).toBe(true); // not rolled back
    expect(tab.state().status?.kind).not.toBe('failure');

    await tab.clock.advanceAsync(30_000);
    await tab.settle();
    expect(writes()).toEqual(['POST /sites/70/comments/1', 'POST /sites/70/comments/1']);
    expect(tab.state().queue).toEqual([]);
    expect(platform.mock.state.getComment('70', 1).status).toBe('approved');
    tab.close();
  });

  it('stops the replay at a network failure and keeps the rest, in order', async () => {
    serveNotes();
    const tab = await openTab({ online: false });
    for (const [action, id] of [['approve', 1], ['like', 2], ['approve', 3]] as const) {
      tab.core.perform(action, id);
      await tab.settle();
    }
    platform.mock.route('POST', '/rest/v1.1/sites/70/comments/2/likes/new', (_call, count) => (count === 1 ? { network: true } : undefined));

    tab.network.set(true);
    await tab.settle();
    expect(writes()).toEqual(['POST /sites/70/comments/1', 'POST /sites/70/comments/2/likes/new']);
    expect(tab.actions()).toEqual(['like', 'approve']);
    expect(likes.read(tab.state())[2]).toBe(true);
    expect(approvals.read(tab.state())[3]).toBe(true);

    await tab.clock.advanceAsync(30_000);
    await tab.settle();
    expect(writes().slice(2)).toEqual(['POST /sites/70/comments/2/likes/new', 'POST /sites/70/comments/3']);
    expect(tab.actions()).toEqual([]);
    tab.close();
  });

  it('drops an action whose comment is gone, says so, and puts its state back', async () => {
    serveNotes();
    const tab = await openTab({ online: false });
    tab.core.perform('approve', 1);
    await tab.settle();
    tab.core.perform('like', 2);
    await tab.settle();
    platform.mock.route('POST', '/rest/v1.1/sites/70/comments/1', { status: 404, body: { error: 'unknown_comment', message: 'Unknown comment' } });

    tab.network.set(true);
    await tab.settle();
    const dropped = tab.events.find((event) => event.type === 'queue/dropped');
    expect(dropped).toMatchObject({ reason: 'gone' });
    expect(tab.events.some((event) => event.type === 'status/shown' && event.message === 'Your approval was not sent: the comment no longer exists.')).toBe(true);
    expect(approvals.read(tab.state())[1]).toBeUndefined(); // the button says Approve again
    // The next one was still sent.
    expect(writes()).toEqual(['POST /sites/70/comments/1', 'POST /sites/70/comments/2/likes/new']);
    expect(tab.state().queue).toEqual([]);
    tab.close();
  });

  it('treats another API error as the action\'s ordinary failure', async () => {
    serveNotes();
    const tab = await openTab({ online: false });
    tab.core.perform('like', 2);
    await tab.settle();
    platform.mock.route('POST', '/rest/v1.1/sites/70/comments/2/likes/new', { status: 403, body: { error: 'unauthorized', message: 'No' } });
    tab.network.set(true);
    await tab.settle();
    expect(likes.read(tab.state())[2]).toBeUndefined();
    expect(tab.state().status).toMatchObject({ kind: 'failure', message: 'Could not like this. Please try again.' });
    expect(tab.events.find((event) => event.type === 'queue/dropped')).toMatchObject({ reason: 'failed' });
    tab.close();
  });

  it('says a queued call the platform has no endpoint for (a 404 with no unknown thing named) as an ordinary failure, not as gone', async () => {
    serveNotes();
    const tab = await openTab({ online: false });
    tab.core.perform('like', 2);
    await tab.settle();
    platform.mock.route('POST', '/rest/v1.1/sites/70/comments/2/likes/new', { status: 404, body: { error: 'unknown_path', message: 'No route' } });
    tab.network.set(true);
    await tab.settle();
    expect(tab.state().status).toMatchObject({ kind: 'failure', message: 'Could not like this. Please try again.' });
    expect(tab.events.find((event) => event.type === 'queue/dropped')).toMatchObject({ reason: 'failed' });
    tab.close();
  });

  it('survives a reload: a new core on the same storage shows the actions pending and sends them once online', async () => {
    serveNotes();
    const shared = createSharedMemoryStorage();
    const first = await openTab({ storage: shared.tab(createMemoryLogger()), online: false });
    first.core.perform('approve', 1);
    await first.settle();
    first.core.perform('spam', 3);
    await first.clock.advanceAsync(4500);
    await first.settle();
    expect(first.actions()).toEqual(['approve', 'spam']);
    first.close();

    const second = await openTab({ storage: shared.tab(createMemoryLogger()), online: false });
    expect(second.actions()).toEqual(['approve', 'spam']);
    expect(isPending(second.state(), 1)).toBe(true);
    expect(approvals.read(second.state())[1]).toBe(true); // re-applied when the note arrived
    expect(second.state().hiddenNoteIds[3]).toBe(true);
    expect(second.core.select.visibleNotes.value.map((note) => note.id)).toEqual([1, 2, 4, 5]);
    expect(writes()).toEqual([]);

    second.network.set(true);
    await second.settle();
    expect(writes()).toEqual(['POST /sites/70/comments/1', 'POST /sites/70/comments/3']);
    expect(second.state().queue).toEqual([]);
    second.close();
  });

  it('undoing a queued action takes it out of the queue: no request at all', async () => {
    serveNotes();
    const tab = await openTab({ online: false });
    tab.core.perform('approve', 1);
    await tab.settle();
    tab.core.perform('mark-read', 2);
    await tab.settle();
    expect(tab.actions()).toEqual(['approve', 'mark-read']);
    expect(tab.core.handleKey({ key: 'u' })).toMatchObject({ handled: true }); // undoes the read mark
    await tab.settle();
    expect(tab.actions()).toEqual(['approve']);
    expect(tab.state().reads[2]).toBe(false);

    tab.core.perform('approve', 1); // "Approved" → unapprove: cancels the waiting approval
    await tab.settle();
    expect(tab.actions()).toEqual([]);
    expect(tab.events.filter((event) => event.type === 'queue/dropped').map((event) => event.reason)).toEqual(['undone', 'undone']);

    tab.network.set(true);
    await tab.settle();
    expect(writes()).toEqual([]);
    expect(tab.storage.get(QUEUE_KEY)).toBeNull();
    tab.close();
  });

  it('ignores a malformed stored queue with a log line, and keeps the well-formed entries of a partly broken one', async () => {
    serveNotes();
    for (const [stored, kept] of [['{not json', 0], ['{"entries":[]}', 0], [JSON.stringify([{ key: 'x' }, 7, null]), 0]] as const) {
      const storage = createSharedMemoryStorage().tab(createMemoryLogger());
      storage.set(QUEUE_KEY, stored);
      const tab = await openTab({ storage, online: false });
      expect(tab.state().queue).toHaveLength(kept);
      expect(tab.logger.entries.some((entry) => /stored action queue/.test(entry.message))).toBe(true);
      tab.close();
    }
    const good = { key: 'k1', action: 'approve', noteId: 1, on: true, keeps: 'approval', siteId: 70, postId: 2, commentId: 1, at: START };
    const storage = createSharedMemoryStorage().tab(createMemoryLogger());
    storage.set(QUEUE_KEY, JSON.stringify([good, { ...good, key: 'k2', noteId: 'two' }]));
    const tab = await openTab({ storage, online: false });
    expect(tab.state().queue.map((entry) => entry.key)).toEqual(['k1']);
    expect(approvals.read(tab.state())[1]).toBe(true);
    tab.close();
  });

  it('two tabs sharing storage replay the queue once', async () => {
    serveNotes();
    const shared = createSharedMemoryStorage();
    const a = await openTab({ storage: shared.tab(createMemoryLogger()), online: false });
    const b = await openTab({ storage: shared.tab(createMemoryLogger()), online: false });
    a.core.perform('approve', 1);
    await a.settle();
    b.core.perform('like', 2);
    await b.settle();
    // Each tab sees the other's action waiting (the storage event).
    expect(a.actions()).toEqual(['approve', 'like']);
    expect(b.actions()).toEqual(['approve', 'like']);
    expect(isPending(a.state(), 2)).toBe(true);

    a.network.set(true);
    b.network.set(true);
    await a.settle();
    await b.settle();
    await a.settle();
    expect(writes()).toEqual(['POST /sites/70/comments/1', 'POST /sites/70/comments/2/likes/new']);
    expect(a.actions()).toEqual([]);
    expect(b.actions()).toEqual([]);
    a.close();
    b.close();
  });
});
