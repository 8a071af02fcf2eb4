import type { Clock } from './clock.ts';
import type { PanelEvent } from './events.ts';

/** Named timers on the core's clock that append an event when they fire. */
export interface Timers {
  /** Starts (or restarts) the timer `key`; when it fires, `event` (or what it answers, if anything) is appended. */
  schedule(key: string, delayMs: number, event: PanelEvent | (() => PanelEvent | null | void)): void;
  cancel(key: string): boolean;
  has(key: string): boolean;
  cancelAll(): void;
}

/** Builds the timer service for one core. */
export function createTimers(clock: Clock, append: (event: PanelEvent) => void): Timers {
  const handles = new Map<string, unknown>();
  function cancel(key: string): boolean {
    const handle = handles.get(key);
    if (handle === undefined) return false;
    clock.clearTimeout(handle);
    handles.delete(key);
    return true;
  }
  return {
    schedule(key, delayMs, event) {
      cancel(key);
      const handle = clock.setTimeout(() => {
        handles.delete(key);
        const due = typeof event === 'function' ? event() : event;
        if (due) append(due);
      }, delayMs);
      handles.set(key, handle);
    },
    cancel,
    has: (key) => handles.has(key),
    cancelAll() {
      for (const key of [...handles.keys()]) cancel(key);
    },
  };
}
