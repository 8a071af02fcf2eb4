/**
 * The shape of a note as the core reads it. The API layer parses payloads into this shape;
 * every field the core does not need stays optional so new payload fields never break it.
 */

/** A range inside a block's text: [start, end) in UTF-16 units. */
export interface Range {
  type?: string | undefined;
  indices: readonly [number, number] | readonly number[];
  url?: string | undefined;
  id?: number | string | undefined;
  site_id?: number | undefined;
  post_id?: number | undefined;
  parent?: number | string | null | undefined;
  value?: string | undefined;
  [extra: string]: unknown;
}

/** An image or badge attached to a block. */
export interface Media {
  type?: string | undefined;
  url: string;
  indices?: readonly number[] | undefined;
  width?: number | undefined;
  height?: number | undefined;
}

/** Action flags carried by a body block; `answer-prompt` is a URL. */
export type BlockActions = Record<string, boolean | string | undefined>;

/** One block of text with its ranges and media. */
export interface Block {
  text?: string | undefined;
  type?: string | undefined;
  ranges?: readonly Range[] | undefined;
  media?: readonly Media[] | undefined;
  actions?: BlockActions | undefined;
  meta?: {
    ids?: Record<string, number | undefined> | undefined;
    links?: Record<string, string | undefined> | undefined;
    titles?: Record<string, string | undefined> | undefined;
  } | undefined;
  nest_level?: number | undefined;
  edit_comment_link?: string | undefined;
  new_post_link?: string | undefined;
}

/** Ids a note refers to. */
export interface NoteIds {
  site?: number | undefined;
  post?: number | undefined;
  comment?: number | undefined;
  user?: number | undefined;
  parent_comment?: number | undefined;
  reply_comment?: number | undefined;
  prompt?: number | undefined;
  /** Ids of kinds a newer note type adds (`order`): the API keeps every numeric id it is sent. */
  [kind: string]: number | undefined;
}

/** A full note as the platform sends it, after parsing. */
export interface Note {
  id: number;
  type: string;
  /** 1 when the server counts the note as read. */
  read?: number | boolean | undefined;
  timestamp: string;
  note_hash?: number | undefined;
  subject?: readonly Block[] | undefined;
  header?: readonly Block[] | undefined;
  body?: readonly Block[] | undefined;
  meta?: { ids?: NoteIds | undefined; links?: Record<string, string | undefined> | undefined } | undefined;
  url?: string | undefined;
  icon?: string | undefined;
  noticon?: string | undefined;
  title?: string | undefined;
}

/** A user offered for @-mentions. */
export interface SuggestionUser {
  ID: number;
  user_login: string;
  display_name?: string | undefined;
  image_URL?: string | undefined;
  name?: string | undefined;
}

/**
 * `read` worked out once per note object: notes are immutable once received (a change arrives as a
 * new object), so what is read from one holds while it lives, and goes with it.
 */
export function perNote<T extends NonNullable<unknown> | null>(read: (note: Note) => T): (note: Note) => T {
  const memo = new WeakMap<Note, T>();
  return (note) => {
    let value = memo.get(note);
    if (value === undefined) memo.set(note, (value = read(note)));
    return value;
  };
}

/** Milliseconds since the epoch of a note's timestamp; unparsable timestamps sort last. */
export const noteTime = perNote((note) => Date.parse(note.timestamp) || 0);

/** True when the server reports the note as read. */
export function serverSaysRead(note: Note): boolean {
  return note.read === 1 || note.read === true;
}
