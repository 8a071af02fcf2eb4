import type { EventType } from '../events.ts';
import type { QueueKeeps } from '../queue.ts';
import type { PanelState } from '../state.ts';
import { without, type Handlers } from './types.ts';

/**
 * Events after which the waiting actions' optimistic state is put back: a note arriving (after a
 * reload, or a server copy that has not heard of the action yet), an override's reset timer, the
 * queue itself changing. (A read mark's repair sets the mark again itself.)
 */
export const KEEP_QUEUED_AFTER: ReadonlySet<EventType> = new Set<EventType>(['notes/received', 'notes/unreadPageReceived', 'clock/overridesExpired', 'queue/added', 'queue/restored']);

// The core's state field each kind of waiting action keeps its optimistic value in; an action's
// own override (approval, like) is kept by its state slice (src/core/overrides.ts).
const FIELDS: Partial<Record<QueueKeeps, 'reads' | 'hiddenNoteIds'>> = { read: 'reads', hidden: 'hiddenNoteIds' };

/** The state with every waiting action's optimistic state applied to the notes it holds. */
export function keepQueued(state: PanelState): PanelState {
  let next = state;
  for (const entry of state.queue) {
    const field = FIELDS[entry.keeps];
    if (!field) continue;
    const value = entry.keeps === 'hidden' || entry.on;
    const values = next[field] as Record<string, boolean>;
    if (state.notes[entry.noteId] && values[entry.noteId] !== value) next = { ...next, [field]: { ...values, [entry.noteId]: value } };
  }
  return next;
}

const withoutKey = (state: PanelState, key: string): PanelState => ({ ...state, queue: state.queue.filter((entry) => entry.key !== key) });

/** The queue, connectivity, and the end of a removal's undo step once its call waits in the queue. */
export const queueHandlers: Handlers = {
  'connectivity/changed': (state, event) => ({ ...state, client: { ...state.client, offline: !event.online } }),
  'queue/added': (state, event) => {
    const entry = event.entry;
    // A removal's step was committing: it now waits in the queue instead, and the undo bar goes.
    const undo = entry.keeps === 'hidden' && state.undo?.phase === 'committing' && state.undo.id === entry.noteId ? null : state.undo;
    return { ...state, undo, queue: [...state.queue, entry] };
  },
  // A log read from a file is checked for event names only: an odd payload empties the queue.
  'queue/restored': (state, event) => ({ ...state, queue: Array.isArray(event.entries) ? event.entries : [] }),
  'queue/replayed': (state, event) => withoutKey(state, event.key),
  // Dropped unsent (not undone): the state it kept goes, unless another entry keeps it. The action's
  // failure events say so too; an entry no action of this build sends has no other way back. A read
  // mark stays, as a failed read call leaves it (SPEC §4).
  'queue/dropped': (state, event) => {
    const entry = state.queue.find((queued) => queued.key === event.key);
    const next = withoutKey(state, event.key);
    if (!entry || event.reason === 'undone' || entry.keeps === 'read') return next;
    if (next.queue.some((other) => other.noteId === entry.noteId && other.keeps === entry.keeps)) return next;
    const field = FIELDS[entry.keeps];
    if (!field) return next;
    return { ...next, [field]: without(next[field], [entry.noteId]) };
  },
};
