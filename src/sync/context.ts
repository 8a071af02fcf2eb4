/** What every part of the sync engine shares: the core, the API client and a guarded way to append. */
import type { NotificationsClient } from '../api/notifications.ts';
import { withReadFlag, type Note as ApiNote } from '../api/schema.ts';
import { errorMessage, type Logger, type Note, type PanelCore, type PanelEvent, type PanelState } from '../core/index.ts';

/** What the engine tells the host page (REFERENCE §3): how many notes are new, and the newest one's type. */
export type HostMessage =
  | { type: 'notesIframeMessage'; action: 'render'; num_new: number; latest_type: string | null }
  | { type: 'notesIframeMessage'; action: 'renderAllSeen' };

/** Shared by the sync modules of one core. */
export interface SyncContext {
  core: PanelCore;
  client: NotificationsClient;
  logger: Logger;
  state(): PanelState;
  /** Appends unless the engine was disposed; a failing append is logged, never thrown into a callback. */
  emit(...events: PanelEvent[]): void;
  /** Keeps a background task so `idle()` can wait for it; its failure is logged, not lost. */
  run(name: string, task: () => Promise<void>): Promise<void>;
  isDisposed(): boolean;
}

/** Builds the context and the `idle`/`dispose` pair the engine exposes. */
export function createSyncContext(core: PanelCore, client: NotificationsClient): SyncContext & { idle(): Promise<void>; dispose(): void } {
  const logger = core.services.logger;
  const inFlight = new Set<Promise<void>>();
  let disposed = false;
  const emit = (...events: PanelEvent[]) => {
    for (const event of events) {
      if (disposed) return;
      try {
        core.append(event);
      } catch (error) {
        logger.error(`sync could not append ${event.type}: ${errorMessage(error)}`, error);
      }
    }
  };
  return {
    core,
    client,
    logger,
    state: () => core.state.peek(),
    emit,
    run(name, task) {
      const running = task().catch((error: unknown) => {
        logger.error(`sync ${name} failed: ${errorMessage(error)}`, error);
        emit({ type: 'effect/failed', trigger: `sync/${name}`, message: errorMessage(error) });
      });
      inFlight.add(running);
      void running.finally(() => inFlight.delete(running));
      return running;
    },
    isDisposed: () => disposed,
    async idle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
      await core.effects.idle();
    },
    dispose() {
      disposed = true;
    },
  };
}

/** The API's parsed note in the core's shape; payloads that only say `unread` get `read` from it. */
export const toCoreNote = withReadFlag as (note: ApiNote) => Note;
