/**
 * Notes as the mock platform stores and serves them: the raw wire shape (`read` 0/1, sizes as
 * strings, extra fields kept), not the client's parsed shape, so the client's parsing is exercised.
 */

/** Ids a note or block refers to. */
export type MockIds = Partial<Record<'site' | 'post' | 'comment' | 'user' | 'parent_comment' | 'reply_comment' | 'prompt', number>> &
  Record<string, number | undefined>;

/** A block as the platform sends it. */
export interface MockBlock {
  text?: string;
  type?: string;
  ranges?: Array<Record<string, unknown>>;
  media?: Array<Record<string, unknown>>;
  actions?: Record<string, boolean | string>;
  meta?: { ids?: MockIds; links?: Record<string, string>; titles?: Record<string, string> };
  nest_level?: number;
  [field: string]: unknown;
}

/** A note as the platform sends it. */
export interface MockNote {
  id: number;
  type: string;
  read: 0 | 1;
  timestamp: string;
  note_hash: number;
  subject: MockBlock[];
  body: MockBlock[];
  header?: MockBlock[];
  meta: { ids: MockIds; links: Record<string, string> };
  [field: string]: unknown;
}

/** A note's time in epoch seconds. */
export function noteSeconds(note: Pick<MockNote, 'timestamp'>): number {
  // A note inserted raw may have no usable timestamp: it sorts as the oldest.
  return Math.floor((Date.parse(note.timestamp) || 0) / 1000);
}

/** Newest first by timestamp, ties broken by the larger id, as the platform lists them. */
export function newestFirst(a: MockNote, b: MockNote): number {
  return (Date.parse(b.timestamp) || 0) - (Date.parse(a.timestamp) || 0) || b.id - a.id;
}

/**
 * A 32-bit FNV-1a hash of the note's content without its hash: like the platform's, it changes
 * whenever anything shown changes, and the same content always hashes the same.
 */
export function contentHash(note: MockNote): number {
  const { note_hash: _ignored, ...content } = note;
  const text = JSON.stringify(content);
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The platform's ISO-8601 form of a time in ms: seconds precision, `+00:00` offset. */
export function isoSeconds(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', '+00:00');
}

/** A number from an id that may arrive as a string; undefined when it is not one. */
export function idOf(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

/** A deep copy, so callers never hold the state's own objects. */
export function cloneJson<T>(value: T): T {
  return structuredClone(value);
}
