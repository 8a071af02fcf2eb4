/**
 * The reply plugin's state slice: each note's reply box (its phase and retries) and draft, with the
 * mention suggestions' and the /me fetches (reply-suggestions.ts, reply-profile.ts fold those). A
 * note with a reply on its way is busy: it stays in the panel and its navigation is off.
 */
import { defineState, isRecord, without, type ComposerBox, type PanelState } from '../../src/core/index.ts';
import { profileFetchHandlers, type ProfileFetch } from './reply-profile.ts';
import { suggestionsFetchHandlers, type SuggestionsFetch } from './reply-suggestions.ts';

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

type Set = (slice: ReplySlice, id: number, patch: Partial<ReplyBoxState>, keepsDraft?: boolean) => ReplySlice;
const set: Set = (slice, id, patch, keepsDraft = true) => ({
  ...slice,
  replies: { ...slice.replies, [id]: { ...(slice.replies[id] ?? IDLE), ...patch } },
  drafts: keepsDraft ? slice.drafts : without(slice.drafts, [id]),
});

/** The reply plugin's slice. */
export const replyState = defineState<ReplySlice>('reply', {
  init: () => EMPTY,
  on: {
    'reply/activated': (slice, event) => set(slice, event.id, { phase: 'active' }),
    // Leaving a blank box resets it, and its whitespace goes with it.
    'reply/blurred': (slice, event) => (event.blank && slice.replies[event.id]?.phase === 'active' ? set(slice, event.id, { phase: 'idle' }, false) : slice),
    // Whitespace is kept while typing (a reply may start with a line break); storage skips blank drafts.
    'reply/draftChanged': (slice, event) => ({
      ...slice,
      drafts: event.text === '' ? without(slice.drafts, [event.id]) : { ...slice.drafts, [event.id]: { text: event.text, savedAt: event.at } },
    }),
    'reply/submitted': (slice, event) => set(slice, event.id, { phase: 'submitting' }),
    'reply/retryScheduled': (slice, event) => set(slice, event.id, { retries: event.attempt }),
    'reply/posted': (slice, event) => set(slice, event.id, { phase: 'posted', retries: 0 }, false),
    'reply/failed': (slice, event) => set(slice, event.id, { phase: 'failed', retries: 0 }),
    'reply/draftsRestored': (slice, event) => ({ ...slice, drafts: { ...event.drafts, ...slice.drafts } }),
    'clock/draftsExpired': (slice, event) => ({ ...slice, drafts: without(slice.drafts, event.ids) }),
    ...suggestionsFetchHandlers<ReplySlice>(),
    ...profileFetchHandlers<ReplySlice>(),
  },
  // A replayed log's header may hold anything here, or an older shape: it starts afresh.
  check: isSlice,
  // Notes that left the panel take their boxes and drafts with them (a draft restored for a note not loaded yet stays).
  left: (slice, ids) => {
    const replies = without(slice.replies, ids);
    const drafts = without(slice.drafts, ids);
    return replies === slice.replies && drafts === slice.drafts ? slice : { ...slice, replies, drafts };
  },
  // A reply on its way keeps its note, and the note's navigation and the shortcuts off.
  busyNotes: (slice) => Object.keys(slice.replies).filter((id) => slice.replies[id]?.phase === 'submitting').map(Number),
});

/** What the reply box of a note shows now. */
export function replyBox(state: PanelState, noteId: number): ComposerBox {
  const { replies, drafts } = replyState.read(state);
  return { phase: replies[noteId]?.phase ?? 'idle', text: drafts[noteId]?.text ?? '', focusKey: replies[noteId] };
}
