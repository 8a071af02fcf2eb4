import { describe, expect, it } from 'vitest';
import { createMemoryLogger } from './logger.ts';
import { createMemoryStorage, createSafeStorage, createSharedMemoryStorage, type KeyValueArea } from './storage.ts';
import { cleanStorage, readDraft, STORAGE_KEYS, writeDraft } from './stored-keys.ts';
import { testCore } from '../../test/support/core.ts';
import { makeNotes } from '../../test/support/notes.ts';

function throwingArea(message: string): KeyValueArea {
  const fail = () => {
    throw new DOMException(message, 'SecurityError');
  };
  return { getItem: fail, setItem: fail, removeItem: fail, key: fail, get length(): number { return fail(); } };
}

describe('storage', () => {
  it('survives an area that throws on every access (private mode, blocked storage) and logs it', () => {
    const logger = createMemoryLogger();
    const storage = createSafeStorage(throwingArea('The operation is insecure.'), logger);
    expect(storage.get('notesLastMarkedSeen')).toBeNull();
    expect(storage.set('notesLastMarkedSeen', '1')).toBe(false);
    expect(() => storage.remove('x')).not.toThrow();
    expect(storage.keys()).toEqual([]);
    expect(logger.entries.map((entry) => entry.message)).toContain('storage write of notesLastMarkedSeen failed: The operation is insecure.');
  });

  it('takes a polyfill\'s undefined (or any non-string) for absent, and says so once per kind', () => {
    const logger = createMemoryLogger();
    const data = new Map<string, unknown>([['n', 7]]);
    const area = {
      getItem: (key: string) => data.get(key),
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
      key: (index: number) => [...data.keys(), undefined][index],
      get length() {
        return data.size + 1;
      },
    } as unknown as KeyValueArea;
    const storage = createSafeStorage(area, logger);
    expect(storage.get('missing')).toBeNull();
    expect(storage.get('also missing')).toBeNull();
    expect(storage.get('n')).toBeNull();
    storage.set('s', 'text');
    expect(storage.get('s')).toBe('text');
    expect(storage.keys()).toEqual(['n', 's']);
    expect(logger.entries.map((entry) => entry.message)).toEqual([
      'storage getItem gave undefined: taken as absent',
      'storage getItem gave number: taken as absent',
      'storage key gave undefined: taken as absent',
    ]);
  });

  it('survives a full quota on write', () => {
    const logger = createMemoryLogger();
    const data = new Map<string, string>();
    const area: KeyValueArea = {
      getItem: (key) => data.get(key) ?? null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: (key) => void data.delete(key),
      key: (index) => [...data.keys()][index] ?? null,
      get length() {
        return data.size;
      },
    };
    const storage = createSafeStorage(area, logger);
    writeDraft(storage, 1, 'hello', 0);
    expect(readDraft(storage, 1)).toBeNull();
    expect(logger.entries).toHaveLength(1);
  });

  it("tells other tabs about a write, but not the tab that made it", () => {
    const shared = createSharedMemoryStorage();
    const logger = createMemoryLogger();
    const [a, b] = [shared.tab(logger), shared.tab(logger)];
    const seenByA: unknown[] = [];
    const seenByB: unknown[] = [];
    a.onExternalChange((change) => seenByA.push(change));
    const off = b.onExternalChange((change) => seenByB.push(change));
    a.set(STORAGE_KEYS.readStatus(5), '1');
    expect(seenByB).toEqual([{ key: 'note_read_status_5', newValue: '1' }]);
    expect(seenByA).toEqual([]);
    off();
    a.remove(STORAGE_KEYS.readStatus(5));
    expect(seenByB).toHaveLength(1);
    expect(b.get('note_read_status_5')).toBeNull();
  });

  it('cleans entries of notes no longer listed, keeping other keys and listed notes', () => {
    const storage = createMemoryStorage(createMemoryLogger());
    storage.set('notesLastMarkedSeen', '100');
    storage.set('note_read_status_1', '1');
    storage.set('note_read_status_2', '1');
    writeDraft(storage, 2, 'kept', 1000);
    writeDraft(storage, 3, 'gone', 1000);
    const removed = cleanStorage(storage, { listedIds: [1, 2], now: 2000 });
    expect(removed.sort()).toEqual(['reply_3']);
    expect(storage.keys().sort()).toEqual(['note_read_status_1', 'note_read_status_2', 'notesLastMarkedSeen', 'reply_2']);
  });

  it('removes drafts older than 24 hours and unreadable ones', () => {
    const storage = createMemoryStorage(createMemoryLogger());
    const now = 100_000_000;
    writeDraft(storage, 1, 'fresh', now - 86_400_000);
    writeDraft(storage, 2, 'stale', now - 86_400_001);
    storage.set('reply_3', '{not json');
    cleanStorage(storage, { now });
    expect(storage.keys()).toEqual(['reply_1']);
  });

  it('every list answer, a full page too, cleans per-note entries of notes the panel no longer holds', () => {
    const shared = createSharedMemoryStorage();
    const storage = shared.tab(createMemoryLogger());
    storage.set('note_read_status_7', '1');
    storage.set('note_read_status_2', '1');
    writeDraft(storage, 8, 'for a note nobody lists', Date.parse('2026-01-01T11:00:00Z'));
    const { core } = testCore({ storage });
    expect(shared.data.has('note_read_status_7')).toBe(true);
    // A full page of the window (not short, so not `complete`): more notes exist further down.
    core.append({ type: 'notes/received', notes: makeNotes(2), listIds: [1, 2], complete: false });
    expect([...shared.data.keys()]).toEqual(['note_read_status_2']);
  });
});
