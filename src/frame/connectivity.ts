/** The browser's side of the offline queue: `navigator.onLine` with its events, and Web Locks. */
import { webLock, type Connectivity, type QueueLock } from '../sync/queue-lock.ts';

/** Online and offline as the window reports them. */
export function browserConnectivity(win: Window): Connectivity {
  return {
    online: () => win.navigator.onLine !== false,
    subscribe(listener) {
      const online = () => listener(true);
      const offline = () => listener(false);
      win.addEventListener('online', online);
      win.addEventListener('offline', offline);
      return () => {
        win.removeEventListener('online', online);
        win.removeEventListener('offline', offline);
      };
    },
  };
}

/** The tabs' lock around a replay: Web Locks where the browser has them, else (undefined) the sync engine's storage claim. */
export function browserQueueLock(win: Window): QueueLock | undefined {
  const locks = win.navigator.locks as Navigator['locks'] | undefined;
  return locks ? webLock({ request: (name, callback) => locks.request(name, callback) }) : undefined;
}
