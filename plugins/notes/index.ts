/**
 * The panel's note types (the badge one outranks the others by priority, not by position). Their
 * tabs follow All and Unread in this order: Comments, Subscribers, Likes.
 */
import type { Plugin } from '../../src/core/index.ts';
import { automattcherNoteType } from './automattcher.ts';
import { badgeNoteType } from './badge.ts';
import { bloggingPromptNoteType } from './blogging-prompt.ts';
import { commentLikeNoteType } from './comment-like.ts';
import { commentNoteType } from './comment.ts';
import { followNoteType } from './follow.ts';
import { likeNoteType } from './like.ts';
import { newPostNoteType } from './new-post.ts';
import { reblogNoteType } from './reblog.ts';

export const defaultNoteTypes: readonly Plugin[] = [
  commentNoteType,
  followNoteType,
  commentLikeNoteType,
  likeNoteType,
  reblogNoteType,
  bloggingPromptNoteType,
  newPostNoteType,
  automattcherNoteType,
  badgeNoteType,
];

export {
  automattcherNoteType,
  badgeNoteType,
  bloggingPromptNoteType,
  commentLikeNoteType,
  commentNoteType,
  followNoteType,
  likeNoteType,
  newPostNoteType,
  reblogNoteType,
};
