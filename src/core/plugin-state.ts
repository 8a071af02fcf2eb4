/** A plugin's own slice of state (`defineState`) and facts (`definePluginEvent`), typed. */
import type { EffectContext, EffectResult } from './effects.ts';
import type { LoggedEvent, LoggedEventOf, PanelEvent } from './events.ts';
import type { EffectTable } from './plugin.ts';
import type { SliceHandler, StateField } from './reducers/index.ts';
import type { PanelState } from './state.ts';

/** A plugin's slice of state made with `defineState`: a state field that also reads itself, typed. */
export interface PluginState<T> extends StateField<T> {
  /** The plugin whose slice it is (the registry refuses it on a plugin of another name). */
  readonly plugin: string;
  /** The slice in a state (its first value before the plugin was registered). */
  read(state: PanelState): T;
}

/** Declares plugin `plugin`'s slice of state; `read` gives it back with the type `init` gave. */
export function defineState<T>(plugin: string, field: StateField<T>): PluginState<T> {
  return {
    ...field,
    plugin,
    // The fold keeps what this field's handlers returned under the plugin's name: the type holds.
    read: (state) => (Object.hasOwn(state.plugins, plugin) ? (state.plugins[plugin] as T) : field.init()),
  };
}

/** A plugin's fact as logged: the `plugin/recorded` event that carries it. */
export type RecordedEvent = LoggedEventOf<'plugin/recorded'>;

/** What the registry knows of a fact, whatever its data: whose it is, how it reads, the keys it was logged under before. */
export interface PluginFact {
  /** Its key, `plugin/name`: what slices' `on` and effect tables name it by. */
  readonly key: string;
  readonly plugin: string;
  readonly name: string;
  /** Reads its data from a log: the data, or null when it does not read. */
  readonly parse: (data: unknown) => unknown;
  /** The keys an older log holds it under, read by the log's reader (src/core/fact-history.ts), not by the panel. */
  readonly history?: FactHistory | undefined;
}

/** A fact of a plugin's own, recorded as `plugin/recorded` and read back typed. */
export interface PluginEvent<D> extends PluginFact {
  /** The event that records it (about note `id`, or null). */
  make(id: number | null, data: D): PanelEvent;
  /** This fact's id and data when `event` records it and its data reads; else null (a log from elsewhere may hold anything). */
  read(event: PanelEvent): { id: number | null; data: D } | null;
  /** An effect on this fact, with its data read and typed: spread it into the plugin's `effects`. */
  effect(run: (fact: { id: number | null; data: D; at: number; seq: number }, context: EffectContext) => EffectResult): EffectTable;
  /** A slice's handler for this fact, with its data read and typed: spread it into the slice's `on`. */
  on<T>(fold: (field: T, fact: { id: number | null; data: D; at: number; seq: number }, state: PanelState, previous: PanelState) => T): Record<string, SliceHandler<T>>;
}

/**
 * The keys a fact had before, so logs written then still replay: a core event type it replaced (read
 * in a log older than the reader's version, `LOG_VERSION`), or its own earlier `plugin/name`.
 */
export interface FactHistory {
  formerly: string | readonly string[];
  /**
   * Its id and data from an old event (the whole logged line: `type`, its fields, `seq`, `at`); `parse`
   * then reads the data. By default a core event's `id` (when a number) and its other fields, or a
   * recorded fact's own id and data.
   */
  upgrade?(old: Readonly<Record<string, unknown>>): { id: number | null; data: unknown } | null;
}

/**
 * Declares plugin `plugin`'s event `name`. `parse` reads the data back from a log (the replayed or
 * exported one holds whatever was written): it returns the data, typed, or null to ignore the event
 * (`readFields` builds one from the data's fields). `history` names the keys it was logged under
 * before (list the fact in the plugin's `facts`).
 */
export function definePluginEvent<D>(plugin: string, name: string, parse: (data: unknown) => D | null, history?: FactHistory): PluginEvent<D> {
  const read = (event: PanelEvent) => {
    if (event.type !== 'plugin/recorded' || event.plugin !== plugin || event.name !== name) return null;
    const data = parse(event.data);
    return data === null ? null : { id: event.id, data };
  };
  // The fact an effect or a slice is handed: read, with when it was logged.
  const logged = (event: LoggedEvent) => {
    const fact = read(event);
    return fact && { ...fact, at: event.at, seq: event.seq };
  };
  const key = `${plugin}/${name}`;
  const make = (id: number | null, data: D): PanelEvent => ({ type: 'plugin/recorded', plugin, name, id, data });
  return {
    key,
    plugin,
    name,
    parse,
    history,
    make,
    read,
    effect: (run) => ({
      [key]: (event: LoggedEventOf<'plugin/recorded'>, context: EffectContext) => {
        const fact = logged(event);
        return fact ? run(fact, context) : undefined;
      },
    }),
    on: (fold) => ({
      [key]: (field, event, state, previous) => {
        const fact = logged(event);
        return fact ? fold(field, fact, state, previous) : field;
      },
    }),
  };
}
