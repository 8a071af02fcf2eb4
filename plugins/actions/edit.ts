/** Edit a comment (E): opens the platform's comment editor; the host or a new tab shows it. */
import { defineAction } from '../../src/core/index.ts';
import { noteTarget } from '../lib/target.ts';

/** The edit action. E is shared with "Answer prompt" through the 'edit' group. */
export const editAction = defineAction({
  name: 'edit',
  icon: 'edit',
  flag: 'edit-comment',
  label: 'Edit',
  shortcut: { key: 'e', description: 'Edit the comment', scope: 'detail', group: 'edit' },
  perform: ({ note, flags }) => {
    const { siteId, postId, commentId } = noteTarget(note);
    return [{
      type: 'link/openRequested',
      target: 'editComment',
      url: flags.editCommentLink ?? undefined,
      siteId: siteId ?? undefined,
      postId: postId ?? undefined,
      commentId: commentId ?? undefined,
    }];
  },
});
