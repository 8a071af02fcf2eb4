/**
 * The offline queue after a crash or a killed tab (issue 31), on the virtual clock against the mock
 * platform: what landed before the crash counts as sent, and a tab's claim never blocks for good.
 */
import { describe, expect, it } from 'vitest';
import { createMemoryLogger, createSafeStorage, createSharedMemoryStorage, type KeyValueArea } from '../src/core/index.ts';
import { readQueue } from '../src/sync/queue-store.ts';
import { LOCK_WAIT_MS, QUEUE_LOCK_NAME, type LockManagerLike } from '../src/sync/queue-lock.ts';
import { QUEUE_KEY } from '../src/sync/queue-store.ts';
import { usePlatform } from '../plugins/testing/platform.ts';
import { makeNote } from './support/notes.ts';
import { START, openOfflineTab } from './support/offline-tab.ts';

const platform = usePlatform();
const NOTES = [1, 2, 3].map((id) => makeNote({ id, timestamp: new Date(START - id * 60_000).toISOString() }));
const serveNotes = () => NOTES.forEach((note) => platform.serveNote(note));
/** The requests that change something on the platform (the actions), as 'METHOD /path'. */
const writes = () => platform.lines().filter((line) => line.startsWith('POST') && !line.includes('/notifications/seen'));
/** A stored entry as a tab of this panel writes it (site 70, post 2, comment = note id). */
const stored = (fields: Record<string, unknown>) => ({ key: `k-${JSON.stringify(fields)}`, action: 'approve', noteId: 1, on: true, keeps: 'approval', siteId: 70, postId: 2, commentId: 1, at: START, ...fields });

describe('a queue left by a tab that crashed', () => {
  it('a trash that landed before the crash, its note gone from the platform since, counts as sent, not as "no longer exists"', async () => {
    serveNotes();
    // The delete went through, then the tab died before the answer: the platform drops the note of a trashed comment.
    platform.mock.state.deleteComment('70', 1);
    platform.mock.state.removeNote(1);
    const storage = createSharedMemoryStorage().tab(createMemoryLogger());
    storage.set(QUEUE_KEY, JSON.stringify([stored({ action: 'trash', keeps: 'hidden' })]));
    const tab = await openOfflineTab({ storage });
    await tab.settle();
    const statuses = tab.events.flatMap((event) => (event.type === 'status/shown' ? [event.message] : []));
    expect(writes()).toEqual([]);
    expect(statuses).not.toContain('Moving the comment to the trash was not sent: the comment no longer exists.');
    expect(tab.events.some((event) => event.type === 'queue/replayed')).toBe(true);
    expect(tab.state().queue).toEqual([]);
    expect(platform.mock.state.getComment('70', 1).status).toBe('trash'); // still restorable
    tab.close();
  });
});

/** localStorage as a bad polyfill does it: a missing key answers undefined. */
function undefinedForMissing(): KeyValueArea {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) as string,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
    key: (index) => [...data.keys()][index] as string,
    get length() {
      return data.size;
    },
  };
}

describe('a storage whose getItem answers undefined', () => {
  it('keeps the queue working: an approve taken offline is sent when back online', async () => {
    serveNotes();
    const logger = createMemoryLogger();
    const tab = await openOfflineTab({ storage: createSafeStorage(undefinedForMissing(), logger), online: false });
    tab.core.perform('approve', 1);
    await tab.settle();
    expect(tab.actions()).toEqual(['approve']);
    tab.network.set(true);
    await tab.settle();
    expect(writes()).toEqual(['POST /sites/70/comments/1']);
    expect(tab.state().queue).toEqual([]);
    expect(logger.entries.some((entry) => /getItem gave undefined/.test(entry.message))).toBe(true);
    tab.close();
  });

  it('readQueue takes an injected storage\'s undefined for no queue, and drops a non-text value with a log line', () => {
    const logger = createMemoryLogger();
    const values: Record<string, unknown> = {};
    const storage = { get: (key: string) => values[key], set: () => true, remove: (key: string) => void delete values[key], keys: () => [], onExternalChange: () => () => {} };
    expect(readQueue(storage as never, logger)).toEqual([]);
    values[QUEUE_KEY] = 42;
    expect(readQueue(storage as never, logger)).toEqual([]);
    expect(values[QUEUE_KEY]).toBeUndefined();
    expect(logger.entries.map((entry) => entry.message)).toEqual(['stored action queue (a number) dropped']);
  });
});

describe('stored queue entries are rebuilt from the fields an entry has', () => {
  it('a 1 MB key is dropped, a 2 MB unknown field removed: neither reaches the state, the log or storage again', async () => {
    serveNotes();
    const logger = createMemoryLogger();
    const storage = createSharedMemoryStorage().tab(logger);
    const entries = [
      stored({ key: 'k'.repeat(1_000_000) }),
      { ...stored({ action: 'like', keeps: 'like', noteId: 2, commentId: 2 }), extra: 'x'.repeat(2_000_000), nested: { deep: [1, 2, 3] } },
      stored({ action: 'a'.repeat(65) }),
    ];
    storage.set(QUEUE_KEY, JSON.stringify(entries));
    const tab = await openOfflineTab({ storage, online: false });
    expect(tab.state().queue).toEqual([{ ...stored({ action: 'like', keeps: 'like', noteId: 2, commentId: 2 }) }]);
    expect(Object.keys(tab.state().queue[0]!).sort()).toEqual(['action', 'at', 'commentId', 'keeps', 'key', 'noteId', 'on', 'postId', 'siteId']);
    expect(tab.core.exportLog().length).toBeLessThan(50_000);
    expect(storage.get(QUEUE_KEY)!.length).toBeLessThan(1_000);
    const logged = tab.logger.entries.map((entry) => entry.message).join('\n');
    expect(logged).toMatch(/entry 0 dropped, never sent: key longer than 160 characters/);
    expect(logged).toMatch(/entry 2 dropped, never sent: action longer than 64 characters/);
    expect(logged).toMatch(/stored action queue: unknown fields removed/);
    tab.network.set(true);
    await tab.settle();
    expect(writes()).toEqual(['POST /sites/70/comments/2/likes/new']);
    tab.close();
  });

  it('entries past the 50-action limit are dropped with a logged reason, not silently', () => {
    const logger = createMemoryLogger();
    const storage = createSharedMemoryStorage().tab(logger);
    storage.set(QUEUE_KEY, JSON.stringify(Array.from({ length: 52 }, (_, index) => stored({ noteId: index + 1, commentId: index + 1 }))));
    expect(readQueue(storage, logger)).toHaveLength(50);
    expect(logger.entries.filter((entry) => /actions already wait/.test(entry.message))).toHaveLength(2);
    expect(readQueue(storage, logger)).toHaveLength(50);
    expect(logger.entries.filter((entry) => /actions already wait/.test(entry.message))).toHaveLength(2);
  });
});

/** Three approves a killed tab left in storage, with its claim on the queue (written as it died, valid 60 s). */
function leftByAKilledTab() {
  serveNotes();
  const storage = createSharedMemoryStorage().tab(createMemoryLogger());
  storage.set(QUEUE_KEY, JSON.stringify(NOTES.map((note) => stored({ noteId: note.id, commentId: note.id }))));
  storage.set(QUEUE_LOCK_NAME, JSON.stringify({ owner: 'killed tab', until: START + 60_000 }));
  return storage;
}

/** Advances a second at a time until every approve went out; returns when (ms after the start), or Infinity. */
async function sentWithin(tab: Awaited<ReturnType<typeof openOfflineTab>>, limitMs: number, each?: (at: number) => void): Promise<number> {
  for (let at = 0; at <= limitMs; at += 1000) {
    each?.(at);
    await tab.settle();
    if (writes().length === 3 && tab.state().queue.length === 0) return at;
    await tab.clock.advanceAsync(1000);
  }
  return Infinity;
}

describe('without Web Locks, a claim on the queue is a hint, never a block for good', () => {
  it('a killed tab\'s queue is sent within 70 s of a restart', async () => {
    const tab = await openOfflineTab({ storage: leftByAKilledTab() });
    const at = await sentWithin(tab, 120_000);
    console.log(`a killed tab's queue: sent ${at / 1000} s after the restart`);
    expect(at).toBeLessThanOrEqual(70_000);
    expect(writes()).toEqual(['POST /sites/70/comments/1', 'POST /sites/70/comments/2', 'POST /sites/70/comments/3']);
    tab.close();
  });

  it('a claim renewed every 50 s by another page, under a new owner each time, holds the replay back 30 s at most', async () => {
    const storage = leftByAKilledTab();
    const tab = await openOfflineTab({ storage });
    const renew = (at: number) => {
      if (at % 50_000 === 0) storage.set(QUEUE_LOCK_NAME, JSON.stringify({ owner: `page ${at}`, until: START + at + 60_000 }));
    };
    const at = await sentWithin(tab, 300_000, renew);
    expect(at).toBeLessThanOrEqual(LOCK_WAIT_MS + 1000);
    expect(tab.logger.entries.some((entry) => /queue claim held it back 30 s: sending anyway/.test(entry.message))).toBe(true);
    tab.close();
  });

  it('a claim too long to be one is not read as one', async () => {
    const storage = leftByAKilledTab();
    storage.set(QUEUE_LOCK_NAME, JSON.stringify({ owner: 'x'.repeat(10_000), until: START + 60_000 }));
    const tab = await openOfflineTab({ storage });
    expect(await sentWithin(tab, 0)).toBe(0);
    tab.close();
  });
});

/** Web Locks whose queue lock a page of the origin holds and never lets go. */
function squattedLocks(): LockManagerLike {
  return {
    request: (_name, options) =>
      new Promise((_resolve, reject) => {
        options.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  };
}

describe('with Web Locks', () => {
  it('a squatted queue lock is waited for 30 s at most: idle() resolves meanwhile, then the queue is sent', async () => {
    serveNotes();
    const storage = createSharedMemoryStorage().tab(createMemoryLogger());
    storage.set(QUEUE_KEY, JSON.stringify(NOTES.map((note) => stored({ noteId: note.id, commentId: note.id }))));
    const tab = await openOfflineTab({ storage, locks: squattedLocks() });
    await tab.settle();
    expect(writes()).toEqual([]);
    const at = await sentWithin(tab, 120_000);
    expect(at).toBe(LOCK_WAIT_MS);
    expect(tab.logger.entries.some((entry) => /lock not granted within 30 s: sending without it/.test(entry.message))).toBe(true);
    tab.close();
  });

  it('a free lock is taken at once', async () => {
    serveNotes();
    const storage = createSharedMemoryStorage().tab(createMemoryLogger());
    storage.set(QUEUE_KEY, JSON.stringify(NOTES.map((note) => stored({ noteId: note.id, commentId: note.id }))));
    const names: string[] = [];
    const locks: LockManagerLike = { request: async (name, _options, callback) => (names.push(name), callback()) };
    const tab = await openOfflineTab({ storage, locks });
    expect(await sentWithin(tab, 0)).toBe(0);
    expect(names).toEqual([QUEUE_LOCK_NAME]);
    tab.close();
  });
});
