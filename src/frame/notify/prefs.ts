/** The person's desktop-notification choices, kept in the panel's storage (shared by the tabs). */
import { NOTIFY_KINDS, type NotifyKind } from './content.ts';

/** The storage key (JSON). */
export const PREFS_KEY = 'notesDesktopNotify';

/** Whether the offer was answered (and how), whether they are on, and the kinds turned off. */
export interface NotifyPrefs {
  answer?: 'granted' | 'refused' | 'dismissed' | undefined;
  enabled: boolean;
  off: NotifyKind[];
}

/** Reads stored choices; anything unreadable (another version, a hand edit) counts as none made. */
export function readPrefs(stored: string | null): NotifyPrefs {
  let object: Partial<Record<keyof NotifyPrefs, unknown>> = {};
  try {
    object = { ...JSON.parse(stored ?? '{}') };
  } catch {
    // Unreadable: no choice made.
  }
  const { answer, off } = object;
  return {
    answer: answer === 'granted' || answer === 'refused' || answer === 'dismissed' ? answer : undefined,
    enabled: object.enabled === true,
    off: NOTIFY_KINDS.filter((kind) => Array.isArray(off) && off.includes(kind)),
  };
}
