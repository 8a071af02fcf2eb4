/**
 * The offline action queue: actions taken while offline (or whose request failed with a network
 * error) wait here, with their optimistic state kept, until they can be sent. Entries are plain
 * JSON, carry the ids their request needs (the note may be gone from the window when they are
 * sent) and are stored under one key, shared by the tabs of the browser.
 */
import type { Logger } from './logger.ts';
import type { PanelState } from './state.ts';
import type { PanelStorage } from './storage.ts';

/** The storage key of the queue (a JSON array of entries). */
export const QUEUE_KEY = 'notes_action_queue';
/** At most this many actions wait; one more fails as an ordinary failure would. */
export const QUEUE_LIMIT = 50;
/** After a network failure while the browser still says online, the queue is tried again this late. */
export const QUEUE_RETRY_MS = 30_000;

/** Which optimistic state a waiting action keeps. */
export type QueueKeeps = 'approval' | 'like' | 'hidden' | 'read';
const KEEPS: readonly string[] = ['approval', 'like', 'hidden', 'read'];

/** One action waiting to be sent. `on` is the state it asks for (approved, liked, read…). */
export interface QueueEntry {
  /** Unique across tabs: time, action, note and event sequence. */
  key: string;
  /** The action's name, whose `queue` declaration sends it (approve, like, spam, trash, mark-read). */
  action: string;
  noteId: number;
  on: boolean;
  /** The local state it keeps while it waits: an approval or like override, the note hidden, a read mark. */
  keeps: QueueKeeps;
  siteId: number | null;
  postId: number | null;
  commentId: number | null;
  /** When it was queued (epoch ms). */
  at: number;
}

/** Whether the state has an entry for this note waiting. */
export function isPending(state: Pick<PanelState, 'queue'>, noteId: number): boolean {
  return state.queue.some((entry) => entry.noteId === noteId);
}

/** The last entry waiting for this note and action, if any. */
export function lastQueued(state: Pick<PanelState, 'queue'>, action: string, noteId: number): QueueEntry | undefined {
  return state.queue.findLast((entry) => entry.action === action && entry.noteId === noteId);
}

/** Whether an error is a failed connection (no answer at all), by name: both request handlers use it. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof Error && error.name === 'NetworkError';
}

/** Whether an API answer says the thing acted on no longer exists (404, 410 or an `unknown_…` code). */
export function isGoneError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { statusCode, error: code } = error as Error & { statusCode?: unknown; error?: unknown };
  return statusCode === 404 || statusCode === 410 || (typeof code === 'string' && code.startsWith('unknown_'));
}

const isId = (value: unknown): value is number | null => value === null || (typeof value === 'number' && Number.isInteger(value));

/** Whether a value read from storage is a well-formed entry. */
export function isQueueEntry(value: unknown): value is QueueEntry {
  if (value === null || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.key === 'string' && entry.key !== '' && typeof entry.action === 'string' && entry.action !== ''
    && typeof entry.noteId === 'number' && Number.isInteger(entry.noteId) && typeof entry.on === 'boolean'
    && typeof entry.keeps === 'string' && KEEPS.includes(entry.keeps)
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
