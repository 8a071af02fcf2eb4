/** Note type `comment_like`: a like on one of your comments (header[1] holds the liked comment). */
import { defineNoteType } from '../../src/core/index.ts';
import { ofType } from '../lib/subject.ts';

/** The `comment_like` note type: a plain subject header; body blocks classified from their data. */
export const commentLikeNoteType = defineNoteType({
  name: 'comment-like',
  badge: 'like',
  matches: ofType('comment_like'),
  header: () => 'subject',
  // Listed with the post likes (the like note type's tab).
  filter: 'likes',
});
