import type { EventType, LoggedEvent } from '../events.ts';
import type { PanelState } from '../state.ts';
import { checksHandlers } from './checks.ts';
import { marksHandlers } from './marks.ts';
import { narrowHandlers } from './narrow.ts';
import { notesHandlers } from './notes.ts';
import { KEEP_QUEUED_AFTER, keepQueued, queueHandlers } from './queue.ts';
import { replyHandlers } from './reply.ts';
import type { Handlers } from './types.ts';
import { uiHandlers } from './ui.ts';
import { undoHandlers } from './undo.ts';

/** A plugin's own slice of state, folded over every event (make one with `defineState` to read it typed). */
export interface StateField<T = unknown> {
  init(): T;
  reduce(field: T, event: LoggedEvent, state: PanelState): T;
}

type AnyHandler = (state: PanelState, event: LoggedEvent) => PanelState;

/** One table of every group's handlers; where several groups handle an event, they fold it in turn. */
function combine(...groups: Handlers[]): Map<EventType, AnyHandler> {
  const table = new Map<EventType, AnyHandler>();
  for (const group of groups) {
    for (const [type, handler] of Object.entries(group) as [EventType, AnyHandler][]) {
      const before = table.get(type);
      table.set(type, before ? (state, event) => handler(before(state, event), event) : handler);
    }
  }
  return table;
}

const coreTable = combine(uiHandlers, notesHandlers, marksHandlers, undoHandlers, replyHandlers, checksHandlers, queueHandlers, narrowHandlers);

/** Folds one event into the core state (plugin fields excluded). Pure. */
export function reduceCore(state: PanelState, event: LoggedEvent): PanelState {
  const handler = coreTable.get(event.type);
  let next = handler ? handler(state, event) : state;
  if (next.queue[0] && KEEP_QUEUED_AFTER.has(event.type)) next = keepQueued(next);
  return next.now === event.at ? next : { ...next, now: event.at };
}

/** A reducer that also folds plugins' state fields. */
export function createReducer(fields: Record<string, StateField>): (state: PanelState, event: LoggedEvent) => PanelState {
  const names = Object.keys(fields);
  if (names.length === 0) return reduceCore;
  return (state, event) => {
    const next = reduceCore(state, event);
    let plugins = next.plugins;
    for (const name of names) {
      const field = fields[name]!;
      const before = plugins[name] ?? field.init();
      const after = field.reduce(before, event, next);
      if (after !== plugins[name]) plugins = { ...plugins, [name]: after };
    }
    return plugins === next.plugins ? next : { ...next, plugins };
  };
}

/** Initial values of the plugins' state fields. */
export function initialFields(fields: Record<string, StateField>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.init()]));
}
