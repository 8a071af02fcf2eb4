/**
 * What the offline queue needs from the browser, injected so the engine never reads globals: whether
 * it is online (and when that changes), and a lock shared by the tabs so a queue is replayed once.
 */
import type { Disposer, PanelStorage, Services } from '../core/index.ts';

/** Whether the browser is online, and its changes. */
export interface Connectivity {
  online(): boolean;
  /** Calls back with the new value on each change; returns its disposer. */
  subscribe(listener: (online: boolean) => void): Disposer;
}

/** How a turn at the lock went: the task ran, or it did not and is worth trying again in `retryInMs`. */
export type LockOutcome = { ran: true } | { ran: false; retryInMs: number };

/** Runs a task while holding the queue's lock, shared by the tabs. */
export interface QueueLock {
  run(task: () => Promise<void>): Promise<LockOutcome>;
}

/** The part of the Web Locks API used here (`navigator.locks`). */
export interface LockManagerLike {
  request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>): Promise<unknown>;
}

/** The lock's name (Web Locks) and storage key (the fallback claim). */
export const QUEUE_LOCK_NAME = 'notes_action_queue_lock';
/** A storage claim older than this is taken to belong to a tab that died while replaying. */
export const CLAIM_TTL_MS = 60_000;
/**
 * The longest another tab's turn at the lock is waited for, Web Lock or claim, however it is
 * renewed: a replay of the whole queue takes seconds. Longer, the lock is someone squatting it.
 */
export const LOCK_WAIT_MS = 30_000;
/** A claim is a short JSON object: a longer value is no tab's claim (and is not parsed). */
const CLAIM_MAX_CHARS = 200;

/** What the locks need of the engine: the core's clock and timers, and its log. */
export type LockServices = Pick<Services, 'clock' | 'timers' | 'logger'>;

/**
 * With Web Locks: a second tab waits its turn, then finds the queue already sent. A lock held past
 * LOCK_WAIT_MS (a page of the origin squatting it) is given up on: the replay goes ahead without it.
 */
export function webLock(locks: LockManagerLike, { timers, logger }: LockServices): QueueLock {
  return {
    async run(task) {
      const waiting = new AbortController();
      let granted = false;
      timers.schedule('queue-lock-wait', LOCK_WAIT_MS, () => waiting.abort());
      try {
        await locks.request(QUEUE_LOCK_NAME, { signal: waiting.signal }, async () => {
          granted = true;
          timers.cancel('queue-lock-wait');
          await task();
        });
      } catch (error) {
        if (granted) throw error;
        timers.cancel('queue-lock-wait');
        logger.warn(`queue lock not granted within ${LOCK_WAIT_MS / 1000} s: sending without it`);
        await task();
      }
      return { ran: true };
    },
  };
}

/**
 * Without Web Locks: a claim in storage, `{ owner, until }`, read back after writing. Another tab's
 * live claim is a hint that it is sending the same queue, not the truth: the claim holds the replay
 * back until it ends, and claims of whatever owner, renewed however often, hold it back LOCK_WAIT_MS
 * at most in a row. A claim storage will not keep (full, blocked, or dropping writes) holds nothing:
 * with neither Web Locks nor a claim to be had, this tab replays alone, and says so once.
 */
export function storageLock(storage: PanelStorage, owner: string, { clock, logger }: LockServices): QueueLock {
  const now = () => clock.now();
  let blockedSince: number | null = null;
  let alone = false;
  const claimOf = (): { owner: string; until: number } | null => {
    // A storage of the embedder's own may answer undefined for a missing key: no claim.
    const raw: unknown = storage.get(QUEUE_LOCK_NAME);
    if (typeof raw !== 'string' || raw.length > CLAIM_MAX_CHARS) return null;
    try {
      const value = JSON.parse(raw) as { owner?: unknown; until?: unknown } | null;
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
      const live = claim !== null && claim.owner !== owner && claim.until > now() && claim.until <= now() + CLAIM_TTL_MS;
      if (live) {
        blockedSince ??= now();
        const waited = now() - blockedSince;
        if (waited < LOCK_WAIT_MS) return { ran: false, retryInMs: Math.min(claim.until - now(), LOCK_WAIT_MS - waited) };
        logger.warn(`a queue claim held it back ${Math.round(waited / 1000)} s: sending anyway`);
      }
      blockedSince = null;
      const written = storage.set(QUEUE_LOCK_NAME, JSON.stringify({ owner, until: now() + CLAIM_TTL_MS }));
      const holder = claimOf();
      if (!written || holder === null) {
        if (!alone) logger.warn('queue claim could not be written: this tab replays alone');
        alone = true;
        await task();
        return { ran: true };
      }
      alone = false;
      // Two tabs wrote at once: the one whose claim stayed goes; the other looks again in a moment.
      if (holder.owner !== owner) return { ran: false, retryInMs: 1000 };
      try {
        await task();
      } finally {
        if (claimOf()?.owner === owner) storage.remove(QUEUE_LOCK_NAME);
      }
      return { ran: true };
    },
  };
}
