/**
 * What an action acts on: the site, post and comment behind a note, read from the block that carries
 * the note's actions first (it names the comment the buttons belong to), then from the note's meta.
 */
import type { Block, EffectContext, Note, NoteTarget, QueueEntry } from '../../src/core/index.ts';

/** The last body block that has actions: the one whose flags the note offers. */
export function actionsBlock(note: Note): Block | null {
  return (Array.isArray(note.body) ? note.body : []).findLast((block) => block?.actions && typeof block.actions === 'object') ?? null;
}

function id(value: unknown): number | null {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

/** The site, post and comment a note's actions apply to. */
export function noteTarget(note: Note): NoteTarget {
  const blockIds = actionsBlock(note)?.meta?.ids;
  const noteIds = note.meta?.ids ?? {};
  // Only a comment or post block names what the buttons act on; a user block's site is the user's own.
  const ids = blockIds && (blockIds.comment !== undefined || blockIds.post !== undefined) ? blockIds : noteIds;
  return { siteId: id(ids.site) ?? id(noteIds.site), postId: id(ids.post) ?? id(noteIds.post), commentId: id(ids.comment) };
}

/** Throws a plain error naming what is missing, so the failure event says why. */
export function required(value: number | null, what: string, noteId: number): number {
  if (value === null) throw new Error(`Note ${noteId} has no ${what} id`);
  return value;
}

/** The comment API object a queued entry acts on (its ids were read from the note when queued). */
export function commentOfEntry(context: EffectContext, entry: QueueEntry) {
  return context.wpcom.site(required(entry.siteId, 'site', entry.noteId)).comment(required(entry.commentId, 'comment', entry.noteId));
}
