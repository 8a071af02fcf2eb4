/** The offline queue in storage: one key, a JSON list, validated on every read. */
import { isPositiveId, isRecord } from '../core/guards.ts';
import type { Logger, PanelStorage, QueueEntry } from '../core/index.ts';

/** The storage key of the queue (a JSON array of entries). */
export const QUEUE_KEY = 'notes_action_queue';
/** At most this many actions wait; one more fails as an ordinary failure would. */
export const QUEUE_LIMIT = 50;
/** After network failures while the browser still says online, the queue is tried again at most this late. */
export const QUEUE_RETRY_MS = 30_000;
/** How long a waiting action's request may go unanswered before the queue moves on (its outcome unknown). */
export const QUEUE_SEND_DEADLINE_MS = 30_000;

/** Longest action name taken from storage (this build's are under 20 characters). */
export const QUEUE_ACTION_MAX = 64;
/** Longest entry key taken from storage: time, note id, sequence and action make about 60. */
export const QUEUE_KEY_MAX = 160;

/**
 * An entry as storage holds it: `tried` is set just before its request goes out, so a tab that finds
 * it set (the sender was closed before it could take the entry out, or storage would not let it)
 * knows that request may have landed.
 */
export type StoredEntry = QueueEntry & { tried?: true };

/** Why a value read from storage is not a well-formed entry, or null when it is one. */
export function queueEntryProblem(value: unknown): string | null {
  if (!isRecord(value)) return 'not an object';
  const entry = value;
  if (typeof entry.key !== 'string' || entry.key === '') return 'no key';
  if (entry.key.length > QUEUE_KEY_MAX) return `key longer than ${QUEUE_KEY_MAX} characters`;
  if (typeof entry.action !== 'string' || entry.action === '') return 'no action';
  if (entry.action.length > QUEUE_ACTION_MAX) return `action longer than ${QUEUE_ACTION_MAX} characters`;
  if (!isPositiveId(entry.noteId)) return 'noteId is not a positive whole number';
  for (const field of ['siteId', 'postId', 'commentId'] as const) {
    if (entry[field] !== null && !isPositiveId(entry[field])) return `${field} is not a positive whole number`;
  }
  if (typeof entry.on !== 'boolean') return 'on is not true or false';
  // Open (an action's own override is named by its plugin), bounded; replay checks it is its action's.
  if (typeof entry.keeps !== 'string' || !/^[a-z][\w-]{0,39}$/i.test(entry.keeps)) return 'keeps is not a state name';
  if (entry.tried !== undefined && entry.tried !== true) return 'tried is not true';
  return typeof entry.at === 'number' && Number.isFinite(entry.at) ? null : 'at is not a time';
}

/**
 * The stored queue, validated: a value that is not a list is dropped whole, malformed entries one
 * by one, each with a log line saying why; never a throw.
 */
export function readQueue(storage: PanelStorage, logger: Logger): StoredEntry[] {
  const raw: unknown = storage.get(QUEUE_KEY);
  // Storage is injected: a PanelStorage of the embedder's own may not keep to `string | null`.
  if (raw === null || raw === undefined) return [];
  if (typeof raw !== 'string') {
    logger.warn(`stored action queue (a ${typeof raw}) dropped`);
    storage.remove(QUEUE_KEY);
    return [];
  }
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    value = undefined;
  }
  if (!Array.isArray(value)) {
    logger.warn(`stored action queue malformed, dropped: ${raw.slice(0, 80)}`);
    storage.remove(QUEUE_KEY);
    return [];
  }
  const entries: StoredEntry[] = [];
  let removed = 0;
  let stray = false;
  for (const [index, item] of value.entries()) {
    const problem = queueEntryProblem(item) ?? (entries.length >= QUEUE_LIMIT ? `${QUEUE_LIMIT} actions already wait` : null);
    if (problem) {
      logger.warn(`stored action queue: entry ${index} dropped, never sent: ${problem}`);
      removed++;
      continue;
    }
    const entry = rebuilt(item as StoredEntry);
    stray ||= Object.keys(item as object).length !== Object.keys(entry).length;
    entries.push(entry);
  }
  // What was dropped (or carried fields no entry has) leaves storage too: said once, not on every read.
  if (removed > 0 || stray) {
    if (stray) logger.warn('stored action queue: unknown fields removed');
    writeQueue(storage, entries);
  }
  return entries;
}

/** Only the fields an entry has: what else storage holds never reaches the state or the exported log. */
function rebuilt(entry: StoredEntry): StoredEntry {
  const { key, action, noteId, on, keeps, siteId, postId, commentId, at, tried } = entry;
  return { key, action, noteId, on, keeps, siteId, postId, commentId, at, ...(tried ? { tried } : {}) };
}

/**
 * Writes the queue (removing the key when empty, or writing an empty list where storage will not
 * remove it); true only when storage reads back what was written: `set` answering true is not enough
 * for a storage of the embedder's own, or a polyfill that drops writes.
 */
export function writeQueue(storage: PanelStorage, entries: readonly StoredEntry[]): boolean {
  if (entries.length === 0) {
    storage.remove(QUEUE_KEY);
    if (typeof storage.get(QUEUE_KEY) !== 'string') return true;
  }
  const text = JSON.stringify(entries);
  return storage.set(QUEUE_KEY, text) && storage.get(QUEUE_KEY) === text;
}
