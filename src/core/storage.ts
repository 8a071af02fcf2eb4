import type { Disposer } from './bus.ts';
import { errorMessage, type Logger } from './logger.ts';

/** A key-value area shaped like localStorage, optionally telling about other tabs' writes. */
export interface KeyValueArea {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  key(index: number): string | null;
  readonly length: number;
}

/** A change made by another tab (a `storage` event). */
export interface StorageChange {
  key: string;
  newValue: string | null;
}

/** The panel's storage: never throws, whatever the area does (private mode, quota, blocked). */
export interface PanelStorage {
  get(key: string): string | null;
  set(key: string, value: string): boolean;
  remove(key: string): void;
  keys(): string[];
  /** Other tabs' changes; returns its disposer. */
  onExternalChange(listener: (change: StorageChange) => void): Disposer;
}

/** Wraps an area (localStorage in the browser) so every access survives exceptions, with a log line. */
export function createSafeStorage(
  area: KeyValueArea | null | undefined,
  logger: Logger,
  subscribe: (listener: (change: StorageChange) => void) => Disposer = () => () => {},
): PanelStorage {
  function attempt<T>(what: string, fallback: T, run: (area: KeyValueArea) => T): T {
    if (!area) return fallback;
    try {
      return run(area);
    } catch (error) {
      logger.warn(`storage ${what} failed: ${errorMessage(error)}`);
      return fallback;
    }
  }
  // A polyfill may answer undefined (or a number) where localStorage answers null or a string: that
  // is taken as absent, said once per kind of answer, so no caller meets a value its type denies.
  const oddAnswers = new Set<string>();
  function asText(value: unknown, what: string): string | null {
    if (typeof value === 'string' || value === null) return value;
    const kind = typeof value;
    if (!oddAnswers.has(`${what} ${kind}`)) {
      oddAnswers.add(`${what} ${kind}`);
      logger.warn(`storage ${what} gave ${kind}: taken as absent`);
    }
    return null;
  }
  return {
    get: (key) => attempt(`read of ${key}`, null, (a) => asText(a.getItem(key) as unknown, 'getItem')),
    set: (key, value) => attempt(`write of ${key}`, false, (a) => (a.setItem(key, value), true)),
    remove: (key) => attempt(`removal of ${key}`, undefined, (a) => a.removeItem(key)),
    keys: () =>
      attempt('listing', [] as string[], (a) => {
        const keys: string[] = [];
        for (let index = 0; index < a.length; index++) {
          const key = asText(a.key(index) as unknown, 'key');
          if (key !== null) keys.push(key);
        }
        return keys;
      }),
    onExternalChange: (listener) => subscribe(listener),
  };
}

/** A Map as a key-value area; `changed` hears each write (other tabs' storage events, when shared). */
function mapArea(data: Map<string, string>, changed: (change: StorageChange) => void = () => {}): KeyValueArea {
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, String(value));
      changed({ key, newValue: String(value) });
    },
    removeItem: (key) => {
      data.delete(key);
      changed({ key, newValue: null });
    },
    key: (index) => [...data.keys()][index] ?? null,
    get length() {
      return data.size;
    },
  };
}

/**
 * In-memory storage shared by simulated tabs: each `tab()` is one tab's view, and a write in one
 * tab reaches the others' `onExternalChange`, as the browser's storage event does.
 */
export function createSharedMemoryStorage(): { tab(logger: Logger): PanelStorage; data: Map<string, string> } {
  const data = new Map<string, string>();
  const tabs = new Set<(change: StorageChange) => void>();
  return {
    data,
    tab(logger) {
      const listeners = new Set<(change: StorageChange) => void>();
      const notify = (change: StorageChange) => listeners.forEach((listener) => listener(change));
      tabs.add(notify);
      const broadcast = (change: StorageChange) => tabs.forEach((other) => other !== notify && other(change));
      return createSafeStorage(mapArea(data, broadcast), logger, (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      });
    },
  };
}

/** One tab's private in-memory storage (the core's default: no other tab writes to it). */
export function createMemoryStorage(logger: Logger): PanelStorage {
  return createSafeStorage(mapArea(new Map()), logger);
}
