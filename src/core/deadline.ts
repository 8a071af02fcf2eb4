import type { Clock } from './clock.ts';

/** A wait on something outside the panel (a request, a plugin's promise) that passed its deadline. */
export class DeadlineError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DeadlineError';
  }
}

/**
 * `task`'s outcome, or a DeadlineError once `ms` pass first on `clock`: nothing waits forever. The
 * task is not stopped: what it did by then is unknown, and the caller says what that means.
 */
export function withDeadline<T>(clock: Clock, ms: number, what: string, task: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = clock.setTimeout(() => reject(new DeadlineError(`${what} had no answer within ${Math.round(ms / 1000)} s`)), ms);
    const settle = () => clock.clearTimeout(timer);
    // A task that throws at once fails as one that rejects.
    Promise.resolve().then(task).then((value) => (settle(), resolve(value)), (error: unknown) => (settle(), reject(error)));
  });
}
