/**
 * The offline queue as one tab keeps it in storage, believing only what storage confirms (issue 42).
 * A write counts once it reads back. An entry storage will not take is this tab's alone: the engine
 * sends it now or fails it, never shows it as safe across a reload. What this tab sent or dropped it
 * remembers, whatever storage still says, so it never sends that again. Just before a request goes
 * out its entry is marked `tried` in storage: a tab that later finds the mark cannot know whether
 * that request landed, and checks before sending it again (src/sync/queue.ts).
 */
import type { Logger, PanelStorage, QueueEntry } from '../core/index.ts';
import { QUEUE_KEY, readQueue, writeQueue, type StoredEntry } from './queue-store.ts';

/** The queue's entries as storage confirms them, with what this tab knows on top. */
export interface KeptQueue {
  /** What waits: storage's entries less those this tab settled, then those it holds alone. */
  entries(): QueueEntry[];
  /** Adds an entry; false when storage did not take it (this tab then holds it alone). */
  add(entry: QueueEntry): boolean;
  /** Whether only this tab holds the entry: storage would not take it, or it was taken out of storage. */
  alone(key: string): boolean;
  /**
   * Marks the entry tried, just before its request goes out: 'send', or 'unsure' when a try of
   * another tab (or page) may have landed, or storage can neither record this try nor let go of the
   * entry (a tab before this one, on the same storage, may have sent it unrecorded).
   */
  beforeSend(entry: QueueEntry): 'send' | 'unsure';
  /**
   * Its request got no answer (a network error): it is tried again as if never sent, as before. A
   * request past its deadline is not told here: it stays out, and the entry's next try is unsure.
   */
  unanswered(key: string): void;
  /** Takes a sent or dropped entry out; this tab remembers it whatever storage does. */
  settle(key: string): void;
}

/** How many sent or dropped entries a tab remembers, whatever storage says (the queue holds at most QUEUE_LIMIT at once). */
export const SETTLED_KEPT = 1000;

const plain = ({ tried: _tried, ...entry }: StoredEntry): QueueEntry => entry;

/** The queue under QUEUE_KEY as this tab keeps it. */
export function keepQueue(storage: PanelStorage, logger: Logger): KeptQueue {
  const settled = new Set<string>();
  const held = new Map<string, QueueEntry>();
  // Entries this tab tried itself, and those whose request is out (or landed) as far as it knows.
  const triedHere = new Set<string>();
  const out = new Set<string>();
  const read = () => readQueue(storage, logger).filter((entry) => !settled.has(entry.key));

  function entries(): QueueEntry[] {
    const stored = read();
    return [...stored.map(plain), ...[...held.values()].filter((entry) => !stored.some((other) => other.key === entry.key))];
  }
  /** Writes `next` (every entry this tab holds alone among them), keeping the tries marked. */
  function write(next: readonly QueueEntry[]): boolean {
    // Another tab's mark stays; this tab's own follow what it knows of its requests.
    const marked = new Set(read().flatMap((entry) => (entry.tried && !triedHere.has(entry.key) ? [entry.key] : [])));
    for (const key of out) marked.add(key);
    const written = writeQueue(storage, next.map((entry) => (marked.has(entry.key) ? { ...entry, tried: true as const } : entry)));
    if (written) held.clear();
    return written;
  }
  /** Takes the whole queue out of storage, so that no later tab sends it again: this tab holds it alone. */
  function takeOut(): boolean {
    const waiting = entries();
    storage.remove(QUEUE_KEY);
    if (typeof storage.get(QUEUE_KEY) === 'string') return false;
    for (const entry of waiting) held.set(entry.key, entry);
    logger.warn(`the action queue could not be written: ${waiting.length} waiting taken out of storage, sent from this tab alone`);
    return true;
  }

  return {
    entries,
    add(entry) {
      const current = entries();
      if (current.some((queued) => queued.key === entry.key)) return !held.has(entry.key);
      if (write([...current, entry])) return true;
      held.set(entry.key, entry);
      return false;
    },
    alone: (key) => held.has(key),
    beforeSend(entry) {
      // This tab's own request for it is still out (it passed its deadline unanswered): it may land.
      if (out.has(entry.key)) return 'unsure';
      const ownRetry = triedHere.has(entry.key);
      triedHere.add(entry.key);
      out.add(entry.key);
      const stored = read().find((queued) => queued.key === entry.key);
      if (held.has(entry.key) || !stored) return 'send';
      if (stored.tried && !ownRetry) return 'unsure';
      if (write(entries()) || takeOut()) return 'send';
      return ownRetry ? 'send' : 'unsure';
    },
    unanswered(key) {
      out.delete(key);
      write(entries());
    },
    settle(key) {
      settled.add(key);
      // Bounded: a tab open for weeks remembers its last SETTLED_KEPT, far more than the queue holds.
      if (settled.size > SETTLED_KEPT) settled.delete(settled.values().next().value!);
      held.delete(key);
      out.delete(key);
      write(entries());
    },
  };
}
