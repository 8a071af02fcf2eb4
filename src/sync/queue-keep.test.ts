import { describe, expect, it } from 'vitest';
import { createMemoryLogger, createSharedMemoryStorage, queueEntry } from '../core/index.ts';
import { keepQueue, SETTLED_KEPT } from './queue-keep.ts';
import { writeQueue } from './queue-store.ts';

const entry = (noteId: number) => queueEntry('approve', noteId, true, 'approval', { siteId: 7, postId: null, commentId: noteId }, 0, noteId);

describe('what a tab remembers it sent', () => {
  it('is never sent again while storage still says it waits, and is bounded', () => {
    const logger = createMemoryLogger();
    const storage = createSharedMemoryStorage().tab(logger);
    const kept = keepQueue(storage, logger);
    const first = entry(1);
    kept.add(first);
    kept.settle(first.key);
    // Storage that did not let go (or another tab's stale copy) still lists it: this tab knows better.
    writeQueue(storage, [first]);
    expect(kept.entries()).toEqual([]);
    for (let id = 2; id <= SETTLED_KEPT + 1; id += 1) kept.settle(entry(id).key);
    writeQueue(storage, [first]);
    // A tab open for weeks keeps only its last SETTLED_KEPT: the oldest is forgotten.
    expect(kept.entries().map((waiting) => waiting.key)).toEqual([first.key]);
  });
});
