import { isBlockKind } from './blocks.ts';
import { isHyphenatedName, isListOf } from './guards.ts';
import type { NoteTypeDeclaration } from './plugin.ts';

/** At most this many block kinds of its own per note type: each is a lookup when its notes are drawn. */
export const MAX_BLOCK_KINDS = 16;

/**
 * Refuses a note type's own block kinds unless they are a short list of new names (lower-case words
 * joined by hyphens, none of the core's): its classifier may then answer them, and its view module
 * draws them (a kind with no part is drawn as text).
 */
export function checkBlockKinds(type: NoteTypeDeclaration, refuse: (message: string) => never): void {
  const kinds: unknown = type.blockKinds;
  if (kinds === undefined) return;
  // One message for every way of getting it wrong: the first load carries it.
  if (!isListOf(kinds, MAX_BLOCK_KINDS, (kind) => isHyphenatedName(kind, 40) && !isBlockKind(kind))) {
    refuse(`Note type ${type.name}: blockKinds must be at most ${MAX_BLOCK_KINDS} new names of lower-case words joined by hyphens, not ${JSON.stringify(kinds)?.slice(0, 80)}`);
  }
}
