// The timers the mock's delays, drops and generator run on: their own module, free of Node types,
// so the browser build's declarations (browser.ts) never reach the WebSocket server's.

/** Timers the drops run on; the core's Clock fits. */
export interface Timers {
  setTimeout(callback: () => void, delayMs: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The global timers. */
export const realTimers: Timers = {
  setTimeout: (callback, delayMs) => setTimeout(callback, delayMs),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};
