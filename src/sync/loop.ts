/**
 * The sync loop of SPEC §4 "Polling": one fetch at a time, chosen from the inbox and the cache,
 * then the next run is timed: 30 s while unsubscribed, the slow safety poll while subscribed, the
 * back-off after failures. It sleeps while the document is hidden.
 */
import { errorMessage } from '../core/index.ts';
import { SYNC, backoffDelay } from './constants.ts';
import type { SyncContext } from './context.ts';
import type { Fetchers } from './fetch.ts';

const POLL = 'sync:poll';

/**
 * Why the loop runs: its own timer (which polls even while subscribed), something happening (a
 * message, the realtime pause ending), or the user coming back (panel opened, document shown),
 * which checks at once unless the last check is under 30 s old.
 */
export type LoopTrigger = 'timer' | 'wake' | 'resume';

/** The running loop. */
export interface Loop {
  main(trigger: LoopTrigger): void;
  /** Refetches the whole window (the locale changed: note text is localised by the server). */
  reload(): void;
  /** Subscribed or unsubscribed: retime the next poll. */
  retime(): void;
  dispose(): void;
}

interface Task {
  background: boolean;
  /** It checks the list (ids and hashes, or the window): it restarts the poll's countdown. */
  check: boolean;
  run: () => Promise<void>;
}

/** What the loop asks of the engine around it. */
export interface LoopHooks {
  /** Runs first on every pass. */
  ensureSubscription(): void;
  /** Runs after every successful check. */
  fetched(): void;
  /** Whether this tab syncs (it leads the tabs); a follower's loop never runs. */
  leading?(): boolean;
  /** Whether someone looks: this tab, or a follower tab the leader checks for. Default this tab's visibility. */
  visible?(): boolean;
}

/** Builds the loop. */
export function createLoop(context: SyncContext, fetchers: Fetchers, hooks: LoopHooks): Loop {
  const { timers } = context.core;
  let retries = 0;
  let busy = false;
  let again = false;
  let reloadDue = false;
  // When the list was last checked: a pushed note alone is not a check of the list.
  let lastCheckAt = -Infinity;

  function schedule(): void {
    if (context.isDisposed()) return;
    const subscribed = context.state().client.realtime === 'subscribed';
    const interval = subscribed ? SYNC.safetyPollMs : SYNC.refreshMs;
    // The poll counts from the last check of the list, so pushes in between (each re-arming the
    // timer) never put it off: with a push a minute the 180 s check still runs, catches what the
    // pushes missed and prunes the window.
    const sinceCheck = context.core.services.clock.now() - lastCheckAt;
    const delay = retries > 0 ? backoffDelay(retries) : Math.max(0, interval - (Number.isFinite(sinceCheck) ? sinceCheck : 0));
    timers.schedule(POLL, delay, () => main('timer'));
  }

  function nextTask(trigger: LoopTrigger): Task | null {
    const { client } = context.state();
    const { inbox } = client;
    if (reloadDue) {
      reloadDue = false;
      // Before the first load there is nothing to replace: that load asks in the new locale.
      if (client.hasLoaded) return { background: true, check: true, run: () => fetchers.full(true) };
    }
    const fresh = context.core.services.clock.now() - lastCheckAt < SYNC.refreshMs;
    // Coming back checks at once, but neither twice in 30 s nor ahead of a running back-off.
    if (trigger === 'resume' && inbox.length === 0 && ((fresh && client.hasLoaded) || retries > 0)) return null;
    // A live channel tells us about changes; only the safety timer polls it (and a returning user).
    if (client.realtime === 'subscribed' && client.hasLoaded && inbox.length === 0 && trigger === 'wake') return null;
    const first = inbox[0];
    if (inbox.length > 0) context.emit({ type: 'inbox/drained' });
    if (inbox.length === 1 && first?.action === 'push' && first.note_id !== undefined) {
      const id = first.note_id;
      return { background: client.hasLoaded, check: !client.hasLoaded, run: () => fetchers.one(id) };
    }
    if (client.hasLoaded) return { background: true, check: true, run: () => fetchers.changed() };
    // Nothing cached: the user is looking at a spinner until this answers.
    return { background: false, check: true, run: () => fetchers.full(false) };
  }

  function main(trigger: LoopTrigger): void {
    if (context.isDisposed() || hooks.leading?.() === false) return;
    hooks.ensureSubscription();
    if (busy) {
      again = true;
      return;
    }
    // Hidden: no requests at all; becoming visible wakes the loop.
    if (!(hooks.visible?.() ?? context.state().ui.isVisible)) return;
    // A running back-off is kept by everything but its own timer: during an outage a push (or a
    // returning user) would otherwise send one failing request each. Messages wait in the inbox.
    if (retries > 0 && trigger !== 'timer' && timers.has(POLL)) return;
    const task = nextTask(trigger);
    if (!task) {
      // Keep a running countdown; a timer that fired while hidden left none.
      if (!timers.has(POLL)) schedule();
      return;
    }
    busy = true;
    timers.cancel(POLL);
    void context.run('fetch', async () => {
      try {
        await task.run();
        retries = 0;
        if (task.check) lastCheckAt = context.core.services.clock.now();
        hooks.fetched();
      } catch (error) {
        retries++;
        const message = errorMessage(error);
        context.logger.warn(`notes fetch failed (${retries} in a row): ${message}`, error);
        context.emit(
          { type: 'notes/loadFailed', message, background: task.background },
          { type: 'sync/retryScheduled', retries, delayMs: backoffDelay(retries) },
        );
      } finally {
        busy = false;
        // Only what arrived meanwhile needs another pass (this one went through: no retries): the
        // check that just ended covers the rest.
        const rerun = again && retries === 0 && (reloadDue || context.state().client.inbox.length > 0);
        again = false;
        if (rerun) main('wake');
        else schedule();
      }
    });
  }

  return {
    main,
    reload() {
      reloadDue = true;
      main('wake');
    },
    retime() {
      // A pending back-off keeps its time; otherwise the interval follows the new state.
      if (busy || (retries > 0 && timers.has(POLL))) return;
      schedule();
    },
    dispose() {
      timers.cancel(POLL);
    },
  };
}
