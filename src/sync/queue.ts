/**
 * The offline queue's engine: it keeps the queue in storage (one key, shared by the tabs), follows
 * connectivity, and replays the waiting actions in order, one at a time, under a lock the tabs share.
 * Each entry is checked first (queue-check.ts: its note is held here or on the platform, and it acts
 * on that note's own comment). A network failure stops the replay and keeps the rest; a note or
 * comment that is gone (or never was) drops that entry with a message and puts its state back;
 * another API error is the action's ordinary failure. What storage would not keep, or may hold though
 * it was sent, is handled as queue-keep.ts says.
 */
import {
  DeadlineError, errorMessage, failedEvents, failureStatus, isNetworkError, withDeadline,
  type Disposer, type EffectContext, type PanelEvent, type QueueableRequest, type QueueEntry,
} from '../core/index.ts';
import { markRead } from '../api/notifications.ts';
import type { SyncContext } from './context.ts';
import { entryProblem } from './queue-check.ts';
import { keepQueue } from './queue-keep.ts';
import { storageLock, webLock, type LockManagerLike, type QueueLock } from './queue-lock.ts';
import { QUEUE_KEY, QUEUE_LIMIT, QUEUE_RETRY_MS, QUEUE_SEND_DEADLINE_MS } from './queue-store.ts';

export type { LockManagerLike } from './queue-lock.ts';

/** What a dropped step says when its action names no message of its own. */
export const GONE_OTHER = 'An action was not sent: its notification no longer exists.';
/** What an action says when storage would not keep it while it cannot be sent now. */
export const NOT_KEPT = "An action could not be saved to send later, so it was not kept. Please try again once you're back online.";
/** What an action says when an earlier try of it may have landed and nothing can check that it did. */
export const MAYBE_SENT = 'An action may already have been sent, so it was not sent again. Please check that it took effect.';

/**
 * Whether the platform says the thing acted on no longer exists: 410, or a code naming it
 * (`unknown_comment`, `unknown_post`…). A 404 alone may be an endpoint it does not know (a
 * plugin's, or `unknown_path`): that is an ordinary failure, said as the action says one.
 */
export function isGoneError(error: unknown): boolean {
  const { statusCode, error: code } = (error ?? {}) as { statusCode?: unknown; error?: unknown };
  return statusCode === 410 || (typeof code === 'string' && /^unknown_(comment|post|blog|site|note|user)$/.test(code));
}

/** The engine's handle: replay now (tests, the retry timer), and its disposer. */
export interface OfflineQueue {
  replay(): Promise<void>;
  dispose: Disposer;
}

const sameKeys = (a: readonly QueueEntry[], b: readonly QueueEntry[]) => a.length === b.length && a.every((entry, index) => entry.key === b[index]?.key);

/**
 * Wires the queue to storage and the lock (a claim in storage unless given), takes in what is
 * stored and what this tab queued before it loaded, and sends it when online.
 */
export function registerOfflineQueue(context: SyncContext, locks?: LockManagerLike): OfflineQueue {
  const { core, logger } = context;
  const { storage, timers, clock } = core.services;
  // Web Locks: a second tab waits its turn, then finds the queue already sent. Else a storage claim.
  const lock: QueueLock = locks ? webLock(locks, core.services) : storageLock(storage, Math.random().toString(36).slice(2), core.services);
  const effectContext: EffectContext = { ...core.services, state: context.state };
  const kept = keepQueue(storage, logger);
  /** The entries another tab (or this one, before the engine loaded) left in storage, when they differ from the state's. */
  const restore = (entries: QueueEntry[]) => {
    if (!sameKeys(entries, context.state().queue)) context.emit({ type: 'queue/restored', entries });
  };
  const forget = (event: { key: string }) => kept.settle(event.key);
  let running: Promise<void> | null = null;
  // After a network failure while online: again in 2 s, 4 s, 8 s… up to 30 s (the browser's
  // `online` event can come a moment before requests get through); a request that goes through resets it.
  let failures = 0;
  const retryLater = () => timers.schedule('queue-retry', Math.min(2000 * 2 ** failures++, QUEUE_RETRY_MS), () => void replay());

  const offline = (): PanelEvent => ({ type: 'status/shown', message: "You're offline. Actions will be sent when you're back online.", kind: 'info' });

  // Read marks are this engine's own (src/sync/read.ts queues them); a failed one stays read locally.
  const readRequest: QueueableRequest = {
    keeps: 'read',
    async send(entry) {
      if (!(await markRead(context.client, [entry.noteId], entry.on ? 9999 : -1))) throw new Error('the read call reported no success');
    },
    succeeded: () => [],
    failed: () => [],
    failureMessage: () => null,
    goneMessage: (entry) => (entry.on ? 'Marking a notification as read was not sent: it no longer exists.' : 'Marking a notification as unread was not sent: it no longer exists.'),
  };
  /** The request that sends an entry: the action's own. */
  const requestOf = (entry: QueueEntry): QueueableRequest | undefined => (entry.action === 'mark-read' ? readRequest : core.registry.action(entry.action)?.queue);

  /** The entry whose request is out now, if any. */
  let sending: string | null = null;
  /** Fails the entries only this tab holds (storage would not keep them) that cannot be sent now. */
  const notKept = (entries: readonly QueueEntry[]): PanelEvent[] => {
    const failed = entries.filter((entry) => kept.alone(entry.key) && entry.key !== sending);
    if (failed.length === 0) return [];
    logger.warn(`${failed.length} waiting action(s) failed: storage would not keep them, and they cannot be sent now`);
    return [
      ...failed.flatMap((entry): PanelEvent[] => [{ type: 'queue/dropped', key: entry.key, reason: 'failed' }, ...(requestOf(entry)?.failed(entry, 'storage would not keep it') ?? [])]),
      failureStatus(NOT_KEPT),
    ];
  };

  /** Sends one entry: it went through, was dropped, or the connection failed (the replay stops there). */
  async function sendOne(entry: QueueEntry): Promise<'sent' | 'dropped' | 'stopped'> {
    const request = requestOf(entry);
    const what = `${entry.action} of note ${entry.noteId}`;
    const drop = (message: string, reason: 'failed' | 'gone', ...events: PanelEvent[]) => {
      logger.warn(`queued ${what} dropped: ${message}`);
      context.emit({ type: 'queue/dropped', key: entry.key, reason }, ...events);
      return 'dropped' as const;
    };
    // Storage holds what any script of the origin wrote: an entry no action of this build sends, or
    // that keeps another state than its action does, is dropped unsent (its kept state goes with it).
    if (!request) return drop('no action sends it', 'failed');
    if (request.keeps !== entry.keeps) return drop(`it keeps ${entry.keeps}, its action ${request.keeps}`, 'failed');
    // A read mark says none of its failures; it stays read, as a failed read call leaves it.
    const said = request.failureMessage(entry) === null ? [] : [failureStatus(MAYBE_SENT)];
    const unsure = () => drop('an earlier try may have landed', 'failed', ...request.failed(entry, MAYBE_SENT), ...said);
    const gone = (message: string) =>
      drop(message, 'gone', ...request.failed(entry, message), failureStatus(request.goneMessage?.(entry) || GONE_OTHER));
    try {
      // A step whose first try landed (a trash before the tab crashed) is done, even if its note has
      // left the platform since (the note of a trashed comment does). Asking changes nothing.
      const landed = (await request.landed?.(entry, effectContext)) === true;
      // Only a step for a note the panel holds or the platform has, on that note's own comment, goes out.
      const problem = landed ? null : await entryProblem(context.client, context.state(), entry);
      if (problem) return gone(problem);
      if (!landed) {
        // An earlier try (a tab closed before it took the entry out, storage that would not let it)
        // may have landed: sent again only once the action's own check said it did not. An action
        // with no such check (approve, like, a read mark: each sets a state) is not sent again: the
        // state it asks for may have been changed since on purpose (an approval undone on the
        // dashboard), so its state goes back to the platform's and the user is asked to check.
        if (kept.beforeSend(entry) === 'unsure' && !request.landed) return unsure();
        sending = entry.key;
        // A request that never settles (a plugin's, a stalled connection) must not hold the queue behind it.
        await withDeadline(clock, QUEUE_SEND_DEADLINE_MS, what, () => request.send(entry, effectContext)).finally(() => (sending = null));
      }
    } catch (error) {
      const message = errorMessage(error);
      const pastDeadline = error instanceof DeadlineError;
      if (pastDeadline || isNetworkError(error)) {
        logger.warn(`replay stopped at ${what}: ${message}`);
        // Past its deadline the request may still land: it stays marked as tried, so the next replay
        // checks it (landed) or, for an action with no check, drops it and says so, before the rest go.
        if (!pastDeadline) kept.unanswered(entry.key);
        return 'stopped';
      }
      return isGoneError(error) ? gone(message) : drop(message, 'failed', ...failedEvents(request, entry, message));
    }
    failures = 0;
    context.emit({ type: 'queue/replayed', key: entry.key });
    context.emit(...(await request.succeeded(entry, effectContext)));
    return 'sent';
  }

  async function drain(): Promise<void> {
    // Another tab may have sent (or added) some while this one waited for the lock.
    restore(kept.entries());
    const outcomes = { sent: 0, dropped: 0, stopped: 0 };
    for (;;) {
      const entry = context.state().queue[0];
      if (!entry || context.state().client.offline || context.isDisposed()) break;
      const outcome = await sendOne(entry);
      outcomes[outcome]++;
      if (outcome === 'stopped') break;
    }
    // What storage would not keep goes now or not at all: it must not wait, shown as safe, for a reload to lose it.
    if (outcomes.stopped > 0 || context.state().client.offline) context.emit(...notKept(context.state().queue));
    if (outcomes.stopped > 0) return void retryLater();
    // A drop has said its own message, which this one must not replace.
    if (outcomes.sent > 0 && outcomes.dropped === 0 && context.state().queue.length === 0) context.emit({ type: 'status/shown', message: 'Every waiting action was sent.', kind: 'success' });
  }

  function replay(): Promise<void> {
    if (running) return running;
    const state = context.state();
    if (state.client.offline || state.queue.length === 0 || context.isDisposed()) return Promise.resolve();
    running = (async () => {
      let loaded = true;
      await context.run('replayQueue', async () => {
        // The actions that send the entries may load later (the frame's first-open chunk): the replay
        // waits for them, and when they cannot load it stops as for a dropped connection.
        try {
          await core.loadPlugins();
        } catch (error) {
          loaded = false;
          logger.warn(`replay waits: the actions' code did not load: ${errorMessage(error)}`);
          retryLater();
        }
      });
      if (!loaded || context.isDisposed()) return;
      // Waiting for the lock is no request: idle() waits for the drain once it starts, not for the lock.
      const turn = await lock.run(() => context.run('replayQueue', drain));
      if (turn.ran || context.isDisposed()) return;
      logger.debug(`replay waits ${Math.round(turn.retryInMs / 1000)} s: another tab sends`);
      timers.schedule('queue-retry', turn.retryInMs, () => void replay());
    })();
    void running.finally(() => (running = null));
    return running;
  }

  const disposers: Disposer[] = [
    core.effects.on('queue/added', (event) => {
      const { entry } = event;
      // A full queue takes no more: that action fails as it would have, its state put back.
      if (context.state().queue.length > QUEUE_LIMIT) {
        logger.warn(`${entry.action} of note ${entry.noteId} not queued: ${QUEUE_LIMIT} actions already wait`);
        const dropped: PanelEvent = { type: 'queue/dropped', key: entry.key, reason: 'failed' };
        const request = requestOf(entry);
        return [dropped, ...(request ? failedEvents(request, entry, 'the queue is full') : [])];
      }
      // Storage would not keep it: offline it fails now, online it goes now (and fails if it cannot).
      if (!kept.add(entry)) return context.state().client.offline ? notKept([entry]) : void replay();
      // A network error while the browser says online: try again a little later.
      if (!context.state().client.offline && !timers.has('queue-retry')) retryLater();
    }),
    core.effects.on('queue/replayed', forget),
    core.effects.on('queue/dropped', forget),
    storage.onExternalChange((change) => (change.key === QUEUE_KEY ? restore(kept.entries()) : undefined)),
    // Going offline or back online is said here, with how many actions wait; online, they go out.
    core.effects.on('connectivity/changed', (event) => {
      const waiting = context.state().queue.length;
      // What storage would not keep cannot wait; one being sent is failed by the replay if it does not go through.
      if (!event.online) return [offline(), ...notKept(context.state().queue)];
      void replay();
      return waiting > 0
        ? { type: 'status/shown', message: 'Back online: sending %d waiting action.', plural: 'Back online: sending %d waiting actions.', count: waiting, kind: 'info' }
        : { type: 'status/shown', message: "You're back online.", kind: 'info' };
    }),
    () => timers.cancel('queue-retry'),
  ];

  // Loaded because the browser went offline: that change came before this engine could hear it.
  if (context.state().client.offline) context.emit(offline());
  // Entries this tab queued before the engine loaded join the stored ones (another tab's too).
  const local = context.state().queue;
  const saved = kept.entries();
  for (const entry of local) kept.add(entry);
  restore(kept.entries());
  const unsaved = local.filter((entry) => kept.alone(entry.key));
  if (context.state().client.offline) context.emit(...notKept(unsaved));
  // A queue from storage (or what it would not keep) goes out now; one just queued here after a network error, a little later.
  if (saved.length > 0 || unsaved.length > 0) void replay();
  else if (local.length > 0 && !context.state().client.offline) retryLater();

  return { replay, dispose: () => disposers.forEach((dispose) => dispose()) };
}
