/**
 * Each note's reply box (reply.ts declares the action): its facts, from focus to a sent reply's end,
 * and its phase (active once focused or R pressed, submitting while Send is on its way, then posted
 * or failed) and retries, folded from them; and the facts focus, leaving and Send append. A note
 * with a reply on its way is busy: it stays in the panel and its navigation is off.
 */
import { defineState, definePluginEvent, isRecord, noData, readFields, without, type ComposerBox, type NoteContext, type PanelEvent } from '../../../src/core/index.ts';

const isFailure = (value: unknown): value is 'duplicate' | 'error' => value === 'duplicate' || value === 'error';

/** The box of note `id` became active: focused, or R pressed. */
export const boxOpened = definePluginEvent('reply', 'opened', noData, { formerly: 'reply/activated' });
/** The box lost the focus; `blank` when it held only whitespace. */
export const boxLeft = definePluginEvent('reply', 'left', readFields({ blank: 'boolean' }), { formerly: 'reply/blurred' });
/** Send was pressed with `text` (or a retry came due): send.ts sends it. */
export const sendRequested = definePluginEvent('reply', 'sendRequested', readFields({ text: 'string' }), { formerly: 'reply/submitted' });
/** A try failed; try number `attempt` (counted from 1 after the first) waits. */
export const sendRetryScheduled = definePluginEvent('reply', 'sendRetryScheduled', readFields({ attempt: 'number' }), { formerly: 'reply/retryScheduled' });
/** The reply was posted; `url` is the platform's address of it, when it said one. */
export const sendSucceeded = definePluginEvent('reply', 'sendSucceeded', readFields({ url: 'string?' }), { formerly: 'reply/posted' });
/** The reply was not posted: a duplicate of one already there, or an error after the retries. */
export const sendFailed = definePluginEvent('reply', 'sendFailed', readFields({ reason: isFailure, message: 'string' }), { formerly: 'reply/failed' });

/** The box's facts, for the action's `facts`. */
export const boxFacts = [boxOpened, boxLeft, sendRequested, sendRetryScheduled, sendSucceeded, sendFailed];

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

/** Whether leaving note `id`'s box resets it: it was active and is left blank (drafts.ts then drops its whitespace). */
export const resetsBox = (slice: BoxFields, id: number | null, blank: boolean) => blank && id !== null && slice.replies[id]?.phase === 'active';

const set = (slice: BoxFields, id: number | null, patch: Partial<ReplyBoxState>): BoxFields =>
  id === null ? slice : { ...slice, replies: { ...slice.replies, [id]: { ...(slice.replies[id] ?? IDLE), ...patch } } };

/** The boxes' phases, folded into the reply slice (state.ts). */
export const boxState = defineState<BoxFields>('reply', {
  init: () => ({ replies: {} }),
  on: {
    ...boxOpened.on((slice: BoxFields, { id }) => set(slice, id, { phase: 'active' })),
    ...boxLeft.on((slice: BoxFields, { id, data }) => (resetsBox(slice, id, data.blank) ? set(slice, id, { phase: 'idle' }) : slice)),
    ...sendRequested.on((slice: BoxFields, { id }) => set(slice, id, { phase: 'submitting' })),
    ...sendRetryScheduled.on((slice: BoxFields, { id, data }) => set(slice, id, { retries: data.attempt })),
    ...sendSucceeded.on((slice: BoxFields, { id }) => set(slice, id, { phase: 'posted', retries: 0 })),
    ...sendFailed.on((slice: BoxFields, { id }) => set(slice, id, { phase: 'failed', retries: 0 })),
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
  return text.trim() === '' ? [] : [sendRequested.make(noteId, { text })];
}

/** The events R appends: the box becomes active (the UI puts the cursor in it). */
export function openBox({ note }: NoteContext): PanelEvent[] {
  return [boxOpened.make(note.id, {})];
}

/** The events focusing the box appends: it becomes active, unless it is already. */
export function focusBox(context: NoteContext): PanelEvent[] {
  return boxState.read(context.state).replies[context.note.id]?.phase === 'active' ? [] : openBox(context);
}

/** The events leaving the box appends, saying whether it is left blank (`text`: what it holds). */
export function leaveBox(text: string, { note }: NoteContext): PanelEvent[] {
  return [boxLeft.make(note.id, { blank: text.trim() === '' })];
}
