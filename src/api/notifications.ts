/**
 * The notification calls the panel makes (SPEC §7), each taking a client. Responses are parsed
 * here: a malformed note is dropped and reported, the rest go through.
 */
import type * as v from 'valibot';
import {
  NoteHashSchema,
  ignoredFields,
  NoteSchema,
  parseEach,
  parseLastSeenTime,
  type DroppedEntry,
  type Note,
  type NoteHash,
} from './schema.ts';
import type { Query, WpcomCore } from './types.ts';

/** The part of a client these calls use. */
export type NotificationsClient = Pick<WpcomCore, 'req'>;

/** Fields of the cheap change-detection poll. */
export const NOTE_HASH_FIELDS = 'id,note_hash';
/** Fields of a full note, including the ones the panel renders. */
export const NOTE_FIELDS = 'id,type,unread,body,subject,timestamp,meta,note_hash,header,icon,noticon,title,url';
/** `source` the platform expects from the notifications panel on seen-posts calls. */
export const SEEN_POSTS_SOURCE = 'notification-web';

/** Paging and filter options of the list calls. */
export interface ListOptions {
  number: number;
  /** Epoch seconds; the note at exactly this time is included again. */
  before?: number;
  unread?: boolean;
}

/** A parsed list answer. */
export interface NotesPage<T> {
  notes: T[];
  /** Epoch seconds (converted when the API sent milliseconds); undefined when absent. */
  lastSeenTime: number | undefined;
  dropped: DroppedEntry[];
  /** Notes kept without optional fields that were malformed (the reason names the fields). */
  ignored?: DroppedEntry[];
}

function listQuery(fields: string, options: ListOptions & { locale?: string }): Query {
  const query: Record<string, string | number> = { fields, number: options.number };
  if (options.before !== undefined) query.before = options.before;
  if (options.unread) query.unread = 1;
  if (options.locale) query.locale = options.locale;
  return query;
}

/** A list answer's envelope: its notes unchecked yet, its last-seen time in epoch seconds. */
function listEnvelope(response: unknown): { notes: unknown[]; lastSeenTime: number | undefined } {
  const envelope = (typeof response === 'object' && response !== null ? response : {}) as { notes?: unknown; last_seen_time?: unknown };
  if (!Array.isArray(envelope.notes)) throw new Error('Malformed notifications response: expected { notes: [] }');
  return { notes: envelope.notes as unknown[], lastSeenTime: parseLastSeenTime(envelope.last_seen_time) };
}

function parsePage<S extends v.GenericSchema>(schema: S, response: unknown, kept?: (item: v.InferOutput<S>, entry: unknown, index: number) => void): NotesPage<v.InferOutput<S>> {
  const { notes, lastSeenTime } = listEnvelope(response);
  const { items, dropped } = parseEach(schema, notes, kept);
  return { notes: items, lastSeenTime, dropped };
}

/**
 * A page of full notes, each checked by the schema once; notes kept without a malformed optional
 * field are named in `ignored`. The list asks for `unread`, not `read`: each note gets `read` from
 * it here, on the object the schema has just made (so the core need not copy every note again).
 */
function parseNotesPage(response: unknown): NotesPage<Note> {
  const ignored: DroppedEntry[] = [];
  const page = parsePage(NoteSchema, response, (note: Note, entry, index) => {
    // Named before read is filled in from unread: a malformed read is still one let go of.
    const fields = ignoredFields(entry, note);
    if (fields.length) ignored.push({ id: note.id, index, reason: `ignored malformed ${fields.join(', ')}` });
    if (note.read === undefined && note.unread !== undefined) note.read = note.unread ? 0 : 1;
  });
  return ignored.length ? { ...page, ignored } : page;
}

/** GET /notifications/?fields=id,note_hash — ids and hashes only. */
export async function fetchNoteHashes(client: NotificationsClient, options: ListOptions): Promise<NotesPage<NoteHash>> {
  const response = await client.req.get('/notifications/', listQuery(NOTE_HASH_FIELDS, options));
  return parsePage(NoteHashSchema, response);
}

/** GET /notifications/ with full fields. */
export async function fetchNotes(
  client: NotificationsClient,
  options: ListOptions & { locale?: string },
): Promise<NotesPage<Note>> {
  const response = await client.req.get('/notifications/', listQuery(NOTE_FIELDS, options));
  return parseNotesPage(response);
}

/** GET /notifications/{id}; the answer has the list shape with one note. */
export async function fetchNote(
  client: NotificationsClient,
  id: number | string,
  options: { locale?: string } = {},
): Promise<NotesPage<Note>> {
  const query: Record<string, string> = { fields: NOTE_FIELDS };
  if (options.locale) query.locale = options.locale;
  const response = await client.req.get(`/notifications/${encodeURIComponent(String(id))}`, query);
  return parseNotesPage(response);
}

/** POST /notifications/seen `{ time }` (epoch seconds). */
export function markSeen(client: NotificationsClient, timeSeconds: number): Promise<unknown> {
  return client.req.post('/notifications/seen', {}, { time: timeSeconds });
}

/** POST /notifications/read `{ counts: { id: value } }`; 9999 marks read, -1 unread. True on success. */
export async function markRead(client: NotificationsClient, ids: ReadonlyArray<number | string>, value = 9999): Promise<boolean> {
  const counts: Record<string, number> = {};
  for (const id of ids) counts[String(id)] = value;
  const response = await client.req.post('/notifications/read', {}, { counts });
  return response !== null && typeof response === 'object' && (response as { success?: unknown }).success === true;
}

/** POST /seen-posts/seen/blog/new (wpcom/v2): the reader posts behind a note were seen. */
export function markPostsSeen(
  client: NotificationsClient,
  { blogId, postIds }: { blogId: number; postIds: readonly number[] },
): Promise<unknown> {
  return client.req.post(
    { path: '/seen-posts/seen/blog/new', apiNamespace: 'wpcom/v2' },
    {},
    { blog_id: blogId, post_ids: [...postIds], source: SEEN_POSTS_SOURCE },
  );
}
