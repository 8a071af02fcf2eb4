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

/** Read marks and follow states. (Approval and like overrides are their actions' own: src/core/overrides.ts.) */
export const marksHandlers: Handlers = {
  'note/markedRead': (state, event) => setReads(state, event.ids, true),
  'note/markedUnread': (state, event) => setReads(state, event.ids, false),
  'note/readMarkCleared': (state, event) => markSelectedRead({ ...state, reads: without(state.reads, event.ids) }),


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
