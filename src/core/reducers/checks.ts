import type { CheckState, PanelState } from '../state.ts';
import { visibleNotes } from '../visible.ts';
import type { Handlers } from './types.ts';

/** No row ticked. */
export const NO_CHECKS: CheckState = { ids: [], anchor: null, cursor: null };

/** The checks without some notes (removed, hidden behind an undo); the same object when none were ticked. */
export function withoutChecks(checks: CheckState, ids: readonly number[]): CheckState {
  if (!ids.some((id) => checks.ids.includes(id))) return checks;
  const ticked = checks.ids.filter((id) => !ids.includes(id));
  if (ticked.length === 0) return NO_CHECKS;
  const keep = (id: number | null) => (id !== null && ids.includes(id) ? null : id);
  return { ids: ticked, anchor: keep(checks.anchor), cursor: keep(checks.cursor) };
}

/** Ids of the visible notes from `a` to `b`, either way round; empty when either is not visible. */
function rangeIds(list: readonly { id: number }[], a: number, b: number): number[] {
  const from = list.findIndex((note) => note.id === a);
  const to = list.findIndex((note) => note.id === b);
  if (from < 0 || to < 0) return [];
  return list.slice(Math.min(from, to), Math.max(from, to) + 1).map((note) => note.id);
}

function tickable(state: PanelState, id: number): boolean {
  return state.notes[id] !== undefined && !state.hiddenNoteIds[id];
}

/** Bulk triage: ticking rows, Shift ranges, select all in the filter. */
export const checksHandlers: Handlers = {
  'check/toggled': (state, event) => {
    if (!tickable(state, event.id)) return state;
    const { ids } = state.checks;
    if (ids.includes(event.id)) return { ...state, checks: withoutChecks(state.checks, [event.id]) };
    return { ...state, checks: { ids: [...ids, event.id], anchor: event.id, cursor: event.id } };
  },
  // A range replaces the range last drawn from the same anchor, so Shift+k after Shift+j shrinks it.
  'check/extended': (state, event, _busy, tabs) => {
    if (!tickable(state, event.id)) return state;
    const { ids, anchor, cursor } = state.checks;
    if (anchor === null || !tickable(state, anchor)) {
      return { ...state, checks: { ids: ids.includes(event.id) ? ids : [...ids, event.id], anchor: event.id, cursor: event.id } };
    }
    const list = visibleNotes(state, tabs);
    const old = cursor === null ? [] : rangeIds(list, anchor, cursor).filter((id) => id !== anchor);
    const range = rangeIds(list, anchor, event.id);
    const kept = ids.filter((id) => !old.includes(id) && !range.includes(id));
    return { ...state, checks: { ids: [...kept, ...range], anchor, cursor: event.id } };
  },
  'check/allChecked': (state, _event, _busy, tabs) => {
    const ids = visibleNotes(state, tabs).map((note) => note.id);
    if (ids.length === 0) return state;
    return { ...state, checks: { ids, anchor: state.checks.anchor ?? ids[0]!, cursor: state.checks.cursor ?? ids[0]! } };
  },
  'check/cleared': (state) => (state.checks.ids.length === 0 ? state : { ...state, checks: NO_CHECKS }),
};
