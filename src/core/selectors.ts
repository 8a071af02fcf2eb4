import { computed, type ReadonlySignal } from '@preact/signals-core';
import { noteTime, serverSaysRead, type Note } from './note.ts';
import type { Registry } from './registry.ts';
import type { PanelState, UiState } from './state.ts';
import type { Tab } from './tabs.ts';
import { createSearchTexts, searchTerms } from './search.ts';
import { noteSiteId, summariseSites, type SiteSummary } from './sites.ts';
import { checkedNotes, inNarrowing, inTab, listTimeOf, neighbours, sortNotes, type ListTime } from './visible.ts';

/** Derived views of the state; each recomputes only when what it reads changes. */
export interface Selectors {
  /** Every note newest first, hidden ones excluded. */
  sortedNotes: ReadonlySignal<Note[]>;
  /** When each note stands in the list (its own time, or when a plugin raised it): what the list orders and groups by. */
  listTime: ReadonlySignal<ListTime>;
  /** The current filter's notes. */
  visibleNotes: ReadonlySignal<Note[]>;
  /** The list's tabs in the bar's order (the registry's: they change when later plugins bring theirs). */
  tabs: ReadonlySignal<readonly Tab[]>;
  /** The notes plugins hold (`heldNoteIds`) that no removal hides, newest first: what their held tabs list. */
  heldNotes: ReadonlySignal<Note[]>;
  unreadCount: ReadonlySignal<number>;
  /** Notes newer than the last-seen time: what the bell counts. */
  newCount: ReadonlySignal<number>;
  /** The newest note newer than the last-seen time. */
  newestNewNote: ReadonlySignal<Note | null>;
  selectedNote: ReadonlySignal<Note | null>;
  previousNote: ReadonlySignal<Note | null>;
  nextNote: ReadonlySignal<Note | null>;
  layout: ReadonlySignal<'widescreen' | 'narrow'>;
  /** Whether the list ends with 'The End': rows, no note open, and nothing older on the platform (or the cap). */
  showsTheEnd: ReadonlySignal<boolean>;
  /** The list has room scrolling cannot fill (`listHasRoom`) and older notes may exist: the sync engine is loading them. */
  fillingView: ReadonlySignal<boolean>;
  /** Notes ticked for a bulk action, top of the list first. */
  checkedNotes: ReadonlySignal<Note[]>;
  /** The search query's folded words (empty when not searching): what rows highlight. */
  searchTerms: ReadonlySignal<readonly string[]>;
  /** The sites of the loaded notes, most notes first: the site chooser's entries. */
  sites: ReadonlySignal<SiteSummary[]>;
  /** Some loaded note is about a site (`sites` is not empty), found without summarising them all. */
  hasSites: ReadonlySignal<boolean>;
  /** A search or a site narrows the list. */
  narrowed: ReadonlySignal<boolean>;
}

/**
 * Whether the platform has nothing older for the current filter: a short page came, or the 200 cap.
 * A tab of held notes lists notes already here (`held`): older pages bring it none.
 */
export function olderEnded(state: PanelState, held = false): boolean {
  if (held) return true;
  return state.ui.filterName === 'unread' ? state.client.unreadEnded : state.client.pagingEnded;
}

/**
 * Whether the list leaves room that scrolling can never fill: it shows no row, or the list last
 * measured these same `rows` rows of this filter and they are not taller than its view, so it
 * cannot scroll and scroll-driven load more would never run. A measurement of other rows (a page
 * just came) counts for nothing: the list measures the new ones and says so (`list/measured`).
 * SPEC's 90 px per row is not used: rows are as tall as their text (docs/spec-differences.md).
 */
export function listHasRoom(ui: UiState, rows: number): boolean {
  if (rows === 0) return true;
  const measured = ui.listMeasured;
  return measured !== undefined && measured.filter === ui.filterName && measured.rows === rows && !measured.canScroll;
}

/** The bar's tabs: a `whileHolding` tab only while its plugin holds a note or it is the chosen tab. */
function shownTabs(tabs: readonly Tab[], held: Record<string, string> | undefined, chosen: string): readonly Tab[] {
  if (!tabs.some((tab) => tab.whileHolding)) return tabs;
  const holders = new Set(Object.values(held ?? {}));
  const shown = tabs.filter((tab) => !tab.whileHolding || holders.has(tab.owner) || tab.name === chosen);
  return shown.length === tabs.length ? tabs : shown;
}

/** `previous` when `next` holds the same items in the same order, so what reads it does not recompute; else `next`. */
function keepSame<A extends readonly unknown[]>(previous: A, next: A): A {
  return next.length === previous.length && next.every((item, index) => item === previous[index]) ? previous : next;
}

/** Builds the selectors over one state signal and the registry (its tabs decide what each lists). */
export function createSelectors(state: ReadonlySignal<PanelState>, registry: ReadonlySignal<Registry>): Selectors {
  const notes = computed(() => state.value.notes);
  // The titles the Sites chooser has found, kept while notes come and go (summariseSites).
  const siteTitles = new Map<number, string>();
  const removing = computed(() => state.value.hiddenNoteIds);
  const held = computed(() => state.value.heldNoteIds);
  // Every note kept out of the list: behind a removal's undo bar, or held by a plugin (snoozed).
  const hidden = computed((): Record<string, unknown> => {
    const holds = held.value;
    return holds && Object.keys(holds).length ? { ...removing.value, ...holds } : removing.value;
  });
  const raised = computed(() => state.value.raisedNotes);
  const listTime = computed(() => listTimeOf(raised.value));
  const allSorted = computed(() => sortNotes(notes.value, listTime.value));
  const sortedNotes = computed(() => {
    const hiddenIds = hidden.value;
    return allSorted.value.filter((note) => hiddenIds[note.id] === undefined);
  });
  // Separate signals so the filtered list recomputes only when one of its inputs changes identity.
  const reads = computed(() => state.value.reads);
  const keptReads = computed(() => state.value.filteredNoteReads);
  const filterName = computed(() => state.value.ui.filterName);
  const query = computed(() => state.value.ui.searchQuery ?? '');
  let previousTerms: readonly string[] = [];
  // Typing a space or a comma changes the query, not its words: keep the array, so nothing re-filters.
  const terms = computed(() => (previousTerms = keepSame(previousTerms, searchTerms(query.value))));
  const siteId = computed(() => state.value.ui.siteId ?? null);
  // This core's memo of each note's folded text: a note is folded once, on the first search after it came.
  const searchText = createSearchTexts();
  let previousVisible: Note[] = [];
  const tab = computed(() => registry.value.tab(filterName.value));
  const heldNotes = computed(() => {
    const holds = held.value ?? {};
    const removed = removing.value;
    return Object.keys(holds).length ? allSorted.value.filter((note) => holds[note.id] !== undefined && !removed[note.id]) : [];
  });
  const visible = computed(() => {
    const shown = tab.value;
    const words = terms.value;
    const site = siteId.value;
    // What the tab's rule reads is subscribed to, and the rule gets the state as it is now: Unread
    // reads the reads, a plugin's includes() the whole state. The others read only the notes (their
    // note type's filter, memoised per note): opening a note, which reads it, does not pass over
    // every note again under them.
    if (shown?.name === 'unread') void [reads.value, keptReads.value];
    else if (shown?.includes) void state.value;
    const rules = registry.value;
    const current = state.peek();
    const source = !shown ? [] : shown.held ? heldNotes.value : sortedNotes.value;
    const next = source.filter((note) => inTab(rules, current, note, shown!) && inNarrowing(note, words, site, searchText));
    // Reading a note changes `reads` but rarely the list: keep the old array so nothing downstream
    // (time groups, the list's layout) recomputes for a list that did not change.
    return (previousVisible = keepSame(previousVisible, next));
  });
  const selectedId = computed(() => state.value.ui.selectedNoteId);
  const lastSeen = computed(() => state.value.client.lastSeenTime);
  const around = computed(() => neighbours(visible.value, selectedId.value));
  const serverUnread = computed(() => sortedNotes.value.filter((note) => !serverSaysRead(note)).length);
  const newNotes = computed(() => sortedNotes.value.filter((note) => noteTime(note) / 1000 > lastSeen.value));

  const checks = computed(() => state.value.checks);
  return {
    sortedNotes,
    listTime,
    visibleNotes: visible,
    tabs: computed(() => shownTabs(registry.value.tabs, held.value, filterName.value)),
    heldNotes,
    searchTerms: terms,
    sites: computed(() => summariseSites(sortedNotes.value, siteTitles)),
    hasSites: computed(() => sortedNotes.value.some((note) => noteSiteId(note) !== null)),
    narrowed: computed(() => terms.value.length > 0 || siteId.value !== null),
    checkedNotes: computed(() => checkedNotes({ checks: checks.value, notes: notes.value, hiddenNoteIds: removing.value, heldNoteIds: held.value, raisedNotes: raised.value }, tab.value?.held ? tab.value.owner : null)),
    unreadCount: computed(() => {
      // The server's count, then each local override: a read on a key press costs the overrides, not every note.
      let count = serverUnread.value;
      const all = notes.value;
      const hiddenIds = hidden.value;
      for (const [id, read] of Object.entries(reads.value)) {
        const note = all[id];
        if (note && hiddenIds[id] === undefined) count += Number(!read) - Number(!serverSaysRead(note));
      }
      return count;
    }),
    newCount: computed(() => newNotes.value.length),
    newestNewNote: computed(() => newNotes.value[0] ?? null),
    selectedNote: computed(() => {
      const id = selectedId.value;
      return id === null ? null : (notes.value[id] ?? null);
    }),
    previousNote: computed(() => around.value.previous),
    nextNote: computed(() => around.value.next),
    layout: computed(() => (selectedId.value === null ? 'narrow' : 'widescreen')),
    showsTheEnd: computed(() => state.value.ui.selectedNoteId === null && visible.value.length > 0 && olderEnded(state.value, tab.value?.held)),
    fillingView: computed(() => {
      const current = state.value;
      return current.client.hasLoaded && !olderEnded(current, tab.value?.held) && listHasRoom(current.ui, visible.value.length);
    }),
  };
}
