import { describe, expect, it } from 'vitest';
import { makeNote, makeNotes } from '../../test/support/notes.ts';
import { createMemoryLogger, createSharedMemoryStorage, noteTime } from '../core/index.ts';
import { createFakePlatform } from './testing/platform.ts';
import { startSync, usePlatform } from './testing/harness.ts';

const served = usePlatform();
const newest = Math.ceil(noteTime(makeNotes(1)[0]!) / 1000);

describe('seen', () => {
  it('counts as seen only when the panel is showing and visible and a newer note exists', async () => {
    const platform = served.use(createFakePlatform(makeNotes(4)));
    const run = startSync({ open: false });
    await run.advance(0);
    expect(run.of('notes/seenRecorded')).toHaveLength(0);
    run.core.append({ type: 'document/visibilityChanged', visible: false });
    run.core.append({ type: 'panel/opened' });
    await run.advance(0);
    expect(platform.seen('/notifications/seen')).toHaveLength(0);
    run.core.append({ type: 'document/visibilityChanged', visible: true });
    await run.advance(0);
    expect(run.state().client.lastSeenTime).toBe(newest);
    expect(run.core.services.storage.get('notesLastMarkedSeen')).toBe(String(newest));
    expect(platform.seen('/notifications/seen').map((request) => request.body)).toEqual([{ time: newest }]);
    expect(run.sent.at(-1)).toEqual({ type: 'notesIframeMessage', action: 'renderAllSeen' });
    // Nothing newer: opening again records nothing.
    run.core.append({ type: 'panel/closed' });
    run.core.append({ type: 'panel/opened' });
    await run.advance(0);
    expect(platform.seen('/notifications/seen')).toHaveLength(1);
    run.sync.dispose();
  });

  it('reads last_seen_time in milliseconds as seconds and never moves it backwards', async () => {
    const platform = served.use(createFakePlatform(makeNotes(4)));
    platform.lastSeenTime = newest * 1000;
    const run = startSync({ open: false });
    await run.advance(0);
    expect(run.state().client.lastSeenTime).toBe(newest);
    platform.lastSeenTime = newest - 600;
    run.core.services.storage.set('notesLastMarkedSeen', String(newest - 900));
    await run.advance(30_000);
    expect(run.state().client.lastSeenTime).toBe(newest);
    run.sync.dispose();
  });

  it('reads a stored last-seen time in milliseconds as seconds, never 1000× into the future', async () => {
    served.use(createFakePlatform(makeNotes(4)));
    const storage = createSharedMemoryStorage().tab(createMemoryLogger());
    storage.set('notesLastMarkedSeen', String((newest - 60) * 1000));
    const run = startSync({ open: false, storage });
    await run.advance(0);
    expect(run.state().client.lastSeenTime).toBe(newest - 60);
    run.sync.dispose();
  });

  it.each([
    ['stored', 'notesLastMarkedSeen'],
    ['sent by the server', 'last_seen_time'],
  ])('treats a last-seen time far in the future (%s) as absent, so the bell still counts new notes', async (_where, source) => {
    const platform = served.use(createFakePlatform(makeNotes(3)));
    const seenBefore = Date.parse('2026-01-01T09:58:30Z') / 1000;
    platform.lastSeenTime = source === 'last_seen_time' ? 9999999999 : seenBefore;
    const storage = createSharedMemoryStorage().tab(createMemoryLogger());
    storage.set('notesLastMarkedSeen', source === 'notesLastMarkedSeen' ? '9999999999' : String(seenBefore));
    const run = startSync({ open: false, storage });
    await run.advance(0);
    expect(run.state().client.lastSeenTime).toBe(seenBefore);
    expect(run.sent.at(-1)).toEqual({ type: 'notesIframeMessage', action: 'render', num_new: 2, latest_type: 'comment' });
    // Another tab writing a corrupt time does not silence it either.
    storage.set('notesLastMarkedSeen', '9999999999');
    platform.add(makeNote({ id: 40, type: 'like', timestamp: '2026-01-01T11:00:00Z' }));
    await run.advance(30_000);
    expect(run.sent.at(-1)).toEqual({ type: 'notesIframeMessage', action: 'render', num_new: 3, latest_type: 'like' });
    run.sync.dispose();
  });

  it('never posts or takes a seen time later than now plus the clock skew: a note dated 23 h ahead stays new', async () => {
    const ahead = Date.parse('2026-01-02T11:00:00Z');
    const platform = served.use(createFakePlatform([makeNote({ id: 99, timestamp: new Date(ahead).toISOString() }), ...makeNotes(3)]));
    // The server's own time, 23 h ahead (another client posted it), is not taken either.
    platform.lastSeenTime = ahead / 1000;
    const run = startSync();
    await run.advance(0);
    expect(run.state().client.noteList).toContain(99);
    const posted = platform.seen('/notifications/seen').map((request) => request.body);
    expect(posted).toEqual([{ time: newest }]);
    expect(run.state().client.lastSeenTime).toBe(newest);
    expect(run.core.services.storage.get('notesLastMarkedSeen')).toBe(String(newest));
    // The bell still counts the note from the future until its time comes.
    expect(run.core.select.newCount.value).toBe(1);
    await run.advance(120_000);
    expect(platform.seen('/notifications/seen')).toHaveLength(1);
    run.sync.dispose();
  });

  it('retries a failed seen call on the sync back-off until the server has the time', async () => {
    const platform = served.use(createFakePlatform(makeNotes(3)));
    const run = startSync({ open: false });
    await run.advance(0);
    platform.failures = 2;
    run.core.append({ type: 'panel/opened' });
    await run.advance(0);
    expect(platform.seen('/notifications/seen').map((request) => request.status)).toEqual([500]);
    // The poll at 30 s fails too (the second failure), then the seen retry at 60 s gets through.
    await run.advance(60_000);
    expect(platform.seen('/notifications/seen').map((request) => request.status)).toEqual([500, 200]);
    expect(platform.lastSeenTime).toBe(newest);
    await run.advance(600_000);
    expect(platform.seen('/notifications/seen')).toHaveLength(2);
    run.sync.dispose();
  });

  it('keeps two tabs sharing one storage consistent on seen and read', async () => {
    const platform = served.use(createFakePlatform(makeNotes(4)));
    const shared = createSharedMemoryStorage();
    const tabA = startSync({ open: false, storage: shared.tab(createMemoryLogger()) });
    const tabB = startSync({ open: false, storage: shared.tab(createMemoryLogger()) });
    await tabA.advance(0);
    await tabB.advance(0);
    tabA.core.append({ type: 'panel/opened' });
    await tabA.advance(0);
    expect(tabB.state().client.lastSeenTime).toBe(newest);
    expect(tabB.sent.at(-1)).toEqual({ type: 'notesIframeMessage', action: 'renderAllSeen' });
    // Only the tab that saw posts the time.
    expect(platform.seen('/notifications/seen')).toHaveLength(1);

    tabA.core.append({ type: 'note/selected', id: 3 });
    await tabA.advance(0);
    expect(tabB.core.select.unreadCount.value).toBe(3);
    expect(tabB.state().reads[3]).toBe(true);
    tabA.sync.markUnread(3);
    await tabA.advance(0);
    expect(tabB.state().reads[3]).toBe(false);
    tabB.sync.markAllRead();
    await tabB.advance(0);
    expect(tabA.core.select.unreadCount.value).toBe(0);
    // B read them all with one call; A made none for them.
    expect(platform.seen('/notifications/read').map((request) => request.body)).toEqual([
      { counts: { 3: 9999 } },
      { counts: { 3: -1 } },
      { counts: { 1: 9999, 2: 9999, 3: 9999, 4: 9999 } },
    ]);
    tabA.sync.dispose();
    tabB.sync.dispose();
  });
});

describe('reports to the host', () => {
  it('forces 0 on the first render when nothing was ever seen, then counts new notes', async () => {
    const platform = served.use(createFakePlatform(makeNotes(3)));
    const run = startSync({ open: false });
    await run.advance(0);
    expect(run.sent).toEqual([{ type: 'notesIframeMessage', action: 'renderAllSeen' }]);
    platform.add(makeNote({ id: 40, type: 'like', timestamp: '2026-01-01T11:00:00Z' }));
    await run.advance(30_000);
    expect(run.sent.at(-1)).toEqual({ type: 'notesIframeMessage', action: 'render', num_new: 4, latest_type: 'like' });
    run.sync.dispose();
  });

  it('names the type of the newest new note, not the oldest', async () => {
    const notes = [
      makeNote({ id: 1, type: 'like', timestamp: '2026-01-01T10:00:00Z' }),
      makeNote({ id: 2, type: 'comment', timestamp: '2026-01-01T09:59:00Z' }),
      makeNote({ id: 3, type: 'follow', timestamp: '2026-01-01T09:58:00Z' }),
    ];
    const platform = served.use(createFakePlatform(notes));
    platform.lastSeenTime = Date.parse('2026-01-01T09:58:00Z') / 1000;
    const run = startSync({ open: false });
    await run.advance(0);
    expect(run.sent).toEqual([{ type: 'notesIframeMessage', action: 'render', num_new: 2, latest_type: 'like' }]);
    run.sync.dispose();
  });
});
