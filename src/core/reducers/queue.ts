import type { EventType } from '../events.ts';
import { QUEUE_LIMIT, type QueueEntry } from '../queue.ts';
import type { PanelState } from '../state.ts';
import type { Handlers } from './types.ts';

/**
 * Events after which the waiting actions' optimistic state is put back: a note arriving (after a
 * reload, or a server copy that has not heard of the action yet), an override's reset timer, a read
 * mark's repair, the queue itself changing.
 */
export const KEEP_QUEUED_AFTER: ReadonlySet<EventType> = new Set<EventType>([
  'notes/received', 'notes/unreadPageReceived', 'clock/overridesExpired', 'note/readMarkCleared', 'queue/added', 'queue/restored',
]);

/** The state with every waiting action's optimistic state applied to the notes it holds. */
export function keepQueued(state: PanelState): PanelState {
  let { approvals, likes, hiddenNoteIds, reads } = state;
  for (const entry of state.queue) {
    const id = entry.noteId;
    if (!state.notes[id]) continue;
    if (entry.keeps === 'approval' && approvals[id] !== entry.on) approvals = { ...approvals, [id]: entry.on };
    if (entry.keeps === 'like' && likes[id] !== entry.on) likes = { ...likes, [id]: entry.on };
    if (entry.keeps === 'read' && reads[id] !== entry.on) reads = { ...reads, [id]: entry.on };
    if (entry.keeps === 'hidden' && !hiddenNoteIds[id]) hiddenNoteIds = { ...hiddenNoteIds, [id]: true };
  }
  const same = approvals === state.approvals && likes === state.likes && hiddenNoteIds === state.hiddenNoteIds && reads === state.reads;
  return same ? state : { ...state, approvals, likes, hiddenNoteIds, reads };
}

function withoutKey(state: PanelState, key: string): PanelState {
  const queue = state.queue.filter((entry) => entry.key !== key);
  return queue.length === state.queue.length ? state : { ...state, queue };
}

/** The queue, connectivity, and the end of a removal's undo step once its call waits in the queue. */
export const queueHandlers: Handlers = {
  'connectivity/changed': (state, event) =>
    state.client.online === event.online ? state : { ...state, client: { ...state.client, online: event.online === true } },
  'queue/added': (state, event) => {
    const entry = event.entry;
    if (state.queue.length >= QUEUE_LIMIT || state.queue.some((queued) => queued.key === entry.key)) return state;
    // A removal's step was committing: it now waits in the queue instead, and the undo bar goes.
    const undo = entry.keeps === 'hidden' && state.undo?.phase === 'committing' && state.undo.id === entry.noteId ? null : state.undo;
    return { ...state, undo, queue: [...state.queue, entry] };
  },
  'queue/restored': (state, event) => {
    const entries: QueueEntry[] = Array.isArray(event.entries) ? event.entries.slice(0, QUEUE_LIMIT) : [];
    return { ...state, queue: entries };
  },
  'queue/replayed': (state, event) => withoutKey(state, event.key),
  'queue/dropped': (state, event) => withoutKey(state, event.key),
};
