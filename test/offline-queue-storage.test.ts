/**
 * The offline queue when storage fails (issue 42), across reloads, on the virtual clock against the
 * mock platform: the queue believes only what storage confirms. A reload is a new tab on the same
 * stored data; each test's storage is localStorage with one fault.
 */
import { describe, expect, it } from 'vitest';
import { createMemoryLogger, createSafeStorage, type KeyValueArea, type PanelStorage } from '../src/core/index.ts';
import { QUEUE_LOCK_NAME, type LockManagerLike } from '../src/sync/queue-lock.ts';
import { QUEUE_KEY } from '../src/sync/queue-store.ts';
import { MAYBE_SENT, NOT_KEPT } from '../src/sync/queue.ts';
import { usePlatform } from '../plugins/testing/platform.ts';
import { approvals } from '../plugins/actions/approve.ts';
import { likes } from '../plugins/actions/like.ts';
import { makeNote } from './support/notes.ts';
import { START, openOfflineTab } from './support/offline-tab.ts';

const platform = usePlatform();
/** The requests that change something on the platform (the actions), as 'METHOD /path'. */
const writes = () => platform.lines().filter((line) => line.startsWith('POST') && !line.includes('/notifications/seen'));
const serveNotes = (count: number) => {
  for (let id = 1; id <= count; id++) platform.serveNote(makeNote({ id, timestamp: new Date(START - id * 60_000).toISOString() }));
};
/** A stored entry as a tab of this panel writes it (site 70, post 2, comment = note id). */
const stored = (noteId: number, fields: Record<string, unknown> = {}) => ({ key: `k-${noteId}`, action: 'approve', noteId, on: true, keeps: 'approval', siteId: 70, postId: 2, commentId: noteId, at: START, ...fields });
const statuses = (tab: { events: readonly { type: string; message?: unknown }[] }) => tab.events.flatMap((event) => (event.type === 'status/shown' ? [event.message] : []));

interface Faults {
  /** The most characters (keys and values) the area holds: a write past it throws as a full quota does. */
  quota?: number;
  /** Whether a write of this key throws. */
  setThrows?: (key: string) => boolean;
  /** Whether a removal throws. */
  removeThrows?: () => boolean;
}

/** localStorage over `data` (which outlives a tab, as the browser's does) with the given faults. */
function faultyArea(data: Map<string, string>, faults: Faults): KeyValueArea {
  const size = () => [...data].reduce((sum, [key, value]) => sum + key.length + value.length, 0);
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem(key, value) {
      if (faults.setThrows?.(key)) throw new DOMException('blocked', 'SecurityError');
      const grown = size() - (data.has(key) ? key.length + data.get(key)!.length : 0) + key.length + value.length;
      if (faults.quota !== undefined && grown > faults.quota) throw new DOMException('full', 'QuotaExceededError');
      data.set(key, value);
    },
    removeItem(key) {
      if (faults.removeThrows?.()) throw new DOMException('blocked', 'SecurityError');
      data.delete(key);
    },
    key: (index) => [...data.keys()][index] ?? null,
    get length() {
      return data.size;
    },
  };
}

const storageOver = (data: Map<string, string>, faults: Faults): PanelStorage => createSafeStorage(faultyArea(data, faults), createMemoryLogger());
/** Web Locks whose queue lock is always free. */
const freeLocks: LockManagerLike = { request: async (_name, _options, callback) => callback() };
const storedKeys = (data: Map<string, string>): string[] => (data.has(QUEUE_KEY) ? (JSON.parse(data.get(QUEUE_KEY)!) as { key: string }[]).map((entry) => entry.key) : []);

describe('a storage quota that fills while actions wait', () => {
  it('an approval that could not be stored is not shown pending: it fails with a message, and after a reload every pending one is sent', async () => {
    serveNotes(50);
    const data = new Map<string, string>();
    const first = await openOfflineTab({ storage: storageOver(data, { quota: 4000 }) });
    for (let page = 0; page < 4; page++) await first.sync.loadMore();
    expect(Object.keys(first.state().notes)).toHaveLength(50);
    first.network.set(false);
    for (let id = 1; id <= 50; id++) {
      first.core.perform('approve', id);
      await first.settle();
    }
    const pending = first.state().queue.map((entry) => entry.key);
    // What the panel shows pending is what storage holds; the rest failed and say so.
    expect(pending.length).toBeGreaterThan(10);
    expect(pending.length).toBeLessThan(50);
    expect(storedKeys(data)).toEqual(pending);
    const pendingIds = first.state().queue.map((entry) => entry.noteId);
    const notKept = Array.from({ length: 50 }, (_, index) => index + 1).filter((id) => !pendingIds.includes(id));
    for (const id of notKept) expect(approvals.read(first.state())[id]).toBeUndefined(); // the button says Approve again
    expect(statuses(first)).toContain(NOT_KEPT);
    first.close();

    const second = await openOfflineTab({ storage: storageOver(data, { quota: 4000 }) });
    await second.settle();
    expect(writes()).toEqual(pendingIds.map((id) => `POST /sites/70/comments/${id}`));
    expect(statuses(second)).toContain('Every waiting action was sent.');
    second.close();
  });
});

describe('storage that will not keep an action queued while the browser says online', () => {
  const full: Faults = { setThrows: (key) => key === QUEUE_KEY };

  it('sends it now rather than showing it pending until a retry', async () => {
    serveNotes(3);
    const tab = await openOfflineTab({ storage: storageOver(new Map(), full) });
    platform.mock.route('POST', '/rest/v1.1/sites/70/comments/2/likes/new', (_call, count) => (count === 1 ? { network: true } : undefined));
    tab.core.perform('like', 2);
    await tab.settle();
    expect(writes()).toEqual(['POST /sites/70/comments/2/likes/new', 'POST /sites/70/comments/2/likes/new']);
    expect(tab.state().queue).toEqual([]);
    expect(likes.read(tab.state())[2]).toBe(true);
    tab.close();
  });

  it('fails it with a message when it cannot go now either', async () => {
    serveNotes(3);
    const tab = await openOfflineTab({ storage: storageOver(new Map(), full) });
    platform.mock.route('POST', '/rest/v1.1/sites/70/comments/2/likes/new', { network: true });
    tab.core.perform('like', 2);
    await tab.settle();
    expect(tab.state().queue).toEqual([]);
    expect(likes.read(tab.state())[2]).toBeUndefined();
    expect(tab.state().status).toMatchObject({ kind: 'failure', message: NOT_KEPT });
    tab.close();
  });
});

describe('without Web Locks, a claim on the queue that cannot be written', () => {
  it('does not hold the replay back: this tab sends alone, and says so in the log', async () => {
    serveNotes(3);
    const data = new Map<string, string>([[QUEUE_KEY, JSON.stringify([1, 2, 3].map((id) => stored(id)))]]);
    const tab = await openOfflineTab({ storage: storageOver(data, { setThrows: (key) => key === QUEUE_LOCK_NAME }) });
    await tab.settle();
    await tab.clock.advanceAsync(1000);
    await tab.settle();
    expect(writes()).toEqual(['POST /sites/70/comments/1', 'POST /sites/70/comments/2', 'POST /sites/70/comments/3']);
    expect(tab.state().queue).toEqual([]);
    expect(tab.logger.entries.some((entry) => /queue claim could not be written: this tab replays alone/.test(entry.message))).toBe(true);
    tab.close();
  });
});

describe('a storage whose writes all throw (Web Locks hold the queue)', () => {
  it('sends a stored queue once: neither this tab nor three reloads send it again, and an approval undone on the dashboard stays undone', async () => {
    serveNotes(25);
    const data = new Map<string, string>([[QUEUE_KEY, JSON.stringify(Array.from({ length: 25 }, (_, index) => stored(index + 1)))]]);
    const readOnly: Faults = { setThrows: () => true };
    const first = await openOfflineTab({ storage: storageOver(data, readOnly), locks: freeLocks });
    await first.settle();
    expect(writes()).toHaveLength(25);
    // Someone unapproves a comment on the dashboard.
    platform.mock.state.updateComment('70', 1, { status: 'unapproved' });
    // Offline and back: this tab replays again, with nothing left to send.
    first.network.set(false);
    first.network.set(true);
    await first.settle();
    expect(writes()).toHaveLength(25);
    first.close();

    for (let reload = 0; reload < 3; reload++) {
      const tab = await openOfflineTab({ storage: storageOver(data, readOnly), locks: freeLocks });
      await tab.settle();
      tab.close();
    }
    expect(writes()).toHaveLength(25);
    expect(platform.mock.state.getComment('70', 1).status).toBe('unapproved');
  });
});

describe('a storage whose get answers undefined for a missing key', () => {
  it('counts as empty: a like queued offline is sent once back online', async () => {
    serveNotes(3);
    // The embedder's own storage, as a bad polyfill answers (createSafeStorage would have mended it).
    const values = new Map<string, string>();
    const storage: PanelStorage = {
      get: (key) => values.get(key) as string,
      set: (key, value) => (values.set(key, value), true),
      remove: (key) => void values.delete(key),
      keys: () => [...values.keys()],
      onExternalChange: () => () => {},
    };
    const tab = await openOfflineTab({ storage, online: false });
    tab.core.perform('like', 2);
    await tab.settle();
    expect(tab.actions()).toEqual(['like']);
    tab.network.set(true);
    await tab.settle();
    expect(writes()).toEqual(['POST /sites/70/comments/2/likes/new']);
    expect(tab.state().queue).toEqual([]);
    tab.close();
  });
});

describe('storage that stops taking writes while a replay sends', () => {
  /** A tab that finds [approve 1, trash 2] stored and sends them; storage freezes as the approval goes out. */
  async function sendWhileStorageFreezes() {
    serveNotes(3);
    const data = new Map<string, string>([[QUEUE_KEY, JSON.stringify([stored(1), stored(2, { action: 'trash', keeps: 'hidden' })])]]);
    let frozen = false;
    const faults: Faults = { setThrows: () => frozen, removeThrows: () => frozen };
    platform.mock.route('POST', '/rest/v1.1/sites/70/comments/1', () => void (frozen = true));
    const tab = await openOfflineTab({ storage: storageOver(data, faults), locks: freeLocks });
    await tab.settle();
    expect(writes()).toEqual(['POST /sites/70/comments/1', 'POST /sites/70/comments/2/delete']);
    expect(storedKeys(data)).toEqual(['k-1', 'k-2']); // neither could be taken out
    frozen = false;
    return { tab, data, faults };
  }

  it('this tab remembers what it sent and never sends it again', async () => {
    const { tab } = await sendWhileStorageFreezes();
    tab.network.set(false);
    tab.core.perform('like', 3);
    await tab.settle();
    tab.network.set(true);
    await tab.settle();
    expect(writes().slice(2)).toEqual(['POST /sites/70/comments/3/likes/new']);
    expect(tab.state().queue).toEqual([]);
    tab.close();
  });

  it('after a reload, what was sent is checked first: a trash that landed counts as sent, an approval (which has no check) is not sent again', async () => {
    const { tab, data, faults } = await sendWhileStorageFreezes();
    tab.close();
    platform.mock.state.updateComment('70', 1, { status: 'unapproved' }); // undone on the dashboard
    const reloaded = await openOfflineTab({ storage: storageOver(data, faults), locks: freeLocks });
    await reloaded.settle();
    expect(writes()).toHaveLength(2);
    expect(platform.mock.state.getComment('70', 1).status).toBe('unapproved');
    expect(statuses(reloaded)).toContain(MAYBE_SENT);
    expect(approvals.read(reloaded.state())[1]).toBeUndefined(); // the button says Approve, as the platform does
    expect(reloaded.state().queue).toEqual([]);
    expect(data.has(QUEUE_KEY)).toBe(false);
    reloaded.close();
  });
});
