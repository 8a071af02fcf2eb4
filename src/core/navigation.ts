import type { FilterName, PanelEvent } from './events.ts';
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
  run(state: PanelState, visible?: VisibleList): PanelEvent[] | null;
}

/** The note `step` places from the open one (or from the last opened, or the first) in the visible list. */
function stepSelection(state: PanelState, step: 1 | -1, visible: VisibleList = visibleNotes): PanelEvent[] | null {
  const list = visible(state);
  if (list.length === 0) return null;
  const anchor = state.ui.selectedNoteId ?? state.ui.lastSelectedNoteId;
  const index = anchor === null ? -1 : list.findIndex((note) => note.id === anchor);
  let target;
  if (index < 0) target = list[0];
  else if (state.ui.selectedNoteId === null) target = list[index];
  else target = list[index + step];
  return target ? [{ type: 'note/selected', id: target.id }] : null;
}

function openFromList(state: PanelState, visible: VisibleList = visibleNotes): PanelEvent[] | null {
  const list = visible(state);
  const last = state.ui.lastSelectedNoteId;
  const target = list.find((note) => note.id === last) ?? list[0];
  return target ? [{ type: 'note/selected', id: target.id }] : null;
}

function closeOrPopover(state: PanelState, close: PanelEvent): PanelEvent[] {
  return state.ui.shortcutsPopoverIsOpen ? [{ type: 'shortcuts/popoverClosed' }] : [close];
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
  { name: 'next-note', keys: ['j', 'ArrowDown'], description: 'Next notification', scope: 'panel', run: (state, visible) => stepSelection(state, 1, visible) },
  { name: 'previous-note', keys: ['k', 'ArrowUp'], description: 'Previous notification', scope: 'panel', run: (state, visible) => stepSelection(state, -1, visible) },
  { name: 'close-note', keys: ['ArrowRight', 'Escape'], description: 'Back to the list', scope: 'detail', run: (state) => closeOrPopover(state, { type: 'note/unselected' }) },
  { name: 'open-note', keys: ['Enter', 'ArrowLeft'], description: 'Open the selected notification', scope: 'list', run: openFromList },
  { name: 'close-panel', keys: ['Escape'], description: 'Close notifications', scope: 'list', run: (state) => closeOrPopover(state, { type: 'panel/toggleRequested' }) },
  filter('all', 'a', 'all notifications'),
  filter('unread', 'u', 'unread notifications'),
  filter('comments', 'c', 'comments'),
  filter('follows', 'f', 'subscribers'),
  filter('likes', 'l', 'likes'),
  {
    name: 'cancel-undo',
    keys: ['u'],
    description: 'Undo spam or trash',
    scope: 'undo',
    run: (state) => (state.undo?.phase === 'pending' ? [{ type: 'undo/cancelled', id: state.undo.id }] : null),
  },
];
