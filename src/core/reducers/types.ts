import type { EventType, LoggedEventOf } from '../events.ts';
import type { ClientState, PanelState, UiState } from '../state.ts';
import type { TabRules } from '../tabs.ts';

/** The notes the plugins' state slices hold busy in a state (`StateField.busyNotes`). */
export type BusyNotes = (state: PanelState) => readonly number[];

/**
 * Pure handlers for some event names: `(state, event) → state`, no clock, no random, no I/O. `busy`
 * and `tabs` (which notes each tab lists: the registry's) are what they may ask of the plugins.
 */
export type Handlers = { [K in EventType]?: (state: PanelState, event: LoggedEventOf<K>, busy: BusyNotes, tabs: TabRules) => PanelState };

/** A copy of a record without some keys; the same record when none are present. */
export function without<T>(record: Record<string, T>, ids: readonly (number | string)[]): Record<string, T> {
  if (!ids.some((id) => id in record)) return record;
  const copy = { ...record };
  for (const id of ids) delete copy[id];
  return copy;
}

/** The state with some of its UI's fields changed. */
export function withUi(state: PanelState, patch: Partial<UiState>): PanelState {
  return { ...state, ui: { ...state.ui, ...patch } };
}

/** The state with some of what it knows of the server changed. */
export function withClient(state: PanelState, patch: Partial<ClientState>): PanelState {
  return { ...state, client: { ...state.client, ...patch } };
}

/** A copy of a record with one key set. */
export function withEntry<T>(record: Record<string, T>, id: number | string, value: T): Record<string, T> {
  return { ...record, [id]: value };
}
