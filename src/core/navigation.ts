import type { PanelEvent } from './events.ts';
import type { KeyInput } from './keyboard.ts';
import type { ShortcutScope } from './plugin.ts';
import type { Note } from './note.ts';
import type { PanelState } from './state.ts';
import { CORE_OWNER, type Tab } from './tabs.ts';

/** The current filter's notes, newest first: the core's memoised selector when there is one. */
export type VisibleList = (state: PanelState) => readonly Note[];

/** A key binding owned by the core: navigation, filters, panel and undo. */
export interface CoreBinding {
  name: string;
  keys: string[];
  description: string;
  scope: ShortcutScope;
  /** Who gave the key when not the core: the plugin whose tab it shows. */
  owner?: string;
  /** The events to append, or null when the key does nothing now. */
  run(state: PanelState, visible: VisibleList, input?: KeyInput): PanelEvent[] | null;
}

/**
 * The note a key opens from the list (no note open): the row with keyboard focus, else the last one
 * opened, else the first. The views draw it ahead (src/ui/DetailStack.tsx), so it is decided here once.
 */
export function noteOpenedFromList(list: readonly Note[], focusedId: number | null | undefined, lastSelectedId: number | null): Note | undefined {
  const listed = (id: number | null | undefined) => (id == null ? undefined : list.find((note) => note.id === id));
  return listed(focusedId) ?? listed(lastSelectedId) ?? list[0];
}

/** Opens `target`, when there is one. */
const select = (target: Note | undefined): PanelEvent[] | null => (target ? [{ type: 'note/selected', id: target.id }] : null);

/** Enter or → (← right to left): the note the list opens. */
function openFromList(state: PanelState, visible: VisibleList, input?: KeyInput): PanelEvent[] | null {
  return select(noteOpenedFromList(visible(state), input?.focusedNoteId, state.ui.lastSelectedNoteId));
}

/** The note `step` places from the open one in the visible list; with none open, the one the list opens. */
function stepSelection(state: PanelState, step: 1 | -1, visible: VisibleList, input?: KeyInput): PanelEvent[] | null {
  const { selectedNoteId } = state.ui;
  if (selectedNoteId === null) return openFromList(state, visible, input);
  const list = visible(state);
  // The open note filtered out of the list: the step starts from the top.
  const index = list.findIndex((note) => note.id === selectedNoteId);
  return select(index < 0 ? list[0] : list[index + step]);
}

function closeOrPopover(state: PanelState, close: PanelEvent): PanelEvent[] {
  if (state.ui.settingsOpen) return [{ type: 'settings/closed' }];
  return state.ui.shortcutsPopoverIsOpen ? [{ type: 'shortcuts/popoverClosed' }] : [close];
}

/**
 * The row `x` and Shift+j/k start from: the focused row, else the open note, else the first row
 * listed. Never the last opened one when no row shows focus: the keys act on what the reader sees.
 */
function rowInFocus(state: PanelState, visible: VisibleList, input?: KeyInput): number | null {
  return input?.focusedNoteId ?? state.ui.selectedNoteId ?? visible(state)[0]?.id ?? null;
}

/** Shift+j/k: tick from the anchor to the row after (before) the last one reached. */
function extendChecks(state: PanelState, step: 1 | -1, visible: VisibleList, input?: KeyInput): PanelEvent[] | null {
  const list = visible(state);
  const from = state.checks.cursor ?? rowInFocus(state, visible, input);
  const index = from === null ? -1 : list.findIndex((note) => note.id === from);
  if (index < 0) return list[0] ? [{ type: 'check/extended', id: list[0].id }] : null;
  const start: PanelEvent[] = state.checks.anchor === null ? [{ type: 'check/extended', id: from! }] : [];
  const target = list[index + step];
  if (!target) return start.length ? start : null;
  return [...start, { type: 'check/extended', id: target.id }];
}

const bind = (name: string, keys: string[], description: string, scope: ShortcutScope, run: CoreBinding['run']): CoreBinding => ({ name, keys, description, scope, run });

/** The key that shows a tab from the list (`a` All, `c` Comments): the tab's own shortcut. */
function tabBinding({ name, shortcut, owner }: Tab & { shortcut: NonNullable<Tab['shortcut']> }): CoreBinding {
  const binding = bind(`filter-${name}`, [shortcut.key], shortcut.description, 'list', (state) => (state.ui.filterName === name ? null : [{ type: 'filter/chosen', name }]));
  return owner === CORE_OWNER ? binding : { ...binding, owner };
}

/** The core's bindings with the tabs' keys in the place the help lists them: after Escape, in the bar's order. */
export function bindingsWithTabs(tabs: readonly Tab[]): CoreBinding[] {
  const keyed = tabs.flatMap((tab) => (tab.shortcut ? [tabBinding({ ...tab, shortcut: tab.shortcut })] : []));
  const at = CORE_BINDINGS.findIndex((binding) => binding.name === 'close-panel') + 1;
  return [...CORE_BINDINGS.slice(0, at), ...keyed, ...CORE_BINDINGS.slice(at)];
}

/** The core's bindings (SPEC §6) but the tabs' keys (`bindingsWithTabs`); plugins add the action keys. */
export const CORE_BINDINGS: readonly CoreBinding[] = [
  bind('toggle-panel', ['n'], 'Open or close notifications', 'panel', () => [{ type: 'panel/toggleRequested' }]),
  // ? as in the platform's other apps; i as SPEC §6 says.
  bind('toggle-shortcuts', ['?', 'i'], 'Show or hide keyboard shortcuts', 'panel', () => [{ type: 'shortcuts/popoverToggled' }]),
  bind('next-note', ['j', 'ArrowDown'], 'Next notification', 'panel', (state, visible, input) => stepSelection(state, 1, visible, input)),
  bind('previous-note', ['k', 'ArrowUp'], 'Previous notification', 'panel', (state, visible, input) => stepSelection(state, -1, visible, input)),
  // The arrows point where the view goes, left to right: the note opens at the list's end (→) and
  // Back points at the start (←); SPEC §6 had them the other way (docs/spec-differences.md). The UI
  // mirrors both in a right-to-left panel (src/ui/direction.ts).
  bind('close-note', ['ArrowLeft', 'Escape'], 'Back to the list', 'detail', (state) => closeOrPopover(state, { type: 'note/unselected' })),
  bind('open-note', ['Enter', 'ArrowRight'], 'Open the selected notification', 'list', openFromList),
  bind('close-panel', ['Escape'], 'Clear the selection, or close notifications', 'list', (state) =>
    closeOrPopover(state, state.checks.ids.length ? { type: 'check/cleared' } : { type: 'panel/toggleRequested' })),
  bind('cancel-undo', ['u', 'Mod+z'], 'Undo the last action', 'undo', (state) => (state.undo?.phase === 'pending' ? [{ type: 'undo/cancelled', id: state.undo.id }] : null)),
  bind('toggle-check', ['x'], 'Select or deselect the notification', 'panel', (state, visible, input) => {
    const id = rowInFocus(state, visible, input);
    return id === null || !state.notes[id] ? null : [{ type: 'check/toggled', id }];
  }),
  bind('extend-down', ['Shift+j', 'Shift+ArrowDown'], 'Extend the selection down', 'panel', (state, visible, input) => extendChecks(state, 1, visible, input)),
  bind('extend-up', ['Shift+k', 'Shift+ArrowUp'], 'Extend the selection up', 'panel', (state, visible, input) => extendChecks(state, -1, visible, input)),
  bind('check-all', ['*'], 'Select all in this filter', 'panel', (state, visible) => (visible(state).length ? [{ type: 'check/allChecked' }] : null)),
  bind('search', ['/'], 'Search notifications', 'list', () => [{ type: 'search/opened' }]),
];
