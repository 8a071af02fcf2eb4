// Virtual time for `run`: a day passes in seconds, yet every request answers at the virtual moment
// it was sent, so a run is the same every time.
import { createVirtualClock, settle, type Clock } from '../src/core/clock.ts';

/** The run's clock: the core's virtual clock plus the time of its next timer. */
export interface RunClock extends Clock {
  advance(ms: number): void;
  /** When the earliest waiting timer falls due, if any. */
  nextDue(): number | undefined;
}

/** A virtual clock starting at `start` that knows when its next timer is due. */
export function createRunClock(start: number): RunClock {
  const base = createVirtualClock(start);
  const due = new Map<unknown, number>();
  return {
    now: () => base.now(),
    setTimeout(callback, delayMs) {
      const handle = base.setTimeout(() => {
        due.delete(handle);
        callback();
      }, delayMs);
      due.set(handle, base.now() + Math.max(0, delayMs));
      return handle;
    },
    clearTimeout(handle) {
      due.delete(handle);
      base.clearTimeout(handle);
    },
    advance: (ms) => base.advance(ms),
    nextDue() {
      let first: number | undefined;
      for (const at of due.values()) if (first === undefined || at < first) first = at;
      return first;
    },
  };
}

/**
 * Lets promises and in-process requests run until nothing changes for a few turns. It cannot wait
 * for "all requests", as a request may be held by a fault's delay on this very clock.
 */
export async function drain(activity: () => string, quietTurns = 4): Promise<void> {
  let last = activity();
  for (let quiet = 0, turns = 0; quiet < quietTurns; turns++) {
    if (turns > 100_000) throw new Error('the run never settled (an effect keeps itself busy without the clock moving)');
    await settle();
    const now = activity();
    quiet = now === last ? quiet + 1 : 0;
    last = now;
  }
}

/** Moves the clock `ms` forward timer by timer, draining after each, as a live page would see it. */
export async function passTime(clock: RunClock, ms: number, activity: () => string, onTimer: () => void = () => {}): Promise<void> {
  const until = clock.now() + ms;
  await drain(activity);
  for (let next = clock.nextDue(); next !== undefined && next <= until; next = clock.nextDue()) {
    clock.advance(Math.max(0, next - clock.now()));
    await drain(activity);
    onTimer();
  }
  clock.advance(until - clock.now());
  await drain(activity);
}
