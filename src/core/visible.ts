import type { FilterName } from './events.ts';
import { noteTime, serverSaysRead, type Note } from './note.ts';
import { noteMatches, noteSearchText, searchTerms, type SearchTextOf } from './search.ts';
import { noteSiteId } from './sites.ts';
import type { PanelState, UiState } from './state.ts';

/** Whether a note is kept out of the list: behind a removal's undo bar, or held by a plugin's slice (snoozed). */
export function isHidden(state: Pick<PanelState, 'hiddenNoteIds' | 'heldNoteIds'>, id: number): boolean {
  return state.hiddenNoteIds[id] === true || state.heldNoteIds?.[id] !== undefined;
}

/** When a note stands in the list: its own time, or a later one a plugin raised it to. */
export type ListTime = (note: Note) => number;

/** The list's times given the notes plugins raised (`PanelState.raisedNotes`): each note's own time when none is. */
export function listTimeOf(raised: Readonly<Record<string, number>> | undefined): ListTime {
  if (!raised || Object.keys(raised).length === 0) return noteTime;
  return (note) => Math.max(noteTime(note), raised[note.id] ?? -Infinity);
}

/** Newest first by timestamp (or the list's `time`); equal timestamps by id, higher first. */
export function compareNotes(a: Note, b: Note, time: ListTime = noteTime): number {
  return time(b) - time(a) || b.id - a.id;
}

/** All notes newest first (by the list's `time`), hidden ones included. */
export function sortNotes(notes: Record<string, Note>, time: ListTime = noteTime): Note[] {
  return Object.values(notes).sort((a, b) => compareNotes(a, b, time));
}

/** Whether a note counts as unread, local overrides first. */
export function isUnread(state: Pick<PanelState, 'reads'>, note: Note): boolean {
  const local = state.reads[note.id];
  return local === undefined ? !serverSaysRead(note) : !local;
}

const LIKE_TYPES = new Set(['like', 'comment_like']);

/** Whether a note belongs to a filter. `keptReads` are notes read while Unread was shown. */
export function inFilter(
  state: Pick<PanelState, 'reads' | 'filteredNoteReads'>,
  note: Note,
  filter: FilterName,
): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'unread':
      return isUnread(state, note) || state.filteredNoteReads.includes(note.id);
    case 'comments':
      return note.type === 'comment';
    case 'follows':
      return note.type === 'follow';
    case 'likes':
      return LIKE_TYPES.has(note.type);
  }
}

/**
 * Whether a note is in the search's and the site's narrowing; `terms` are the query's (search.ts),
 * `textOf` what finds a note's folded text (the selectors' memo; folded afresh by default).
 */
export function inNarrowing(note: Note, terms: readonly string[], siteId: number | null, textOf: SearchTextOf = noteSearchText): boolean {
  return (siteId === null || noteSiteId(note) === siteId) && noteMatches(note, terms, textOf);
}

/** Whether the list is narrowed by a search or a site (older snapshots lack both fields). */
export function isNarrowed(ui: Pick<UiState, 'searchQuery' | 'siteId'>): boolean {
  return (ui.siteId ?? null) !== null || searchTerms(ui.searchQuery ?? '').length > 0;
}

/** Visible notes of the current filter, search and site, newest first: hidden notes never appear. */
export function visibleNotes(state: PanelState, sorted: Note[] = sortNotes(state.notes, listTimeOf(state.raisedNotes))): Note[] {
  const filter = state.ui.filterName;
  const terms = searchTerms(state.ui.searchQuery ?? '');
  const siteId = state.ui.siteId ?? null;
  return sorted.filter((note) => !isHidden(state, note.id) && inFilter(state, note, filter) && inNarrowing(note, terms, siteId));
}

/** Ids of the notes (of `notes`) that count as unread now: what "mark all as read" marks. */
export function unreadIds(state: Pick<PanelState, 'reads'>, notes: readonly Note[]): number[] {
  return notes.filter((note) => isUnread(state, note)).map((note) => note.id);
}

/** The visible note before and after `id` (null at the ends or when `id` is not visible). */
export function neighbours(visible: readonly Note[], id: number | null): { previous: Note | null; next: Note | null } {
  const index = id === null ? -1 : visible.findIndex((note) => note.id === id);
  if (index < 0) return { previous: null, next: null };
  return { previous: visible[index - 1] ?? null, next: visible[index + 1] ?? null };
}

/** The ticked notes still held and shown, top of the list first. */
export function checkedNotes(state: Pick<PanelState, 'checks' | 'notes' | 'hiddenNoteIds' | 'heldNoteIds' | 'raisedNotes'>): Note[] {
  const time = listTimeOf(state.raisedNotes);
  return state.checks.ids
    .map((id) => state.notes[id])
    .filter((note): note is Note => note !== undefined && !isHidden(state, note.id))
    .sort((a, b) => compareNotes(a, b, time));
}
