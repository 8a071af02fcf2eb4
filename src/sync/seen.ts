/**
 * Seen (SPEC §4): the bell's one time stamp. The panel counts as seen only when it is showing and
 * visible and a newer note exists; the time is then recorded locally and posted, and only moves
 * forward. Other tabs' times arrive through storage events.
 */
import { markSeen } from '../api/notifications.ts';
import { parseLastSeenTime } from '../api/schema.ts';
import { STORAGE_KEYS, noteTime, type Disposer } from '../core/index.ts';
import type { SyncContext } from './context.ts';

/** Last-seen time from storage text in seconds (milliseconds converted, as from the API), or null. */
function parseStoredTime(value: string | null): number | null {
  const time = value === null ? undefined : parseLastSeenTime(value);
  return time !== undefined && time > 0 ? time : null;
}

/** Wires the seen rules; `report` tells the host the new count. Returns the disposer. */
export function registerSeen(context: SyncContext, report: () => void): Disposer {
  const { core } = context;
  const { storage } = core.services;

  // What another tab (or an earlier visit) already saw counts here too.
  const stored = parseStoredTime(storage.get(STORAGE_KEYS.lastMarkedSeen));
  if (stored !== null && stored > context.state().client.lastSeenTime) context.emit({ type: 'notes/seenRecorded', time: stored });

  function check(): void {
    const { ui, client } = context.state();
    if (!ui.isPanelOpen || !ui.isVisible) return;
    const newest = core.select.newestNewNote.value;
    if (!newest) return;
    // Rounded up, so the newest note is not "newer" than the time that marks it seen.
    const time = Math.ceil(noteTime(newest) / 1000);
    if (time <= client.lastSeenTime) return;
    context.emit({ type: 'notes/seenRecorded', time });
    storage.set(STORAGE_KEYS.lastMarkedSeen, String(time));
    report();
    void context.run('markSeen', async () => {
      await markSeen(context.client, time);
    });
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
  return () => disposers.forEach((dispose) => dispose());
}
