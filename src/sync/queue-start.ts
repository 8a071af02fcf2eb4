/**
 * The offline queue's start: it follows connectivity (so an action taken offline is queued, not
 * tried) and starts the queue's engine (src/sync/queue.ts) once the first notes are in, or sooner
 * when an action is queued or the browser goes offline. The engine restores the stored queue, says
 * so and replays from there. The engine is imported then, a chunk of its own in the iframe app:
 * neither the badge nor the first open waits for it, and its replay waits for the actions it sends
 * through (the first-open chunk). What was queued before it loaded, it takes in from the state and
 * from storage. A failed load (offline, a deploy) is asked for again at the next trigger, under a
 * query of its own where the browser keeps a failed module failed (importAgain).
 */
import type { Disposer } from '../core/index.ts';
import { importAgain } from '../core/import-again.ts';
import type { SyncContext } from './context.ts';
import type { Connectivity } from './queue-lock.ts';
import type { LockManagerLike, OfflineQueue, registerOfflineQueue } from './queue.ts';

const loadEngine = importAgain(() => import('./queue.ts'));

/** The engine's module, as a harness hands it over (`SyncOptions.offlineQueue`). */
export interface OfflineQueueEngine {
  registerOfflineQueue: typeof registerOfflineQueue;
}

/** Follows connectivity (none: always online, as in tests and the CLI) and starts the engine; returns the disposer of both. */
export function startOfflineQueue(
  context: SyncContext,
  options: { connectivity?: Connectivity | undefined; locks?: LockManagerLike | undefined; offlineQueue?: OfflineQueueEngine | undefined },
): Disposer {
  const { connectivity } = options;
  const { core } = context;
  let engine: OfflineQueue | null = null;
  let loading: Promise<void> | null = null;
  const start = () => {
    // A load that fails (offline, a deploy) is logged by context.run and tried at the next trigger.
    const given = options.offlineQueue;
    if (given) {
      engine ??= given.registerOfflineQueue(context, options.locks);
      return;
    }
    loading ??= context.run('queue-load', async () => {
      try {
        const { registerOfflineQueue } = await loadEngine();
        // The engine's disposal disposes the context in the same task: a later load finds it disposed.
        if (!context.isDisposed()) engine = registerOfflineQueue(context, options.locks);
      } catch (error) {
        loading = null;
        throw error;
      }
    });
  };
  const disposers: Disposer[] = (['connectivity/changed', 'queue/added', 'notes/received'] as const).map((type) => core.effects.on(type, start));
  if (connectivity) {
    disposers.push(connectivity.subscribe((online) => {
      if (online === !!context.state().client.offline) context.emit({ type: 'connectivity/changed', online });
    }));
    if (!connectivity.online()) context.emit({ type: 'connectivity/changed', online: false });
  }
  return () => {
    for (const dispose of disposers) dispose();
    engine?.dispose();
  };
}
