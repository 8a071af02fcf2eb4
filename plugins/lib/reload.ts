/** Reloading a note after an action, so the panel shows what the server now says. */
import { fetchNote, withReadFlag } from '../../src/api/index.ts';
import { errorMessage, failureStatus as shownFailure, type EffectContext, type Note, type PanelEvent } from '../../src/core/index.ts';

/**
 * Whether a request's error says it landed: a 2xx whose body could not be read (ParseError). Such a
 * step succeeded; its result is learnt by reloading, never by sending it again.
 */
export function landedUnread(error: unknown): boolean {
  const { name, status } = (error ?? {}) as { name?: unknown; status?: unknown };
  return name === 'ParseError' && typeof status === 'number' && status >= 200 && status < 300;
}

/** Fetches one note again and answers with `notes/received`; a failed reload is logged, not shown. */
export async function reloadNote(context: EffectContext, noteId: number): Promise<PanelEvent[]> {
  try {
    // The same locale and read flag as the sync engine's fetches, so a reload never changes language
    // or turns a read note unread.
    const page = await fetchNote(context.wpcom, noteId, { locale: context.state().client.locale });
    for (const entry of page.dropped) context.logger.warn(`reloaded note ${noteId} dropped: ${entry.reason}`);
    return page.notes.length ? [{ type: 'notes/received', notes: page.notes.map(withReadFlag) as Note[] }] : [];
  } catch (error) {
    // The action itself succeeded; the next poll brings the note, so the user needs no message.
    context.logger.warn(`reloading note ${noteId} failed: ${errorMessage(error)}`, error);
    return [];
  }
}

/** The core's failure status (6 s in the status bar); `counted` makes it say a number (`_n`). */
export function failureStatus(message: string, counted?: { plural: string; count: number }): PanelEvent {
  return { ...shownFailure(message), ...counted };
}
