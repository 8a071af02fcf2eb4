import { describe, expect, it } from 'vitest';
import { makeNote, makeNotes } from '../../test/support/notes.ts';
import { createFakePlatform } from './testing/platform.ts';
import { createFakeRealtime } from './testing/fake-realtime.ts';
import { startSync, usePlatform } from './testing/harness.ts';

const served = usePlatform();
const hashPolls = (platform: ReturnType<typeof createFakePlatform>) =>
  platform.seen('/notifications/', 'GET').filter((request) => request.query.get('fields') === 'id,note_hash');
const fullLists = (platform: ReturnType<typeof createFakePlatform>) =>
  platform.seen('/notifications/', 'GET').filter((request) => request.path.endsWith('/notifications/') && request.query.get('fields') !== 'id,note_hash');
const singles = (platform: ReturnType<typeof createFakePlatform>) => platform.requests.filter((request) => /notifications\/\d+$/.test(request.path));

describe('the sync loop', () => {
  it('loads the first 10 notes, in the foreground, then polls ids and hashes every 30 s', async () => {
    const platform = served.use(createFakePlatform(makeNotes(12)));
    const run = startSync();
    expect(run.state().ui.isLoading).toBe(true);
    await run.advance(0);
    expect(fullLists(platform)).toHaveLength(1);
    expect(fullLists(platform)[0]!.query.get('number')).toBe('10');
    expect(run.of('notes/loadStarted')[0]).toMatchObject({ background: false });
    expect(run.state().ui.isLoading).toBe(false);
    expect(run.state().client.noteList).toHaveLength(10);
    await run.advance(29_000);
    expect(hashPolls(platform)).toHaveLength(0);
    await run.advance(1_000);
    expect(hashPolls(platform)).toHaveLength(1);
    await run.advance(120_000);
    expect(hashPolls(platform)).toHaveLength(5);
    // Nothing changed, so nothing but ids and hashes was asked for.
    expect(fullLists(platform)).toHaveLength(1);
    expect(singles(platform)).toHaveLength(0);
    run.sync.dispose();
  });

  it('fetches only the notes that changed: single GETs for a few', async () => {
    const platform = served.use(createFakePlatform(makeNotes(10)));
    const run = startSync();
    await run.advance(0);
    platform.touch(3, { read: 1 });
    platform.add(makeNote({ id: 50, timestamp: '2026-01-01T11:00:00Z' }));
    await run.advance(30_000);
    expect(singles(platform).map((request) => request.path.split('/').at(-1))).toEqual(['50', '3']);
    expect(fullLists(platform)).toHaveLength(1);
    expect(run.state().notes[50]).toBeDefined();
    expect(run.state().notes[3]!.read).toBe(1);
    expect(run.state().client.noteList[0]).toBe(50);
    run.sync.dispose();
  });

  it('fetches the list prefix holding every change when many notes changed', async () => {
    const platform = served.use(createFakePlatform(makeNotes(10)));
    const run = startSync();
    await run.advance(0);
    for (const id of [1, 2, 4, 6]) platform.touch(id);
    await run.advance(30_000);
    expect(singles(platform)).toHaveLength(0);
    const lists = fullLists(platform);
    expect(lists).toHaveLength(2);
    // Note 6 is the sixth newest: nothing older needs to travel.
    expect(lists[1]!.query.get('number')).toBe('6');
    expect(run.state().notes[6]!.note_hash).toBe(6 * 7 + 1);
    run.sync.dispose();
  });

  it('removes notes the server no longer lists, and lets older ones pushed out of the window go', async () => {
    const platform = served.use(createFakePlatform(makeNotes(12)));
    const run = startSync();
    await run.advance(0);
    platform.remove(2);
    platform.add(makeNote({ id: 60, timestamp: '2026-01-01T11:00:00Z' }));
    platform.add(makeNote({ id: 61, timestamp: '2026-01-01T11:01:00Z' }));
    await run.advance(30_000);
    expect(run.state().client.noteList).toEqual([61, 60, 1, 3, 4, 5, 6, 7, 8, 9]);
    expect(run.of('notes/removed').map((event) => event.ids)).toEqual([[2]]);
    expect(run.state().notes[2]).toBeUndefined();
    // Note 10 fell off the 10-note window: not deleted (no removal), but a fresh load would not
    // show it either, so the tab lets it go (a tab open for a week would otherwise hold every note).
    expect(run.state().notes[10]).toBeUndefined();
    expect(run.core.select.sortedNotes.value.map((note) => note.id)).toEqual([61, 60, 1, 3, 4, 5, 6, 7, 8, 9]);
    run.sync.dispose();
  });

  it('backs off 60, 90, 120, 150, 180, 180 s after failures and returns to 30 s after a success', async () => {
    const platform = served.use(createFakePlatform(makeNotes(3)));
    const run = startSync();
    await run.advance(0);
    platform.failures = 6;
    await run.advance(30_000);
    const startedAt = run.clock.now();
    await run.advance(60_000 + 90_000 + 120_000 + 150_000 + 180_000);
    expect(run.of('sync/retryScheduled').map((event) => event.delayMs / 1000)).toEqual([60, 90, 120, 150, 180, 180]);
    const failedAt = run.of('notes/loadFailed').map((event) => event.at);
    expect(failedAt.slice(1).map((at, index) => (at - failedAt[index]!) / 1000)).toEqual([60, 90, 120, 150, 180]);
    // The sixth failure waited 180 s; the retry after it succeeds and the interval is 30 s again.
    await run.advance(180_000);
    const polls = hashPolls(platform);
    expect(polls.at(-1)!.status).toBe(200);
    const before = polls.length;
    await run.advance(30_000);
    expect(hashPolls(platform).length).toBe(before + 1);
    expect(run.clock.now() - startedAt).toBe(810_000);
    run.sync.dispose();
  });

  it('never flips the loading state for a failed background poll, but shows a failed first load', async () => {
    const platform = served.use(createFakePlatform(makeNotes(3)));
    platform.failures = 1;
    const run = startSync();
    await run.advance(0);
    expect(run.state().ui.loadError).toBeTruthy();
    await run.advance(60_000);
    expect(run.state().ui.loadError).toBeNull();
    expect(run.state().ui.isLoading).toBe(false);
    platform.failures = 1;
    await run.advance(30_000);
    expect(run.of('notes/loadFailed').at(-1)).toMatchObject({ background: true });
    expect(run.state().ui).toMatchObject({ isLoading: false, loadError: null });
    run.sync.dispose();
  });

  it('sleeps while the document is hidden and catches up when it shows again', async () => {
    const platform = served.use(createFakePlatform(makeNotes(3)));
    const run = startSync();
    await run.advance(0);
    run.core.append({ type: 'document/visibilityChanged', visible: false });
    const count = platform.requests.length;
    await run.advance(600_000);
    expect(platform.requests.length).toBe(count);
    run.core.append({ type: 'document/visibilityChanged', visible: true });
    await run.advance(0);
    expect(hashPolls(platform)).toHaveLength(1);
    run.sync.dispose();
  });

  it('drops a malformed note with a logged reason, shows the others, and does not refetch it every poll', async () => {
    const platform = served.use(createFakePlatform([...makeNotes(3), { id: 99, type: 'comment', timestamp: 'yesterday', note_hash: 5 }]));
    const run = startSync();
    await run.advance(0);
    expect(Object.keys(run.state().notes).map(Number).sort()).toEqual([1, 2, 3]);
    expect(run.logger.entries.some((entry) => entry.level === 'warn' && entry.message.includes('99'))).toBe(true);
    expect(run.of('notes/malformedDropped')[0]!.dropped[0]).toMatchObject({ id: 99 });
    await run.advance(90_000);
    expect(singles(platform)).toHaveLength(0);
    platform.add(makeNote({ id: 99, note_hash: 6, timestamp: '2026-01-01T09:00:00Z' }));
    await run.advance(30_000);
    expect(run.state().notes[99]).toBeDefined();
    run.sync.dispose();
  });

  it('a push before the first load loads the list, then the note (once the back-off of the failed load ends)', async () => {
    const platform = served.use(createFakePlatform(makeNotes(12)));
    platform.failures = 1;
    const realtime = createFakeRealtime();
    const run = startSync({ realtime: realtime.connector });
    await run.advance(0);
    expect(run.state().client.hasLoaded).toBe(false);
    realtime.open();
    realtime.push(12);
    await run.advance(59_000);
    // A push does not bypass the back-off (an outage would otherwise cost one request per push).
    expect(run.state().client.hasLoaded).toBe(false);
    await run.advance(1_000);
    expect(run.state().client.hasLoaded).toBe(true);
    expect(run.state().ui.isLoading).toBe(false);
    expect(run.state().notes[12]).toBeDefined();
    expect(singles(platform).map((request) => request.path.split('/').at(-1))).toEqual(['12']);
    run.sync.dispose();
  });

  it('a push of a listed note fetches that note alone; other messages check hashes', async () => {
    const platform = served.use(createFakePlatform(makeNotes(5)));
    const realtime = createFakeRealtime();
    const run = startSync({ realtime: realtime.connector });
    realtime.open();
    await run.advance(0);
    platform.add(makeNote({ id: 70, timestamp: '2026-01-01T11:30:00Z' }));
    realtime.push(70);
    await run.advance(0);
    expect(singles(platform)).toHaveLength(1);
    expect(hashPolls(platform)).toHaveLength(0);
    expect(run.state().client.inbox).toEqual([]);
    realtime.send({ type: 'message', data: '{"action":"something-else"}' });
    await run.advance(0);
    expect(hashPolls(platform)).toHaveLength(1);
    run.sync.refresh();
    await run.advance(0);
    expect(hashPolls(platform)).toHaveLength(2);
    run.sync.dispose();
  });

  it('checks at once when the user comes back to a subscribed panel, unless it checked in the last 30 s', async () => {
    const platform = served.use(createFakePlatform(makeNotes(5)));
    const realtime = createFakeRealtime();
    const run = startSync({ realtime: realtime.connector, open: false });
    realtime.open();
    await run.advance(20_000);
    run.core.append({ type: 'panel/opened' });
    await run.advance(0);
    expect(hashPolls(platform)).toHaveLength(0);
    run.core.append({ type: 'panel/closed' });
    platform.add(makeNote({ id: 77, timestamp: '2026-01-01T11:00:00Z' }));
    await run.advance(40_000);
    run.core.append({ type: 'panel/opened' });
    await run.advance(0);
    expect(hashPolls(platform)).toHaveLength(1);
    expect(run.state().notes[77]).toBeDefined();
    run.sync.dispose();
  });

  it('refetches the window in the new language when the locale changes', async () => {
    const platform = served.use(createFakePlatform(makeNotes(5)));
    const run = startSync();
    await run.advance(0);
    run.core.append({ type: 'locale/changed', locale: 'fr' });
    await run.advance(0);
    expect(fullLists(platform).map((request) => request.query.get('locale'))).toEqual(['en', 'fr']);
    expect(run.state().ui.isLoading).toBe(false);
    run.sync.dispose();
  });

  it('a changed note deleted before its GET does not hold back the other changes', async () => {
    const platform = served.use(createFakePlatform(makeNotes(5)));
    const run = startSync();
    await run.advance(0);
    platform.touch(1);
    platform.touch(2);
    const answer = platform.answer.bind(platform);
    platform.answer = (method, path, query, body) => (path.endsWith('/notifications/2') ? { status: 404, body: { error: 'unknown_note' } } : answer(method, path, query, body));
    await run.advance(30_000);
    expect(run.state().notes[1]!.note_hash).toBe(8);
    expect(run.state().notes[2]!.note_hash).toBe(14);
    expect(run.of('notes/loadFailed')).toHaveLength(0);
    platform.answer = answer;
    await run.advance(30_000);
    expect(run.state().notes[2]!.note_hash).toBe(15);
    run.sync.dispose();
  });

  it('several messages waiting (here while hidden) make one hash check, not one GET each', async () => {
    const platform = served.use(createFakePlatform(makeNotes(5)));
    const realtime = createFakeRealtime();
    const run = startSync({ realtime: realtime.connector });
    realtime.open();
    await run.advance(0);
    run.core.append({ type: 'document/visibilityChanged', visible: false });
    platform.add(makeNote({ id: 71, timestamp: '2026-01-01T11:00:00Z' }));
    platform.add(makeNote({ id: 72, timestamp: '2026-01-01T11:01:00Z' }));
    realtime.push(71);
    realtime.push(72);
    await run.advance(5_000);
    expect(platform.requests.filter((request) => request.method === 'GET')).toHaveLength(1);
    run.core.append({ type: 'document/visibilityChanged', visible: true });
    await run.advance(0);
    expect(hashPolls(platform)).toHaveLength(1);
    expect(singles(platform)).toHaveLength(2);
    expect(run.state().client.noteList.slice(0, 2)).toEqual([72, 71]);
    run.sync.dispose();
  });
});
