/** Pieces most note types share. */
import type { Note } from '../../src/core/index.ts';

/** A matcher for one platform note type. */
export function ofType(type: string): (note: Note) => boolean {
  return (note) => note.type === type;
}
