// "Everything a key step started has settled": no request in flight, no effect of the core running,
// no timer due within the step (one set for 16 ms or less) still pending, and one turn of the event
// loop (setImmediate, after React's scheduler and the DOM's mutation records) in which nothing
// happened. Waits by yielding to the event loop, never by flushing React synchronously.

/** Counts what is in flight: wrap `fetch` and the timers once, before the app starts. */
export interface Activity {
  /** Requests sent and not yet answered (body read or failed). */
  pendingFetches(): number;
  /** Timers of 16 ms or less that have neither fired nor been cleared. */
  pendingShortTimers(): number;
  /** A number that moves whenever something happened (a DOM change, an answer, a timer fired). */
  stamp(): number;
  /** Starts counting DOM changes under `root` (telling `onChange` too, so a harness needs no second observer); returns how to stop. */
  observe(root: Node, onChange?: () => void): () => void;
}

const SHORT_MS = 16;

/** Wraps `globalThis.fetch`, `setTimeout` and `clearTimeout` (and the window's timers) to count. */
export function trackActivity(win: object): Activity {
  let fetches = 0;
  let moves = 0;
  const short = new Set<unknown>();
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (...args: Parameters<typeof fetch>) => {
    fetches++;
    try {
      return await realFetch(...args);
    } finally {
      fetches--;
      moves++;
    }
  };
  for (const target of [globalThis, win] as Array<{ setTimeout: (callback: () => void, ms?: number) => unknown; clearTimeout: (handle: unknown) => void }>) {
    const realSet = target.setTimeout.bind(target);
    const realClear = target.clearTimeout.bind(target);
    (target as { setTimeout: unknown }).setTimeout = (callback: (...rest: unknown[]) => void, ms?: number, ...rest: unknown[]) => {
      if (typeof callback !== 'function' || (ms ?? 0) > SHORT_MS) return realSet(() => callback(...rest), ms);
      const handle = realSet(() => {
        short.delete(handle);
        moves++;
        callback(...rest);
      }, ms);
      short.add(handle);
      return handle;
    };
    (target as { clearTimeout: unknown }).clearTimeout = (handle: unknown) => {
      short.delete(handle);
      realClear(handle);
    };
  }
  return {
    pendingFetches: () => fetches,
    pendingShortTimers: () => short.size,
    stamp: () => moves,
    observe(root, onChange) {
      const observer = new (root.ownerDocument?.defaultView ?? globalThis).MutationObserver(() => {
        moves++;
        onChange?.();
      });
      observer.observe(root, { childList: true, subtree: true, characterData: true, attributes: true });
      return () => observer.disconnect();
    },
  };
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Resolves once nothing is in flight and a turn of the event loop passed with nothing happening. */
export async function settled(activity: Activity, idle: () => Promise<void>, timeoutMs = 10_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    await idle();
    const before = activity.stamp();
    await turn();
    await idle();
    if (activity.pendingFetches() === 0 && activity.pendingShortTimers() === 0 && activity.stamp() === before) return;
    if (performance.now() > deadline) throw new Error(`not settled after ${timeoutMs} ms: ${activity.pendingFetches()} requests, ${activity.pendingShortTimers()} timers`);
  }
}
