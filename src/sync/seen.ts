/**
 * Seen (SPEC §4): the bell's one time stamp. The panel counts as seen only when it is showing and
 * visible and a newer note exists; the time is then recorded locally and posted, and only moves
 * forward. Other tabs' times arrive through storage events.
 */
import { markSeen } from '../api/notifications.ts';
import { parseLastSeenTime } from '../api/schema.ts';
import { SEEN_CLOCK_SKEW_S, STORAGE_KEYS, errorMessage, isPlausibleSeenTime, noteTime, type Disposer, type Note } from '../core/index.ts';
import { backoffDelay } from './constants.ts';
import type { SyncContext } from './context.ts';

const RETRY = 'sync:seen-retry';

/** Wires the seen rules; `report` tells the host the new count. Returns the disposer. */
export function registerSeen(context: SyncContext, report: () => void): Disposer {
  const { core } = context;
  const { storage, clock, timers } = core.services;
  let retries = 0;

  /** Last-seen time from storage text in seconds (ms converted, as from the API), or null. */
  function parseStoredTime(value: string | null): number | null {
    const time = parseLastSeenTime(value);
    if (time === undefined || time <= 0) return null;
    // A corrupt time far ahead would count every note as seen, silencing the bell for good.
    if (!isPlausibleSeenTime(time, clock.now())) {
      context.logger.warn(`ignoring ${STORAGE_KEYS.lastMarkedSeen} ${time}: more than ${SEEN_CLOCK_SKEW_S} s ahead of now`);
      return null;
    }
    return time;
  }

  /** Posts the newest recorded time; a failure retries on the sync back-off until one gets through. */
  function post(): void {
    const time = context.state().client.lastSeenTime;
    void context.run('markSeen', async () => {
      try {
        await markSeen(context.client, time);
        retries = 0;
      } catch (error) {
        retries++;
        const delayMs = backoffDelay(retries);
        context.logger.warn(`seen call for ${time} failed (${retries} in a row), retrying in ${delayMs} ms: ${errorMessage(error)}`, error);
        // A newer time posted meanwhile replaces this retry; the retry posts the newest time then.
        if (!context.isDisposed()) timers.schedule(RETRY, delayMs, post);
      }
    });
  }

  // What another tab (or an earlier visit) already saw counts here too.
  const stored = parseStoredTime(storage.get(STORAGE_KEYS.lastMarkedSeen));
  if (stored !== null && stored > context.state().client.lastSeenTime) context.emit({ type: 'notes/seenRecorded', time: stored });

  /**
   * The time that marks the newest note seen, rounded up so the note is not "newer" than it. A note
   * dated later than now plus the clock skew (a bad or hostile answer) is not seen yet: its time would
   * silence the bell on every device until then.
   */
  function newestSeenTime(notes: readonly Note[]): number | null {
    const latest = clock.now() / 1000 + SEEN_CLOCK_SKEW_S;
    for (const note of notes) {
      const time = Math.ceil(noteTime(note) / 1000);
      if (time <= latest) return time;
    }
    return null;
  }

  function check(): void {
    const { ui, client } = context.state();
    if (!ui.isPanelOpen || !ui.isVisible) return;
    const time = newestSeenTime(core.select.sortedNotes.value);
    if (time === null || time <= client.lastSeenTime) return;
    context.emit({ type: 'notes/seenRecorded', time });
    storage.set(STORAGE_KEYS.lastMarkedSeen, String(time));
    report();
    timers.cancel(RETRY);
    post();
  }

  const disposers: Disposer[] = [
    core.effects.on('notes/received', () => check()),
    core.effects.on('panel/opened', () => check()),
    core.effects.on('document/visibilityChanged', (event) => (event.visible ? check() : undefined)),
    storage.onExternalChange((change) => {
      if (change.key !== STORAGE_KEYS.lastMarkedSeen) return;
      const time = parseStoredTime(change.newValue);
      if (time === null || time <= context.state().client.lastSeenTime) return;
      context.emit({ type: 'notes/seenRecorded', time });
      report();
    }),
  ];
  return () => {
    disposers.forEach((dispose) => dispose());
    timers.cancel(RETRY);
  };
}
