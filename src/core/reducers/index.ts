import type { EventType, LoggedEvent } from '../events.ts';
import type { PanelState } from '../state.ts';
import { checksHandlers } from './checks.ts';
import { marksHandlers } from './marks.ts';
import { narrowHandlers } from './narrow.ts';
import { notesHandlers } from './notes.ts';
import { KEEP_QUEUED_AFTER, keepQueued, queueHandlers } from './queue.ts';
import { statusHandlers } from './status.ts';
import type { BusyNotes, Handlers } from './types.ts';
import { uiHandlers } from './ui.ts';
import { undoHandlers } from './undo.ts';

/** A plugin's own slice of state, folded over every event (make one with `defineState` to read it typed). */
export interface StateField<T = unknown> {
  init(): T;
  /** `state` is the core's state after the event, `previous` the whole state before it (which notes left). */
  reduce(field: T, event: LoggedEvent, state: PanelState, previous: PanelState): T;
  /**
   * The notes the slice is busy with (a reply on its way): they stay when they leave the panel's
   * window, their Back and previous/next are off, and the keyboard's shortcuts are off until none is.
   */
  busyNotes?(field: T): readonly number[];
}

type AnyHandler = (state: PanelState, event: LoggedEvent, busy: BusyNotes) => PanelState;

/** One table of every group's handlers; where several groups handle an event, they fold it in turn. */
function combine(...groups: Handlers[]): Map<EventType, AnyHandler> {
  const table = new Map<EventType, AnyHandler>();
  for (const group of groups) {
    for (const [type, handler] of Object.entries(group) as [EventType, AnyHandler][]) {
      const before = table.get(type);
      table.set(type, before ? (state, event, busy) => handler(before(state, event, busy), event, busy) : handler);
    }
  }
  return table;
}

const coreTable = combine(uiHandlers, notesHandlers, marksHandlers, undoHandlers, statusHandlers, checksHandlers, queueHandlers, narrowHandlers);

const notBusy: BusyNotes = () => [];

/** Folds one event into the core state (plugin fields excluded). Pure. */
export function reduceCore(state: PanelState, event: LoggedEvent, busy = notBusy): PanelState {
  const handler = coreTable.get(event.type);
  let next = handler ? handler(state, event, busy) : state;
  if (next.queue[0] && KEEP_QUEUED_AFTER.has(event.type)) next = keepQueued(next);
  return next.now === event.at ? next : { ...next, now: event.at };
}

/** A reducer that also folds plugins' state fields. */
export function createReducer(fields: Record<string, StateField>): (state: PanelState, event: LoggedEvent) => PanelState {
  const names = Object.keys(fields);
  if (names.length === 0) return reduceCore;
  const busy: BusyNotes = (state) => busyNotes(fields, state);
  return (state, event) => {
    const next = reduceCore(state, event, busy);
    let plugins = next.plugins;
    for (const name of names) {
      const field = fields[name]!;
      const before = plugins[name] ?? field.init();
      const after = field.reduce(before, event, next, state);
      if (after !== plugins[name]) plugins = { ...plugins, [name]: after };
    }
    if (plugins === next.plugins) return next;
    const folded = { ...next, plugins };
    // The keyboard's shortcuts go off when a note becomes busy and on again once none is.
    const isBusy = busy(folded).length > 0;
    return isBusy === (busy(state).length > 0) ? folded : { ...folded, ui: { ...folded.ui, keyboardShortcutsAreEnabled: !isBusy } };
  };
}

/** The notes the plugins' state slices are busy with in a state. */
export function busyNotes(fields: Record<string, StateField>, state: PanelState): number[] {
  return Object.entries(fields).flatMap(([name, field]) => field.busyNotes?.(state.plugins[name] ?? field.init()) ?? []);
}

/** Initial values of the plugins' state fields. */
export function initialFields(fields: Record<string, StateField>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.init()]));
}
