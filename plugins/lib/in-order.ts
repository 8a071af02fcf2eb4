/**
 * Calls about one thing, one after another: an undo's request waits for the request it reverts, so
 * the platform can never receive "unapprove" before the "approve" it undoes.
 */
import type { EffectContext } from '../../src/core/index.ts';

// Keyed by the effects' context, which each core builds once: cores never share a queue.
const queues = new WeakMap<EffectContext, Map<string, Promise<unknown>>>();

/** Runs `task` after every earlier task with the same key (in this core) has settled. */
export function inOrder<T>(context: EffectContext, key: string, task: () => Promise<T>): Promise<T> {
  let byKey = queues.get(context);
  if (!byKey) queues.set(context, (byKey = new Map()));
  const before = byKey.get(key) ?? Promise.resolve();
  const run = before.then(task, task);
  const settled = run.then(() => undefined, () => undefined);
  byKey.set(key, settled);
  // The last task of a key clears its entry, so the map holds only what is still running.
  void settled.then(() => {
    if (byKey.get(key) === settled) byKey.delete(key);
  });
  return run;
}
