/**
 * The reply plugin's state slice: each note's reply box (its phase and retries) and draft, with the
 * mention suggestions' and the /me fetches (reply-suggestions.ts, reply-profile.ts fold those). A
 * note with a reply on its way is busy: it stays in the panel and its navigation is off.
 */
import { defineState, isRecord, without, type ComposerBox, type LoggedEvent, type PanelState } from '../../src/core/index.ts';
import { reduceProfileFetch, type ProfileFetch } from './reply-profile.ts';
import { reduceSuggestionsFetch, type SuggestionsFetch } from './reply-suggestions.ts';

/** The reply box of one note. */
export interface ReplyBoxState {
  phase: ComposerBox['phase'];
  retries: number;
}

/** A saved reply draft (`reply_{id}` in storage). */
export interface Draft {
  text: string;
  savedAt: number;
}

/** Everything the reply plugin keeps. */
export interface ReplySlice extends SuggestionsFetch, ProfileFetch {
  replies: Record<string, ReplyBoxState>;
  drafts: Record<string, Draft>;
}

const EMPTY: ReplySlice = { replies: {}, drafts: {}, fetchingSite: null, profileAskedBy: null, profileFailedAt: null };
const IDLE: ReplyBoxState = { phase: 'idle', retries: 0 };

/** Whether a stored value has the slice's shape (a replayed log's header may hold anything, or an older shape). */
const isSlice = (value: unknown): value is ReplySlice => isRecord(value) && isRecord(value.replies) && isRecord(value.drafts);

/** The boxes and drafts after one event. */
function reduceBoxes(slice: ReplySlice, event: LoggedEvent): ReplySlice {
  const { replies, drafts } = slice;
  const set = (id: number, patch: Partial<ReplyBoxState>, keepsDraft = true): ReplySlice => ({
    ...slice,
    replies: { ...replies, [id]: { ...(replies[id] ?? IDLE), ...patch } },
    drafts: keepsDraft ? drafts : without(drafts, [id]),
  });
  switch (event.type) {
    case 'reply/activated': return set(event.id, { phase: 'active' });
    // Leaving a blank box resets it, and its whitespace goes with it.
    case 'reply/blurred': return event.blank && replies[event.id]?.phase === 'active' ? set(event.id, { phase: 'idle' }, false) : slice;
    // Whitespace is kept while typing (a reply may start with a line break); storage skips blank drafts.
    case 'reply/draftChanged':
      return { ...slice, drafts: event.text === '' ? without(drafts, [event.id]) : { ...drafts, [event.id]: { text: event.text, savedAt: event.at } } };
    case 'reply/submitted': return set(event.id, { phase: 'submitting' });
    case 'reply/retryScheduled': return set(event.id, { retries: event.attempt });
    case 'reply/posted': return set(event.id, { phase: 'posted', retries: 0 }, false);
    case 'reply/failed': return set(event.id, { phase: 'failed', retries: 0 });
    case 'reply/draftsRestored': return { ...slice, drafts: { ...event.drafts, ...drafts } };
    case 'clock/draftsExpired': return { ...slice, drafts: without(drafts, event.ids) };
  }
  return slice;
}

/** Notes that left the panel take their boxes and drafts with them (a draft restored for a note not loaded yet stays). */
function withoutLeft(slice: ReplySlice, state: PanelState, previous: PanelState): ReplySlice {
  const left = (id: string) => previous.notes[id] !== undefined && state.notes[id] === undefined;
  const replies = without(slice.replies, Object.keys(slice.replies).filter(left));
  const drafts = without(slice.drafts, Object.keys(slice.drafts).filter(left));
  return replies === slice.replies && drafts === slice.drafts ? slice : { ...slice, replies, drafts };
}

/** The reply plugin's slice. */
export const replyState = defineState<ReplySlice>('reply', {
  init: () => EMPTY,
  reduce(stored, event, state, previous) {
    let slice = reduceBoxes(isSlice(stored) ? stored : EMPTY, event);
    if (state.notes !== previous.notes) slice = withoutLeft(slice, state, previous);
    return reduceProfileFetch(reduceSuggestionsFetch(slice, event), event, state);
  },
  // A reply on its way keeps its note, and the note's navigation and the shortcuts off.
  busyNotes: (slice) => (isSlice(slice) ? Object.keys(slice.replies).filter((id) => slice.replies[id]?.phase === 'submitting').map(Number) : []),
});

/** What the reply box of a note shows now. */
export function replyBox(state: PanelState, noteId: number): ComposerBox {
  const { replies, drafts } = replyState.read(state);
  return { phase: replies[noteId]?.phase ?? 'idle', text: drafts[noteId]?.text ?? '', focusKey: replies[noteId] };
}
