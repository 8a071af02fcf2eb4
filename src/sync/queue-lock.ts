/**
 * What the offline queue needs from the browser, injected so the engine never reads globals: whether
 * it is online (and when that changes), and a lock shared by the tabs so a queue is replayed once.
 */
import type { Disposer, PanelStorage } from '../core/index.ts';

/** Whether the browser is online, and its changes. */
export interface Connectivity {
  online(): boolean;
  /** Calls back with the new value on each change; returns its disposer. */
  subscribe(listener: (online: boolean) => void): Disposer;
}

/** Runs a task while holding the queue's lock, shared by the tabs; resolves false when it did not run. */
export interface QueueLock {
  run(task: () => Promise<void>): Promise<boolean>;
}

/** The lock's name (Web Locks) and storage key (the fallback claim). */
export const QUEUE_LOCK_NAME = 'notes_action_queue_lock';
/** A storage claim older than this is taken to belong to a tab that died while replaying. */
export const CLAIM_TTL_MS = 60_000;

/**
 * Without Web Locks: a claim in storage, `{ owner, until }`, read back after writing. A tab that
 * finds another's live claim does not replay (that tab is sending the same queue).
 */
export function storageLock(storage: PanelStorage, owner: string, now: () => number): QueueLock {
  const claimOf = (): { owner: string; until: number } | null => {
    try {
      const value = JSON.parse(storage.get(QUEUE_LOCK_NAME) ?? 'null') as { owner?: unknown; until?: unknown } | null;
      return value && typeof value.owner === 'string' && typeof value.until === 'number' ? { owner: value.owner, until: value.until } : null;
    } catch {
      return null;
    }
  };
  return {
    async run(task) {
      const claim = claimOf();
      // A claim ends within CLAIM_TTL_MS of being written: one further ahead (a clock that jumped
      // back, or a value planted in storage) is no tab's live claim and would block replay for good.
      const live = claim !== null && claim.until > now() && claim.until <= now() + CLAIM_TTL_MS;
      if (live && claim.owner !== owner) return false;
      storage.set(QUEUE_LOCK_NAME, JSON.stringify({ owner, until: now() + CLAIM_TTL_MS }));
      if (claimOf()?.owner !== owner) return false;
      try {
        await task();
      } finally {
        if (claimOf()?.owner === owner) storage.remove(QUEUE_LOCK_NAME);
      }
      return true;
    },
  };
}
