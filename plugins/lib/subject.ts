/** Pieces most note types share. */
import type { Block, Note } from '../../src/core/index.ts';

/** The excerpt under a row's subject line: the subject's second block, when the note has one. */
export function subjectExcerpt(note: Note): Block | null {
  return note.subject?.[1] ?? null;
}

/** A matcher for one platform note type. */
export function ofType(type: string): (note: Note) => boolean {
  return (note) => note.type === type;
}
