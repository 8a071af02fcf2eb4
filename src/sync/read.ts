/**
 * Read (SPEC §4): per note. Selecting an unread note sends the read call (and seen-posts for post
 * notes); a failed call leaves the note read. `note_read_status_{id}` ('1' read, '0' marked
 * unread here) keeps the mark across reloads and tells other tabs.
 */
import { fetchNoteHashes, markPostsSeen, markRead } from '../api/notifications.ts';
import {
  STORAGE_KEYS, errorMessage, holdInQueue, isNetworkError, isUnread, noteIdOfKey, queueEntry, unreadIds, serverSaysRead,
  type Disposer, type Note,
} from '../core/index.ts';
import { SYNC } from './constants.ts';
import type { SyncContext } from './context.ts';

/** Note types whose posts the reader also marks seen. */
const POST_NOTE_TYPES = new Set(['automattcher', 'new_post']);
/** The read call's count for read, and for unread. */
const READ = 9999;
const UNREAD = -1;
/** The note whose read mark a storage key holds, or null for another key. */
const markedNote = (key: string) => (key.startsWith('note_read_status_') ? noteIdOfKey(key) : null);

/** Mark all as read and mark as unread, the panel's most requested missing actions; `note/markedRead` and `note/markedUnread` from anywhere send the same calls. */
export interface Reads {
  /**
   * Marks the loaded unread notes read at once, then the platform's other unread ones up to the
   * 200-note cap, and opens one undo step saying how many; resolves when the calls are sent.
   */
  markAllRead(): Promise<void>;
  markUnread(id: number): void;
  dispose: Disposer;
}

/** Wires the read rules. */
export function registerReads(context: SyncContext): Reads {
  const { core, client, logger } = context;
  const { storage } = core.services;
  // Kept beside storage so the marks hold within this tab when storage is blocked.
  const memory = new Map<number, string>();
  const markOf = (id: number) => storage.get(STORAGE_KEYS.readStatus(id)) ?? memory.get(id) ?? null;
  const setMark = (id: number, mark: '0' | '1') => {
    memory.set(id, mark);
    storage.set(STORAGE_KEYS.readStatus(id), mark);
  };
  const clearMark = (id: number) => {
    memory.delete(id);
    storage.remove(STORAGE_KEYS.readStatus(id));
  };

  // Read and unread calls go one after another, in the order they were asked for: sent together, a
  // quick "mark as unread" (or its undo) could reach the platform before the read it follows, and
  // the note would end read there while it shows unread here.
  let previous: Promise<void> = Promise.resolve();
  const inOrder = (name: string, task: () => Promise<void>): void => {
    const next = previous.then(task);
    previous = next.catch(() => undefined);
    void context.run(name, () => next);
  };

  // Offline, or after a network error, marks wait in the action queue (the mark-read action sends
  // them from it); an undo of a waiting mark just takes it out.
  let entries = 0;
  const entryOf = (id: number, on: boolean) => queueEntry('mark-read', id, on, 'read', null, core.services.clock.now(), ++entries);
  function holdMarks(ids: readonly number[], on: boolean): number[] {
    return ids.filter((id) => {
      const held = holdInQueue(context.state(), entryOf(id, on));
      if (held) context.emit(...held);
      return !held;
    });
  }
  function queueMarks(ids: readonly number[], on: boolean, error: unknown): boolean {
    if (!isNetworkError(error)) return false;
    for (const id of ids) context.emit({ type: 'queue/added', entry: entryOf(id, on) });
    return true;
  }

  function sendRead(all: number[]): void {
    const ids = holdMarks(all, true);
    if (ids.length === 0) return;
    inOrder('markRead', async () => {
      let ok = false;
      try {
        ok = await markRead(client, ids, READ);
      } catch (error) {
        logger.warn(`read call for ${ids.join(',')} failed: ${errorMessage(error)}`, error);
        if (queueMarks(ids, true, error)) return;
      }
      // The spec's repair: drop the local marker and set it again, so the note stays read.
      if (!ok) context.emit({ type: 'note/readMarkCleared', ids }, { type: 'note/markedRead', ids });
    });
  }

  function markPostSeen(note: Note): void {
    const { site, post } = note.meta?.ids ?? {};
    if (!POST_NOTE_TYPES.has(note.type) || site === undefined || post === undefined) return;
    void context.run('markPostsSeen', async () => {
      await markPostsSeen(client, { blogId: site, postIds: [post] });
    });
  }

  /** The ids that may have a mark: one listing of storage, not a read of every note's key. */
  function markedIds(): Set<number> {
    const ids = new Set(memory.keys());
    for (const key of storage.keys()) {
      const id = markedNote(key);
      if (id !== null) ids.add(id);
    }
    return ids;
  }

  function applyMarks(notes: readonly Note[]): void {
    const reads = context.state().reads;
    const stillUnread: number[] = [];
    // A list answer brings up to thousands of notes, and few (usually none) have a mark.
    const marked = notes.length > 1 ? markedIds() : null;
    for (const note of notes) {
      if (marked && !marked.has(note.id)) continue;
      const mark = markOf(note.id);
      // Once the server agrees, the mark has done its job; keeping it would hide a later change.
      if ((mark === '1' && serverSaysRead(note)) || (mark === '0' && !serverSaysRead(note))) clearMark(note.id);
      else if (mark === '1' && reads[note.id] !== true) stillUnread.push(note.id);
    }
    if (stillUnread.length) context.emit({ type: 'note/markedRead', ids: stillUnread });
  }

  // Marks appended by anyone (these functions, the mark-read action, the UI) reach the server
  // once: a note whose stored mark already says so was sent before, by this tab or another one.
  function sendMarks(ids: readonly number[], mark: '0' | '1'): void {
    // A note not loaded counts when this browser marked it (mark all as read, and its undo).
    const due = ids.filter((id) => (context.state().notes[id] || markOf(id) !== null) && markOf(id) !== mark);
    if (due.length === 0) return;
    for (const id of due) setMark(id, mark);
    if (mark === '1') return sendRead(due);
    const now = holdMarks(due, false);
    if (now.length === 0) return;
    inOrder('markUnread', async () => {
      // Locally it stays unread either way: the user asked for it, and the next poll settles it.
      try {
        if (!(await markRead(client, now, UNREAD))) logger.warn(`mark-unread call for ${now.join(',')} reported no success`);
      } catch (error) {
        if (!queueMarks(now, false, error)) throw error;
      }
    });
  }

  const disposers: Disposer[] = [
    core.effects.on('note/selected', (event) => {
      const note = context.state().notes[event.id];
      if (!note) return;
      const mark = markOf(note.id);
      const wasUnread = mark === '0' || (mark !== '1' && !serverSaysRead(note));
      if (!wasUnread) return;
      setMark(note.id, '1');
      core.services.track('note_read', { note_id: note.id, note_type: note.type });
      sendRead([note.id]);
      markPostSeen(note);
    }),
    core.effects.on('note/markedRead', (event) => sendMarks(event.ids, '1')),
    core.effects.on('note/markedUnread', (event) => sendMarks(event.ids, '0')),
    core.effects.on('notes/received', (event) => {
      applyMarks(event.notes);
      // A list answer settles the window: marks of notes the panel let go of go too.
      if (event.listIds) for (const id of memory.keys()) if (!context.state().notes[id]) memory.delete(id);
    }),
    storage.onExternalChange((change) => {
      const id = markedNote(change.key);
      const note = id === null ? undefined : context.state().notes[id];
      if (id === null || !note) return;
      const unread = isUnread(context.state(), note);
      if (change.newValue === '1' && unread) context.emit({ type: 'note/markedRead', ids: [id] });
      if (change.newValue === '0' && !unread) context.emit({ type: 'note/markedUnread', ids: [id] });
    }),
  ];

  return {
    async markAllRead() {
      const loaded = unreadIds(context.state(), core.select.sortedNotes.peek());
      if (loaded.length) context.emit({ type: 'note/markedRead', ids: loaded });
      // Unread notes older than the window are not loaded (a fresh start holds 10): the platform lists them.
      let others: number[] = [];
      await context.run('markAllRead', async () => {
        try {
          const page = await fetchNoteHashes(client, { number: SYNC.maxNotes, unread: true });
          others = page.notes.map((entry) => entry.id).filter((id) => !context.state().notes[id] && markOf(id) !== '1');
        } catch (error) {
          logger.warn(`mark all as read: unread list failed, ${loaded.length} loaded marked: ${errorMessage(error)}`, error);
        }
        for (const id of others) setMark(id, '1');
        if (others.length) sendRead(others);
      });
      const ids = [...loaded, ...others];
      if (ids.length === 0) return;
      logger.debug(`mark all as read: ${loaded.length} loaded and ${others.length} more notes`);
      // One undoable step, like any bulk read, counting every note it marked.
      context.emit({ type: 'undo/started', id: ids[0]!, ids, kind: 'read', revert: [{ type: 'note/markedUnread', ids }] });
    },
    markUnread(id) {
      if (context.state().notes[id]) context.emit({ type: 'note/markedUnread', ids: [id] });
    },
    dispose: () => disposers.forEach((dispose) => dispose()),
  };
}
