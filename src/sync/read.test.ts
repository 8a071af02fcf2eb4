import { describe, expect, it } from 'vitest';
import { makeNote, makeNotes } from '../../test/support/notes.ts';
import { createMemoryLogger, createSharedMemoryStorage } from '../core/index.ts';
import { createFakePlatform } from './testing/platform.ts';
import { startSync, usePlatform } from './testing/harness.ts';

const served = usePlatform();

describe('read', () => {
  it('selecting an unread note marks it read, sends the read call and persists the mark', async () => {
    const platform = served.use(createFakePlatform(makeNotes(3)));
    const run = startSync();
    await run.advance(0);
    run.core.append({ type: 'note/selected', id: 2 });
    await run.advance(0);
    expect(platform.seen('/notifications/read').map((request) => request.body)).toEqual([{ counts: { 2: 9999 } }]);
    expect(run.core.services.storage.get('note_read_status_2')).toBe('1');
    expect(run.state().reads[2]).toBe(true);
    expect(platform.seen('/seen-posts')).toHaveLength(0);
    // Selecting it again (or a read note) sends nothing more.
    run.core.append({ type: 'note/unselected' });
    run.core.append({ type: 'note/selected', id: 2 });
    await run.advance(0);
    expect(platform.seen('/notifications/read')).toHaveLength(1);
    run.sync.dispose();
  });

  it('also marks the post seen for new_post and automattcher notes with site and post ids', async () => {
    const notes = [
      makeNote({ id: 1, type: 'new_post', meta: { ids: { site: 70, post: 9 } } }),
      makeNote({ id: 2, type: 'automattcher', timestamp: '2026-01-01T09:00:00Z', meta: { ids: { site: 71, post: 10 } } }),
      makeNote({ id: 3, type: 'new_post', timestamp: '2026-01-01T08:00:00Z', meta: { ids: { site: 72 } } }),
    ];
    const platform = served.use(createFakePlatform(notes));
    const run = startSync();
    await run.advance(0);
    for (const id of [1, 2, 3]) run.core.append({ type: 'note/selected', id });
    await run.advance(0);
    expect(platform.seen('/seen-posts/seen/blog/new').map((request) => request.body)).toEqual([
      { blog_id: 70, post_ids: [9], source: 'notification-web' },
      { blog_id: 71, post_ids: [10], source: 'notification-web' },
    ]);
    expect(platform.seen('/wpcom/v2/seen-posts')).toHaveLength(2);
    run.sync.dispose();
  });

  it.each([
    ['reports no success', (platform: ReturnType<typeof createFakePlatform>) => void (platform.readSucceeds = false)],
    ['errors', (platform: ReturnType<typeof createFakePlatform>) => void (platform.failures = 1)],
  ])('leaves the note read when the read call %s', async (_name, breakIt) => {
    const platform = served.use(createFakePlatform(makeNotes(3)));
    const run = startSync();
    await run.advance(0);
    breakIt(platform);
    run.core.append({ type: 'note/selected', id: 1 });
    await run.advance(0);
    const repair = run.events.filter((event) => event.type === 'note/readMarkCleared' || event.type === 'note/markedRead');
    expect(repair.map((event) => event.type)).toEqual(['note/readMarkCleared', 'note/markedRead']);
    expect(run.state().reads[1]).toBe(true);
    expect(run.core.select.unreadCount.value).toBe(2);
    // The server still says unread; the next poll must not undo the local mark.
    platform.touch(1);
    await run.advance(30_000);
    expect(run.state().notes[1]!.note_hash).toBe(1 * 7 + 1);
    expect(run.core.select.unreadCount.value).toBe(2);
    run.sync.dispose();
  });

  it('a stored read mark keeps the note read after a reload while the server still says unread', async () => {
    served.use(createFakePlatform(makeNotes(3)));
    const shared = createSharedMemoryStorage();
    shared.data.set('note_read_status_3', '1');
    const run = startSync({ storage: shared.tab(createMemoryLogger()) });
    await run.advance(0);
    expect(run.state().reads[3]).toBe(true);
    run.sync.dispose();
  });

  it('a list answer keeps the stored marks the server does not agree with yet, and clears the ones it does', async () => {
    served.use(createFakePlatform([...makeNotes(5), makeNote({ id: 6, read: 1, timestamp: '2026-01-01T09:00:00Z' })]));
    const shared = createSharedMemoryStorage();
    shared.data.set('note_read_status_2', '1');
    shared.data.set('note_read_status_4', '0');
    shared.data.set('note_read_status_6', '1');
    shared.data.set('note_read_status_99', '1');
    const run = startSync({ storage: shared.tab(createMemoryLogger()) });
    await run.advance(0);
    expect(run.state().reads).toEqual({ 2: true });
    expect(run.core.select.unreadCount.value).toBe(4);
    expect([...shared.data.keys()].filter((key) => key.startsWith('note_read_status_'))).toEqual(['note_read_status_2']);
    run.sync.dispose();
  });

  it('marks all as read with one call, and one note as unread with count -1', async () => {
    const notes = makeNotes(4);
    notes[1] = { ...notes[1]!, read: 1 };
    const platform = served.use(createFakePlatform(notes));
    const run = startSync();
    await run.advance(0);
    expect(run.core.select.unreadCount.value).toBe(3);
    run.sync.markAllRead();
    await run.advance(0);
    expect(run.core.select.unreadCount.value).toBe(0);
    run.sync.markUnread(2);
    await run.advance(0);
    expect(run.core.select.unreadCount.value).toBe(1);
    expect(run.core.services.storage.get('note_read_status_2')).toBe('0');
    expect(platform.seen('/notifications/read').map((request) => request.body)).toEqual([
      { counts: { 1: 9999, 3: 9999, 4: 9999 } },
      { counts: { 2: -1 } },
    ]);
    // Marked unread here, selecting it reads it again even though the server copy said read.
    run.core.append({ type: 'note/selected', id: 2 });
    await run.advance(0);
    expect(platform.seen('/notifications/read').at(-1)!.body).toEqual({ counts: { 2: 9999 } });
    run.sync.dispose();
  });

  it('sends the calls for marks appended by others (the mark-read action), once each', async () => {
    const platform = served.use(createFakePlatform(makeNotes(3)));
    const run = startSync();
    await run.advance(0);
    platform.readSucceeds = false;
    run.core.append({ type: 'note/markedRead', ids: [2] });
    await run.advance(0);
    // The failed call is repaired locally, and the repair's own mark sends nothing more.
    expect(run.state().reads[2]).toBe(true);
    run.core.append({ type: 'note/markedRead', ids: [2] });
    run.core.append({ type: 'note/markedUnread', ids: [1] });
    await run.advance(0);
    expect(platform.seen('/notifications/read').map((request) => request.body)).toEqual([{ counts: { 2: 9999 } }, { counts: { 1: -1 } }]);
    run.sync.dispose();
  });

  it('sends a quick mark-as-unread after the read it follows, so the platform ends unread too', async () => {
    const platform = served.use(createFakePlatform(makeNotes(3)));
    const run = startSync();
    await run.advance(0);
    // The read call is slow to arrive; sent at once, the unread call would overtake it.
    platform.mock.faults.setRules([{ match: { method: 'POST', path: '/rest/v1.1/notifications/read', body: { counts: { 2: 9999 } } }, fault: { delayMs: 200 }, times: 1 }]);
    run.core.append({ type: 'note/selected', id: 2 });
    run.core.append({ type: 'note/markedUnread', ids: [2] });
    await run.advance(0);
    expect(platform.seen('/notifications/read').map((request) => request.body)).toEqual([{ counts: { 2: 9999 } }, { counts: { 2: -1 } }]);
    const served2 = platform.sorted().find((note) => note.id === 2)!;
    expect(served2.read).toBe(0);
    expect(run.state().reads[2]).toBe(false);
    run.sync.dispose();
  });
});
