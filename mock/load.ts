/**
 * Seeds for the mock platform: a list response `{ last_seen_time, number, notes }` or a bare array
 * of notes, from data or a file. Bad input fails with the file, the line (read from a file) and the
 * problem in the message, as the harness's `run` reports a feed.
 */
// Node's URL by another name: in a DOM test environment (happy-dom, jsdom) the global URL is the
// environment's, and Vite's transform for the web rewrites `new URL('…', import.meta.url)` to a path
// from the server's root; either way the fixtures' path came out wrong ("must be of scheme file").
import { fileURLToPath, URL as NodeURL } from 'node:url';
import { InputError } from '../cli/errors.ts';
import { readJsonSource, type JsonSource } from '../cli/json-source.ts';
import { NoteSchema, parseEach, parseLastSeenTime, type DroppedEntry } from '../src/api/schema.ts';
import { contentHash, idOf, type MockBlock, type MockIds, type MockNote } from './notes.ts';

/** What the state starts from. */
export interface NotesSeed {
  notes: MockNote[];
  /** Epoch seconds. */
  lastSeenTime: number;
}

/** The sample shipped in fixtures/: 20 notes of every type. */
export const SAMPLE_NOTES_FILE = fileURLToPath(new NodeURL('../fixtures/notes-sample.json', import.meta.url));

/** Ids may arrive as numeric strings; the state compares numbers. */
function numericIds(ids: unknown): MockIds {
  const result: MockIds = {};
  if (ids === null || typeof ids !== 'object') return result;
  for (const [key, value] of Object.entries(ids)) {
    const id = idOf(value);
    if (id !== undefined) result[key] = id;
  }
  return result;
}

function normaliseBlock(block: MockBlock): MockBlock {
  if (!block.meta) return block;
  return { ...block, meta: { ...block.meta, ids: numericIds(block.meta.ids) } };
}

/**
 * The platform has a hash for every note, though clients that do not ask for it (the mobile apps,
 * whose notes a feed may copy) never see one: a note given without it gets the hash of its content.
 */
function normaliseNote(raw: Record<string, unknown>): MockNote {
  const note = normaliseFields(raw);
  if (!Number.isFinite(note.note_hash)) note.note_hash = contentHash({ ...note, note_hash: 0 });
  return note;
}

function normaliseFields(raw: Record<string, unknown>): MockNote {
  const meta = (raw.meta ?? {}) as { ids?: unknown; links?: Record<string, string> };
  const unread = raw.unread;
  const readFlag = raw.read ?? (unread === undefined ? 0 : !Number(unread));
  const { unread: _unread, ...rest } = raw;
  return {
    ...rest,
    id: Number(raw.id),
    type: String(raw.type),
    read: Number(readFlag) ? 1 : 0,
    timestamp: String(raw.timestamp),
    note_hash: Number(raw.note_hash),
    subject: raw.subject as MockBlock[],
    body: (raw.body as MockBlock[]).map(normaliseBlock),
    meta: { ...meta, ids: numericIds(meta.ids), links: meta.links ?? {} },
  } as MockNote;
}

/** A notes seed that is not right: where (the source and, read from a file, the line) and what. */
export class NotesInputError extends Error {
  constructor(readonly source: string, readonly line: number | null, readonly problem: string) {
    super(`${source}${line === null ? '' : `:${line}`}: ${problem}`);
    this.name = 'NotesInputError';
  }
}

/** Options of `parseNotesInput`. */
export interface NotesInputOptions {
  /** The line of the value at a path of `data` (read from a file): errors name it. */
  lineOf?: (path: readonly (string | number)[]) => number;
  /** The caller hands the notes over and keeps no reference: the state takes them without a copy. */
  adopt?: boolean;
}

/** Seeds parseNotesInput made from adopted data: the first state built from one takes its notes as they are. */
const adoptable = new WeakSet<NotesSeed>();

/** Takes a seed's notes without copying them, once; afterwards (or for any other seed) it is false. */
export function adoptSeed(seed: NotesSeed): boolean {
  return adoptable.delete(seed);
}

/** Validates parsed JSON as a seed; `source` names the file (or input) in error messages. */
export function parseNotesInput(data: unknown, source: string, options: NotesInputOptions = {}): NotesSeed {
  const at = (path: readonly (string | number)[]) => options.lineOf?.(path) ?? null;
  let entries: unknown[];
  let prefix: (string | number)[] = [];
  let lastSeenTime = 0;
  if (Array.isArray(data)) {
    entries = data;
  } else if (data !== null && typeof data === 'object' && Array.isArray((data as { notes?: unknown }).notes)) {
    const list = data as { notes: unknown[]; last_seen_time?: unknown };
    entries = list.notes;
    prefix = ['notes'];
    if (list.last_seen_time !== undefined) {
      const parsed = parseLastSeenTime(list.last_seen_time);
      if (parsed === undefined) throw new NotesInputError(source, at(['last_seen_time']), `last_seen_time must be epoch seconds, got ${JSON.stringify(list.last_seen_time)}`);
      lastSeenTime = parsed;
    }
  } else {
    throw new NotesInputError(source, at([]), 'expected a list response { last_seen_time, number, notes: [...] } or an array of notes');
  }
  // One note at a time, keeping nothing of the checked copy: a big seed is not held twice over.
  const dropped: (DroppedEntry & { index: number })[] = [];
  entries.forEach((entry, index) => {
    const problem = parseEach(NoteSchema, [entry]).dropped[0];
    if (problem) dropped.push({ ...problem, index });
  });
  const first = dropped[0];
  if (first) {
    const more = dropped.length > 1 ? ` (and ${dropped.length - 1} more malformed)` : '';
    throw new NotesInputError(source, at([...prefix, first.index]), `malformed note notes[${first.index}]${first.id === undefined ? '' : ` (id ${first.id})`}: ${first.reason}${more}`);
  }
  const notes = entries.map((entry) => normaliseNote((options.adopt ? entry : structuredClone(entry)) as Record<string, unknown>));
  const seen = new Set<number>();
  notes.forEach((note, index) => {
    if (seen.has(note.id)) throw new NotesInputError(source, at([...prefix, index]), `duplicate note id ${note.id}`);
    seen.add(note.id);
  });
  const seed = { notes, lastSeenTime };
  if (options.adopt) adoptable.add(seed);
  return seed;
}

/** Reads and validates a notes file a piece at a time; errors name the file and the line. */
export function loadNotesFile(path: string): NotesSeed {
  let source: JsonSource;
  try {
    source = readJsonSource(path);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    if (error.line === null) throw new NotesInputError(path, null, `cannot read the notes file (${error.problem})`);
    throw new NotesInputError(path, error.line, error.problem);
  }
  return parseNotesInput(source.value, path, { lineOf: source.lineOf, adopt: true });
}
