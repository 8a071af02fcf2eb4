import { isPositiveId } from './guards.ts';
import { LIMITS } from './state.ts';
import type { PanelStorage } from './storage.ts';

/** The persisted keys of SPEC §3. */
export const STORAGE_KEYS = {
  lastMarkedSeen: 'notesLastMarkedSeen',
  readStatus: (id: number) => `note_read_status_${id}`,
  replyDraft: (id: number) => `reply_${id}`,
  /** The site the list is narrowed to (a site id), remembered for the next visit. */
  siteFilter: 'notesSiteFilter',
} as const;

const READ_PREFIX = 'note_read_status_';
const REPLY_PREFIX = 'reply_';

/** The note id a per-note key belongs to, or null for other keys. */
export function noteIdOfKey(key: string): number | null {
  const prefix = key.startsWith(READ_PREFIX) ? READ_PREFIX : key.startsWith(REPLY_PREFIX) ? REPLY_PREFIX : null;
  if (!prefix) return null;
  const id = Number(key.slice(prefix.length));
  return Number.isInteger(id) ? id : null;
}

/** A saved draft, or null when absent or unreadable (a corrupt entry is treated as absent). */
export function readDraft(storage: PanelStorage, id: number): { text: string; savedAt: number } | null {
  const raw = storage.get(STORAGE_KEYS.replyDraft(id));
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (Array.isArray(value) && typeof value[0] === 'string' && typeof value[1] === 'number') {
      return { text: value[0], savedAt: value[1] };
    }
  } catch {
    // A corrupt entry reads as no draft; `cleanStorage` removes it.
  }
  return null;
}

/** The remembered site filter; an unreadable entry is removed and reads as none. */
export function readSiteFilter(storage: PanelStorage): number | null {
  const raw = storage.get(STORAGE_KEYS.siteFilter);
  if (raw === null) return null;
  const id = Number(raw);
  if (/^\d+$/.test(raw) && isPositiveId(id)) return id;
  storage.remove(STORAGE_KEYS.siteFilter);
  return null;
}

/** Remembers the site filter, or forgets it (null). */
export function writeSiteFilter(storage: PanelStorage, siteId: number | null): void {
  if (siteId === null) storage.remove(STORAGE_KEYS.siteFilter);
  else storage.set(STORAGE_KEYS.siteFilter, String(siteId));
}

/** Saves a draft as `[text, savedAtMs]`, or removes it when blank. */
export function writeDraft(storage: PanelStorage, id: number, text: string, savedAt: number): void {
  if (text.trim() === '') storage.remove(STORAGE_KEYS.replyDraft(id));
  else storage.set(STORAGE_KEYS.replyDraft(id), JSON.stringify([text, savedAt]));
}

/**
 * Removes per-note entries of notes not in `listedIds` (when given: the notes the panel holds after
 * a list answer) and drafts older than 24 hours or unreadable. Returns the keys removed.
 */
export function cleanStorage(storage: PanelStorage, options: { listedIds?: readonly number[] | null; now: number }): string[] {
  const listed = options.listedIds ? new Set(options.listedIds) : null;
  const removed: string[] = [];
  for (const key of storage.keys()) {
    const id = noteIdOfKey(key);
    if (id === null) continue;
    const unlisted = listed !== null && !listed.has(id);
    let expired = false;
    if (key.startsWith(REPLY_PREFIX)) {
      const draft = readDraft(storage, id);
      expired = draft === null || options.now - draft.savedAt > LIMITS.draftExpiryMs;
    }
    if (unlisted || expired) {
      storage.remove(key);
      removed.push(key);
    }
  }
  return removed;
}
