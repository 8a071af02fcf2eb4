import type { Logger } from './logger.ts';
import { createMemoryStorage, createSafeStorage, type KeyValueArea, type PanelStorage, type StorageChange } from './storage.ts';

/** What browser storage needs of a window: its localStorage and its `storage` events (no DOM types: the core has none). */
export interface StorageWindow {
  readonly localStorage: KeyValueArea;
  addEventListener(type: 'storage', listener: (event: { key: string | null; newValue: string | null }) => void): void;
  removeEventListener(type: 'storage', listener: (event: { key: string | null; newValue: string | null }) => void): void;
}

/** localStorage behind the core's never-throwing storage, with other tabs' changes from `storage` events. */
export function createBrowserStorage(win: StorageWindow, logger: Logger): PanelStorage {
  let area: KeyValueArea | null = null;
  try {
    // Merely reading window.localStorage throws where storage is blocked.
    area = win.localStorage;
  } catch (error) {
    logger.warn(`localStorage unavailable: ${String(error)}`);
  }
  return createSafeStorage(area, logger, (listener: (change: StorageChange) => void) => {
    const onStorage = (event: { key: string | null; newValue: string | null }) => {
      if (event.key !== null) listener({ key: event.key, newValue: event.newValue });
    };
    win.addEventListener('storage', onStorage);
    return () => win.removeEventListener('storage', onStorage);
  });
}

/**
 * The core's storage when it is given none: the browser's where there is one (a setting or a draft
 * then outlives a reload), this core's own memory elsewhere (Node, a worker).
 */
export function defaultStorage(logger: Logger): PanelStorage {
  const win = (globalThis as { window?: StorageWindow }).window;
  return win && 'localStorage' in win ? createBrowserStorage(win, logger) : createMemoryStorage(logger);
}
