import mitt from 'mitt';
import type { EventType, LoggedEvent, LoggedEventOf } from './events.ts';

/** Removes the listener it was returned for. */
export type Disposer = () => void;

/** Every appended event, in order; `on` returns its disposer. */
export interface Bus {
  emit(event: LoggedEvent): void;
  on<K extends EventType>(type: K, listener: (event: LoggedEventOf<K>) => void): Disposer;
  onAny(listener: (event: LoggedEvent) => void): Disposer;
  /** A plugin's fact by its key, `plugin/name` (`'pin/toggled'`): its `plugin/recorded` events only. */
  onFact(key: string, listener: (event: LoggedEventOf<'plugin/recorded'>) => void): Disposer;
}

type BusEvents = { [K in EventType]: LoggedEventOf<K> };

/** A mitt emitter wrapped so subscribing hands back the way to unsubscribe. */
export function createBus(): Bus {
  const emitter = mitt<BusEvents>();
  // Facts by key apart: one emit per event, so `onAny` hears each once.
  const facts = mitt<Record<string, LoggedEventOf<'plugin/recorded'>>>();
  return {
    emit(event) {
      emitter.emit(event.type, event as never);
      if (event.type === 'plugin/recorded') facts.emit(`${event.plugin}/${event.name}`, event);
    },
    onFact(key, listener) {
      facts.on(key, listener);
      return () => facts.off(key, listener);
    },
    on(type, listener) {
      const handler = listener as (event: BusEvents[typeof type]) => void;
      emitter.on(type, handler);
      return () => emitter.off(type, handler);
    },
    onAny(listener) {
      const handler = (_type: EventType, event: unknown) => listener(event as LoggedEvent);
      emitter.on('*', handler);
      return () => emitter.off('*', handler);
    },
  };
}
