/**
 * Valibot schemas for notification payloads, applied once at the API boundary. Numbers sent as
 * strings are normalised; unknown fields, note types and range types pass through untouched.
 */
import * as v from 'valibot';

const NUMERIC_TEXT = /^\s*-?\d+(\.\d+)?\s*$/;

/** A finite number, or a string holding one ("256"). */
function isNumberLike(value: unknown): value is number | string {
  return typeof value === 'number' ? Number.isFinite(value) : typeof value === 'string' && NUMERIC_TEXT.test(value);
}

// The schemas below check each value with one test instead of a union of alternatives: a union
// tries its options in turn, and every option that fails builds an issue (path, message, the value
// quoted), which over a list answer of thousands of notes with flags and sizes cost more than the
// values themselves. What they accept and return is the same as the unions they replace.

/**
 * The message the union of `expected` (which the check below replaced) gave for a value it refused,
 * so a dropped note's reason reads as it did: with `numbers`, a number that is not finite was
 * refused for that; anything else for its type.
 */
function unionMessage(expected: string, numbers = true) {
  return (issue: v.CustomIssue) =>
    numbers && typeof issue.input === 'number' && !Number.isNaN(issue.input) && !Number.isFinite(issue.input)
      ? `Invalid finite: Received ${issue.received}`
      : `Invalid type: Expected ${expected} but received ${issue.received}`;
}

/** A finite number, or a string holding one ("256"), as a number. */
export const NumberLike = v.pipe(
  v.custom<number | string>(isNumberLike, unionMessage('(number | string)')),
  v.transform((value) => (typeof value === 'number' ? value : Number(value))),
);

/** 0 or 1 (also from booleans and "0"/"1"). */
const Flag = v.pipe(
  v.custom<boolean | number | string>((value) => typeof value === 'boolean' || isNumberLike(value), 'Expected a boolean, a number or a numeric string'),
  v.transform((value) => ((typeof value === 'string' ? Number(value) : value) ? 1 : 0)),
);

const Indices = v.tuple([NumberLike, NumberLike]);
const IdMap = v.record(v.string(), NumberLike);
const TextMap = v.record(v.string(), v.string());

/** A formatted span of a block's text: `[start, end)` in UTF-16 units. */
export const RangeSchema = v.looseObject({
  type: v.optional(v.string()),
  indices: Indices,
  url: v.optional(v.string()),
  id: v.optional(NumberLike),
  site_id: v.optional(NumberLike),
  post_id: v.optional(NumberLike),
  value: v.optional(v.string()),
  // A numeric parent as a number; any other string as it is.
  parent: v.optional(
    v.pipe(
      v.custom<number | string>((value) => typeof value === 'string' || isNumberLike(value), unionMessage('((number | string) | string)')),
      v.transform((value) => (typeof value === 'string' && NUMERIC_TEXT.test(value) ? Number(value) : value)),
    ),
  ),
});

/** An image or badge shown at a block position. */
export const MediaSchema = v.looseObject({
  type: v.string(),
  indices: Indices,
  url: v.string(),
  width: v.optional(NumberLike),
  height: v.optional(NumberLike),
});

/** meta of a block or note: ids, links and titles. */
export const MetaSchema = v.looseObject({
  ids: v.optional(IdMap, {}),
  links: v.optional(TextMap, {}),
  titles: v.optional(TextMap),
});

/** A block of text with ranges, media, actions and meta. */
export const BlockSchema = v.looseObject({
  text: v.optional(v.string(), ''),
  ranges: v.optional(v.array(RangeSchema)),
  media: v.optional(v.array(MediaSchema)),
  type: v.optional(v.string()),
  meta: v.optional(MetaSchema),
  actions: v.optional(v.record(v.string(), v.custom<boolean | string>((value) => typeof value === 'boolean' || typeof value === 'string', unionMessage('(boolean | string)', false)))),
  nest_level: v.optional(NumberLike),
  edit_comment_link: v.optional(v.string()),
  new_post_link: v.optional(v.string()),
});

/**
 * A field the panel can draw or act without: absent, null or malformed, the note keeps going
 * without it (`ignoredFields` names the malformed ones for the log), instead of being dropped.
 */
function lenient<S extends v.GenericSchema>(schema: S) {
  return v.fallback(v.optional(schema), undefined);
}

const NO_META = () => ({ ids: {}, links: {} });

/**
 * A full note. Required is only what the panel needs to draw and act: id, type, timestamp, and the
 * subject and body blocks. Everything else is optional; a missing `note_hash` (clients that do not
 * ask for it, as the platform's mobile apps) means "changed" wherever hashes are compared.
 */
export const NoteSchema = v.looseObject({
  id: NumberLike,
  type: v.string(),
  read: lenient(Flag),
  unread: lenient(Flag),
  noticon: lenient(v.string()),
  timestamp: v.custom<string>((text) => typeof text === 'string' && !Number.isNaN(Date.parse(text)), 'Expected an ISO-8601 timestamp'),
  icon: lenient(v.string()),
  url: lenient(v.string()),
  title: lenient(v.string()),
  subject: v.array(BlockSchema),
  header: lenient(v.array(BlockSchema)),
  body: v.array(BlockSchema),
  meta: v.fallback(v.optional(MetaSchema, NO_META), NO_META),
  note_hash: lenient(NumberLike),
});

/** The note fields `NoteSchema` lets go of when malformed. */
const LENIENT_FIELDS = ['read', 'unread', 'noticon', 'icon', 'url', 'title', 'header', 'meta', 'note_hash'] as const;

/** A note's meta that says nothing: what the schema puts in place of a malformed one. */
function isEmptyMeta(meta: NoteMeta): boolean {
  return Object.keys(meta).length === 2 && Object.keys(meta.ids).length === 0 && Object.keys(meta.links).length === 0;
}

/**
 * The fields of `raw` that held something (not null) the schema could not read and let go of.
 * Given `parsed`, what the schema made of `raw`, the answer is read from it: a field the schema read
 * is never undefined, so an undefined one was let go of; only an empty meta (what a malformed one
 * becomes) is checked again.
 */
export function ignoredFields(raw: unknown, parsed?: Note): string[] {
  if (raw === null || typeof raw !== 'object') return [];
  const record = raw as Record<string, unknown>;
  return LENIENT_FIELDS.filter((field) => {
    const value = record[field];
    if (value === undefined || value === null) return false;
    if (parsed && field !== 'meta') return parsed[field] === undefined;
    if (parsed && !isEmptyMeta(parsed.meta)) return false;
    const schema = NoteSchema.entries[field];
    return !v.safeParse(field === 'meta' ? MetaSchema : v.unwrap(schema), value).success;
  });
}

/** The cheap list entry used for change detection; an entry without a hash counts as changed. */
export const NoteHashSchema = v.looseObject({ id: NumberLike, note_hash: lenient(NumberLike) });

/** A notification range. */
export type Range = v.InferOutput<typeof RangeSchema>;
/** A media entry of a block. */
export type Media = v.InferOutput<typeof MediaSchema>;
/** Ids, links and titles of a block or note. */
export type NoteMeta = v.InferOutput<typeof MetaSchema>;
/** A notification block. */
export type Block = v.InferOutput<typeof BlockSchema>;
/** A parsed notification. */
export type Note = v.InferOutput<typeof NoteSchema>;
/** An `{ id, note_hash }` pair. */
export type NoteHash = v.InferOutput<typeof NoteHashSchema>;

/** Why one entry of a list was dropped. */
export interface DroppedEntry {
  id?: number;
  index: number;
  reason: string;
}

/** Last-seen times above this are milliseconds. */
export const MILLISECONDS_THRESHOLD = 1.12e12;

/** `last_seen_time` as epoch seconds, or undefined when absent or unreadable. */
export function parseLastSeenTime(raw: unknown): number | undefined {
  const parsed = v.safeParse(NumberLike, raw);
  if (!parsed.success) return undefined;
  const value = parsed.output;
  return value > MILLISECONDS_THRESHOLD ? Math.floor(value / 1000) : value;
}

function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .map((issue) => {
      const path = v.getDotPath(issue);
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/** Why `entry`, at `index` of a list, was dropped, with its id when it has a readable one. */
export function droppedEntry(entry: unknown, index: number, issues: readonly v.BaseIssue<unknown>[]): DroppedEntry {
  const record = entry !== null && typeof entry === 'object' ? (entry as { id?: unknown; ID?: unknown }) : {};
  const id = v.safeParse(NumberLike, record.id ?? record.ID);
  return { ...(id.success ? { id: id.output } : {}), index, reason: describeIssues(issues) };
}

/**
 * Parses each entry on its own: good ones are kept, bad ones are reported with a reason. `kept`, when
 * given, is shown each kept item with the entry it was read from, before the item is kept.
 */
export function parseEach<S extends v.GenericSchema>(
  schema: S,
  entries: readonly unknown[],
  kept?: (item: v.InferOutput<S>, entry: unknown, index: number) => void,
): { items: Array<v.InferOutput<S>>; dropped: DroppedEntry[] } {
  const items: Array<v.InferOutput<S>> = [];
  const dropped: DroppedEntry[] = [];
  entries.forEach((entry, index) => {
    const result = v.safeParse(schema, entry);
    if (!result.success) {
      dropped.push(droppedEntry(entry, index, result.issues));
      return;
    }
    kept?.(result.output, entry, index);
    items.push(result.output);
  });
  return { items, dropped };
}

/** A note whose payload only says `unread` (the field the request names) gets `read` from it. */
export function withReadFlag(note: Note): Note {
  if (note.read !== undefined || note.unread === undefined) return note;
  return { ...note, read: note.unread ? 0 : 1 };
}
