/**
 * Snooze's facts and its slice of state: the notes asleep until a time (held out of the list), and
 * the notes woken at a time (raised to the top of the list, their rows marked). Every fact carries
 * the times it was decided with, so a replayed log folds the same state in any time zone.
 */
import { defineState, definePluginEvent, isPositiveId, isRecord, without } from '../../src/core/index.ts';

/** At most this many notes asleep, and this many stored snoozes (asleep or woken) read back. */
export const MAX_ASLEEP = 100;
export const MAX_STORED = 200;

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

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isIdList = (value: unknown): value is number[] => Array.isArray(value) && value.length > 0 && value.length <= MAX_STORED && value.every(isPositiveId);

/** An entry read back from a log or storage: its shape only (storage.ts checks its times against the clock). */
export function parseEntry(value: unknown): SnoozeEntry | undefined {
  if (value === null) return null;
  if (!isRecord(value)) return undefined;
  if (isTime(value.until) && value.woke === undefined) return { until: value.until };
  if (isTime(value.woke) && value.until === undefined) return { woke: value.woke };
  return undefined;
}

// example:timed-facts
/** Notes snoozed until `until`: what a committed snooze step recorded. */
export const snoozed = definePluginEvent('snooze', 'snoozed', (data) =>
  isRecord(data) && isIdList(data.ids) && isTime(data.until) ? { ids: data.ids, until: data.until } : null);

/** Notes woken (at their time, or early): they come back at the top of the list. */
export const woke = definePluginEvent('snooze', 'woke', (data) => (isRecord(data) && isIdList(data.ids) ? { ids: data.ids } : null));
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
const drop = (ids: number[], gone: readonly number[]): number[] => (gone.some((id) => ids.includes(id)) ? ids.filter((id) => !gone.includes(id)) : ids);

/** Puts `ids` to sleep until `until`, as far as there is room. */
function sleep(field: Snoozes, ids: readonly number[], until: number): Snoozes {
  const asleep = { ...field.asleep };
  for (const id of ids) if (asleep[id] !== undefined || Object.keys(asleep).length < MAX_ASLEEP) asleep[id] = until;
  return { ...field, asleep, woken: without(field.woken, ids) };
}

// example:timed-slice
/** Snooze's slice: holds the notes asleep, raises the notes woken. */
export const snoozes = defineState<Snoozes>('snooze', {
  init: () => EMPTY,
  on: {
    ...snoozed.on((field: Snoozes, { data }) => sleep(field, data.ids, data.until)),
    ...woke.on((field: Snoozes, { data, at }) => {
      const ids = data.ids.filter((id) => field.asleep[id] !== undefined);
      if (ids.length === 0) return field;
      const woken = { ...field.woken };
      for (const id of ids) woken[id] = at;
      const unmarked = [...field.unmarked, ...ids.filter((id) => !field.unmarked.includes(id))];
      return { ...field, asleep: without(field.asleep, ids), woken, unmarked };
    }),
    ...entriesRead.on((field: Snoozes, { data }) => {
      let next = field;
      for (const [key, entry] of Object.entries(data)) {
        const id = Number(key);
        if (entry && 'until' in entry) next = sleep(next, [id], entry.until);
        else next = { ...next, asleep: without(next.asleep, [id]), woken: entry ? { ...next.woken, [id]: entry.woke } : without(next.woken, [id]) };
      }
      return next;
    }),
    // A woken note asked for once (it was not loaded); marked unread, it is done with.
    'inbox/messageReceived': (field, event) => {
      const id = event.message.note_id;
      return id !== undefined && field.unmarked.includes(id) && !field.asked.includes(id) ? { ...field, asked: [...field.asked, id] } : field;
    },
    'note/markedUnread': (field, event) => {
      const unmarked = drop(field.unmarked, event.ids);
      return unmarked === field.unmarked ? field : { ...field, unmarked, asked: drop(field.asked, event.ids) };
    },
  },
  check: (value) =>
    isRecord(value) && isRecord(value.asleep) && isRecord(value.woken) && Object.values(value.asleep).every(isTime) &&
    Object.values(value.woken).every(isTime) && Array.isArray(value.unmarked) && value.unmarked.every(isPositiveId) &&
    Array.isArray(value.asked) && value.asked.every(isPositiveId),
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
export const isAsleep = (state: Parameters<typeof snoozes.read>[0], id: number) => snoozes.read(state).asleep[id] !== undefined;
export const wasSnoozed = (state: Parameters<typeof snoozes.read>[0], id: number) => snoozes.read(state).woken[id] !== undefined;
