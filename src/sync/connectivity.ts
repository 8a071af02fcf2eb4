/** The browser's side of the offline queue: `navigator.onLine` with its events. */
import type { Connectivity } from './queue-lock.ts';

const TYPES = ['online', 'offline'];

/** Online and offline as the window reports them. */
export function browserConnectivity(win: Window): Connectivity {
  return {
    online: () => win.navigator.onLine,
    subscribe(listener) {
      const changed = (event: Event) => listener(event.type === 'online');
      for (const type of TYPES) win.addEventListener(type, changed);
      return () => TYPES.forEach((type) => win.removeEventListener(type, changed));
    },
  };
}
