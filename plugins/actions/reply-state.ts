/**
 * The reply plugin's state slice: each note's reply box (its phase and retries) and draft, with the
 * mention suggestions' and the /me fetches (reply-suggestions.ts, reply-profile.ts fold those). A
 * note with a reply on its way is busy: it stays in the panel and its navigation is off.
 */
import { defineState, type ComposerBox, type LoggedEvent, type PanelState } from '../../src/core/index.ts';
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

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is number | null => value === null || typeof value === 'number';

/** Whether a stored value has the slice's shape (a replayed log's header may hold anything, or an older shape). */
function isSlice(value: unknown): value is ReplySlice {
  return isRecord(value) && isRecord(value.replies) && isRecord(value.drafts) && isId(value.fetchingSite) && isId(value.profileAskedBy) && isId(value.profileFailedAt);
}

/** A stored value of another shape: an older log's slice kept only the fetches; anything else starts afresh. */
function upgraded(value: unknown): ReplySlice {
  if (!isRecord(value)) return EMPTY;
  const { fetchingSite, profileAskedBy, profileFailedAt } = value;
  return { ...EMPTY, fetchingSite: isId(fetchingSite) ? fetchingSite : null, profileAskedBy: isId(profileAskedBy) ? profileAskedBy : null, profileFailedAt: isId(profileFailedAt) ? profileFailedAt : null };
}

function without<T>(record: Record<string, T>, ids: readonly (number | string)[]): Record<string, T> {
  if (!ids.some((id) => id in record)) return record;
  const copy = { ...record };
  for (const id of ids) delete copy[id];
  return copy;
}

function withBox(slice: ReplySlice, id: number, patch: Partial<ReplyBoxState>): ReplySlice {
  return { ...slice, replies: { ...slice.replies, [id]: { ...(slice.replies[id] ?? IDLE), ...patch } } };
}

const withoutDrafts = (slice: ReplySlice, ids: readonly (number | string)[]): ReplySlice => {
  const drafts = without(slice.drafts, ids);
  return drafts === slice.drafts ? slice : { ...slice, drafts };
};

/** The boxes and drafts after one event. */
function reduceBoxes(slice: ReplySlice, event: LoggedEvent): ReplySlice {
  switch (event.type) {
    case 'reply/activated': return withBox(slice, event.id, { phase: 'active' });
    // Leaving a blank box resets it, and its whitespace goes with it.
    case 'reply/blurred':
      return event.blank && slice.replies[event.id]?.phase === 'active' ? withoutDrafts(withBox(slice, event.id, { phase: 'idle' }), [event.id]) : slice;
    // Whitespace is kept while typing (a reply may start with a line break); storage skips blank drafts.
    case 'reply/draftChanged':
      return event.text === '' ? withoutDrafts(slice, [event.id]) : { ...slice, drafts: { ...slice.drafts, [event.id]: { text: event.text, savedAt: event.at } } };
    case 'reply/submitted': return withBox(slice, event.id, { phase: 'submitting' });
    case 'reply/retryScheduled': return withBox(slice, event.id, { retries: event.attempt });
    case 'reply/posted': return withoutDrafts(withBox(slice, event.id, { phase: 'posted', retries: 0 }), [event.id]);
    case 'reply/failed': return withBox(slice, event.id, { phase: 'failed', retries: 0 });
    case 'reply/draftsRestored': return { ...slice, drafts: { ...event.drafts, ...slice.drafts } };
    case 'clock/draftsExpired': return withoutDrafts(slice, event.ids);
    default: return slice;
  }
}

/** Notes that left the panel take their boxes and drafts with them (a draft restored for a note not loaded yet stays). */
function withoutLeft(slice: ReplySlice, state: PanelState, previous: PanelState): ReplySlice {
  if (state.notes === previous.notes) return slice;
  const left = (id: string) => previous.notes[id] !== undefined && state.notes[id] === undefined;
  const replies = without(slice.replies, Object.keys(slice.replies).filter(left));
  const next = replies === slice.replies ? slice : { ...slice, replies };
  return withoutDrafts(next, Object.keys(slice.drafts).filter(left));
}

/** The reply plugin's slice. */
export const replyState = defineState<ReplySlice>('reply', {
  init: () => EMPTY,
  reduce(stored, event, state, previous) {
    const slice = isSlice(stored) ? stored : upgraded(stored);
    return reduceProfileFetch(reduceSuggestionsFetch(withoutLeft(reduceBoxes(slice, event), state, previous), event), event, state);
  },
  // A reply on its way keeps its note, and the note's navigation and the shortcuts off.
  busyNotes: (slice) => (isSlice(slice) ? Object.keys(slice.replies).filter((id) => slice.replies[id]?.phase === 'submitting').map(Number) : []),
});

/** The slice in a state (its first value while the panel holds none). */
export function replySlice(state: PanelState): ReplySlice {
  const slice = replyState.read(state);
  return isSlice(slice) ? slice : EMPTY;
}

/** What the reply box of a note shows now. */
export function replyBox(state: PanelState, noteId: number): ComposerBox {
  const slice = replySlice(state);
  const box = slice.replies[noteId];
  return { phase: box?.phase ?? 'idle', text: slice.drafts[noteId]?.text ?? '', focusKey: box };
}
