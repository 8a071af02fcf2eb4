/**
 * Snooze's effects: a committed snooze step decides its wake time here (the clock and the time zone
 * are read in effects, never in the slice), is saved, and one timer on the core's clock wakes the
 * earliest due notes. A woken note comes back unread (the sync engine sends the mark); one the panel
 * no longer holds is asked for as a push would be, one at a time, and marked once it arrives.
 */
import { failureStatus, localMidnight, type EffectContext, type EffectTable, type LoggedEventOf, type PanelEvent } from '../../src/core/index.ts';
import { entriesRead, isSnoozeKind, MAX_ASLEEP, SNOOZE_HOUR, snoozed, snoozes, wakeSettings, woke } from './snooze-state.ts';
import { writeEntries } from './snooze-store.ts';

const TIMER = 'snooze:wake';

// example:timed-timer
/** The notes due now, as the fact that wakes them; null when none is. */
function dueNow(context: EffectContext): PanelEvent | null {
  const now = context.clock.now();
  const ids = Object.entries(snoozes.read(context.state()).asleep).flatMap(([id, until]) => (until <= now ? [Number(id)] : []));
  return ids.length ? woke.make(null, { ids }) : null;
}

/** Sets the one timer for the earliest note asleep (none when no note is). */
function arm(context: EffectContext): void {
  const times = Object.values(snoozes.read(context.state()).asleep);
  if (times.length === 0) {
    context.timers.cancel(TIMER);
    return;
  }
  const delay = Math.max(0, Math.min(...times) - context.clock.now());
  context.timers.schedule(TIMER, delay, () => {
    // A timer that fires early (the clock moved) finds nothing due and waits again.
    const due = dueNow(context);
    if (!due) arm(context);
    return due;
  });
}
// end

/** Woken notes now loaded are marked unread; the first one not loaded is asked for once. */
function catchUp(context: EffectContext): PanelEvent[] {
  const state = context.state();
  const { unmarked, asked } = snoozes.read(state);
  const events: PanelEvent[] = [];
  const loaded = unmarked.filter((id) => state.notes[id]);
  if (loaded.length) events.push({ type: 'note/markedUnread', ids: loaded });
  const missing = unmarked.find((id) => !state.notes[id] && !asked.includes(id));
  if (missing !== undefined && state.client.inbox.length === 0) events.push({ type: 'inbox/messageReceived', message: { action: 'push', note_id: missing } });
  return events;
}

// example:timed-commit
/** The step's window ended: its notes sleep until the time chosen, or all come back when there is no room. */
function commit(event: LoggedEventOf<'undo/committed'>, context: EffectContext): PanelEvent[] | undefined {
  if (!isSnoozeKind(event.kind)) return undefined;
  const state = context.state();
  const ids = (event.ids ?? [event.id]).filter((id) => state.notes[id]);
  const asleep = Object.keys(snoozes.read(state).asleep).length;
  if (asleep + ids.length > MAX_ASLEEP) {
    const message = 'No more notifications can be snoozed now. Wake some first.';
    return [...ids.map((id): PanelEvent => ({ type: 'note/removalFailed', id, kind: event.kind, message })), failureStatus(message)];
  }
  if (ids.length === 0) return undefined;
  // An hour from the commit, or the next calendar day at the time set (8:00 unless the person chose
  // another) on this device's clock, daylight saving included.
  const [hours, minutes] = wakeSettings.read(state)['wake-at'].split(':').map(Number);
  const until = event.kind === SNOOZE_HOUR ? event.at + 3_600_000 : new Date(localMidnight(event.at, -1)).setHours(hours!, minutes!);
  return [snoozed.make(null, { ids, until })];
}
// end

/** The effects snooze.ts declares. */
export const snoozeEffects: EffectTable = {
  'undo/committed': commit,
  ...snoozed.effect(({ data }, context) => {
    const saved = writeEntries(context, data.ids, { until: data.until });
    arm(context);
    return saved ? undefined : failureStatus('Snoozed in this tab only: it could not be saved, and a reload brings it back.');
  }),
  ...woke.effect(({ data, at }, context) => {
    writeEntries(context, data.ids, { woke: at });
    arm(context);
    return catchUp(context);
  }),
  ...entriesRead.effect((_fact, context) => arm(context)),
  // A tab that slept (a closed lid, a throttled background timer) wakes what is due when it shows again.
  'document/visibilityChanged': (event, context) => (event.visible ? dueNow(context) ?? undefined : undefined),
  'notes/received': (_event, context) => catchUp(context),
  'notes/loadFailed': (_event, context) => catchUp(context),
};
