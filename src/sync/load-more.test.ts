import { describe, expect, it } from 'vitest';
import { makeNote, makeNotes } from '../../test/support/notes.ts';
import { nearListEnd } from './fill.ts';
import { createFakePlatform } from './testing/platform.ts';
import { startSync, usePlatform } from './testing/harness.ts';

const served = usePlatform();
const olderPages = (platform: ReturnType<typeof createFakePlatform>) => platform.requests.filter((request) => request.query.has('before'));

describe('load more', () => {
  it('asks for 10 older notes with a before cursor at the oldest loaded note', async () => {
    const platform = served.use(createFakePlatform(makeNotes(30)));
    const run = startSync();
    await run.advance(0);
    await run.sync.loadMore();
    const [request] = olderPages(platform);
    const oldestLoaded = Date.parse(makeNotes(30)[9]!.timestamp) / 1000;
    expect(request!.query.get('before')).toBe(String(oldestLoaded));
    // The cursor is inclusive, so one more than the 10 wanted.
    expect(request!.query.get('number')).toBe('11');
    expect(run.state().client.noteRequestLimit).toBe(20);
    expect(run.state().client.noteList).toHaveLength(20);
    expect(run.core.select.sortedNotes.value).toHaveLength(20);
    // Polls now watch the whole loaded window.
    await run.advance(30_000);
    expect(platform.requests.at(-1)!.query.get('number')).toBe('20');
    run.sync.dispose();
  });

  it('sends one request at a time', async () => {
    const platform = served.use(createFakePlatform(makeNotes(40)));
    const run = startSync();
    await run.advance(0);
    await Promise.all([run.sync.loadMore(), run.sync.loadMore(), run.sync.loadMore()]);
    expect(olderPages(platform)).toHaveLength(1);
    run.sync.dispose();
  });

  it('ends paging on a short page', async () => {
    const platform = served.use(createFakePlatform(makeNotes(15)));
    const run = startSync();
    await run.advance(0);
    await run.sync.loadMore();
    expect(run.state().client.noteList).toHaveLength(15);
    expect(run.of('notes/pagingEnded')).toHaveLength(1);
    expect(run.of('notes/received').at(-1)).toMatchObject({ complete: true });
    await run.sync.loadMore();
    expect(olderPages(platform)).toHaveLength(1);
    run.sync.dispose();
  });

  it('does nothing while the list is not full', async () => {
    const platform = served.use(createFakePlatform(makeNotes(7)));
    const run = startSync();
    await run.advance(0);
    await run.sync.loadMore();
    expect(olderPages(platform)).toHaveLength(0);
    run.sync.dispose();
  });

  it('stops at the cap of 200 notes', async () => {
    const platform = served.use(createFakePlatform(makeNotes(250)));
    const run = startSync();
    await run.advance(0);
    for (let page = 0; page < 25; page++) await run.sync.loadMore();
    expect(olderPages(platform)).toHaveLength(19);
    expect(run.state().client.noteRequestLimit).toBe(200);
    expect(run.state().client.noteList).toHaveLength(200);
    expect(run.of('notes/pagingEnded')).toHaveLength(1);
    run.sync.dispose();
  });

  it('loads more from the scroll handler only within 300 px of the end', async () => {
    const platform = served.use(createFakePlatform([...makeNotes(10), makeNote({ id: 500, timestamp: '2025-12-01T00:00:00Z' })]));
    const run = startSync();
    await run.advance(0);
    expect(nearListEnd({ scrollTop: 0, clientHeight: 500, scrollHeight: 801 })).toBe(false);
    expect(nearListEnd({ scrollTop: 1, clientHeight: 500, scrollHeight: 801 })).toBe(true);
    await run.sync.onListScroll({ scrollTop: 0, clientHeight: 500, scrollHeight: 1200 });
    expect(olderPages(platform)).toHaveLength(0);
    await run.sync.onListScroll({ scrollTop: 400, clientHeight: 500, scrollHeight: 1200 });
    expect(olderPages(platform)).toHaveLength(1);
    expect(run.state().notes[500]).toBeDefined();
    run.sync.dispose();
  });

  it('a failed page leaves the list and its loading state alone, and the next scroll retries', async () => {
    const platform = served.use(createFakePlatform(makeNotes(30)));
    const run = startSync();
    await run.advance(0);
    platform.failures = 1;
    await run.sync.loadMore();
    expect(run.state().ui).toMatchObject({ isLoading: false, loadError: null });
    expect(run.state().client.noteRequestLimit).toBe(10);
    await run.sync.loadMore();
    expect(run.state().client.noteList).toHaveLength(20);
    run.sync.dispose();
  });
});
