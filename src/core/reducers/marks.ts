import type { PanelState } from '../state.ts';
import { markSelectedRead } from './selection.ts';
import { without, type Handlers } from './types.ts';

function setReads(state: PanelState, ids: readonly number[], read: boolean): PanelState {
  const known = ids.filter((id) => state.notes[id]);
  if (known.length === 0) return state;
  const reads = { ...state.reads };
  for (const id of known) reads[id] = read;
  const keep = read && state.ui.filterName === 'unread' ? known.filter((id) => !state.filteredNoteReads.includes(id)) : [];
  return { ...state, reads, filteredNoteReads: keep.length ? [...state.filteredNoteReads, ...keep] : state.filteredNoteReads };
}

/** Read marks. (Approval, like and follow states are their actions' own: src/core/overrides.ts, plugins/actions/follow.ts.) */
export const marksHandlers: Handlers = {
  'note/markedRead': (state, event) => setReads(state, event.ids, true),
  'note/markedUnread': (state, event) => setReads(state, event.ids, false),
  'note/readMarkCleared': (state, event) => markSelectedRead({ ...state, reads: without(state.reads, event.ids) }),
};
