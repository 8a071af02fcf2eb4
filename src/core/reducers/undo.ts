import type { PanelState } from '../state.ts';
import { moveSelectionAway } from './selection.ts';
import type { Handlers } from './types.ts';

function unhide(state: PanelState, id: number): PanelState {
  if (!state.hiddenNoteIds[id]) return state;
  const hiddenNoteIds = { ...state.hiddenNoteIds };
  delete hiddenNoteIds[id];
  return { ...state, hiddenNoteIds };
}

/** Spam and trash wait out the undo delay with the note hidden behind the undo bar. */
export const undoHandlers: Handlers = {
  'undo/started': (state, event) => {
    if (!state.notes[event.id]) return state;
    const after: PanelState = {
      ...state,
      hiddenNoteIds: { ...state.hiddenNoteIds, [event.id]: true },
      undo: { id: event.id, kind: event.kind, phase: 'pending' },
    };
    return moveSelectionAway(state, after, [event.id]);
  },
  'undo/cancelled': (state, event) => {
    if (state.undo?.id !== event.id || state.undo.phase !== 'pending') return state;
    const restored = unhide({ ...state, undo: null }, event.id);
    return { ...restored, ui: { ...restored.ui, selectedNoteId: event.id, lastSelectedNoteId: event.id } };
  },
  'undo/committed': (state, event) =>
    state.undo?.id === event.id ? { ...state, undo: { ...state.undo, phase: 'committing' } } : state,
  'note/removalFailed': (state, event) => {
    const undo = state.undo?.id === event.id ? null : state.undo;
    return unhide({ ...state, undo }, event.id);
  },
};
