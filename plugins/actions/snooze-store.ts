/**
 * Snoozes kept across reloads and tabs: one storage key a note (`snooze_note_{id}`, so two tabs
 * snoozing two notes at once never overwrite each other), `{"until":ms}` while asleep and
 * `{"woke":ms}` once woken. What storage holds, or another tab wrote, is a hint: each entry is
 * bounded and checked against this tab's clock before it counts, and the rest is dropped.
 */
import { isPositiveId, type EffectContext, type PanelEvent } from '../../src/core/index.ts';
import { entriesRead, MAX_STORED, parseEntry, type SnoozeEntry } from './snooze-state.ts';

const DAY_MS = 86_400_000;

/** The storage key of a note's snooze. */
export const snoozeKey = (id: number) => `snooze_note_${id}`;

/** The note id of a snooze key, or null for another key. */
function idOfKey(key: string): number | null {
  const id = Number(/^snooze_note_(\d{1,16})$/.exec(key)?.[1]);
  return isPositiveId(id) ? id : null;
}

/**
 * A stored value read back: the entry, null when absent, undefined when it cannot be true now: over
 * 100 characters, a time more than 8 days ahead (the longest snooze is under two), or a woken mark
 * older than a week or more than 5 minutes ahead (clocks disagree by a little).
 */
function readValue(raw: string | null, now: number): SnoozeEntry | undefined {
  if (raw === null) return null;
  let entry: SnoozeEntry | undefined;
  try {
    entry = raw.length > 100 ? undefined : parseEntry(JSON.parse(raw));
  } catch {
    return undefined;
  }
  if (!entry) return undefined;
  if ('until' in entry) return entry.until <= now + 8 * DAY_MS ? entry : undefined;
  return entry.woke <= now + 300_000 && entry.woke > now - 7 * DAY_MS ? entry : undefined;
}

/** Writes the entries of `ids`; false when some write failed (the snooze then holds in this tab only). */
export function writeEntries(context: EffectContext, ids: readonly number[], entry: SnoozeEntry): boolean {
  const value = JSON.stringify(entry);
  let saved = true;
  for (const id of ids) saved = context.storage.set(snoozeKey(id), value) && saved;
  if (!saved) context.logger.warn(`snooze: could not save ${ids.length} snooze(s) in storage`);
  return saved;
}

/** The stored entries of `ids` as the fact that folds them in; an unreadable one is left out, so what this tab holds of its note stays. */
function readEntries(context: EffectContext, ids: number[]): PanelEvent {
  const now = context.clock.now();
  const entries: Record<string, SnoozeEntry> = {};
  for (const id of ids) {
    const entry = readValue(context.storage.get(snoozeKey(id)), now);
    if (entry === undefined) context.logger.warn(`snooze: another tab's entry for note ${id} is unreadable, ignored`);
    else entries[id] = entry;
  }
  return entriesRead.make(null, entries);
}

/**
 * Snooze's start: the snoozes of earlier visits (unreadable or expired ones removed), and from now
 * on other tabs' writes, read again from storage and folded in on the core's clock.
 */
export function restoreSnoozes(context: EffectContext): PanelEvent[] {
  const { storage } = context;
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
  if (ids.length > MAX_STORED) context.logger.warn(`snooze: ${ids.length} stored snoozes, only ${MAX_STORED} read`);
  const entries: Record<string, SnoozeEntry> = {};
  for (const id of ids.slice(0, MAX_STORED)) {
    const entry = readValue(storage.get(snoozeKey(id)), now);
    if (entry) entries[id] = entry;
    else storage.remove(snoozeKey(id));
  }
  return Object.keys(entries).length ? [entriesRead.make(null, entries)] : [];
}
