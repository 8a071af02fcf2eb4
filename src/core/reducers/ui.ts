import { NO_CHECKS } from './checks.ts';
import { isHidden, shownHolder } from '../visible.ts';
import { markSelectedRead, moveSelectionAway } from './selection.ts';
import { withClient, withUi as ui, type Handlers } from './types.ts';

/** Panel, filter, selection, shortcuts and viewport transitions. */
export const uiHandlers: Handlers = {
  'panel/opened': (state) => ui(state, { isPanelOpen: true }),
  'panel/closed': (state) => ui(state, { isPanelOpen: false, selectedNoteId: null, shortcutsPopoverIsOpen: false }),
  'document/visibilityChanged': (state, event) => ui(state, { isVisible: event.visible }),
  'viewport/resized': (state, event) => ui(state, { viewportWidth: event.width, viewportHeight: event.height }),
  'list/measured': (state, event) => ui(state, { listMeasured: { filter: event.filter, rows: event.rows, canScroll: event.canScroll } }),
  'locale/changed': (state, event) => withClient(state, { locale: event.locale }),
  'shortcuts/enabled': (state) => ui(state, { keyboardShortcutsAreEnabled: true }),
  'shortcuts/disabled': (state) => ui(state, { keyboardShortcutsAreEnabled: false }),
  'shortcuts/popoverToggled': (state) => ui(state, { shortcutsPopoverIsOpen: !state.ui.shortcutsPopoverIsOpen }),
  'shortcuts/popoverClosed': (state) => ui(state, { shortcutsPopoverIsOpen: false }),

  'filter/chosen': (state, event, _busy, tabs) => {
    // Only a tab the registry knows (the core logs the refusal): never All in its place.
    if (typeof event.name !== 'string' || !tabs.tab(event.name)) return state;
    // The Unread tab asks the server afresh each time it is chosen; leaving it lets its pages go.
    // Ticks belong to the filter they were made in ("select all in this filter").
    const chosen = ui(withClient(state, { unreadList: [], unreadEnded: false }), { filterName: event.name, selectedNoteId: null });
    return { ...chosen, filteredNoteReads: [], checks: NO_CHECKS };
  },
  'note/selected': (state, event, _busy, tabs) => {
    // A held note opens only from its plugin's tab of held notes.
    if (!state.notes[event.id] || isHidden(state, event.id, shownHolder(tabs, state.ui))) return state;
    return markSelectedRead(ui(state, { selectedNoteId: event.id, lastSelectedNoteId: event.id }));
  },
  'note/unselected': (state) => ui(state, { selectedNoteId: null }),
  'note/hidden': (state, event, _busy, tabs) => {
    if (!state.notes[event.id] || state.hiddenNoteIds[event.id]) return state;
    const after = { ...state, hiddenNoteIds: { ...state.hiddenNoteIds, [event.id]: true as const } };
    return moveSelectionAway(state, after, [event.id], tabs);
  },
  'note/restored': (state, event) => {
    if (!state.hiddenNoteIds[event.id]) return state;
    const hiddenNoteIds = { ...state.hiddenNoteIds };
    delete hiddenNoteIds[event.id];
    return { ...state, hiddenNoteIds };
  },
};
