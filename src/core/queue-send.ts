/**
 * The one place an action's request is sent or queued: offline (as the connectivity service last
 * said), behind an entry already waiting for the same note, or after a network error, the action
 * waits in the queue with its optimistic state kept; an undo of a waiting action just takes it out.
 */
import type { EffectContext } from './effects.ts';
import type { PanelEvent } from './events.ts';
import { errorMessage } from './logger.ts';
import type { QueueableRequest } from './plugin.ts';
import { QUEUE_LIMIT, isNetworkError, isPending, lastQueued, type QueueEntry } from './queue.ts';
import { LIMITS, type PanelState } from './state.ts';

/** The ids a queued request needs, besides the note's. */
export interface QueueTarget {
  siteId: number | null;
  postId: number | null;
  commentId: number | null;
}

/** A new entry; `seq` is the triggering event's, so keys are unique in a tab (and in practice across tabs). */
export function queueEntry(
  fields: { action: string; noteId: number; on: boolean; request: QueueableRequest; target?: QueueTarget | undefined },
  at: number,
  seq: number,
): QueueEntry {
  const target = fields.target ?? { siteId: null, postId: null, commentId: null };
  return {
    key: `${at.toString(36)}-${fields.action}-${fields.noteId}-${seq}`,
    action: fields.action,
    noteId: fields.noteId,
    on: fields.on,
    keeps: fields.request.keeps,
    siteId: target.siteId,
    postId: target.postId,
    commentId: target.commentId,
    at,
  };
}

/** A failure in the status bar, for the spec's 6 seconds. */
function failureStatus(message: string | null): PanelEvent[] {
  return message ? [{ type: 'status/shown', message, kind: 'failure', durationMs: LIMITS.statusFailureMs }] : [];
}

/** The entry queued; a full queue fails it as an ordinary failure would (its state put back). */
export function queueOrFail(state: PanelState, request: QueueableRequest, entry: QueueEntry): PanelEvent[] {
  if (state.queue.length < QUEUE_LIMIT) return [{ type: 'queue/added', entry }];
  return [...request.failed(entry, 'too many actions are waiting'), ...failureStatus(request.failureMessage(entry))];
}

/**
 * What to answer instead of sending now, or null to send: an undo of a waiting action drops it (no
 * request at all); offline, or behind an entry waiting for the same note, the action is queued.
 */
export function holdInQueue(state: PanelState, request: QueueableRequest, entry: QueueEntry): PanelEvent[] | null {
  const waiting = lastQueued(state, entry.action, entry.noteId);
  if (waiting && waiting.on !== entry.on) return [{ type: 'queue/dropped', key: waiting.key, reason: 'undone' }];
  if (!state.client.online || isPending(state, entry.noteId)) return queueOrFail(state, request, entry);
  return null;
}

/** Sends the request now, or queues it (see `holdInQueue`); an API error is the action's ordinary failure. */
export async function sendOrQueue(context: EffectContext, request: QueueableRequest, entry: QueueEntry): Promise<PanelEvent[]> {
  const held = holdInQueue(context.state(), request, entry);
  if (held) return held;
  try {
    await request.send(entry, context);
  } catch (error) {
    if (isNetworkError(error)) {
      context.logger.warn(`${entry.action} of note ${entry.noteId} queued after a network error: ${errorMessage(error)}`);
      return queueOrFail(context.state(), request, entry);
    }
    context.logger.error(`${entry.action} of note ${entry.noteId} failed: ${errorMessage(error)}`, error);
    return [...request.failed(entry, errorMessage(error)), ...failureStatus(request.failureMessage(entry))];
  }
  return request.succeeded(entry, context);
}
