/** Like or unlike a comment or a post (L). Optimistic: the override shows at once and resets after 10 s. */
import { defineAction, definePluginEvent, hasFlag, noteFlags, readFields, type NoteFlags } from '../../src/core/index.ts';
import { noteTarget, required } from '../lib/target.ts';
import { defineToggle } from '../lib/toggle.ts';

/** Which flag offers the like: a comment's when the note has one, else its post's. */
export function likeFlag(flags: NoteFlags): 'like-comment' | 'like-post' | null {
  return (['like-comment', 'like-post'] as const).find((flag) => hasFlag(flags, flag)) ?? null;
}

/** Asked to like (or unlike) note `id`'s comment or post: the button, L, or an undo. */
export const likeRequested = definePluginEvent('like', 'requested', readFields({ liked: 'boolean' }), { formerly: 'note/likeRequested' });
/** The platform refused the like of note `id` (its override goes). */
export const likeFailed = definePluginEvent('like', 'failed', readFields({ message: 'string' }), { formerly: 'note/likeFailed' });

const toggle = defineToggle({
  requested: likeRequested,
  field: 'liked',
  failed: likeFailed,
  override: { name: 'like', reset: { key: 'reset-like', clears: ['like'] } },
  flagged(note) {
    const flags = noteFlags(note);
    const flag = likeFlag(flags);
    return flag !== null && flags.actions[flag] === true;
  },
  // The comment's like when the note offers one, else the post's.
  target(note) {
    const { siteId, postId, commentId } = noteTarget(note);
    const comment = likeFlag(noteFlags(note)) === 'like-comment';
    return { siteId, postId: comment ? null : postId, commentId: comment ? commentId : null };
  },
  request: {
    send(entry, context) {
      const site = context.wpcom.site(required(entry.siteId, 'site', entry.noteId));
      const like = entry.commentId !== null ? site.comment(entry.commentId).like() : site.post(required(entry.postId, 'post', entry.noteId)).like();
      return entry.on ? like.add() : like.del();
    },
    failureMessage: (entry) => (entry.on ? 'Could not like this. Please try again.' : 'Could not remove your like. Please try again.'),
    goneMessage: (entry) => (entry.on ? 'Your like was not sent: the comment or post no longer exists.' : 'Your unlike was not sent: the comment or post no longer exists.'),
  },
});

/** The like shown before the platform's copy says so: set by a request, gone when it fails or 10 s after it, kept while it waits queued. */
export const likes = toggle.override;

/** The like toggle. */
export const likeAction = defineAction({
  ...toggle.action,
  name: 'like',
  icon: 'like',
  label: { off: 'Like', on: 'Liked' },
  predicate: ({ flags }) => likeFlag(flags) !== null,
  shortcut: { key: 'l', description: 'Like or unlike', scope: 'detail' },
  undoTexts: {
    like: { done: ['Liked', '%d notifications liked'], undone: ['Undone: like removed.', 'Undone: %d likes removed.'] },
    unlike: { done: ['Like removed', '%d likes removed'], undone: ['Undone: liked again.', 'Undone: %d liked again.'] },
  },
});
