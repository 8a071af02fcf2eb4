import type { FilterName, PanelEvent } from './events.ts';
import type { KeyInput } from './keyboard.ts';
import type { ShortcutScope } from './plugin.ts';
import type { Note } from './note.ts';
import type { PanelState } from './state.ts';
import { visibleNotes } from './visible.ts';

/** The current filter's notes, newest first: the core's memoised selector when there is one. */
export type VisibleList = (state: PanelState) => readonly Note[];

/** A key binding owned by the core: navigation, filters, panel and undo. */
export interface CoreBinding {
  name: string;
  keys: string[];
  description: string;
  scope: ShortcutScope;
  /** The events to append, or null when the key does nothing now. */
  run(state: PanelState, visible?: VisibleList, input?: KeyInput): PanelEvent[] | null;
}

/**
 * The note `step` places from the open one in the visible list; with none open, the row with keyboard
 * focus (else the last opened, else the first) opens itself.
 */
function stepSelection(state: PanelState, step: 1 | -1, visible: VisibleList = visibleNotes, input?: KeyInput): PanelEvent[] | null {
  const list = visible(state);
  if (list.length === 0) return null;
  const focused = state.ui.selectedNoteId === null && list.some((note) => note.id === input?.focusedNoteId) ? input?.focusedNoteId : null;
  const anchor = state.ui.selectedNoteId ?? focused ?? state.ui.lastSelectedNoteId;
  const index = anchor === null ? -1 : list.findIndex((note) => note.id === anchor);
  let target;
  if (index < 0) target = list[0];
  else if (state.ui.selectedNoteId === null) target = list[index];
  else target = list[index + step];
  return target ? [{ type: 'note/selected', id: target.id }] : null;
}

/** Enter or Left: the row with keyboard focus is the one the user chose, else the last opened, else the first. */
function openFromList(state: PanelState, visible: VisibleList = visibleNotes, input?: KeyInput): PanelEvent[] | null {
  const list = visible(state);
  const listed = (id: number | null | undefined) => (id == null ? undefined : list.find((note) => note.id === id));
  const target = listed(input?.focusedNoteId) ?? listed(state.ui.lastSelectedNoteId) ?? list[0];
  return target ? [{ type: 'note/selected', id: target.id }] : null;
}

function closeOrPopover(state: PanelState, close: PanelEvent): PanelEvent[] {
  return state.ui.shortcutsPopoverIsOpen ? [{ type: 'shortcuts/popoverClosed' }] : [close];
}

/** The row `x` and Shift+j/k start from: the focused row, else the open note, else the last opened. */
function rowInFocus(state: PanelState, input?: KeyInput): number | null {
  return input?.focusedNoteId ?? state.ui.selectedNoteId ?? state.ui.lastSelectedNoteId;
}

/** Shift+j/k: tick from the anchor to the row after (before) the last one reached. */
function extendChecks(state: PanelState, step: 1 | -1, visible: VisibleList = visibleNotes, input?: KeyInput): PanelEvent[] | null {
  const list = visible(state);
  const from = state.checks.cursor ?? rowInFocus(state, input);
  const index = from === null ? -1 : list.findIndex((note) => note.id === from);
  if (index < 0) return list[0] ? [{ type: 'check/extended', id: list[0].id }] : null;
  const start: PanelEvent[] = state.checks.anchor === null ? [{ type: 'check/extended', id: from! }] : [];
  const target = list[index + step];
  if (!target) return start.length ? start : null;
  return [...start, { type: 'check/extended', id: target.id }];
}

function filter(name: FilterName, key: string, label: string): CoreBinding {
  return {
    name: `filter-${name}`,
    keys: [key],
    description: `Show ${label}`,
    scope: 'list',
    run: (state) => (state.ui.filterName === name ? null : [{ type: 'filter/chosen', name }]),
  };
}

/** The core's bindings (SPEC §6); plugins add the action keys. */
export const CORE_BINDINGS: readonly CoreBinding[] = [
  { name: 'toggle-panel', keys: ['n'], description: 'Open or close notifications', scope: 'panel', run: () => [{ type: 'panel/toggleRequested' }] },
  { name: 'toggle-shortcuts', keys: ['i'], description: 'Show or hide keyboard shortcuts', scope: 'panel', run: () => [{ type: 'shortcuts/popoverToggled' }] },
  { name: 'next-note', keys: ['j', 'ArrowDown'], description: 'Next notification', scope: 'panel', run: (state, visible, input) => stepSelection(state, 1, visible, input) },
  { name: 'previous-note', keys: ['k', 'ArrowUp'], description: 'Previous notification', scope: 'panel', run: (state, visible, input) => stepSelection(state, -1, visible, input) },
  { name: 'close-note', keys: ['ArrowRight', 'Escape'], description: 'Back to the list', scope: 'detail', run: (state) => closeOrPopover(state, { type: 'note/unselected' }) },
  { name: 'open-note', keys: ['Enter', 'ArrowLeft'], description: 'Open the selected notification', scope: 'list', run: openFromList },
  {
    name: 'close-panel',
    keys: ['Escape'],
    description: 'Clear the selection, or close notifications',
    scope: 'list',
    run: (state) => closeOrPopover(state, state.checks.ids.length ? { type: 'check/cleared' } : { type: 'panel/toggleRequested' }),
  },
  filter('all', 'a', 'all notifications'),
  filter('unread', 'u', 'unread notifications'),
  filter('comments', 'c', 'comments'),
  filter('follows', 'f', 'subscribers'),
  filter('likes', 'l', 'likes'),
  {
    name: 'cancel-undo',
    keys: ['u', 'Mod+z'],
    description: 'Undo the last action',
    scope: 'undo',
    run: (state) => (state.undo?.phase === 'pending' ? [{ type: 'undo/cancelled', id: state.undo.id }] : null),
  },
  {
    name: 'toggle-check',
    keys: ['x'],
    description: 'Select or deselect the notification',
    scope: 'panel',
    run: (state, _visible, input) => {
      const id = rowInFocus(state, input);
      return id === null || !state.notes[id] ? null : [{ type: 'check/toggled', id }];
    },
  },
  { name: 'extend-down', keys: ['Shift+j', 'Shift+ArrowDown'], description: 'Extend the selection down', scope: 'panel', run: (state, visible, input) => extendChecks(state, 1, visible, input) },
  { name: 'extend-up', keys: ['Shift+k', 'Shift+ArrowUp'], description: 'Extend the selection up', scope: 'panel', run: (state, visible, input) => extendChecks(state, -1, visible, input) },
  {
    name: 'check-all',
    keys: ['*'],
    description: 'Select all in this filter',
    scope: 'panel',
    run: (state, visible = visibleNotes) => (visible(state).length ? [{ type: 'check/allChecked' }] : null),
  },
  { name: 'search', keys: ['/'], description: 'Search notifications', scope: 'list', run: () => [{ type: 'search/opened' }] },
];
