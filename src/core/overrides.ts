/**
 * An optimistic override per note: the generic part of a toggle action (approve, like). Its value
 * shows at once when requested; it goes when the request fails, when its reset timer fires (10 s
 * after the request, so the note follows the platform's copy again) or when its note leaves the
 * panel; it is put back while the request waits in the offline queue. The action keeps it as its
 * own state slice, so everything about the toggle lives in the action's file.
 */
import type { LoggedEvent, OverrideName } from './events.ts';
import { isRecord } from './guards.ts';
import { defineState, type PluginState } from './plugin.ts';
import type { QueueEntry, QueueKeeps } from './queue.ts';
import type { SliceHandler, SliceHandlers } from './reducers/index.ts';
import { KEEP_QUEUED_AFTER } from './reducers/queue.ts';
import { without } from './reducers/types.ts';
import { LIMITS, type PanelState } from './state.ts';
import type { Timers } from './timers.ts';

/** What a toggle's override answers to. */
export interface OverrideOptions {
  /** Its name: what its queue entries keep, and what its reset event clears. */
  name: QueueKeeps;
  /**
   * The events that ask for a value (the action's request facts, by key), each with the notes and
   * the value it asks for, or null for one that asks for nothing.
   */
  requested: Record<string, (event: LoggedEvent) => { ids: readonly number[]; value: boolean } | null>;
  /** The events that say a request failed (by key), each with the notes whose override goes. */
  failed: Record<string, (event: LoggedEvent) => readonly number[] | null>;
  /** Its reset: the timer's key prefix and the overrides the reset clears (its own among them). */
  reset: { key: string; clears: readonly string[] };
}

/** Overrides by note id. */
export type Overrides = Record<string, boolean>;

/** A toggle's override, as its action's state slice. */
export interface Override extends PluginState<Overrides> {
  /** Its name (the registry lists every override, e.g. for a removed note's reset). */
  overrideName: OverrideName;
  /** The override of one note now, if it has one. */
  of(state: PanelState, noteId: number): boolean | undefined;
  /** Starts the reset timer of one note (after its request was sent, or left the queue). */
  scheduleReset(timers: Timers, noteId: number): void;
}

/** Declares plugin `plugin`'s override. */
export function defineOverride(plugin: string, options: OverrideOptions): Override {
  const { name, reset } = options;
  // Kept while waiting queued, after the events that can drop it (and when the action's code arrives after its entries):
  // every waiting entry that keeps this override applies to the notes the panel holds.
  const keep: SliceHandler<Overrides> = (field, _event, state) => {
    let next = field;
    for (const entry of state.queue as readonly QueueEntry[]) {
      if (entry.keeps === name && state.notes[entry.noteId] && next[entry.noteId] !== entry.on) next = { ...next, [entry.noteId]: entry.on };
    }
    return next;
  };
  const on: SliceHandlers<Overrides> = {};
  for (const type of [...KEEP_QUEUED_AFTER, 'plugins/loaded']) on[type] = keep;
  for (const [key, read] of Object.entries(options.requested)) {
    on[key] = (field, event, state) => {
      const requested = read(event);
      const known = requested?.ids.filter((id) => state.notes[id]) ?? [];
      return known.length ? keep({ ...field, ...Object.fromEntries(known.map((id) => [id, requested!.value])) }, event, state, state) : field;
    };
  }
  for (const [key, read] of Object.entries(options.failed)) {
    on[key] = (field, event) => without(field, read(event) ?? []);
  }
  on['clock/overridesExpired'] = (field, event, state) =>
    keep(Array.isArray(event.overrides) && event.overrides.includes(name) ? without(field, [event.id]) : field, event, state, state);
  const slice = defineState<Overrides>(plugin, {
    init: () => ({}),
    on,
    // A replayed log's header may hold anything here: an odd value starts afresh.
    check: isRecord,
    // Notes that left the panel (removed, or out of its window) take their overrides with them.
    left: without,
  });
  return {
    ...slice,
    overrideName: name,
    of(state, noteId) {
      // A replayed log's header is checked to be a record; its values are read here.
      const value: unknown = slice.read(state)[noteId];
      return typeof value === 'boolean' ? value : undefined;
    },
    scheduleReset: (timers, noteId) =>
      timers.schedule(`${reset.key}:${noteId}`, LIMITS.overrideResetMs, { type: 'clock/overridesExpired', id: noteId, overrides: [...reset.clears] }),
  };
}
