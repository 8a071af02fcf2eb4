import { isRemoval } from '../events.ts';
import type { PanelState } from '../state.ts';
import { withoutChecks } from './checks.ts';
import { moveSelectionAway } from './selection.ts';
import { without, withUi, type Handlers } from './types.ts';

/**
 * One undoable step at a time. A removal (spam, trash) waits out the undo delay with its notes hidden
 * behind the undo bar; an action already sent (approve, like, read, follow) keeps the events that
 * revert it. A second removal of the same kind while one waits joins it, so one undo restores both.
 */
export const undoHandlers: Handlers = {
  'undo/started': (state, event, _busy, tabs) => {
    // A log read from a file is checked for event names only: odd payloads change nothing.
    const ids = [...new Set(Array.isArray(event.ids) ? event.ids : [event.id])].filter((id) => state.notes[id]);
    if (ids.length === 0 || !ids.includes(event.id)) return state;
    if (!isRemoval(event)) {
      const revert = Array.isArray(event.revert) ? event.revert : [];
      return { ...state, undo: { id: event.id, kind: event.kind, ids, phase: 'pending', revert, removal: false } };
    }
    const previous = state.undo;
    const joined = previous?.phase === 'pending' && previous.kind === event.kind ? previous.ids.filter((id) => !ids.includes(id)) : [];
    const hiddenNoteIds = { ...state.hiddenNoteIds };
    for (const id of ids) hiddenNoteIds[id] = true;
    const after: PanelState = {
      ...state,
      hiddenNoteIds,
      undo: { id: event.id, kind: event.kind, ids: [...ids, ...joined], phase: 'pending', revert: [], removal: true },
      checks: withoutChecks(state.checks, ids),
    };
    return moveSelectionAway(state, after, ids, tabs);
  },
  'undo/cancelled': (state, event) => {
    const undo = state.undo;
    if (undo?.id !== event.id || undo.phase !== 'pending') return state;
    if (!isRemoval(undo)) return { ...state, undo: null };
    const restored: PanelState = { ...state, undo: null, hiddenNoteIds: without(state.hiddenNoteIds, undo.ids) };
    // One note comes back open, as before it went (SPEC §4); a bulk step leaves the view as it is.
    if (undo.ids.length > 1) return restored;
    return withUi(restored, { selectedNoteId: event.id, lastSelectedNoteId: event.id });
  },
  'undo/committed': (state, event) => {
    if (state.undo?.id !== event.id) return state;
    return isRemoval(state.undo) ? { ...state, undo: { ...state.undo, phase: 'committing' } } : { ...state, undo: null };
  },
  'note/removalFailed': (state, event) => {
    const undo = state.undo?.id === event.id ? null : state.undo;
    return { ...state, undo, hiddenNoteIds: without(state.hiddenNoteIds, [event.id]) };
  },
};
