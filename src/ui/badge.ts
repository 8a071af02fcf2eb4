import type { Note } from '../core/note.ts';
import type { Registry } from '../core/registry.ts';
import { iconForNoticon, isIconName, type IconName } from './icons/index.ts';

/** The note-type badge for a note's avatar: its note type's declared icon, else its noticon glyph. */
export function badgeOf(registry: Pick<Registry, 'noteTypeFor'>, note: Note): IconName {
  const declared = registry.noteTypeFor(note).badge;
  return isIconName(declared) ? declared : iconForNoticon(note.noticon);
}
