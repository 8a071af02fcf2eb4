/**
 * A promise made once and shared by every caller until it fails: a failure is handed to the callers
 * waiting for it, and the next call starts afresh (code that did not load, access that was refused).
 */
export function untilFailed<T>(start: () => Promise<T>): () => Promise<T> {
  let current: Promise<T> | null = null;
  return () => {
    current ??= start();
    const started = current;
    started.catch(() => {
      if (current === started) current = null;
    });
    return started;
  };
}
