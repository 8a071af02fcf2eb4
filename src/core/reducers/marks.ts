import type { PanelState } from '../state.ts';
import { markSelectedRead } from './selection.ts';
import { without, withEntry, type Handlers } from './types.ts';

function setReads(state: PanelState, ids: readonly number[], read: boolean): PanelState {
  const known = ids.filter((id) => state.notes[id]);
  if (known.length === 0) return state;
  const reads = { ...state.reads };
  for (const id of known) reads[id] = read;
  const keep = read && state.ui.filterName === 'unread' ? known.filter((id) => !state.filteredNoteReads.includes(id)) : [];
  return { ...state, reads, filteredNoteReads: keep.length ? [...state.filteredNoteReads, ...keep] : state.filteredNoteReads };
}

/** A follow call answered: the state it leaves, or the queued undo's request, now in flight. */
function settleFollow(state: PanelState, userId: number, following: boolean): PanelState {
  const queued = state.follows[userId]?.queued;
  const next = queued !== undefined && queued !== following ? { following: queued, inFlight: true } : { following, inFlight: false };
  return { ...state, follows: withEntry(state.follows, userId, next) };
}

/** Read, approval, like and follow overrides and their resets. */
export const marksHandlers: Handlers = {
  'note/markedRead': (state, event) => setReads(state, event.ids, true),
  'note/markedUnread': (state, event) => setReads(state, event.ids, false),
  'note/readMarkCleared': (state, event) => markSelectedRead({ ...state, reads: without(state.reads, event.ids) }),

  'note/approveRequested': (state, event) => ({ ...state, approvals: withEntry(state.approvals, event.id, event.approved) }),
  'notes/approveRequested': (state, event) => {
    if (!Array.isArray(event.ids)) return state;
    const approvals = { ...state.approvals };
    for (const id of event.ids) if (state.notes[id]) approvals[id] = event.approved;
    return { ...state, approvals };
  },
  'note/approveFailed': (state, event) => ({ ...state, approvals: without(state.approvals, [event.id]) }),
  'note/likeRequested': (state, event) => ({ ...state, likes: withEntry(state.likes, event.id, event.liked) }),
  'note/likeFailed': (state, event) => ({ ...state, likes: without(state.likes, [event.id]) }),
  'clock/overridesExpired': (state, event) => ({
    ...state,
    approvals: event.overrides.includes('approval') ? without(state.approvals, [event.id]) : state.approvals,
    likes: event.overrides.includes('like') ? without(state.likes, [event.id]) : state.likes,
  }),

  // Clicks are ignored while a follow is in flight (the button appends nothing then); only an undo's
  // revert arrives meanwhile, and it waits for the call's answer.
  'user/followRequested': (state, event) => {
    const current = state.follows[event.userId];
    if (!current?.inFlight) return { ...state, follows: withEntry(state.follows, event.userId, { following: event.following, inFlight: true }) };
    if (current.following === event.following && current.queued === undefined) return state;
    return { ...state, follows: withEntry(state.follows, event.userId, { ...current, queued: event.following }) };
  },
  'user/followSucceeded': (state, event) => settleFollow(state, event.userId, event.following),
  'user/followFailed': (state, event) => settleFollow(state, event.userId, !event.following),
  'user/followUnconfirmed': (state, event) => ({ ...state, follows: without(state.follows, [event.userId]) }),
};
