/**
 * The offline action queue: actions taken while offline (or whose request failed with a network
 * error) wait here, with their optimistic state kept, until they can be sent. Entries are plain
 * JSON, carry the ids their request needs (the note may be gone from the window when they are
 * sent) and are stored under one key, shared by the tabs of the browser.
 */
import type { PanelState } from './state.ts';
import type { OverrideName } from './events.ts';

/** Which optimistic state a waiting action keeps. */
export type QueueKeeps = OverrideName | 'hidden' | 'read';

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

/** Whether an error is a failed connection (no answer at all), by name: both request handlers use it. */
export function isNetworkError(error: unknown): boolean {
  return (error as Error | null)?.name === 'NetworkError';
}
