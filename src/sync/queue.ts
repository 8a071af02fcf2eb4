/**
 * The offline queue's engine: it keeps the queue in storage (one key, shared by the tabs), follows
 * connectivity, and replays the waiting actions in order, one at a time, under a lock the tabs share.
 * A network failure stops the replay and keeps the rest; an answer that the note or comment is gone
 * drops that entry with a message and puts its state back; another API error is the action's
 * ordinary failure.
 */
import {
  QUEUE_KEY, QUEUE_RETRY_MS, errorMessage, isGoneError, isNetworkError, readQueue, writeQueue,
  type Disposer, type EffectContext, type PanelEvent, type QueueEntry,
} from '../core/index.ts';
import type { SyncContext } from './context.ts';
import type { Connectivity, QueueLock } from './queue-lock.ts';

/** The engine's handle: replay now (tests, the retry timer), and its disposer. */
export interface OfflineQueue {
  replay(): Promise<void>;
  dispose: Disposer;
}

const sameKeys = (a: readonly QueueEntry[], b: readonly QueueEntry[]) => a.length === b.length && a.every((entry, index) => entry.key === b[index]?.key);

/** Wires the queue to storage, connectivity and the lock. */
export function registerOfflineQueue(context: SyncContext, options: { connectivity: Connectivity; lock: QueueLock }): OfflineQueue {
  const { core, logger } = context;
  const { storage, timers } = core.services;
  const effectContext: EffectContext = { ...core.services, state: () => core.state.peek() };
  const stored = () => readQueue(storage, logger);
  const persist = (change: (entries: QueueEntry[]) => QueueEntry[]) => writeQueue(storage, change(stored()));
  let running: Promise<void> | null = null;

  function status(message: string, kind: 'info' | 'failure' | 'success', counted?: { plural: string; count: number }): PanelEvent {
    return { type: 'status/shown', message, kind, ...(kind === 'failure' ? { durationMs: 6000 } : {}), ...counted };
  }

  /** Sends one entry: it went through, was dropped, or the connection failed (the replay stops there). */
  async function sendOne(entry: QueueEntry): Promise<'sent' | 'dropped' | 'stopped'> {
    const request = core.registry.action(entry.action)?.queue;
    if (!request) {
      logger.warn(`queued ${entry.action} of note ${entry.noteId} dropped: no action sends it`);
      context.emit({ type: 'queue/dropped', key: entry.key, reason: 'failed' });
      return 'dropped';
    }
    try {
      await request.send(entry, effectContext);
    } catch (error) {
      const message = errorMessage(error);
      if (isNetworkError(error)) {
        logger.warn(`replay stopped at ${entry.action} of note ${entry.noteId}: ${message}`);
        return 'stopped';
      }
      logger.warn(`queued ${entry.action} of note ${entry.noteId} dropped: ${message}`);
      const gone = isGoneError(error);
      const said = gone ? request.goneMessage(entry) : request.failureMessage(entry);
      context.emit({ type: 'queue/dropped', key: entry.key, reason: gone ? 'gone' : 'failed' }, ...request.failed(entry, message));
      if (said) context.emit(status(said, 'failure'));
      return 'dropped';
    }
    context.emit({ type: 'queue/replayed', key: entry.key });
    context.emit(...(await request.succeeded(entry, effectContext)));
    return 'sent';
  }

  async function drain(): Promise<void> {
    // Another tab may have sent (or added) some while this one waited for the lock.
    const latest = stored();
    if (!sameKeys(latest, context.state().queue)) context.emit({ type: 'queue/restored', entries: latest });
    const outcomes = { sent: 0, dropped: 0, stopped: 0 };
    for (;;) {
      const entry = context.state().queue[0];
      if (!entry || !context.state().client.online || context.isDisposed()) break;
      const outcome = await sendOne(entry);
      outcomes[outcome]++;
      if (outcome === 'stopped') {
        timers.schedule('queue-retry', QUEUE_RETRY_MS, () => (void replay(), null));
        return;
      }
    }
    // A drop has said its own message, which this one must not replace.
    if (outcomes.sent > 0 && outcomes.dropped === 0 && context.state().queue.length === 0) context.emit(status('Every waiting action was sent.', 'success'));
  }

  function replay(): Promise<void> {
    if (running) return running;
    const state = context.state();
    if (!state.client.online || state.queue.length === 0 || context.isDisposed()) return Promise.resolve();
    running = context.run('replayQueue', async () => {
      await options.lock.run(drain);
    });
    void running.finally(() => (running = null));
    return running;
  }

  const disposers: Disposer[] = [
    core.effects.on('queue/added', (event) => {
      persist((entries) => (entries.some((entry) => entry.key === event.entry.key) ? entries : [...entries, event.entry]));
      // A network error while the browser says online: try again a little later.
      if (context.state().client.online && !timers.has('queue-retry')) timers.schedule('queue-retry', QUEUE_RETRY_MS, () => (void replay(), null));
    }),
    core.effects.on('queue/replayed', (event) => persist((entries) => entries.filter((entry) => entry.key !== event.key))),
    core.effects.on('queue/dropped', (event) => persist((entries) => entries.filter((entry) => entry.key !== event.key))),
    storage.onExternalChange((change) => {
      if (change.key !== QUEUE_KEY) return;
      const latest = stored();
      if (!sameKeys(latest, context.state().queue)) context.emit({ type: 'queue/restored', entries: latest });
    }),
    options.connectivity.subscribe((online) => {
      if (online === context.state().client.online) return;
      context.emit({ type: 'connectivity/changed', online });
      const waiting = context.state().queue.length;
      if (!online) context.emit(status("You're offline. Actions will be sent when you're back online.", 'info'));
      else if (waiting > 0) context.emit(status("Back online: sending %d waiting action.", 'info', { plural: "Back online: sending %d waiting actions.", count: waiting }));
      else context.emit(status("You're back online.", 'info'));
      if (online) void replay();
    }),
    () => timers.cancel('queue-retry'),
  ];

  if (!options.connectivity.online()) context.emit({ type: 'connectivity/changed', online: false });
  const restored = stored();
  if (restored.length > 0) context.emit({ type: 'queue/restored', entries: restored });
  void replay();

  return { replay, dispose: () => disposers.forEach((dispose) => dispose()) };
}
