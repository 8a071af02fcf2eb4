import { useEffect } from 'react';

/**
 * Disposes `resource` when the component unmounts for good. React may unmount and remount a
 * component at once (StrictMode in development, kept-alive trees): disposal waits a tick, and a
 * remount in between cancels it, so a core built in `useState` survives.
 */
export function useDisposer<T>(resource: T | null, dispose: (resource: T) => void): void {
  useEffect(() => {
    if (resource === null) return;
    pending.get(resource)?.();
    return () => {
      const timer = setTimeout(() => {
        pending.delete(resource);
        dispose(resource);
      }, 0);
      pending.set(resource, () => {
        clearTimeout(timer);
        pending.delete(resource);
      });
    };
  }, [resource, dispose]);
}

const pending = new Map<unknown, () => void>();
