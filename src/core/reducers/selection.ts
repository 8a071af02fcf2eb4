import { LIMITS, type PanelState } from '../state.ts';
import type { TabRules } from '../tabs.ts';
import { isUnread, visibleNotes } from '../visible.ts';

/**
 * After `ids` leave the visible list: if the selected note is among them, select the next visible
 * note on a wide window, otherwise go back to the list. Takes the list as it was before removal
 * (`tabs`: which notes each tab lists).
 */
export function moveSelectionAway(before: PanelState, after: PanelState, ids: readonly number[], tabs: TabRules): PanelState {
  const selected = before.ui.selectedNoteId;
  if (selected === null || !ids.includes(selected)) return after;
  let nextId: number | null = null;
  if (before.ui.viewportWidth >= LIMITS.wideLayoutPx) {
    const list = visibleNotes(before, tabs);
    const index = list.findIndex((note) => note.id === selected);
    const candidates = [...list.slice(index + 1), ...list.slice(0, Math.max(index, 0)).reverse()];
    nextId = candidates.find((note) => !ids.includes(note.id))?.id ?? null;
  }
  const ui = { ...after.ui, selectedNoteId: nextId, lastSelectedNoteId: nextId ?? after.ui.lastSelectedNoteId };
  return markSelectedRead({ ...after, ui });
}

/** Local read marks on the notes here; notes read under the Unread filter stay listed. */
export function setReads(state: PanelState, ids: readonly number[], read: boolean): PanelState {
  const known = ids.filter((id) => state.notes[id]);
  if (known.length === 0) return state;
  const reads = { ...state.reads };
  for (const id of known) reads[id] = read;
  const keep = read && state.ui.filterName === 'unread' ? known.filter((id) => !state.filteredNoteReads.includes(id)) : [];
  return { ...state, reads, filteredNoteReads: keep.length ? [...state.filteredNoteReads, ...keep] : state.filteredNoteReads };
}

/** Selecting an unread note marks it read; under the Unread filter it stays listed. */
export function markSelectedRead(state: PanelState): PanelState {
  const id = state.ui.selectedNoteId;
  if (id === null) return state;
  const note = state.notes[id];
  return note && isUnread(state, note) ? setReads(state, [id], true) : state;
}
