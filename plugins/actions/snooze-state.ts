/**
 * Snooze's facts and its slice of state: the notes asleep until a time (held out of the list), and
 * the notes woken at a time (raised to the top of the list, their rows marked). Every fact carries
 * the times it was decided with, so a replayed log folds the same state in any time zone.
 */
import { defineSettings, defineState, definePluginEvent, isPositiveId, isRecord, readFields, without, type PanelState } from '../../src/core/index.ts';

/** The two removal kinds, by the time each snoozes until, and whether an undo step's kind is one of them. */
export const SNOOZE_HOUR = 'snooze-hour';
export const SNOOZE_MORNING = 'snooze-morning';
export const isSnoozeKind = (kind: string) => kind === SNOOZE_HOUR || kind === SNOOZE_MORNING;
/** At most this many notes asleep, and this many stored snoozes (asleep or woken) read back. */
export const MAX_ASLEEP = 100;
export const MAX_STORED = 200;

// example:settings
/** "Snooze until tomorrow"'s setting: when the note wakes, on this device's clock. */
export const wakeSettings = defineSettings('snooze-tomorrow', {
  'wake-at': { type: 'time', label: 'Snooze until tomorrow: wake me at', default: '08:00' },
});

/** The wake time as the texts say it: 8:00, 7:30, 18:15. */
export const wakeTime = (state: PanelState): string => wakeSettings.read(state)['wake-at'].replace(/^0(\d)/, '$1');
// end

/** A note's stored snooze: asleep until a time, or woken at one (ms); null when it has none. */
export type SnoozeEntry = { until: number } | { woke: number } | null;

/** Snooze's slice of state. */
export interface Snoozes {
  /** Asleep, by note id: when each wakes. */
  asleep: Record<string, number>;
  /** Woken, by note id: when (the list's time of the note, so it stands at the top). */
  woken: Record<string, number>;
  /** Woken here but not yet marked unread (not loaded when they woke); `asked` of them were fetched once. */
  unmarked: number[];
  asked: number[];
}

const isTime = (value: unknown): value is number => Number.isFinite(value);
const isTimes = (value: unknown) => isRecord(value) && Object.values(value).every(isTime);
const isIds = (value: unknown): value is number[] => Array.isArray(value) && value.every(isPositiveId);
const isIdList = (value: unknown): value is number[] => isIds(value) && value.length > 0 && value.length <= MAX_STORED;

/** An entry read back from a log or storage: its shape only (snooze-store.ts checks its times against the clock). */
export function parseEntry(value: unknown): SnoozeEntry | undefined {
  if (value === null) return null;
  if (!isRecord(value)) return undefined;
  const { until, woke } = value;
  return isTime(until) && woke === undefined ? { until } : isTime(woke) && until === undefined ? { woke } : undefined;
}

// example:timed-facts
/** Notes snoozed until `until`: what a committed snooze step recorded. */
export const snoozed = definePluginEvent('snooze', 'snoozed', readFields({ ids: isIdList, until: 'number' }));

/** Notes woken (at their time, or early): they come back at the top of the list. */
export const woke = definePluginEvent('snooze', 'woke', readFields({ ids: isIdList }));
// end

/** Entries read from storage, at start or when another tab wrote them: what they say replaces this tab's. */
export const entriesRead = definePluginEvent('snooze', 'read', (data) => {
  if (!isRecord(data) || Object.keys(data).length > MAX_STORED) return null;
  const entries: Record<string, SnoozeEntry> = {};
  for (const [id, value] of Object.entries(data)) {
    const entry = parseEntry(value);
    if (!isPositiveId(Number(id)) || entry === undefined) return null;
    entries[id] = entry;
  }
  return entries;
});

const EMPTY: Snoozes = { asleep: {}, woken: {}, unmarked: [], asked: [] };

/** What `entries` say of their notes replaces what the slice had: asleep (as far as there is room), woken, or neither. */
function settle(field: Snoozes, entries: [number | string, SnoozeEntry][]): Snoozes {
  const asleep = { ...field.asleep };
  const woken = { ...field.woken };
  for (const [id, entry] of entries) {
    delete woken[id];
    if (entry && 'until' in entry) {
      if (id in asleep || Object.keys(asleep).length < MAX_ASLEEP) asleep[id] = entry.until;
    } else {
      delete asleep[id];
      if (entry) woken[id] = entry.woke;
    }
  }
  return { ...field, asleep, woken };
}

// example:timed-slice
/** Snooze's slice: holds the notes asleep, raises the notes woken. */
export const snoozes = defineState<Snoozes>('snooze', {
  init: () => EMPTY,
  on: {
    ...snoozed.on((field: Snoozes, { data }) => settle(field, data.ids.map((id) => [id, { until: data.until }]))),
    ...woke.on((field: Snoozes, { data, at }) => {
      const ids = data.ids.filter((id) => id in field.asleep);
      if (ids.length === 0) return field;
      return { ...settle(field, ids.map((id) => [id, { woke: at }])), unmarked: [...new Set([...field.unmarked, ...ids])] };
    }),
    ...entriesRead.on((field: Snoozes, { data }) => settle(field, Object.entries(data))),
    // A woken note asked for once (it was not loaded); marked unread, it is done with.
    'inbox/messageReceived': (field, { message }) => {
      const id = message.note_id!;
      return field.unmarked.includes(id) && !field.asked.includes(id) ? { ...field, asked: [...field.asked, id] } : field;
    },
    'note/markedUnread': (field, { ids }) => {
      const keep = (list: number[]) => list.filter((id) => !ids.includes(id));
      return ids.some((id) => field.unmarked.includes(id)) ? { ...field, unmarked: keep(field.unmarked), asked: keep(field.asked) } : field;
    },
  },
  check: (value) => isRecord(value) && isTimes(value.asleep) && isTimes(value.woken) && isIds(value.unmarked) && isIds(value.asked),
  // A woken note that left the panel is no longer at its top. One asleep stays asleep: it may only be
  // out of the window, and its time is kept in storage.
  left: (field, ids) => {
    const woken = without(field.woken, ids);
    return woken === field.woken ? field : { ...field, woken };
  },
  holds: (field) => Object.keys(field.asleep).map(Number),
  raises: (field) => field.woken,
});
// end

/** Whether a note is asleep now, and whether it was woken (its row says so). */
export const isAsleep = (state: PanelState, id: number) => id in snoozes.read(state).asleep;
export const wasSnoozed = (state: PanelState, id: number) => id in snoozes.read(state).woken;
