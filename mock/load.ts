/**
 * Seeds for the mock platform: a list response `{ last_seen_time, number, notes }` or a bare array
 * of notes, from data or a file. Bad input fails with the file and the problem in the message.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { NoteSchema, parseEach, parseLastSeenTime } from '../src/api/schema.ts';
import { idOf, type MockBlock, type MockIds, type MockNote } from './notes.ts';

/** What the state starts from. */
export interface NotesSeed {
  notes: MockNote[];
  /** Epoch seconds. */
  lastSeenTime: number;
}

/** The sample shipped in fixtures/: 20 notes of every type. */
export const SAMPLE_NOTES_FILE = fileURLToPath(new URL('../fixtures/notes-sample.json', import.meta.url));

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

function normaliseNote(raw: Record<string, unknown>): MockNote {
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

/** Validates parsed JSON as a seed; `source` names the file (or input) in error messages. */
export function parseNotesInput(data: unknown, source: string): NotesSeed {
  let entries: unknown[];
  let lastSeenTime = 0;
  if (Array.isArray(data)) {
    entries = data;
  } else if (data !== null && typeof data === 'object' && Array.isArray((data as { notes?: unknown }).notes)) {
    const list = data as { notes: unknown[]; last_seen_time?: unknown };
    entries = list.notes;
    if (list.last_seen_time !== undefined) {
      const parsed = parseLastSeenTime(list.last_seen_time);
      if (parsed === undefined) throw new Error(`${source}: last_seen_time must be epoch seconds, got ${JSON.stringify(list.last_seen_time)}`);
      lastSeenTime = parsed;
    }
  } else {
    throw new Error(`${source}: expected a list response { last_seen_time, number, notes: [...] } or an array of notes`);
  }
  const { dropped } = parseEach(NoteSchema, entries);
  if (dropped.length > 0) {
    const problems = dropped.slice(0, 3).map((entry) => `notes[${entry.index}]${entry.id === undefined ? '' : ` (id ${entry.id})`}: ${entry.reason}`);
    const more = dropped.length > 3 ? `; and ${dropped.length - 3} more` : '';
    throw new Error(`${source}: ${dropped.length} malformed note(s): ${problems.join('; ')}${more}`);
  }
  const notes = entries.map((entry) => normaliseNote(structuredClone(entry) as Record<string, unknown>));
  const seen = new Set<number>();
  for (const note of notes) {
    if (seen.has(note.id)) throw new Error(`${source}: duplicate note id ${note.id}`);
    seen.add(note.id);
  }
  return { notes, lastSeenTime };
}

/** Reads and validates a notes file. */
export function loadNotesFile(path: string): NotesSeed {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`${path}: cannot read the notes file (${(error as Error).message})`, { cause: error });
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`${path}: invalid JSON (${(error as Error).message})`, { cause: error });
  }
  return parseNotesInput(data, path);
}
