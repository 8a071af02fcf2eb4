/**
 * What the offline queue checks before it sends a waiting entry: the entry names a note this panel
 * holds, or one the platform still has (a note can leave the panel's window while its action waits,
 * and a reload starts with the first page only), and it acts on that note's own site, post and
 * comment. A stored entry is only as trustworthy as the storage it came from.
 */
import { fetchNote, type NotificationsClient } from '../api/notifications.ts';
import type { PanelState, QueueEntry } from '../core/index.ts';

/** The parts of a note (the panel's or the platform's answer) that say what it is about. */
type Ids = { site?: unknown; post?: unknown; comment?: unknown } | undefined;
interface IdsOfNote {
  meta?: { ids?: Ids } | undefined;
  body?: readonly ({ meta?: { ids?: Ids } | undefined } | null | undefined)[] | undefined;
}

const TARGETS = [['siteId', 'site'], ['postId', 'post'], ['commentId', 'comment']] as const;

/** Why the entry does not act on its own note's site, post or comment, or null when it does. */
function targetMismatch(note: IdsOfNote, entry: QueueEntry): string | null {
  const named = [note.meta?.ids, ...(Array.isArray(note.body) ? note.body.map((block) => block?.meta?.ids) : [])];
  for (const [field, kind] of TARGETS) {
    const value = entry[field];
    if (value !== null && !named.some((ids) => ids !== undefined && Number(ids[kind]) === value)) return `its ${kind} ${value} is not one note ${entry.noteId} names`;
  }
  return null;
}

/**
 * Why the entry must not be sent (its note is not on the platform, or it names another thing), or
 * null to send it. Asks the platform for a note the panel does not hold; that call's own failure
 * (a network error, an answer that the note is unknown) is thrown, for the queue to handle as a send's.
 */
export async function entryProblem(client: NotificationsClient, state: PanelState, entry: QueueEntry): Promise<string | null> {
  const held = state.notes[entry.noteId];
  const note: IdsOfNote | undefined = held ?? (await fetchNote(client, entry.noteId)).notes.find((found) => found.id === entry.noteId);
  if (!note) return `note ${entry.noteId} is not on the platform`;
  return targetMismatch(note, entry);
}
