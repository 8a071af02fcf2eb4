/**
 * The offline queue's start: it follows connectivity (so an action taken offline is queued, not
 * tried) and starts the queue's engine (src/sync/queue.ts) once the first notes are in, or sooner
 * when an action is queued or the browser goes offline. The engine restores the stored queue, says
 * so and replays from there.
 */
import type { Disposer } from '../core/index.ts';
import type { SyncContext } from './context.ts';
import type { Connectivity } from './queue-lock.ts';
import { registerOfflineQueue, type LockManagerLike, type OfflineQueue } from './queue.ts';

/** Follows connectivity (none: always online, as in tests and the CLI) and starts the engine. */
export function startOfflineQueue(context: SyncContext, options: { connectivity?: Connectivity | undefined; locks?: LockManagerLike | undefined }): { dispose: Disposer } {
  const { connectivity } = options;
  const { core } = context;
  let engine: OfflineQueue | null = null;
  const start = () => {
    engine ??= registerOfflineQueue(context, options.locks);
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
      engine?.dispose();
    },
  };
}
