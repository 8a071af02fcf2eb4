import type { PanelState, UiState } from '../state.ts';
import type { TabRules } from '../tabs.ts';
import { listedNow } from '../visible.ts';
import { withoutChecks } from './checks.ts';
import { withUi, type Handlers } from './types.ts';

/** The longest query kept: a pasted page is cut, not searched word by word on every key. */
export const MAX_QUERY_LENGTH = 200;

/**
 * The state narrowed anew: ticks on notes the list no longer shows are dropped, so a bulk action
 * never reaches a note the person cannot see ("select all" then means all the matches).
 */
function narrowed(state: PanelState, patch: Partial<UiState>, tabs: TabRules): PanelState {
  const next = withUi(state, patch);
  if (next.checks.ids.length === 0) return next;
  // Only the ticked notes are asked (as `visibleNotes` would), not every note folded for the search.
  const listed = listedNow(next, tabs);
  const hidden = (id: number) => {
    const note = next.notes[id];
    return !note || !listed(note);
  };
  return { ...next, checks: withoutChecks(next.checks, next.checks.ids.filter(hidden)) };
}

/** Search and the site filter: they narrow whichever tab is chosen. */
export const narrowHandlers: Handlers = {
  'search/opened': (state) => (state.ui.searchOpen ? state : withUi(state, { searchOpen: true })),
  'search/changed': (state, event, _busy, tabs) => {
    if (typeof event.query !== 'string') return state;
    const query = event.query.slice(0, MAX_QUERY_LENGTH);
    return query === state.ui.searchQuery ? state : narrowed(state, { searchQuery: query, searchOpen: true }, tabs);
  },
  'search/closed': (state, _event, _busy, tabs) => (state.ui.searchOpen || state.ui.searchQuery ? narrowed(state, { searchQuery: '', searchOpen: false }, tabs) : state),
  'site/chosen': (state, event, _busy, tabs) => {
    const id = event.siteId;
    if (id !== null && !(Number.isSafeInteger(id) && id > 0)) return state;
    return id === state.ui.siteId ? state : narrowed(state, { siteId: id }, tabs);
  },
};
