import type { Logger } from '../core/logger.ts';
import { createSafeStorage, type KeyValueArea, type PanelStorage } from '../core/storage.ts';

/** localStorage behind the core's never-throwing storage, with other tabs' changes from `storage` events. */
export function createBrowserStorage(win: Window, logger: Logger): PanelStorage {
  let area: KeyValueArea | null = null;
  try {
    // Merely reading window.localStorage throws where storage is blocked.
    area = win.localStorage;
  } catch (error) {
    logger.warn(`localStorage unavailable: ${String(error)}`);
  }
  return createSafeStorage(area, logger, (listener) => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null) listener({ key: event.key, newValue: event.newValue });
    };
    win.addEventListener('storage', onStorage);
    return () => win.removeEventListener('storage', onStorage);
  });
}
