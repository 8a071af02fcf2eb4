import { noteTime, serverSaysRead, type Note } from '../note.ts';
import { isPlausibleSeenTime, type PanelState } from '../state.ts';
import type { TabRules } from '../tabs.ts';
import { withoutChecks } from './checks.ts';
import { moveSelectionAway } from './selection.ts';
import { without, withClient, withUi, type BusyNotes, type Handlers } from './types.ts';

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

/**
 * A settled follow override ends when a server copy showing that user arrives: from then on the
 * note's own flag says whether the user is subscribed, so a change made elsewhere (another client
 * unsubscribing) shows. One in flight stays until its call answers.
 */
/** A local read override the server's copy now agrees with is dropped; one it contradicts stays. */
function settleReads(reads: Record<string, boolean>, incoming: readonly Note[]): Record<string, boolean> {
  // Nothing to settle (the usual case): no look-up of every incoming note.
  if (Object.keys(reads).length === 0) return reads;
  const agreed = incoming.filter((note) => {
    const local = reads[note.id];
    return local !== undefined && local === serverSaysRead(note);
  });
  return without(reads, agreed.map((note) => note.id));
}

function removeNotes(state: PanelState, ids: readonly number[], tabs: TabRules): PanelState {
  const present = ids.filter((id) => state.notes[id]);
  if (present.length === 0) return state;
  const after: PanelState = {
    ...state,
    notes: without(state.notes, present),
    hiddenNoteIds: without(state.hiddenNoteIds, present),
    reads: without(state.reads, present),
    filteredNoteReads: state.filteredNoteReads.filter((id) => !present.includes(id)),
    undo: state.undo && present.includes(state.undo.id) ? null : state.undo,
    checks: withoutChecks(state.checks, present),
    client: {
      ...state.client,
      noteList: state.client.noteList.filter((id) => !present.includes(id)),
      unreadList: state.client.unreadList.filter((id) => !present.includes(id)),
    },
  };
  const withoutLast = present.includes(after.ui.lastSelectedNoteId ?? NaN) ? withUi(after, { lastSelectedNoteId: null }) : after;
  return moveSelectionAway(state, withoutLast, present, tabs);
}

/**
 * Keeps the window a fresh load would show: after a list answer, notes older than its oldest note
 * that it does not list have scrolled out of the server's window (or were never in it) and leave
 * state, so a tab open for days holds what it lists and no more. Notes newer than the list (pushed
 * since) stay, and so does a note the user is in the middle of: open, behind an undo bar, busy
 * in a plugin's slice, or held or raised by one.
 */
function keepWindow(state: PanelState, listIds: readonly number[], busy: BusyNotes, tabs: TabRules): PanelState {
  // The Unread tab's own pages are held while it shows them.
  const listed = new Set([...listIds, ...state.client.unreadList]);
  let oldest = Infinity;
  for (const id of listIds) {
    const note = state.notes[id];
    if (note) oldest = Math.min(oldest, noteTime(note));
  }
  if (oldest === Infinity) return state;
  // Every note of an undo step (a bulk one names many), pending or committing, is sent when it ends.
  const busyIds = busy(state);
  // A note a plugin holds (snoozed) or raised (woken) is kept as well: it is due back, or at the top.
  const kept = (id: number) => state.heldNoteIds?.[id] !== undefined || state.raisedNotes?.[id] !== undefined;
  const inUse = (id: number) => id === state.ui.selectedNoteId || state.undo?.ids.includes(id) === true || busyIds.includes(id) || kept(id);
  const outside = Object.values(state.notes)
    .filter((note) => !listed.has(note.id) && noteTime(note) < oldest && !inUse(note.id))
    .map((note) => note.id);
  return outside.length ? removeNotes(state, outside, tabs) : state;
}

/** A last-seen time from anywhere (server, storage, another tab), or 0 when it is corrupt. */
function plausibleSeen(time: number | undefined, at: number): number {
  return time !== undefined && isPlausibleSeenTime(time, at) ? time : 0;
}

/** Server copies of notes folded in, with the local overrides they settle and the last-seen time they bring. */
function absorb(state: PanelState, answer: { notes: readonly Note[]; lastSeenTime?: number | undefined; at: number }): PanelState {
  const { notes } = answer;
  const lastSeenTime = Math.max(state.client.lastSeenTime, plausibleSeen(answer.lastSeenTime, answer.at));
  return withClient({ ...state, notes: mergeNotes(state.notes, notes), reads: settleReads(state.reads, notes) }, { lastSeenTime });
}

/** Notes arriving and leaving, loading, seen time, inbox, realtime and suggestions. */
export const notesHandlers: Handlers = {
  'notes/loadStarted': (state, event) =>
    event.background ? state : withUi(state, { isLoading: true, loadError: null }),
  'notes/received': (state, event, busy, tabs) => {
    const { listIds } = event;
    const client = listIds ? { hasLoaded: true, noteList: listIds, pagingEnded: event.complete === true } : {};
    const next = withUi(withClient(absorb(state, event), client), { isLoading: false, loadError: null });
    return listIds ? keepWindow(next, listIds, busy, tabs) : next;
  },
  'notes/unreadPageReceived': (state, event) => {
    // A page answering a tab the user has since left is not kept.
    if (state.ui.filterName !== 'unread') return state;
    const known = new Set(state.client.unreadList);
    const added = event.notes.map((note) => note.id).filter((id) => !known.has(id));
    return withClient(absorb(state, event), { unreadList: [...state.client.unreadList, ...added], unreadEnded: event.ended });
  },
  'notes/pagingEnded': (state) => withClient(state, { pagingEnded: true }),
  'notes/removed': (state, event, _busy, tabs) => removeNotes(state, event.ids, tabs),
  'note/removalSucceeded': (state, event, _busy, tabs) => removeNotes(state, [event.id], tabs),
  'notes/loadFailed': (state, event) =>
    event.background ? state : withUi(state, { isLoading: false, loadError: event.message }),
  'notes/requestLimitRaised': (state, event) => withClient(state, { noteRequestLimit: event.limit }),
  'notes/seenRecorded': (state, event) =>
    plausibleSeen(event.time, event.at) > state.client.lastSeenTime ? withClient(state, { lastSeenTime: event.time }) : state,
  // Two or more waiting messages mean one list check (src/sync/loop.ts): a hidden tab keeps the last 20, not a day of pushes.
  'inbox/messageReceived': (state, event) => withClient(state, { inbox: [...state.client.inbox.slice(-19), event.message] }),
  'inbox/drained': (state) => withClient(state, { inbox: [] }),
  'realtime/subscribing': (state, event) => withClient(state, { realtime: 'subscribing', realtimeAttempt: event.attempt }),
  'realtime/subscribed': (state) => withClient(state, { realtime: 'subscribed' }),
  'realtime/unsubscribed': (state) => withClient(state, { realtime: 'unsubscribed' }),
};
