/**
 * "Mark all as read" on a fresh start (issue 31): the panel holds the newest 10 notes, the platform
 * has older unread ones too. Every unread note up to the 200-note cap ends read, the undo step
 * counts them all, and its undo puts them all back.
 */
import { describe, expect, it } from 'vitest';
import { makeNotes } from '../../test/support/notes.ts';
import { createFakePlatform } from './testing/platform.ts';
import { startSync, usePlatform } from './testing/harness.ts';

const served = usePlatform();

/** 13 notes: of the 10 loaded, 3 unread (1, 2, 3); of the 3 older ones (11, 12, 13), all unread. */
function freshStart() {
  const notes = makeNotes(13).map((note) => ({ ...note, read: note.id <= 3 || note.id >= 11 ? 0 : 1 }));
  const platform = served.use(createFakePlatform(notes));
  const unreadOnPlatform = () => platform.sorted().filter((note) => note.read === 0).map((note) => note.id);
  return { platform, unreadOnPlatform };
}

describe('mark all as read', () => {
  it('marks the unread notes not loaded too, and says the true count', async () => {
    const { platform, unreadOnPlatform } = freshStart();
    const run = startSync();
    await run.advance(0);
    expect(run.state().client.noteList).toHaveLength(10);
    expect(unreadOnPlatform()).toEqual([1, 2, 3, 11, 12, 13]);
    await run.sync.markAllRead();
    await run.advance(0);
    expect(unreadOnPlatform()).toEqual([]);
    expect(run.of('undo/started').at(-1)).toMatchObject({ kind: 'read', ids: [1, 2, 3, 11, 12, 13] });
    expect(platform.seen('/notifications/read').map((request) => request.body)).toEqual([
      { counts: { 1: 9999, 2: 9999, 3: 9999 } },
      { counts: { 11: 9999, 12: 9999, 13: 9999 } },
    ]);
    // The Unread tab asks the platform for its older notes: none is left.
    run.core.append({ type: 'filter/chosen', name: 'unread' });
    await run.sync.loadMore();
    await run.advance(0);
    expect(run.core.select.visibleNotes.value.filter((note) => note.read === 0 && !run.state().reads[note.id])).toEqual([]);
    run.sync.dispose();
  });

  it('its undo marks every one of them unread again', async () => {
    const { unreadOnPlatform } = freshStart();
    const run = startSync();
    await run.advance(0);
    await run.sync.markAllRead();
    await run.advance(0);
    for (const event of run.of('undo/started').at(-1)!.revert!) run.core.append(event);
    await run.advance(0);
    expect(unreadOnPlatform()).toEqual([1, 2, 3, 11, 12, 13]);
    run.sync.dispose();
  });

  it('when the platform cannot list its unread notes, marks the loaded ones and counts only those, with a logged reason', async () => {
    const { platform, unreadOnPlatform } = freshStart();
    const run = startSync();
    await run.advance(0);
    platform.failures = 1;
    await run.sync.markAllRead();
    await run.advance(0);
    expect(unreadOnPlatform()).toEqual([11, 12, 13]);
    expect(run.of('undo/started').at(-1)).toMatchObject({ ids: [1, 2, 3] });
    expect(run.logger.entries.some((entry) => /unread list failed, 3 loaded marked/.test(entry.message))).toBe(true);
    run.sync.dispose();
  });
});
