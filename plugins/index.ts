/** The panel's own plugins: every note type and action of the spec. */
import type { Plugin } from '../src/core/index.ts';
import { answerPromptAction } from './actions/answer-prompt.ts';
import { approveAction } from './actions/approve.ts';
import { editAction } from './actions/edit.ts';
import { followAction } from './actions/follow.ts';
import { likeAction } from './actions/like.ts';
import { markReadAction } from './actions/mark-read.ts';
import { replyAction } from './actions/reply.ts';
import { spamAction } from './actions/spam.ts';
import { trashAction } from './actions/trash.ts';
import { automattcherNoteType } from './notes/automattcher.ts';
import { badgeNoteType } from './notes/badge.ts';
import { bloggingPromptNoteType } from './notes/blogging-prompt.ts';
import { commentLikeNoteType } from './notes/comment-like.ts';
import { commentNoteType } from './notes/comment.ts';
import { followNoteType } from './notes/follow.ts';
import { likeNoteType } from './notes/like.ts';
import { newPostNoteType } from './notes/new-post.ts';
import { reblogNoteType } from './notes/reblog.ts';

/** Note types (the badge one outranks the others by priority, not by position). */
export const defaultNoteTypes: readonly Plugin[] = [
  commentNoteType,
  commentLikeNoteType,
  likeNoteType,
  followNoteType,
  reblogNoteType,
  bloggingPromptNoteType,
  newPostNoteType,
  automattcherNoteType,
  badgeNoteType,
];

/** Actions in the order their buttons show, as the platform's panel lays them out. */
export const defaultActions: readonly Plugin[] = [
  replyAction,
  likeAction,
  approveAction,
  editAction,
  answerPromptAction,
  spamAction,
  trashAction,
  followAction,
  markReadAction,
];

/** Everything the panel registers by default. */
export const defaultPlugins: readonly Plugin[] = [...defaultNoteTypes, ...defaultActions];

// Each one by name too (`notes-panel/plugins`), for a panel that takes some and adds its own.
export {
  answerPromptAction,
  approveAction,
  automattcherNoteType,
  badgeNoteType,
  bloggingPromptNoteType,
  commentLikeNoteType,
  commentNoteType,
  editAction,
  followAction,
  followNoteType,
  likeAction,
  likeNoteType,
  markReadAction,
  newPostNoteType,
  reblogNoteType,
  replyAction,
  spamAction,
  trashAction,
};
