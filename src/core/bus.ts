import mitt from 'mitt';
import type { EventType, LoggedEvent, LoggedEventOf } from './events.ts';

/** Removes the listener it was returned for. */
export type Disposer = () => void;

/** Every appended event, in order; `on` returns its disposer. */
export interface Bus {
  emit(event: LoggedEvent): void;
  on<K extends EventType>(type: K, listener: (event: LoggedEventOf<K>) => void): Disposer;
  onAny(listener: (event: LoggedEvent) => void): Disposer;
}

type BusEvents = { [K in EventType]: LoggedEventOf<K> };

/** A mitt emitter wrapped so subscribing hands back the way to unsubscribe. */
export function createBus(): Bus {
  const emitter = mitt<BusEvents>();
  return {
    emit(event) {
      emitter.emit(event.type, event as never);
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
