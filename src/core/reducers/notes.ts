import { serverSaysRead, type Note } from '../note.ts';
import type { PanelState } from '../state.ts';
import { withoutChecks } from './checks.ts';
import { moveSelectionAway } from './selection.ts';
import { without, type Handlers } from './types.ts';

/** Keeps the old object for a note whose hash did not change, so its row does not re-render. */
function mergeNotes(current: Record<string, Note>, incoming: readonly Note[]): Record<string, Note> {
  const next = { ...current };
  for (const note of incoming) {
    const old = current[note.id];
    const unchanged = old !== undefined && note.note_hash !== undefined && old.note_hash === note.note_hash && old.read === note.read;
    next[note.id] = unchanged ? old : note;
  }
  return next;
}

/** A local read override the server's copy now agrees with is dropped; one it contradicts stays. */
function settleReads(reads: Record<string, boolean>, incoming: readonly Note[]): Record<string, boolean> {
  const agreed = incoming.filter((note) => {
    const local = reads[note.id];
    return local !== undefined && local === serverSaysRead(note);
  });
  return without(reads, agreed.map((note) => note.id));
}

function removeNotes(state: PanelState, ids: readonly number[]): PanelState {
  const present = ids.filter((id) => state.notes[id]);
  if (present.length === 0) return state;
  const after: PanelState = {
    ...state,
    notes: without(state.notes, present),
    hiddenNoteIds: without(state.hiddenNoteIds, present),
    reads: without(state.reads, present),
    approvals: without(state.approvals, present),
    likes: without(state.likes, present),
    filteredNoteReads: state.filteredNoteReads.filter((id) => !present.includes(id)),
    undo: state.undo && present.includes(state.undo.id) ? null : state.undo,
    checks: withoutChecks(state.checks, present),
    client: { ...state.client, noteList: state.client.noteList.filter((id) => !present.includes(id)) },
  };
  const withoutLast = present.includes(after.ui.lastSelectedNoteId ?? NaN) ? { ...after, ui: { ...after.ui, lastSelectedNoteId: null } } : after;
  return moveSelectionAway(state, withoutLast, present);
}

/** Notes arriving and leaving, loading, seen time, inbox, realtime and suggestions. */
export const notesHandlers: Handlers = {
  'notes/loadStarted': (state, event) =>
    event.background ? state : { ...state, ui: { ...state.ui, isLoading: true, loadError: null } },
  'notes/received': (state, event) => {
    const client = {
      ...state.client,
      hasLoaded: state.client.hasLoaded || event.listIds !== undefined,
      noteList: event.listIds ?? state.client.noteList,
      lastSeenTime: Math.max(state.client.lastSeenTime, event.lastSeenTime ?? 0),
    };
    return {
      ...state,
      notes: mergeNotes(state.notes, event.notes),
      reads: settleReads(state.reads, event.notes),
      client,
      ui: { ...state.ui, isLoading: false, loadError: null },
    };
  },
  'notes/removed': (state, event) => removeNotes(state, event.ids),
  'note/removalSucceeded': (state, event) => removeNotes(state, [event.id]),
  'notes/loadFailed': (state, event) =>
    event.background ? state : { ...state, ui: { ...state.ui, isLoading: false, loadError: event.message } },
  'notes/requestLimitRaised': (state, event) => ({ ...state, client: { ...state.client, noteRequestLimit: event.limit } }),
  'notes/seenRecorded': (state, event) =>
    event.time > state.client.lastSeenTime ? { ...state, client: { ...state.client, lastSeenTime: event.time } } : state,
  'inbox/messageReceived': (state, event) => ({ ...state, client: { ...state.client, inbox: [...state.client.inbox, event.message] } }),
  'inbox/drained': (state) => ({ ...state, client: { ...state.client, inbox: [] } }),
  'realtime/subscribing': (state, event) => ({ ...state, client: { ...state.client, realtime: 'subscribing', realtimeAttempt: event.attempt } }),
  'realtime/subscribed': (state) => ({ ...state, client: { ...state.client, realtime: 'subscribed' } }),
  'realtime/unsubscribed': (state) => ({ ...state, client: { ...state.client, realtime: 'unsubscribed' } }),
  'suggestions/received': (state, event) => ({ ...state, suggestions: { ...state.suggestions, [event.siteId]: event.users } }),
};
