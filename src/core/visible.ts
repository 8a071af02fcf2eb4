import { noteTime, serverSaysRead, type Note } from './note.ts';
import { noteMatches, noteSearchText, searchTerms, type SearchTextOf } from './search.ts';
import { noteSiteId } from './sites.ts';
import type { PanelState, UiState } from './state.ts';
import type { Tab, TabRules } from './tabs.ts';

/**
 * Whether a note is kept out of the list: behind a removal's undo bar, or held by a plugin's slice
 * (snoozed), unless it is `shownHolder`'s and that plugin's tab of held notes is the one shown.
 */
export function isHidden(state: Pick<PanelState, 'hiddenNoteIds' | 'heldNoteIds'>, id: number, shownHolder: string | null = null): boolean {
  if (state.hiddenNoteIds[id] === true) return true;
  const holder = state.heldNoteIds?.[id];
  return holder !== undefined && holder !== shownHolder;
}

/** The plugin whose held notes the shown tab lists (its `held` tab is shown), or null. */
export function shownHolder(rules: TabRules, ui: Pick<UiState, 'filterName'>): string | null {
  const tab = rules.tab(ui.filterName);
  return tab?.held ? tab.owner : null;
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

/**
 * Whether a note (one no removal hides) is in a tab now: the one rule the list and its previews,
 * the reducers and the CLI's screens follow. A held tab lists exactly its plugin's held notes, which
 * every other tab leaves out; Unread keeps the notes read while it was shown (`filteredNoteReads`);
 * a plugin's tab lists the notes whose note type names it (`filter`) and those its `includes` takes.
 */
export function inTab(rules: TabRules, state: PanelState, note: Note, tab: Tab): boolean {
  const holder = state.heldNoteIds?.[note.id];
  if (tab.held) return holder === tab.owner;
  if (holder !== undefined) return false;
  if (tab.name === 'all') return true;
  if (tab.name === 'unread') return isUnread(state, note) || state.filteredNoteReads.includes(note.id);
  return rules.filterOf(note) === tab.name || (tab.includes?.(note, { state }) ?? false);
}

/**
 * Whether a note is in the search's and the site's narrowing; `terms` are the query's (search.ts),
 * `textOf` what finds a note's folded text (the selectors' memo; folded afresh by default).
 */
export function inNarrowing(note: Note, terms: readonly string[], siteId: number | null, textOf: SearchTextOf = noteSearchText): boolean {
  return (siteId === null || noteSiteId(note) === siteId) && noteMatches(note, terms, textOf);
}

/**
 * Whether a note is listed now, in the current tab, search and site: a removal's hidden notes never
 * are, held ones only in their plugin's held tab; an unknown tab lists none.
 */
export function listedNow(state: PanelState, rules: TabRules): (note: Note) => boolean {
  const tab = rules.tab(state.ui.filterName);
  const terms = searchTerms(state.ui.searchQuery ?? '');
  const siteId = state.ui.siteId ?? null;
  return (note) => tab !== undefined && !state.hiddenNoteIds[note.id] && inTab(rules, state, note, tab) && inNarrowing(note, terms, siteId);
}

/** Visible notes of the current tab, search and site, newest first (see `listedNow`). */
export function visibleNotes(state: PanelState, rules: TabRules): Note[] {
  return sortNotes(state.notes, listTimeOf(state.raisedNotes)).filter(listedNow(state, rules));
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

/** The ticked notes still here and listed, top of the list first (`holder`: the plugin whose held tab is shown). */
export function checkedNotes(state: Pick<PanelState, 'checks' | 'notes' | 'hiddenNoteIds' | 'heldNoteIds' | 'raisedNotes'>, holder: string | null = null): Note[] {
  const time = listTimeOf(state.raisedNotes);
  return state.checks.ids
    .map((id) => state.notes[id])
    .filter((note): note is Note => note !== undefined && !isHidden(state, note.id, holder))
    .sort((a, b) => compareNotes(a, b, time));
}
