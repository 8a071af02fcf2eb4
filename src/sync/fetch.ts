/**
 * The three ways notes are fetched: the whole window (first load), only what changed (the cheap
 * id,note_hash poll), and one note (a realtime push). Each appends what it learnt; errors are
 * thrown to the loop, which backs off.
 */
import { fetchNote, fetchNoteHashes, fetchNotes, type NotesPage } from '../api/notifications.ts';
import type { DroppedEntry, Note as ApiNote } from '../api/schema.ts';
import { errorMessage, noteTime, type Note, type PanelState } from '../core/index.ts';
import { SYNC } from './constants.ts';
import { toCoreNote, type SyncContext } from './context.ts';
import { vanishedIds } from './window.ts';

/** Fetchers sharing the memory of malformed notes, so one bad note is not refetched every poll. */
export interface Fetchers {
  /** The first `noteRequestLimit` notes. */
  full(background: boolean): Promise<void>;
  /** Ids and hashes, then only new or changed notes; vanished ids are removed. */
  changed(): Promise<void>;
  /** One pushed note; the list first when it was never loaded. */
  one(id: number): Promise<void>;
  /** A page of notes at or before `before` (epoch s; the newest without it), only unread ones when asked (`unread=1`). */
  older(before: number | undefined, number: number, unread?: boolean): Promise<OlderPage>;
}

/** A page of older notes; `returned` counts dropped ones too. */
export interface OlderPage {
  notes: Note[];
  lastSeenTime: number | undefined;
  returned: number;
}

/** How many notes an answer held, malformed ones too. */
const answered = (page: NotesPage<unknown>) => page.notes.length + page.dropped.length;
/** Whether a list answer of `limit` notes holds every note there is (it was short, or hit the cap). */
const isComplete = (page: NotesPage<unknown>, limit: number) => answered(page) < limit || limit >= SYNC.maxNotes;

/** Builds the fetchers of one engine. */
export function createFetchers(context: SyncContext): Fetchers {
  const { client, logger } = context;
  // Ids the API dropped as malformed, with the hash they had (undefined until a hash poll sees it).
  const malformed = new Map<number, number | undefined>();
  const locale = () => context.state().client.locale;

  function reportDropped(dropped: readonly DroppedEntry[], where: string, ignored: readonly DroppedEntry[] = []): void {
    // Kept notes that lost a malformed optional field: drawn, and said once in the log.
    for (const entry of ignored) logger.warn(`${where}: note ${entry.id ?? `at index ${entry.index}`} kept: ${entry.reason}`);
    if (dropped.length === 0) return;
    for (const entry of dropped) {
      logger.warn(`${where}: dropped malformed note ${entry.id ?? `at index ${entry.index}`}: ${entry.reason}`);
      if (entry.id !== undefined && !malformed.has(entry.id)) malformed.set(entry.id, undefined);
    }
    context.emit({ type: 'notes/malformedDropped', dropped: dropped.map((entry) => ({ ...entry })) });
  }

  /** The answer's notes in the core's shape, its malformed ones said (`where`). */
  function taken(page: NotesPage<ApiNote>, where: string): Note[] {
    reportDropped(page.dropped, where, page.ignored);
    return page.notes.map(toCoreNote);
  }

  async function full(background: boolean): Promise<void> {
    const limit = context.state().client.noteRequestLimit;
    context.emit({ type: 'notes/loadStarted', background });
    const page = await fetchNotes(client, { number: limit, locale: locale() });
    const notes = taken(page, 'notes list');
    const complete = isComplete(page, limit);
    const ids = notes.map((note) => note.id);
    const times = new Map(notes.map((note) => [note.id, noteTime(note)]));
    const gone = vanishedIds(context.state(), ids, complete, (id) => times.get(id));
    if (gone.length) context.emit({ type: 'notes/removed', ids: gone });
    context.emit({ type: 'notes/received', notes, lastSeenTime: page.lastSeenTime, listIds: ids, complete });
  }

  // A hash missing on either side (the platform's answer, or the copy held) means "changed": only
  // two equal hashes tell that nothing changed.
  function isChanged(state: PanelState, id: number, hash: number | undefined): boolean {
    if (malformed.has(id)) {
      const known = malformed.get(id);
      malformed.set(id, hash);
      // Fetched malformed at this hash already: wait until the server changes it.
      if (known === undefined || known === hash) return false;
      malformed.delete(id);
      return true;
    }
    const local = state.notes[id];
    return local === undefined || hash === undefined || local.note_hash !== hash;
  }

  async function changed(): Promise<void> {
    const limit = context.state().client.noteRequestLimit;
    const page = await fetchNoteHashes(client, { number: limit });
    reportDropped(page.dropped, 'note hashes');
    const before = context.state();
    const serverIds = page.notes.map((entry) => entry.id);
    const changedIds = page.notes.filter((entry) => isChanged(before, entry.id, entry.note_hash)).map((entry) => entry.id);
    let fetched: Note[] = [];
    if (changedIds.length > 0 && changedIds.length <= SYNC.singleFetchMax) {
      const settled = await Promise.allSettled(changedIds.map((id) => fetchNote(client, id, { locale: locale() })));
      const pages = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      const failures = settled.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
      // One note deleted between the two requests must not hold back the others; the next poll retries it.
      if (pages.length === 0) throw failures[0];
      for (const failure of failures) logger.warn(`fetching a changed note failed: ${errorMessage(failure)}`, failure);
      fetched = pages.flatMap((single) => taken(single, 'changed note'));
    } else if (changedIds.length > 0) {
      // Newest first: the prefix ending at the oldest changed note holds every change.
      const number = Math.max(...changedIds.map((id) => serverIds.indexOf(id))) + 1;
      fetched = taken(await fetchNotes(client, { number, locale: locale() }), 'changed notes');
    }
    const state = context.state();
    const complete = isComplete(page, limit);
    const times = new Map(fetched.map((note) => [note.id, noteTime(note)]));
    const timeOf = (id: number) => times.get(id) ?? (state.notes[id] ? noteTime(state.notes[id]) : undefined);
    const gone = vanishedIds(state, serverIds, complete, timeOf);
    // Listed: what this tab holds or just fetched, less what is gone.
    const listIds = serverIds.filter((id) => (state.notes[id] || times.has(id)) && !gone.includes(id));
    const lastSeenNewer = page.lastSeenTime !== undefined && page.lastSeenTime > state.client.lastSeenTime;
    const sameList = listIds.length === state.client.noteList.length && listIds.every((id, index) => state.client.noteList[index] === id);
    if (gone.length) context.emit({ type: 'notes/removed', ids: gone });
    if (fetched.length || !sameList || lastSeenNewer || !state.client.hasLoaded) {
      context.emit({ type: 'notes/received', notes: fetched, lastSeenTime: page.lastSeenTime, listIds, complete });
    }
  }

  async function one(id: number): Promise<void> {
    if (!context.state().client.hasLoaded) {
      // A push before the first load: load the list (ending the spinner), then the note if missing.
      await full(false);
      if (context.state().client.noteList.includes(id)) return;
    }
    const page = await fetchNote(client, id, { locale: locale() });
    context.emit({ type: 'notes/received', notes: taken(page, 'pushed note'), lastSeenTime: page.lastSeenTime });
  }

  async function older(before: number | undefined, number: number, unread = false): Promise<OlderPage> {
    const page = await fetchNotes(client, { number, ...(before === undefined ? {} : { before }), ...(unread ? { unread } : {}), locale: locale() });
    return { notes: taken(page, unread ? 'unread notes' : 'older notes'), lastSeenTime: page.lastSeenTime, returned: answered(page) };
  }

  return { full, changed, one, older };
}
