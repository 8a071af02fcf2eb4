/** Time for the core: the real one in the browser, a virtual one in tests and the CLI. */
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, delayMs: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Local midnight `daysAgo` calendar days before the day of `now` (a daylight-saving day is 23 or 25 hours). */
export function localMidnight(now: number, daysAgo: number): number {
  const day = new Date(now);
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() - daysAgo).getTime();
}

/** The wall clock and the platform's timers. */
export function createRealClock(): Clock {
  return {
    now: () => Date.now(),
    setTimeout: (callback, delayMs) => globalThis.setTimeout(callback, delayMs),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
}

/** A clock that moves only when told to, firing due timers in time order. */
export interface VirtualClock extends Clock {
  /** Moves time forward, firing every timer that falls due on the way. */
  advance(ms: number): void;
  /** Like `advance`, letting promises settle after each timer so async effects interleave as they would live. */
  advanceAsync(ms: number): Promise<void>;
  /** Timers waiting to fire. */
  pendingTimers(): number;
}

interface VirtualTimer {
  id: number;
  due: number;
  callback: () => void;
}

/** Lets pending promise callbacks and I/O callbacks run. */
export function settle(): Promise<void> {
  const defer = typeof setImmediate === 'function' ? setImmediate : (fn: () => void) => setTimeout(fn, 0);
  return new Promise((resolve) => defer(resolve));
}

/** A virtual clock starting at `start` ms since the epoch. */
export function createVirtualClock(start = Date.UTC(2026, 0, 1, 12)): VirtualClock {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, VirtualTimer>();

  function nextDue(until: number): VirtualTimer | undefined {
    let first: VirtualTimer | undefined;
    for (const timer of timers.values()) {
      if (timer.due <= until && (!first || timer.due < first.due || (timer.due === first.due && timer.id < first.id))) first = timer;
    }
    return first;
  }

  function fireNext(until: number): boolean {
    const timer = nextDue(until);
    if (!timer) return false;
    timers.delete(timer.id);
    now = Math.max(now, timer.due);
    timer.callback();
    return true;
  }

  return {
    now: () => now,
    setTimeout(callback, delayMs) {
      const id = nextId++;
      timers.set(id, { id, due: now + Math.max(0, delayMs), callback });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    advance(ms) {
      const until = now + ms;
      while (fireNext(until));
      now = until;
    },
    async advanceAsync(ms) {
      const until = now + ms;
      await settle();
      while (fireNext(until)) await settle();
      now = until;
      await settle();
    },
    pendingTimers: () => timers.size,
  };
}
