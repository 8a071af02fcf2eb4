/** The offline queue in storage: one key, a JSON list, validated on every read. */
import type { Logger, PanelStorage, QueueEntry } from '../core/index.ts';

/** The storage key of the queue (a JSON array of entries). */
export const QUEUE_KEY = 'notes_action_queue';
/** At most this many actions wait; one more fails as an ordinary failure would. */
export const QUEUE_LIMIT = 50;
/** After network failures while the browser still says online, the queue is tried again at most this late. */
export const QUEUE_RETRY_MS = 30_000;

const KEEPS: readonly unknown[] = ['approval', 'like', 'hidden', 'read'];
const isId = (value: unknown): value is number | null => value === null || (typeof value === 'number' && Number.isInteger(value));

/** Whether a value read from storage is a well-formed entry. */
export function isQueueEntry(value: unknown): value is QueueEntry {
  if (value === null || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.key === 'string' && entry.key !== '' && typeof entry.action === 'string' && entry.action !== ''
    && typeof entry.noteId === 'number' && Number.isInteger(entry.noteId) && typeof entry.on === 'boolean' && KEEPS.includes(entry.keeps)
    && isId(entry.siteId) && isId(entry.postId) && isId(entry.commentId) && typeof entry.at === 'number';
}

/**
 * The stored queue, validated: a value that is not a list is dropped whole, malformed entries one
 * by one, each with a log line; never a throw.
 */
export function readQueue(storage: PanelStorage, logger: Logger): QueueEntry[] {
  const raw = storage.get(QUEUE_KEY);
  if (raw === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    value = undefined;
  }
  if (!Array.isArray(value)) {
    logger.warn(`stored action queue is malformed and was dropped: ${raw.slice(0, 80)}`);
    storage.remove(QUEUE_KEY);
    return [];
  }
  const entries = value.filter(isQueueEntry).slice(0, QUEUE_LIMIT);
  if (entries.length < value.length) logger.warn(`stored action queue: ${value.length - entries.length} malformed entries dropped`);
  return entries;
}

/** Writes the queue (removing the key when empty). */
export function writeQueue(storage: PanelStorage, entries: readonly QueueEntry[]): void {
  if (entries.length === 0) storage.remove(QUEUE_KEY);
  else storage.set(QUEUE_KEY, JSON.stringify(entries));
}
