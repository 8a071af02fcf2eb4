import { perNote, type Block, type BlockActions, type Note } from './note.ts';

/** How a body block is shown. */
export type BlockKind = 'user' | 'comment' | 'post' | 'prompt' | 'reply' | 'text';

const KNOWN_KINDS = new Set<unknown>(['user', 'comment', 'post', 'prompt', 'reply', 'text']);

/** Whether a word (a block's type, a plugin's answer) is one of the block kinds. */
export const isBlockKind = (value: unknown): value is BlockKind => KNOWN_KINDS.has(value);

/**
 * Classifies a body block from its data, as the platform's own panel does: `reply` when the note's
 * reply_comment is the block's second range; else the first of prompt, comment, post, user in its
 * meta ids; else its own type; else text.
 */
export function classifyBlock(note: Note, block: Block): BlockKind {
  const replyId = note.meta?.ids?.reply_comment;
  if (replyId !== undefined && block.ranges?.[1]?.id !== undefined && Number(block.ranges[1].id) === replyId) return 'reply';
  const ids = block.meta?.ids;
  if (ids) {
    for (const kind of ['prompt', 'comment', 'post', 'user'] as const) if (ids[kind] !== undefined) return kind;
  }
  if (isBlockKind(block.type)) return block.type;
  return 'text';
}

/** A user block's follow flag, with who it is. */
export interface FollowFlag {
  userId: number | null;
  siteId: number | null;
  following: boolean;
}

/** The flags a note carries: actions from its last body block that has any, follows from user blocks. */
export interface NoteFlags {
  actions: BlockActions;
  editCommentLink: string | null;
  newPostLink: string | null;
  follows: FollowFlag[];
}

/**
 * Reads a note's action flags (shared: do not mutate). Never throws on odd payloads. Read once per
 * note: every row of the list asks on every render (unapproved styling), and each key press renders the rows again.
 */
export const noteFlags: (note: Note) => Readonly<NoteFlags> = perNote(readFlags);

function readFlags(note: Note): NoteFlags {
  const body = Array.isArray(note.body) ? note.body : [];
  const withActions = [...body].reverse().find((block) => block?.actions && typeof block.actions === 'object');
  const follows = body.flatMap((block) => {
    const follow = block && classifyBlock(note, block) === 'user' ? followFlagOf(block) : null;
    return follow ? [follow] : [];
  });
  return {
    actions: withActions?.actions ?? {},
    editCommentLink: withActions?.edit_comment_link ?? null,
    newPostLink: withActions?.new_post_link ?? null,
    follows,
  };
}

/** The follow flag a user block carries, or null when it offers no Subscribe. */
export function followFlagOf(block: Block): FollowFlag | null {
  if (!block.actions || typeof block.actions !== 'object' || !('follow' in block.actions)) return null;
  return { userId: block.meta?.ids?.user ?? null, siteId: block.meta?.ids?.site ?? null, following: block.actions.follow === true };
}

/** Whether a flag is offered: present in the actions block (its value is the current state, not the permission). */
export function hasFlag(flags: NoteFlags, flag: string): boolean {
  if (flag === 'follow') return flags.follows.length > 0;
  return Object.hasOwn(flags.actions, flag) && flags.actions[flag] !== undefined;
}
