/**
 * Snoozes kept across reloads and tabs: one storage key a note (`snooze_note_{id}`, so two tabs
 * snoozing two notes at once never overwrite each other), `{"until":ms}` while asleep and
 * `{"woke":ms}` once woken. What storage holds, or another tab wrote, is a hint: each entry is
 * bounded and checked against this tab's clock before it counts, and the rest is dropped.
 */
import type { EffectContext, PanelEvent } from '../../src/core/index.ts';
import { entriesRead, MAX_STORED, parseEntry, type SnoozeEntry } from './snooze-state.ts';

const PREFIX = 'snooze_note_';
/** A snooze ends within this (the longest choice is under two days); a later time is refused. */
export const MAX_AHEAD_MS = 8 * 86_400_000;
/** A woken note stays raised and marked this long across reloads. */
export const WOKEN_KEPT_MS = 7 * 86_400_000;
/** How far ahead of this clock another tab's "woke" time may be (clocks disagree by a little). */
const SKEW_MS = 5 * 60_000;
/** An entry is a few dozen characters; anything much longer is not read. */
const MAX_VALUE_LENGTH = 100;

/** The storage key of a note's snooze. */
export const snoozeKey = (id: number) => `${PREFIX}${id}`;

/** The note id of a snooze key, or null for another key. */
export function idOfKey(key: string): number | null {
  const match = /^snooze_note_(\d{1,16})$/.exec(key);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** A stored value read back: the entry, null when absent, undefined when it cannot be true now. */
export function readValue(raw: string | null, now: number): SnoozeEntry | undefined {
  if (raw === null) return null;
  if (raw.length > MAX_VALUE_LENGTH) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const entry = parseEntry(value);
  if (!entry) return undefined;
  if ('until' in entry) return entry.until <= now + MAX_AHEAD_MS ? entry : undefined;
  return entry.woke <= now + SKEW_MS && entry.woke > now - WOKEN_KEPT_MS ? entry : undefined;
}

/** Writes the entries of `ids`; false when some write failed (the snooze then holds in this tab only). */
export function writeEntries(context: EffectContext, ids: readonly number[], entry: NonNullable<SnoozeEntry>): boolean {
  const value = JSON.stringify(entry);
  let saved = true;
  for (const id of ids) saved = context.storage.set(snoozeKey(id), value) && saved;
  if (!saved) context.logger.warn(`snooze: could not save ${ids.length} snooze(s) in storage`);
  return saved;
}

/** The stored entries of `ids` as the fact that folds them in (an unreadable one counts as none). */
function readEntries(context: EffectContext, ids: Iterable<number>): PanelEvent | null {
  const now = context.clock.now();
  const entries: Record<string, SnoozeEntry> = {};
  for (const id of ids) {
    const entry = readValue(context.storage.get(snoozeKey(id)), now);
    if (entry === undefined) context.logger.warn(`snooze: another tab's entry for note ${id} is unreadable, ignored`);
    entries[id] = entry ?? null;
  }
  return Object.keys(entries).length ? entriesRead.make(null, entries) : null;
}

/**
 * Snooze's start: the snoozes of earlier visits (unreadable or expired ones removed), and from now
 * on other tabs' writes, read again from storage and folded in on the core's clock.
 */
export function restoreSnoozes(context: EffectContext): PanelEvent[] {
  const { storage, logger } = context;
  const changed = new Set<number>();
  storage.onExternalChange(({ key }) => {
    const id = idOfKey(key);
    if (id === null || changed.size >= MAX_STORED) return;
    changed.add(id);
    // One read of storage for a burst of writes (a bulk snooze), as an event the core appends.
    context.timers.schedule('snooze:tabs', 0, () => {
      const ids = [...changed];
      changed.clear();
      return readEntries(context, ids);
    });
  });
  const now = context.clock.now();
  const ids = storage.keys().flatMap((key) => idOfKey(key) ?? []);
  if (ids.length > MAX_STORED) logger.warn(`snooze: ${ids.length} stored snoozes, only ${MAX_STORED} read`);
  const entries: Record<string, SnoozeEntry> = {};
  for (const id of ids.slice(0, MAX_STORED)) {
    const entry = readValue(storage.get(snoozeKey(id)), now);
    if (entry) entries[id] = entry;
    else storage.remove(snoozeKey(id));
  }
  return Object.keys(entries).length ? [entriesRead.make(null, entries)] : [];
}

/** 8:00 on the calendar day after `at`, on this device's clock (local time, daylight saving included). */
export function tomorrowMorning(at: number): number {
  const day = new Date(at);
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1, 8).getTime();
}
