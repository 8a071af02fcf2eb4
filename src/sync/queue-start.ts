/**
 * The part of the offline queue every panel loads: it follows connectivity (so an action taken
 * offline is queued, not tried) and loads the queue's engine (src/sync/queue.ts, a chunk of its
 * own, out of the first load) once the first notes are in, or sooner when an action is queued or
 * the browser goes offline. The engine restores the stored queue, says so and replays from there.
 */
import type { Disposer } from '../core/index.ts';
import type { SyncContext } from './context.ts';
import type { LockManagerLike, OfflineQueue, registerOfflineQueue } from './queue.ts';

/** The engine's module (src/sync/queue.ts), for a caller that has it already (the CLI, whose virtual time cannot wait for a chunk). */
export interface OfflineQueueEngine {
  registerOfflineQueue: typeof registerOfflineQueue;
}
import type { Connectivity } from './queue-lock.ts';

/** Follows connectivity (none: always online, as in tests and the CLI) and loads the engine. */
export function startOfflineQueue(
  context: SyncContext,
  options: { connectivity?: Connectivity | undefined; locks?: LockManagerLike | undefined; offlineQueueEngine?: OfflineQueueEngine | undefined },
): { dispose: Disposer } {
  const { connectivity } = options;
  const { core } = context;
  let engine: Promise<OfflineQueue> | null = null;
  const start = () => {
    if (engine) return;
    const module = options.offlineQueueEngine ? Promise.resolve(options.offlineQueueEngine) : import('./queue.ts');
    const loading = (engine = module.then(({ registerOfflineQueue }) => registerOfflineQueue(context, options.locks)));
    // Offline before the chunk arrived: it is asked for again on the next trigger.
    void context.run('offlineQueue', () => loading.then(() => undefined, (error: unknown) => {
      engine = null;
      throw error;
    }));
  };
  const disposers: Disposer[] = (['connectivity/changed', 'queue/added', 'notes/received'] as const).map((type) => core.effects.on(type, start));
  if (connectivity) {
    disposers.push(connectivity.subscribe((online) => {
      if (online === !!context.state().client.offline) context.emit({ type: 'connectivity/changed', online });
    }));
    if (!connectivity.online()) context.emit({ type: 'connectivity/changed', online: false });
  }
  return {
    dispose() {
      for (const dispose of disposers) dispose();
      void engine?.then((loaded) => loaded.dispose(), () => undefined);
    },
  };
}
