/**
 * Each note's reply box (reply.ts declares the action): its phase (active once focused or R pressed,
 * submitting while Send is on its way, then posted or failed) and its retries, and the events focus,
 * leaving and Send append. A note with a reply on its way is busy: it stays in the panel and its
 * navigation is off.
 */
import { defineState, isRecord, without, type ComposerBox, type NoteContext, type PanelEvent } from '../../../src/core/index.ts';

/** The reply box of one note. */
export interface ReplyBoxState {
  phase: ComposerBox['phase'];
  retries: number;
}

/** The box's part of the reply slice. */
export interface BoxFields {
  replies: Record<string, ReplyBoxState>;
}

const IDLE: ReplyBoxState = { phase: 'idle', retries: 0 };

const set = (slice: BoxFields, id: number, patch: Partial<ReplyBoxState>): BoxFields => ({
  ...slice,
  replies: { ...slice.replies, [id]: { ...(slice.replies[id] ?? IDLE), ...patch } },
});

/** The boxes' phases, folded into the reply slice (state.ts). */
export const boxState = defineState<BoxFields>('reply', {
  init: () => ({ replies: {} }),
  on: {
    'reply/activated': (slice, event) => set(slice, event.id, { phase: 'active' }),
    // Leaving a blank box resets it (drafts.ts drops its whitespace).
    'reply/blurred': (slice, event) => (event.blank && slice.replies[event.id]?.phase === 'active' ? set(slice, event.id, { phase: 'idle' }) : slice),
    'reply/submitted': (slice, event) => set(slice, event.id, { phase: 'submitting' }),
    'reply/retryScheduled': (slice, event) => set(slice, event.id, { retries: event.attempt }),
    'reply/posted': (slice, event) => set(slice, event.id, { phase: 'posted', retries: 0 }),
    'reply/failed': (slice, event) => set(slice, event.id, { phase: 'failed', retries: 0 }),
  },
  // A replayed log's header may hold anything here, or an older shape: it starts afresh.
  check: (value) => isRecord(value) && isRecord(value.replies),
  // Notes that left the panel take their boxes with them.
  left: (slice, ids) => {
    const replies = without(slice.replies, ids);
    return replies === slice.replies ? slice : { ...slice, replies };
  },
  // A reply on its way keeps its note, and the note's navigation and the shortcuts off.
  busyNotes: (slice) => Object.keys(slice.replies).filter((id) => slice.replies[id]?.phase === 'submitting').map(Number),
});

/** The events a Send press appends; none for blank text (Send is inactive then). */
export function submitReply(noteId: number, text: string): PanelEvent[] {
  return text.trim() === '' ? [] : [{ type: 'reply/submitted', id: noteId, text }];
}

/** The events focusing the box appends: it becomes active, unless it is already. */
export function focusBox({ note, state }: NoteContext): PanelEvent[] {
  return boxState.read(state).replies[note.id]?.phase === 'active' ? [] : [{ type: 'reply/activated', id: note.id }];
}

/** The events leaving the box appends, saying whether it is left blank (`text`: what it holds). */
export function leaveBox(text: string, { note }: NoteContext): PanelEvent[] {
  return [{ type: 'reply/blurred', id: note.id, blank: text.trim() === '' }];
}
