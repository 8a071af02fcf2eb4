/**
 * The one place an action's request is sent or queued: offline (as the connectivity service last
 * said), behind an entry already waiting for the same note, or after a network error, the action
 * waits in the queue with its optimistic state kept; an undo of a waiting action just takes it out.
 */
import type { EffectContext } from './effects.ts';
import type { PanelEvent } from './events.ts';
import { errorMessage } from './logger.ts';
import type { QueueableRequest } from './plugin.ts';
import { isNetworkError, isPending, type QueueEntry, type QueueKeeps } from './queue.ts';
import { LIMITS, type PanelState } from './state.ts';

/** What an action acts on besides the note: the site, post and comment its API call needs (null when the note does not carry one). */
export interface NoteTarget {
  siteId: number | null;
  postId: number | null;
  commentId: number | null;
}

/** A new entry; `seq` is the triggering event's, so keys are unique in a tab (and in practice across tabs). */
export function queueEntry(action: string, noteId: number, on: boolean, keeps: QueueKeeps, target: NoteTarget | null, at: number, seq: number): QueueEntry {
  return { siteId: null, postId: null, commentId: null, ...target, key: `${at}-${noteId}-${seq}-${action}`, action, noteId, on, keeps, at };
}

/**
 * What to answer instead of sending now, or null to send: an undo of a waiting action drops it (no
 * request at all); offline, or behind an entry waiting for the same note, the action is queued.
 */
export function holdInQueue(state: PanelState, entry: QueueEntry): PanelEvent[] | null {
  const waiting = state.queue.findLast((queued) => queued.action === entry.action && queued.noteId === entry.noteId);
  if (waiting && waiting.on !== entry.on) return [{ type: 'queue/dropped', key: waiting.key, reason: 'undone' }];
  return state.client.offline || isPending(state, entry.noteId) ? [{ type: 'queue/added', entry }] : null;
}

/** A failure's message, shown for the spec's 6 seconds. */
export const failureStatus = (message: string): PanelEvent => ({ type: 'status/shown', message, kind: 'failure', durationMs: LIMITS.statusFailureMs });

/** The action's ordinary failure: its state put back, and its message. */
export function failedEvents(request: QueueableRequest, entry: QueueEntry, message: string): PanelEvent[] {
  const said = request.failureMessage(entry);
  const events = request.failed(entry, message);
  return said ? [...events, failureStatus(said)] : events;
}

/** Sends the request now, or queues it (see `holdInQueue`, and after a network error); an API error is the action's ordinary failure. */
export async function sendOrQueue(context: EffectContext, request: QueueableRequest, entry: QueueEntry): Promise<PanelEvent[]> {
  const held = holdInQueue(context.state(), entry);
  if (held) return held;
  try {
    await request.send(entry, context);
  } catch (error) {
    const message = `${entry.action} of note ${entry.noteId} failed: ${errorMessage(error)}`;
    // No connection: it waits in the queue (a warning); any other failure is an error.
    if (isNetworkError(error)) {
      context.logger.warn(message);
      return [{ type: 'queue/added', entry }];
    }
    context.logger.error(message, error);
    return failedEvents(request, entry, errorMessage(error));
  }
  return request.succeeded(entry, context);
}
